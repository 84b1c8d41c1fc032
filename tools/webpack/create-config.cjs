// One webpack factory for the Module Federation host (shell) and every remote.
// Each app's webpack.config.cjs calls it with its own name, port and exposes, so each
// remote still builds, serves and deploys on its own. The pieces, by concern: shared-modules.cjs
// (the shared singletons and a remote's federation options), loaders.cjs (swc, CSS modules,
// resolution), plugins.cjs (what a build writes for the server) and server-config.cjs (the Node build).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { federationOptions, sharedModules } = require('./shared-modules.cjs');
const { cssLoader, resolveOptions, scriptRule } = require('./loaders.cjs');
const { EmitCssOrderPlugin, EmitPublicPlugin, EmitRoutesPlugin, PrecompressPlugin } = require('./plugins.cjs');
const { serverConfig } = require('./server-config.cjs');

const root = path.resolve(__dirname, '../..');
const API_ORIGIN = process.env.API_ORIGIN || 'http://localhost:3000';

/**
 * @param {object} o
 * @param {string} o.dir      the app's folder (__dirname of its webpack config)
 * @param {string} o.name     federation name: 'shell' for the host, or a remote name ('board', ...)
 * @param {number} o.port     dev-server port
 * @param {boolean} [o.host]  true for the shell
 * @param {string} [o.title]  HTML title of the (standalone) page
 */
function createConfig({ dir, name, port, host = false, title = '家いちば' }) {
  return (_env, argv) => {
    const mode = argv.mode || 'production';
    const dev = mode === 'development';
    const routesFile = path.join(dir, 'routes.json');

    const federation = federationOptions({ dir, name, host });

    const client = {
      mode,
      context: dir,
      entry: { main: './src/index.ts' },
      // No eval-based source maps: the site's CSP has no 'unsafe-eval', and a remote's dev server is
      // loaded into the built shell by integration testers.
      devtool: dev ? 'cheap-module-source-map' : 'source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: host ? '/' : 'auto',
        // The entry keeps a stable name (the federation runtime cannot hash it); index.html adds ?hash.
        filename: '[name].js',
        chunkFilename: dev ? '[name].js' : '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: name,
        // dist/server/ is the server build's (written by the second configuration).
        clean: { keep: /^server\// },
      },
      resolve: resolveOptions(dev),
      module: {
        rules: [
          scriptRule(),
          {
            test: /\.css$/,
            // Development: injected by the scripts (a remote's standalone page, quick rebuilds).
            use: [dev ? 'style-loader' : MiniCssExtractPlugin.loader, cssLoader(name, dev)],
          },
          { test: /\.(png|jpe?g|svg|webp|gif|woff2?)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        federation
          ? new ModuleFederationPlugin(federation)
          : new (require('webpack').DefinePlugin)({ __SHELL_SHARED__: JSON.stringify(sharedModules(dir)) }),
        new HtmlWebpackPlugin({
          template: path.join(root, 'tools/webpack/index.html'),
          // Emitted as favicon.ico next to index.html (the site's /favicon.ico) and linked from it.
          favicon: path.join(root, 'tools/webpack/favicon.ico'),
          title,
          chunks: ['main'],
          hash: !dev,
          // A remote's dev server serves its standalone page on every path (deep links, reloads):
          // its scripts must be asked from the root, not relative to the path.
          publicPath: host || dev ? '/' : 'auto',
        }),
        new EmitRoutesPlugin(routesFile),
        ...(dev
          ? []
          : [
              new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' }),
              new EmitCssOrderPlugin(host),
              new PrecompressPlugin(),
            ]),
        new EmitPublicPlugin(path.join(dir, 'public')),
      ],
      performance: { hints: false },
      optimization: {
        moduleIds: 'deterministic',
        // A stylesheet that several lazily loaded chunks import goes into a chunk of its own, however
        // small, instead of a copy in each of them (webpack's 20 kB minimum applies to scripts): the
        // server inlines every stylesheet of a build into a page, so a copy is bytes on every page.
        // Design-system stylesheets stay where the federation fallback puts them (EmitCssOrderPlugin).
        splitChunks: dev
          ? undefined
          : {
              cacheGroups: {
                sharedStyles: {
                  type: 'css/mini-extract',
                  chunks: 'async',
                  minChunks: 2,
                  minSize: 0,
                  priority: 10,
                  reuseExistingChunk: true,
                  test: (module) => !/[\\/]shared-ui[\\/]/.test(module.identifier()),
                },
              },
            },
      },
      stats: 'errors-warnings',
      devServer: {
        port,
        hot: false,
        liveReload: true,
        historyApiFallback: true,
        // A built shell on another loopback name (127.0.0.1 vs localhost vs [::1]) loads this
        // server's scripts cross-site: allow exactly the loopback names, nothing else.
        allowedHosts: ['localhost', '.localhost', '127.0.0.1', '::1'],
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: false,
        proxy: [{ context: ['/api', '/uploads', '/img'], target: API_ORIGIN, changeOrigin: false }],
        client: { overlay: { warnings: false, errors: true } },
      },
    };
    // The dev servers and AKIYA_NO_SERVER_BUILD=1 build the browser part only.
    if (dev || process.env.AKIYA_NO_SERVER_BUILD === '1') return client;
    return [client, serverConfig({ dir, name, host, mode, dev })];
  };
}

module.exports = { createConfig, sharedModules };
