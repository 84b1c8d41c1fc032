const { createConfig } = require('../tools/webpack/create-config.cjs');

module.exports = createConfig({ dir: __dirname, name: 'consulting', port: 3104, title: '不動産ストック活用コンサルティング｜家いちば' });
