const { createConfig } = require('../tools/webpack/create-config.cjs');

module.exports = createConfig({ dir: __dirname, name: 'shell', port: 3100, host: true, title: '家いちば｜空き家・古い建物の掲示板' });
