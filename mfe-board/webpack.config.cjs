const { createConfig } = require('../tools/webpack/create-config.cjs');

module.exports = createConfig({ dir: __dirname, name: 'board', port: 3101, title: '掲示板｜家いちば' });
