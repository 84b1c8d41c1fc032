const { createConfig } = require('../tools/webpack/create-config.cjs');

module.exports = createConfig({ dir: __dirname, name: 'editorial', port: 3103, title: '読みもの｜家いちば' });
