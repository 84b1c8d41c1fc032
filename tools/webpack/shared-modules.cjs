// The libraries every app shares through Module Federation, and the federation options of a remote
// (tools/webpack/create-config.cjs builds the rest of the configuration around them).
const path = require('node:path');

const root = path.resolve(__dirname, '../..');

/**
 * Libraries that carry React context or module state must exist once per page (singletons). What an
 * app requires of each is the range its own package.json declares (so a remote built against React 20
 * asks for ^20), and `strictVersion` makes the federation runtime refuse a loaded copy outside that
 * range with an error (shown by the remote's error boundary and logged) instead of silently handing
 * over an incompatible one. `version` is what this build provides: the installed copy.
 *
 * @param {string} [dir] the app's folder (its package.json); the repository root when omitted
 */
function sharedModules(dir = root) {
  const pkg = require(path.join(dir, 'package.json'));
  const declared = { ...(pkg.peerDependencies || {}), ...(pkg.dependencies || {}) };
  // The version the app's build resolves (node resolution from the app's folder: the copy it bundles).
  const installed = (name) => require(require.resolve(`${name}/package.json`, { paths: [dir, root] })).version;
  const range = (name) => {
    const r = declared[name];
    return r && r !== '*' ? r : `^${installed(name)}`;
  };
  const singleton = (name, extra = {}) => ({
    singleton: true,
    strictVersion: true,
    requiredVersion: range(name),
    version: installed(name),
    ...extra,
  });
  return {
    react: singleton('react'),
    // The subpaths the apps import, named: the manifest then lists them with React's range and as
    // singletons, as the remote entry requires them (a prefix entry is listed with a guessed range).
    'react/jsx-runtime': singleton('react'),
    'react-dom/client': singleton('react-dom'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    // The router's names the apps use (tools/webpack/shared/react-router-dom.mjs), not the whole package.
    'react-router-dom': singleton('react-router-dom', { import: path.join(__dirname, 'shared', 'react-router-dom.mjs') }),
    'react-redux': singleton('react-redux'),
    // @reduxjs/toolkit is not shared: it holds no state of its own (the store lives in shared-ui's
    // singleton, skipToken is a global symbol), so each build keeps only the functions it uses
    // instead of the page receiving the whole package.
    // shared-ui's version (its package.json) rises with every change of what it exports; a remote
    // declares the range it was built against (e.g. "^0.2.0").
    '@akiya/shared-ui': {
      singleton: true,
      strictVersion: true,
      requiredVersion: range('@akiya/shared-ui'),
      version: installed('@akiya/shared-ui'),
    },
  };
}

/**
 * A remote's Module Federation options; none for the host. The host has no federation build plugin:
 * its federation runtime is created in the browser (shell/src/app/federation/runtime-instance.ts,
 * @module-federation/enhanced/runtime) the first time a remote is needed, and hands the remotes the
 * shell's own modules under these rules. A page of the shell alone (the top page) neither downloads
 * nor runs the runtime, and the shell's own imports of shared libraries are tree-shaken like any other.
 *
 * @param {{ dir: string, name: string, host: boolean }} o the app's folder, federation name, host or not
 */
function federationOptions({ dir, name, host }) {
  if (host) return null;
  return {
    name,
    filename: 'remoteEntry.js',
    exposes: { './App': './src/remote-entry.tsx' },
    shared: sharedModules(dir),
    shareStrategy: 'loaded-first',
    manifest: { fileName: 'mf-manifest.json' },
    dts: false,
    // The browser build's federation runtime without its Node code paths (the server build is separate).
    experiments: { optimization: { target: 'web' } },
  };
}

module.exports = { sharedModules, federationOptions };
