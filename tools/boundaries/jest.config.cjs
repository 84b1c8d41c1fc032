module.exports = {
  ...require('../../jest.preset.cjs').node,
  roots: ['<rootDir>/__tests__'],
  globalSetup: '<rootDir>/build-api-once.cjs',
};
