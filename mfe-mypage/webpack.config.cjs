const { createConfig } = require('../tools/webpack/create-config.cjs');

module.exports = createConfig({ dir: __dirname, name: 'mypage', port: 3102, title: 'マイページ｜家いちば' });
