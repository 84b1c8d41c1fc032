const preset = require('../jest.preset.cjs').web;

module.exports = {
  ...preset,
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/testing/setup.ts'],
};
