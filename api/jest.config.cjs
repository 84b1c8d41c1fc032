// Two projects: `unit` (src/**/*.spec.ts, no I/O beyond temp files) and `integration`
// (test/**/*.e2e-spec.ts: the real Nest app against a real database; run with --runInBand).
const preset = require('../jest.preset.cjs');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  ...preset.node,
  rootDir: __dirname,
  transform: { '^.+\\.(t|j)s$': swc },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

module.exports = {
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/support/setup.ts'],
    },
  ],
};
