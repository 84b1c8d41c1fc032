// The build's own webpack plugins: what a browser build writes beside its scripts for the server
// (routes.json, css-files.json, precompressed copies) and the app's public files.
const path = require('node:path');
const fs = require('node:fs');

/**
 * Runs `emit(compilation, RawSource, assets)` as plugin `name` in every compilation's asset
 * processing, at `stage` (a Compilation.PROCESS_ASSETS_STAGE_* name).
 */
function tapAssets(compiler, name, stage, emit) {
  const { RawSource } = compiler.webpack.sources;
  compiler.hooks.thisCompilation.tap(name, (compilation) => {
    compilation.hooks.processAssets.tap({ name, stage: compiler.webpack.Compilation[stage] }, (assets) => emit(compilation, RawSource, assets));
  });
}

/** Emits the remote's routes.json next to its mf-manifest.json, so the server can read them at runtime. */
class EmitRoutesPlugin {
  constructor(file) {
    this.file = file;
  }
  apply(compiler) {
    tapAssets(compiler, 'EmitRoutesPlugin', 'PROCESS_ASSETS_STAGE_ADDITIONAL', (compilation, RawSource) => {
      compilation.fileDependencies.add(this.file);
      const routes = JSON.parse(fs.readFileSync(this.file, 'utf8'));
      compilation.emitAsset('routes.json', new RawSource(JSON.stringify(routes, null, 2)));
    });
  }
}

/** Copies every file of the app's `public/` folder into the output as is (e.g. /images/categories/*.jpg). */
class EmitPublicPlugin {
  constructor(dir) {
    this.dir = dir;
  }
  apply(compiler) {
    const walk = (dir) =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
    tapAssets(compiler, 'EmitPublicPlugin', 'PROCESS_ASSETS_STAGE_ADDITIONAL', (compilation, RawSource) => {
      if (!fs.existsSync(this.dir)) return;
      compilation.contextDependencies.add(this.dir);
      for (const file of walk(this.dir)) {
        const name = path.relative(this.dir, file).split(path.sep).join('/');
        compilation.emitAsset(name, new RawSource(fs.readFileSync(file)));
      }
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
    tapAssets(compiler, 'EmitCssOrderPlugin', 'PROCESS_ASSETS_STAGE_REPORT', (compilation, RawSource) => {
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
    tapAssets(compiler, 'PrecompressPlugin', 'PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER', (compilation, RawSource, assets) => {
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
    });
  }
}

module.exports = { EmitRoutesPlugin, EmitPublicPlugin, EmitCssOrderPlugin, PrecompressPlugin };
