module.exports = { ...require('../../jest.preset.cjs').node, roots: ['<rootDir>/__tests__'] };
