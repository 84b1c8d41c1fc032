import { stat, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Injectable, Logger, Optional } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { RemoteDescriptor, RemotesDocument, RouteConflict } from '@akiya/contracts';
import type { AppConfig, RemoteSetting } from '../config/app-config';
import { InjectConfig } from '../config/config.module';
import { CurrentVersions, type CurrentVersion } from './deploy-ledger';
import { readDeployState, versionDir } from './deploy-store';
import { RemoteMirror } from './remote-mirror';

/** Where a remote's manifest is served by this API when no REMOTE_<NAME>_URL overrides it. */
export function defaultRemoteEntry(name: string): string {
  return `/remotes/${name}/mf-manifest.json`;
}

/** The manifest of a versioned deploy: every file under it is immutable. */
export function versionedRemoteEntry(name: string, version: string): string {
  return `/remotes/${name}/v/${encodeURIComponent(version)}/mf-manifest.json`;
}

/** A routes.json must be an array of route pattern strings. */
export function parseRoutes(text: string): string[] | null {
  try {
    const value: unknown = JSON.parse(text);
    if (Array.isArray(value) && value.every((r) => typeof r === 'string')) return value;
  } catch {
    // invalid JSON: reported by the caller
  }
  return null;
}

/** The build version a manifest names (`metaData.buildInfo.buildVersion`), if any. */
export function manifestVersion(text: string): string | undefined {
  try {
    const v = (JSON.parse(text) as { metaData?: { buildInfo?: { buildVersion?: unknown } } }).metaData?.buildInfo?.buildVersion;
    return typeof v === 'string' && v !== '' ? v : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps each route pattern with the first remote (in configuration order) that claims it; the
 * later claims are dropped from that remote and reported.
 */
export function resolveRouteConflicts(remotes: RemoteDescriptor[]): { remotes: RemoteDescriptor[]; conflicts: RouteConflict[] } {
  const owner = new Map<string, string>();
  const conflicts: RouteConflict[] = [];
  const kept = remotes.map((remote) => {
    const routes: string[] = [];
    for (const route of remote.routes) {
      const first = owner.get(route);
      if (first === undefined) {
        owner.set(route, remote.name);
        routes.push(route);
      } else if (first !== remote.name) {
        conflicts.push({ route, owner: first, claimedBy: remote.name });
      }
    }
    return { ...remote, routes };
  });
  return { remotes: kept, conflicts };
}

interface FileCacheEntry<T> {
  mtimeMs: number;
  size: number;
  value: T;
  /** When the file was last looked at (its text is taken again only when it changed). */
  checkedAt: number;
  /** The manifest version in it, once asked for (a manifest is parsed once per text). */
  version?: { of: string | undefined };
}

/**
 * How long a build's own files (`<dir>/dist/…`, `<dir>/routes.json`, a version's routes.json) are
 * used before they are looked at again: they change only with a rebuild in place (development), and
 * every page asks for the remotes document. A deploy's state.json is looked at on every call: a
 * promote or a rollback is taken up at once.
 */
const FILE_RECHECK_MS = 1_000;

interface UrlCacheEntry {
  at: number;
  routes: string[] | null;
  version: string | undefined;
}

/** How long the routes and version of a remote served from another origin are reused. */
const URL_TTL_MS = 15_000;
const URL_TIMEOUT_MS = 2_000;
/** How long the current versions read from the database are reused: every instance switches within it. */
const CURRENT_TTL_MS = 500;

/**
 * The remotes document the shell loads at start: each remote's entry, the route patterns it owns
 * and its version — all read from the remote's own deployed files at request time, so deploying,
 * promoting or rolling back a remote changes them without a rebuild or restart:
 *  - a versioned deploy (the database's remote_deploys names the current version, read at most every
 *    500 ms; before the first `npm run remote` command against this database, the
 *    `<DEPLOY_DIR>/<name>/state.json` of earlier deploys): the entry is that version's manifest under
 *    /remotes/<name>/v/<version>/, routes from its routes.json. It wins over REMOTE_<NAME>_URL,
 *    which is then logged as ignored (once per version);
 *  - an entry on another origin (REMOTE_<NAME>_URL or the configuration's `entry`): the routes.json
 *    next to that manifest, fetched over HTTP (the local files while it cannot be reached);
 *  - else `<dir>/dist` served at /remotes/<name>/.
 * A route two remotes claim stays with the earlier one of the configuration; the conflict is
 * logged once and listed in the document.
 */
@Injectable()
export class RemotesService {
  private readonly logger = new Logger('Remotes');
  private readonly files = new Map<string, FileCacheEntry<string | null>>();
  private readonly urls = new Map<string, UrlCacheEntry>();
  private readonly reported = new Set<string>();

  private readonly currentVersions: CurrentVersions | null;
  /** The server files of versions served from a bucket, fetched once per version under DATA_DIR. */
  private readonly mirror: RemoteMirror;

  constructor(@InjectConfig() private readonly config: AppConfig, @Optional() dataSource?: DataSource) {
    this.currentVersions = dataSource
      ? new CurrentVersions(dataSource, CURRENT_TTL_MS, (error) => this.warnOnce(`remote versions could not be read from the database (the last ones read are used): ${String(error)}`))
      : null;
    this.mirror = new RemoteMirror(join(config.dataDir, 'remote-builds'), (message) => this.warnOnce(message));
  }

  /** The current versions recorded in the database, as one string (part of the page cache's key). */
  async versionsFingerprint(): Promise<string> {
    const all = (await this.currentVersions?.all()) ?? new Map<string, CurrentVersion>();
    return [...all].map(([name, v]) => `${name}@${v.version}`).sort().join(',');
  }

  /**
   * The current version of a remote's versioned deploy: the database's record, else (deploys made
   * before the record moved to the database, until the next `npm run remote` command imports them)
   * `<DEPLOY_DIR>/<name>/state.json`; null without a versioned deploy.
   */
  async currentVersion(name: string): Promise<CurrentVersion | null> {
    const recorded = (await this.currentVersions?.of(name)) ?? null;
    const current = recorded ?? (await readDeployState(this.config.deployDir, name).then((s) => (s?.current ? { version: s.current, baseUrl: null, serverSha256: null } : null)));
    if (current && this.config.remoteUrls[name] && this.config.remoteUrls[name] !== defaultRemoteEntry(name)) {
      this.warnOnce(
        `REMOTE_${name.toUpperCase()}_URL (${this.config.remoteUrls[name]}) is ignored: ${name} has a versioned deploy (${current.version}), which wins; unset the variable or stop deploying ${name} with npm run remote`,
      );
    }
    return current;
  }

  /** The document being read now: callers meanwhile share it (every page asks for it, often at once). */
  private reading: Promise<RemotesDocument> | null = null;

  document(): Promise<RemotesDocument> {
    this.reading ??= this.read().finally(() => {
      this.reading = null;
    });
    return this.reading;
  }

  private async read(): Promise<RemotesDocument> {
    const described = await Promise.all(this.config.remotes.map((remote) => this.describe(remote)));
    const { remotes, conflicts } = resolveRouteConflicts(described);
    for (const c of conflicts) {
      const version = described.find((r) => r.name === c.claimedBy)?.version ?? '';
      const key = `${c.route}|${c.owner}|${c.claimedBy}|${version}`;
      if (this.reported.has(key)) continue;
      this.reported.add(key);
      this.logger.warn(`route ${c.route} is claimed by ${c.claimedBy}${version ? ` ${version}` : ''} but belongs to ${c.owner}; ${c.owner} keeps it`);
    }
    return conflicts.length > 0 ? { remotes, conflicts } : { remotes };
  }

  /**
   * The folder of the remote's build the document names — the current versioned deploy, else
   * `<dir>/dist`, or for a version served from a bucket the local copy of its server files
   * (RemoteMirror) — whose `server/` holds its Node build for server rendering; null for an entry on
   * another origin without a deploy record, or a bucket that cannot be reached (rendered in the browser).
   */
  async deployedFolder(name: string): Promise<{ folder: string; version: string; serverSha256?: string } | null> {
    const remote = this.config.remotes.find((r) => r.name === name);
    if (!remote) return null;
    const current = await this.currentVersion(name);
    if (current?.baseUrl) {
      // Served from a bucket: its server files, fetched once into a local folder.
      const folder = await this.mirror.folder(name, current.version, current.baseUrl);
      if (!folder) return null;
      return current.serverSha256 ? { folder, version: current.version, serverSha256: current.serverSha256 } : { folder, version: current.version };
    }
    if (current) {
      const folder = versionDir(this.config.deployDir, name, current.version);
      return current.serverSha256 ? { folder, version: current.version, serverSha256: current.serverSha256 } : { folder, version: current.version };
    }
    const entry = this.config.remoteUrls[name] ?? defaultRemoteEntry(name);
    if (/^https?:\/\//.test(entry)) return null;
    const version = (await this.manifestVersionOf(join(remote.dir, 'dist', 'mf-manifest.json'))) ?? 'dist';
    return { folder: join(remote.dir, 'dist'), version };
  }

  private async describe(remote: RemoteSetting): Promise<RemoteDescriptor> {
    const { name } = remote;
    const current = await this.currentVersion(name);
    if (current?.baseUrl) {
      const entry = new URL('mf-manifest.json', current.baseUrl).href;
      return { name, entry, routes: (await this.fromUrl(entry)).routes ?? [], version: current.version };
    }
    if (current) {
      const folder = versionDir(this.config.deployDir, name, current.version);
      const routes = parseRoutes((await this.readFile(join(folder, 'routes.json'))) ?? '');
      return { name, entry: versionedRemoteEntry(name, current.version), routes: routes ?? [], version: current.version };
    }
    const entry = this.config.remoteUrls[name] ?? defaultRemoteEntry(name);
    if (/^https?:\/\//.test(entry)) {
      const fromUrl = await this.fromUrl(entry);
      if (fromUrl.routes) return withVersion({ name, entry, routes: fromUrl.routes }, fromUrl.version);
    }
    const local = await this.localRoutes(remote);
    const version = await this.manifestVersionOf(join(remote.dir, 'dist', 'mf-manifest.json'));
    return withVersion({ name, entry, routes: local }, version);
  }

  /** `<dir>/dist/routes.json`, else `<dir>/routes.json`, else []. */
  private async localRoutes(remote: RemoteSetting): Promise<string[]> {
    for (const file of [join(remote.dir, 'dist', 'routes.json'), join(remote.dir, 'routes.json')]) {
      const text = await this.readFile(file);
      if (text === null) continue;
      const routes = parseRoutes(text);
      if (routes) return routes;
      this.warnOnce(`${file} is not a JSON array of strings; ignored`);
    }
    return [];
  }

  private async fromUrl(manifestUrl: string): Promise<UrlCacheEntry> {
    const cached = this.urls.get(manifestUrl);
    if (cached && Date.now() - cached.at < URL_TTL_MS) return cached;
    const get = async (url: string): Promise<string | null> => {
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(URL_TIMEOUT_MS) });
        return res.ok ? await res.text() : null;
      } catch {
        return null;
      }
    };
    const [routesText, manifestText] = await Promise.all([get(new URL('routes.json', manifestUrl).href), get(manifestUrl)]);
    const routes = routesText === null ? null : parseRoutes(routesText);
    if (routesText !== null && routes === null) this.warnOnce(`${manifestUrl}: routes.json is not a JSON array of strings; ignored`);
    // Unreachable: the last answer that was good, else the caller's local files.
    const entry: UrlCacheEntry =
      routes === null && cached?.routes
        ? { ...cached, at: Date.now() }
        : { at: Date.now(), routes, version: manifestText === null ? undefined : manifestVersion(manifestText) };
    this.urls.set(manifestUrl, entry);
    return entry;
  }

  /** The version a manifest file names, parsed once per text of the file. */
  private async manifestVersionOf(file: string): Promise<string | undefined> {
    const entry = await this.fileEntry(file);
    if (!entry?.value) return undefined;
    entry.version ??= { of: manifestVersion(entry.value) };
    return entry.version.of;
  }

  /** A file's text (cached by mtime and size), or null when it does not exist. */
  private async readFile(file: string): Promise<string | null> {
    return (await this.fileEntry(file))?.value ?? null;
  }

  private async fileEntry(file: string): Promise<FileCacheEntry<string | null> | null> {
    const cached = this.files.get(file);
    const now = Date.now();
    if (cached && now - cached.checkedAt < FILE_RECHECK_MS) return cached;
    let info;
    try {
      info = await stat(file);
    } catch {
      // Missing (yet): remembered as such for the same time.
      const missing = { mtimeMs: -1, size: -1, value: null, checkedAt: now };
      this.files.set(file, missing);
      return missing;
    }
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) {
      cached.checkedAt = now;
      return cached;
    }
    const value = await readFile(file, 'utf8').catch(() => null);
    const entry = { mtimeMs: info.mtimeMs, size: info.size, value, checkedAt: now };
    this.files.set(file, entry);
    return entry;
  }

  private warnOnce(message: string): void {
    if (this.reported.has(message)) return;
    this.reported.add(message);
    this.logger.warn(message);
  }
}

function withVersion(descriptor: RemoteDescriptor, version: string | undefined): RemoteDescriptor {
  return version ? { ...descriptor, version } : descriptor;
}
