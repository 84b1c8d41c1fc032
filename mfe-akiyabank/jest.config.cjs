module.exports = { ...require('../jest.preset.cjs').web, roots: ['<rootDir>/src'] };
