// Shared Jest settings: TypeScript through SWC, workspace packages resolved to their sources.
const path = require('node:path');
const root = __dirname;

const swc = (jsx) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: jsx, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const moduleNameMapper = {
  '^@akiya/contracts$': path.join(root, 'contracts/src/index.ts'),
  '^@akiya/shared-ui$': path.join(root, 'shared-ui/src/index.ts'),
  '\\.(css)$': 'identity-obj-proxy',
  '\\.(png|jpe?g|svg|webp|gif)$': path.join(root, 'tools/jest/file-stub.cjs'),
};

module.exports = {
  node: {
    testEnvironment: 'node',
    transform: { '^.+\\.(t|j)sx?$': swc(false) },
    moduleNameMapper,
  },
  web: {
    testEnvironment: path.join(root, 'tools/jest/jsdom-env.cjs'),
    transform: { '^.+\\.(t|j)sx?$': swc(true) },
    moduleNameMapper,
    setupFilesAfterEnv: [path.join(root, 'tools/jest/setup-web.ts')],
    // Whole-screen tests type into many fields with user-event: 2–4 s on an idle 2-core machine,
    // more under load. The default 5 s made them fail on time, not on behaviour.
    testTimeout: 15_000,
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  },
};
