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
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  },
};
