import { stat, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Injectable, Logger } from '@nestjs/common';
import { REMOTE_NAMES, type RemoteDescriptor, type RemoteName, type RemotesDocument } from '@akiya/contracts';
import type { AppConfig } from '../config/app-config';
import { InjectConfig } from '../config/config.module';

/** Where a remote's manifest is served by this API when no REMOTE_<NAME>_URL overrides it. */
export function defaultRemoteEntry(name: RemoteName): string {
  return `/remotes/${name}/mf-manifest.json`;
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

interface CacheEntry {
  mtimeMs: number;
  size: number;
  routes: string[];
}

/**
 * The remotes document the shell loads at start: each remote's entry URL and the route patterns it
 * owns. routes.json is read at request time (cached by mtime), so redeploying a remote changes its
 * routes without rebuilding or restarting anything.
 */
@Injectable()
export class RemotesService {
  private readonly logger = new Logger('Remotes');
  private readonly cache = new Map<string, CacheEntry>();

  constructor(@InjectConfig() private readonly config: AppConfig) {}

  async document(): Promise<RemotesDocument> {
    const remotes: RemoteDescriptor[] = await Promise.all(
      REMOTE_NAMES.map(async (name) => ({
        name,
        entry: this.config.remoteUrls[name] ?? defaultRemoteEntry(name),
        routes: await this.routes(name),
      })),
    );
    return { remotes };
  }

  /** `<STATIC_ROOT>/mfe-<name>/dist/routes.json`, else `<STATIC_ROOT>/mfe-<name>/routes.json`, else []. */
  private async routes(name: RemoteName): Promise<string[]> {
    const folder = join(this.config.staticRoot, `mfe-${name}`);
    for (const file of [join(folder, 'dist', 'routes.json'), join(folder, 'routes.json')]) {
      const routes = await this.readRoutes(file);
      if (routes) return routes;
    }
    return [];
  }

  private async readRoutes(file: string): Promise<string[] | null> {
    let info;
    try {
      info = await stat(file);
    } catch {
      return null;
    }
    const cached = this.cache.get(file);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.routes;
    const routes = parseRoutes(await readFile(file, 'utf8'));
    if (routes === null) {
      this.logger.warn(`${file} is not a JSON array of strings; ignored`);
      return null;
    }
    this.cache.set(file, { mtimeMs: info.mtimeMs, size: info.size, routes });
    return routes;
  }
}
