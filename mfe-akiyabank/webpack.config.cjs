const { createConfig } = require('../tools/webpack/create-config.cjs');

module.exports = createConfig({ dir: __dirname, name: 'akiyabank', port: 3105, title: '民間空き家バンク｜家いちば' });
