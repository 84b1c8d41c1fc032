// The Node (server rendering) build of an app, next to its browser build.
const path = require('node:path');
const { cssLoader, resolveOptions, scriptRule } = require('./loaders.cjs');

/**
 * Libraries the server build does not bundle: the server process provides one copy of each (its
 * own node_modules), so the shell's and every remote's server code share React, the router and the
 * store's libraries the way the browser pages share them through the federation.
 */
const SERVER_SHARED = /^(react|react-dom|react-router|react-router-dom|react-redux|@reduxjs\/toolkit)(\/.*)?$/;

/**
 * The Node build next to the browser build (dist/server/): the shell's exports the renderer
 * (src/server.tsx) and the design system it provides to remotes; a remote's exports its './App'
 * (src/remote-entry.tsx). One CommonJS file each, loaded by the API per deployed version
 * (api/src/ssr). @akiya/shared-ui is bundled by the shell and handed to the remotes, like the
 * federation's singleton in the browser.
 */
function serverConfig({ dir, name, host, mode, dev }) {
  const webpack = require('webpack');
  return {
    name: `${name}-server`,
    mode,
    target: 'node20',
    context: dir,
    entry: { [host ? 'shell' : 'remote']: host ? './src/server.tsx' : './src/remote-entry.tsx' },
    devtool: false,
    output: {
      path: path.join(dir, 'dist', 'server'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      // The shell's pictures are served at the site's root; a remote's server code renders none.
      publicPath: '/',
      uniqueName: `${name}-server`,
      clean: true,
    },
    externalsType: 'commonjs',
    externals: [
      ({ request }, callback) => {
        if (SERVER_SHARED.test(request) || (!host && request === '@akiya/shared-ui')) return callback(null, `commonjs ${request}`);
        return callback();
      },
    ],
    resolve: resolveOptions(dev),
    module: {
      rules: [
        scriptRule(),
        { test: /\.css$/, use: [{ loader: path.join(__dirname, 'ssr-style-loader.cjs'), options: { bundle: name } }, cssLoader(name, dev)] },
        { test: /\.(png|jpe?g|svg|webp|gif|woff2?)$/i, type: 'asset/resource', generator: { emit: false, filename: 'assets/[name].[contenthash:8][ext]' } },
      ],
    },
    plugins: [
      // One file: the loader reads a single module per version.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new webpack.DefinePlugin({ 'process.env.AKIYA_SERVER_BUILD': JSON.stringify('1') }),
    ],
    optimization: { minimize: false, moduleIds: 'deterministic' },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}


module.exports = { serverConfig };
