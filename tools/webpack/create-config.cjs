// One webpack factory for the Module Federation host (shell) and every remote.
// Each app's webpack.config.cjs calls it with its own name, port and exposes, so each
// remote still builds, serves and deploys on its own.
const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const root = path.resolve(__dirname, '../..');
const API_ORIGIN = process.env.API_ORIGIN || 'http://localhost:3000';

/** Libraries that carry React context or module state must exist once per page. */
function sharedModules() {
  const version = (name) => require(path.join(root, 'node_modules', name, 'package.json')).version;
  const singleton = (name, extra = {}) => ({
    singleton: true,
    requiredVersion: `^${version(name).split('.')[0]}.0.0`,
    ...extra,
  });
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    'react-router-dom': singleton('react-router-dom'),
    'react-router': singleton('react-router'),
    'react-redux': singleton('react-redux'),
    '@reduxjs/toolkit': singleton('@reduxjs/toolkit'),
    '@reduxjs/toolkit/': singleton('@reduxjs/toolkit'),
    '@akiya/shared-ui': {
      singleton: true,
      requiredVersion: false,
      version: require(path.join(root, 'shared-ui/package.json')).version,
    },
  };
}

/** Emits the remote's routes.json next to its mf-manifest.json, so the server can read them at runtime. */
class EmitRoutesPlugin {
  constructor(file) {
    this.file = file;
  }
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('EmitRoutesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitRoutesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.fileDependencies.add(this.file);
          const routes = JSON.parse(fs.readFileSync(this.file, 'utf8'));
          compilation.emitAsset('routes.json', new RawSource(JSON.stringify(routes, null, 2)));
        },
      );
    });
  }
}

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

    const federation = host
      ? {
          name,
          remotes: {},
          shared: sharedModules(),
          shareStrategy: 'loaded-first',
          runtimePlugins: [path.join(dir, 'src/app/federation/runtime-plugin.ts')],
          dts: false,
        }
      : {
          name,
          filename: 'remoteEntry.js',
          exposes: { './App': './src/remote-entry.tsx' },
          shared: sharedModules(),
          shareStrategy: 'loaded-first',
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
        };

    return {
      mode,
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: dev ? 'eval-cheap-module-source-map' : 'source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: host ? '/' : 'auto',
        // The entry keeps a stable name (the federation runtime cannot hash it); index.html adds ?hash.
        filename: '[name].js',
        chunkFilename: dev ? '[name].js' : '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        alias: { '@akiya/contracts$': path.join(root, 'contracts/src/index.ts') },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: dev } },
                  target: 'es2020',
                },
              },
            },
          },
          {
            test: /\.css$/,
            use: [
              'style-loader',
              {
                loader: 'css-loader',
                options: {
                  modules: {
                    auto: true,
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                    localIdentName: dev ? `${name}__[local]__[hash:base64:4]` : `${name}_[hash:base64:6]`,
                  },
                },
              },
            ],
          },
          { test: /\.(png|jpe?g|svg|webp|gif|woff2?)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin(federation),
        new HtmlWebpackPlugin({
          template: path.join(root, 'tools/webpack/index.html'),
          title,
          chunks: ['main'],
          hash: !dev,
          publicPath: host ? '/' : 'auto',
        }),
        ...(host ? [] : [new EmitRoutesPlugin(routesFile)]),
      ],
      performance: { hints: false },
      optimization: { moduleIds: 'deterministic' },
      stats: 'errors-warnings',
      devServer: {
        port,
        hot: false,
        liveReload: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: false,
        proxy: [{ context: ['/api', '/uploads'], target: API_ORIGIN, changeOrigin: false }],
        client: { overlay: { warnings: false, errors: true } },
      },
    };
  };
}

module.exports = { createConfig, sharedModules };
