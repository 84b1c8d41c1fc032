// Two projects: `unit` (src/**/*.spec.ts, no I/O beyond temp files) and `integration`
// (test/**/*.e2e-spec.ts: the real Nest app against a real database; one file at a time). `npm run
// test:integration` runs them in one worker that is replaced once it holds more than 1 GB after a file
// (--maxWorkers=1 --workerIdleMemoryLimit=1GB): each file's Nest apps leave ~50 MB behind, and one process
// for all ~70 files reached Node's heap limit near the end, where garbage collection stalled it long
// enough for database connects to time out. A few files by hand: --runInBand is fine.
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
