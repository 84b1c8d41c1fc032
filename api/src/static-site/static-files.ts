import { mkdirSync, statSync } from 'node:fs';
import { basename, join, posix } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '../config/app-config';
import { registerStatic } from '../http/fastify-adapter';

/**
 * The built frontends' files and the uploads as static files (static-site.ts):
 *   <STATIC_ROOT>/shell/dist        at /              (not dist/server/; no *.map in production)
 *   <STATIC_ROOT>/mfe-<name>/dist   at /remotes/<name>/  (the same, and the same for /remotes/<name>/v/<version>/)
 *   <DATA_DIR>/uploads/public       at /uploads/
 * with their Cache-Control and what of a build is never public.
 */

/** Files whose name never changes between builds: always revalidated. */
export const NO_CACHE_FILES: ReadonlySet<string> = new Set([
  'remoteEntry.js',
  'mf-manifest.json',
  'routes.json',
  'index.html',
  'favicon.ico',
]);
export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The shell's fixed-name pictures (/images/…, e.g. the category pictures): not content-hashed, so one day. */
export const ONE_DAY = 'public, max-age=86400';

/** Cache-Control for a served file: entry points and manifests no-cache, fixed-name images a day, content-hashed files immutable. */
export function cacheControlFor(filePath: string): string {
  // A precompressed copy (main.js.br) is cached like the file it stands for.
  const name = basename(filePath).replace(/\.(br|gz)$/, '');
  if (NO_CACHE_FILES.has(name) || name.endsWith('.html')) return NO_CACHE;
  return /[\\/]dist[\\/]images[\\/]/.test(filePath) ? ONE_DAY : IMMUTABLE;
}

export interface StaticMount {
  /** URL prefix with a trailing slash. */
  prefix: string;
  root: string;
  /** Loadable from other origins (remote bundles, photos). */
  cors: boolean;
  /** Uploads are not content-hashed: revalidate them instead of caching forever. */
  cacheControl?: string;
  /** A build's output (shell, remote, versioned deploy): its internals are not public (isPublicBuildFile). */
  build?: boolean;
}

/** The server builds the SSR renderer loads from disk (dist/server/shell.js, dist/server/remote.js). */
const SERVER_BUILD = /(^|\/)server(\/|$)/;
/** Source maps, and the precompressed copies the build may write of them. */
const SOURCE_MAP = /\.map(\.(br|gz))?$/;

/**
 * Whether a file of a build folder may be sent (`pathname` as the static route decoded it, relative
 * to the mount). Never a server build — at any depth, so `/remotes/<name>/v/<version>/server/…` as
 * well: they are the site's own code for the server, loaded from disk. Source maps (the sources of
 * every build) only outside production. Compared normalised and case-insensitively (`/a/../server/`,
 * `/Server/` on a case-insensitive disk).
 */
export function isPublicBuildFile(pathname: string, production: boolean): boolean {
  const path = posix.normalize(pathname.replace(/\\/g, '/')).toLowerCase();
  if (SERVER_BUILD.test(path)) return false;
  return !(production && SOURCE_MAP.test(path));
}

export function staticMounts(config: AppConfig): StaticMount[] {
  return [
    { prefix: '/', root: join(config.staticRoot, 'shell', 'dist'), cors: false, build: true },
    ...config.remotes.flatMap(({ name, dir }) => [
      { prefix: `/remotes/${name}/`, root: join(dir, 'dist'), cors: true, build: true },
      // Versioned deploys (remotes/deploy-store.ts): a version's files never change.
      { prefix: `/remotes/${name}/v/`, root: join(config.deployDir, name), cors: true, cacheControl: IMMUTABLE, build: true },
    ]),
    { prefix: '/uploads/', root: config.publicUploadsDir, cors: true, cacheControl: 'public, max-age=86400' },
  ];
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Registers one @fastify/static instance per existing folder (a missing dist folder is skipped with
 * a log line, never an error).
 */
export async function registerStaticMounts(app: NestFastifyApplication, config: AppConfig, production: boolean, log: (message: string) => void): Promise<void> {
  mkdirSync(config.publicUploadsDir, { recursive: true });
  let decorated = false;
  // A remote's deploy folder exists from the start, so a first deploy needs no restart.
  for (const { name } of config.remotes) mkdirSync(join(config.deployDir, name), { recursive: true });
  for (const mount of staticMounts(config)) {
    if (!isDirectory(mount.root)) {
      log(`Not serving ${mount.prefix}: ${mount.root} does not exist`);
      continue;
    }
    await registerStatic(app, {
      root: mount.root,
      prefix: mount.prefix,
      decorateReply: !decorated,
      cacheControl: false,
      redirect: false,
      // '/' is a page like any other (server-rendered, the '/' route of static-site.ts), not the file index.html.
      ...(mount.prefix === '/' ? { index: false as const } : {}),
      // main.js.br / main.js.gz written by the build are sent to browsers that accept them (with
      // Vary: Accept-Encoding); other files go through on-the-fly compression (http/compression.ts).
      preCompressed: true,
      // A refused file is a 404 like a missing one (and a browser navigation gets the 404 page).
      ...(mount.build ? { allowedPath: (pathname: string) => isPublicBuildFile(pathname, production) } : {}),
      setHeaders: (res, filePath) => {
        res.setHeader('cache-control', mount.cacheControl ?? cacheControlFor(filePath));
        // The same URL is sent as brotli, gzip or plain by Accept-Encoding: caches must keep them apart.
        res.setHeader('vary', 'Accept-Encoding');
        if (mount.cors) res.setHeader('access-control-allow-origin', '*');
      },
    });
    decorated = true;
    log(`Serving ${mount.root} at ${mount.prefix}`);
  }
}
