// One webpack factory for the Module Federation host (shell) and every remote.
// Each app's webpack.config.cjs calls it with its own name, port and exposes, so each
// remote still builds, serves and deploys on its own.
const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const root = path.resolve(__dirname, '../..');
const API_ORIGIN = process.env.API_ORIGIN || 'http://localhost:3000';

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

/** Copies every file of the app's `public/` folder into the output as is (e.g. /images/categories/*.jpg). */
class EmitPublicPlugin {
  constructor(dir) {
    this.dir = dir;
  }
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    const walk = (dir) =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
    compiler.hooks.thisCompilation.tap('EmitPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitPublicPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!fs.existsSync(this.dir)) return;
          compilation.contextDependencies.add(this.dir);
          for (const file of walk(this.dir)) {
            const name = path.relative(this.dir, file).split(path.sep).join('/');
            compilation.emitAsset(name, new RawSource(fs.readFileSync(file)));
          }
        },
      );
    });
  }
}

/**
 * Production browser builds put their stylesheets in .css files (one per chunk) instead of in the
 * scripts. This writes css-files.json, the order the server inlines them into a server-rendered page
 * (api/src/ssr), each as <style data-href="<file>">: the chunk loader then finds a chunk's
 * stylesheet already on the page and neither downloads nor adds it again. The design system's
 * stylesheets (shared-ui: tokens, components) come first, then the chunks in the order they load,
 * so the cascade is the one of the browser. A remote leaves out its fallback copy of the design
 * system: the page uses the shell's.
 */
class EmitCssOrderPlugin {
  constructor(host) {
    this.host = host;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('EmitCssOrderPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitCssOrderPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        // A module's own file (not a federation module that merely names shared-ui as its fallback).
        const fileOf = (m) => m.resource ?? m.rootModule?.resource ?? (m.type === 'css/mini-extract' ? m.identifier() : '');
        const designSystem = (chunk) =>
          [...compilation.chunkGraph.getChunkModulesIterable(chunk)].some((m) => /[\\/]shared-ui[\\/]/.test(fileOf(m)));
        const files = [];
        const add = (chunk) => {
          for (const file of chunk.files) if (file.endsWith('.css') && !files.includes(file)) files.push(file);
        };
        if (this.host) for (const chunk of compilation.chunks) if (designSystem(chunk)) add(chunk);
        for (const group of compilation.chunkGroups) for (const chunk of group.chunks) if (this.host || !designSystem(chunk)) add(chunk);
        compilation.emitAsset('css-files.json', new RawSource(JSON.stringify(files)));
      });
    });
  }
}

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy next to every text asset above 1 KB
 * (main.js → main.js.br, main.js.gz); the server sends the copy the browser accepts. Source maps are
 * left out (only developers fetch them). Production builds only.
 */
class PrecompressPlugin {
  apply(compiler) {
    const zlib = require('node:zlib');
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!/\.(js|css|html|json|svg|txt)$/.test(name)) continue;
            const buffer = compilation.getAsset(name).source.buffer();
            if (buffer.length < 1024) continue;
            const br = zlib.brotliCompressSync(buffer, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
              },
            });
            const gz = zlib.gzipSync(buffer, { level: 9 });
            compilation.emitAsset(`${name}.br`, new RawSource(br));
            compilation.emitAsset(`${name}.gz`, new RawSource(gz));
          }
        },
      );
    });
  }
}

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

    // The host has no federation build plugin: its federation runtime is created in the browser
    // (shell/src/app/federation/runtime-instance.ts, @module-federation/enhanced/runtime) the first
    // time a remote is needed, and hands the remotes the shell's own modules under these rules. A page
    // of the shell alone (the top page) neither downloads nor runs the runtime, and the shell's own
    // imports of shared libraries are tree-shaken like any other.
    const federation = host
      ? null
      : {
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
