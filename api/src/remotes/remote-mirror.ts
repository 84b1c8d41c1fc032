import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** A plain file name of css-files.json (as api/src/ssr/page-styles.ts accepts). */
const CSS_FILE = /^[\w.-]+\.css$/;
/** A failed download is tried again after this long. */
const RETRY_MS = 30_000;

/**
 * The files server rendering needs of a remote version served from another origin (a bucket): its
 * mf-manifest.json (the shared versions it requires), routes.json, server/remote.js, css-files.json
 * and the stylesheets that lists, fetched over HTTP into `<dir>/<name>/<version>/` once per version
 * (a version never changes; callers at the same time share one download) and then read from there
 * like a local deploy. The server build is written as fetched: its sha256 is checked against the
 * deploy's record when it is loaded (api/src/ssr/server-bundle.ts), so content that does not match
 * is never executed. null while the origin cannot be reached (tried again after 30 s).
 */
export class RemoteMirror {
  private readonly loading = new Map<string, Promise<string | null>>();
  private readonly failedAt = new Map<string, number>();

  constructor(
    private readonly dir: string,
    private readonly onError: (message: string) => void = () => undefined,
    private readonly timeoutMs = 5_000,
  ) {}

  async folder(name: string, version: string, baseUrl: string): Promise<string | null> {
    const folder = join(this.dir, name, version);
    if (existsSync(join(folder, '.complete'))) return folder;
    const key = `${name}/${version}`;
    const failed = this.failedAt.get(key);
    if (failed !== undefined && Date.now() - failed < RETRY_MS) return null;
    let loading = this.loading.get(key);
    if (!loading) {
      loading = this.download(folder, baseUrl).then(
        () => {
          this.failedAt.delete(key);
          return folder;
        },
        (error: unknown) => {
          this.failedAt.set(key, Date.now());
          this.onError(`${name} ${version}: its server files could not be fetched from ${baseUrl} (${error instanceof Error ? error.message : String(error)}); rendered in the browser`);
          return null;
        },
      );
      loading.finally(() => this.loading.delete(key)).catch(() => undefined);
      this.loading.set(key, loading);
    }
    return loading;
  }

  private async get(url: string, required: boolean): Promise<Buffer | null> {
    const res = await fetch(url, { signal: AbortSignal.timeout(this.timeoutMs) });
    if (res.status === 404 || res.status === 403) {
      if (required) throw new Error(`${url}: ${res.status}`);
      return null;
    }
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  }

  private async download(folder: string, baseUrl: string): Promise<void> {
    const partial = `${folder}.partial-${randomBytes(4).toString('hex')}`;
    const files = new Map<string, Buffer>();
    const manifest = await this.get(new URL('mf-manifest.json', baseUrl).href, true);
    files.set('mf-manifest.json', manifest as Buffer);
    const [routes, server, cssList] = await Promise.all(
      ['routes.json', 'server/remote.js', 'css-files.json'].map((f) => this.get(new URL(f, baseUrl).href, false)),
    );
    if (routes) files.set('routes.json', routes);
    if (server) files.set('server/remote.js', server);
    if (cssList) {
      files.set('css-files.json', cssList);
      let list: unknown;
      try {
        list = JSON.parse(cssList.toString('utf8'));
      } catch {
        list = [];
      }
      const names = Array.isArray(list) ? list.filter((f): f is string => typeof f === 'string' && CSS_FILE.test(f)) : [];
      const sheets = await Promise.all(names.map((f) => this.get(new URL(f, baseUrl).href, true)));
      names.forEach((f, i) => files.set(f, sheets[i] as Buffer));
    }
    try {
      for (const [file, body] of files) {
        await mkdir(dirname(join(partial, file)), { recursive: true });
        await writeFile(join(partial, file), body);
      }
      await writeFile(join(partial, '.complete'), '');
      await mkdir(dirname(folder), { recursive: true });
      if (!existsSync(join(folder, '.complete'))) {
        await rm(folder, { recursive: true, force: true });
        await rename(partial, folder);
      }
    } finally {
      await rm(partial, { recursive: true, force: true });
    }
  }
}
