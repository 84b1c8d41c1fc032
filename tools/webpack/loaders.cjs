// Loaders and module resolution, the same for the browser and the server build of every app.
const path = require('node:path');

const root = path.resolve(__dirname, '../..');

/** TypeScript/TSX through swc, the same for the browser and the server build. */
function scriptRule() {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          // Always the production JSX runtime (react/jsx-runtime, shared with the host): a
          // remote's dev build inside the built shell runs on the shell's production React,
          // where the development runtime fails (dispatcher.getOwner is not a function).
          transform: { react: { runtime: 'automatic', development: false } },
          target: 'es2020',
        },
      },
    },
  };
}

/**
 * React Router's production build. Its package exports name only its development build (with its
 * warnings and checks) for every condition (remix-run/react-router#12532, #14102): a production
 * build of ours takes the production files by path.
 */
const REACT_ROUTER_PRODUCTION = path.join(path.dirname(require.resolve('react-router')), '..', 'production', 'index.mjs');

/** Module resolution, the same for the browser and the server build (contracts from its sources). */
function resolveOptions(dev) {
  return {
    extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
    alias: {
      '@akiya/contracts$': path.join(root, 'contracts/src/index.ts'),
      ...(dev ? {} : { 'react-router$': REACT_ROUTER_PRODUCTION }),
    },
  };
}

/** css-loader options: the browser and the server build must name every class the same. */
function cssLoader(name, dev) {
  return {
    loader: 'css-loader',
    options: {
      // No CSS source maps inlined into production scripts (they doubled the stylesheets' weight).
      sourceMap: dev,
      modules: {
        auto: true,
        namedExport: false,
        exportLocalsConvention: 'as-is',
        localIdentName: dev ? `${name}__[local]__[hash:base64:4]` : `${name}_[hash:base64:6]`,
      },
    },
  };
}

module.exports = { scriptRule, resolveOptions, cssLoader };
