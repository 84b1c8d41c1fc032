import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import Module, { createRequire } from 'node:module';

/**
 * Loads a server build (one CommonJS file written by tools/webpack/create-config.cjs) as a module
 * of its own. The libraries the build leaves out — React, the router, Redux — come from this
 * process (one copy for the shell and every remote, like the browser's shared singletons), and the
 * names in `provides` from the shell's build (the design system). A changed file (a new deploy
 * replaced dist/, or the document names another version's folder) is loaded anew on next use; the
 * old module stays with whoever holds it. When the deploy recorded the sha256 of the file, a file with
 * other content is not executed (ServerBuildMismatch): the remote is then rendered in the browser.
 */
const NOTHING: Record<string, unknown> = {};

/**
 * React Router's package exports name only its development build for every condition
 * (remix-run/react-router#12532, #14102): a server build's `react-router` and `react-router-dom`
 * (which re-exports it; the apps use only what react-router has) are its production build, taken by
 * path — as the browser builds take it (tools/webpack/create-config.cjs).
 */
function routerProduction(requireFrom: NodeJS.Require): string | null {
  try {
    const development = requireFrom.resolve('react-router');
    const production = development.replace(/([\\/])development([\\/])index\.js$/, '$1production$2index.js');
    return production !== development && existsSync(production) ? production : null;
  } catch {
    return null;
  }
}

/** A server build whose content is not the one recorded at deploy: never executed. */
export class ServerBuildMismatch extends Error {}

export function sha256Of(source: string | Buffer): string {
  return createHash('sha256').update(source).digest('hex');
}

export class ServerBundles {
  /** Per set of provided modules: a remote loaded for an older shell build keeps that build's design system. */
  private readonly caches = new WeakMap<object, Map<string, { mtimeMs: number; size: number; exports?: unknown; error?: unknown }>>();
  private readonly requireFromHere = createRequire(__filename);
  private readonly router = routerProduction(this.requireFromHere);

  /** The module's exports, or null when the file does not exist. Throws when it fails to load. */
  load<T>(file: string, provides: Record<string, unknown> = NOTHING, expectedSha256?: string): T | null {
    let cache = this.caches.get(provides);
    if (!cache) {
      cache = new Map();
      this.caches.set(provides, cache);
    }
    let info;
    try {
      info = statSync(file);
    } catch {
      return null;
    }
    if (!info.isFile()) return null;
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) {
      // A build that failed is not tried again until its file changes.
      if (cached.error !== undefined) throw cached.error;
      return cached.exports as T;
    }
    const bytes = readFileSync(file);
    if (expectedSha256 !== undefined && sha256Of(bytes) !== expectedSha256.toLowerCase()) {
      const error = new ServerBuildMismatch(`${file} does not match the sha256 recorded at deploy (${expectedSha256}); not executed`);
      cache.set(file, { mtimeMs: info.mtimeMs, size: info.size, error });
      throw error;
    }
    const source = bytes.toString('utf8');
    const mod = new Module(file) as Module & { _compile(source: string, file: string): void };
    mod.filename = file;
    const parentRequire = this.requireFromHere;
    const router = this.router;
    // The generated code calls require() for every library it left out: answer from `provides`
    // first, else from this process's node_modules.
    (mod as unknown as { require: (id: string) => unknown }).require = (id: string) => {
      if (Object.prototype.hasOwnProperty.call(provides, id)) return provides[id];
      if (router && (id === 'react-router' || id === 'react-router-dom')) return parentRequire(router);
      return parentRequire(id);
    };
    try {
      mod._compile(source, file);
    } catch (error) {
      cache.set(file, { mtimeMs: info.mtimeMs, size: info.size, error });
      throw error;
    }
    cache.set(file, { mtimeMs: info.mtimeMs, size: info.size, exports: mod.exports });
    return mod.exports as T;
  }
}
