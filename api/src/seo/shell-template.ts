import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

/**
 * The built shell page (shell/dist/index.html), kept in memory and read again when its mtime (or
 * size) changes — a redeploy of the shell is picked up without a restart, and a page view costs one
 * stat() instead of a read.
 */
export class ShellTemplate {
  private cached: { html: string; mtimeMs: number; size: number } | null = null;

  constructor(readonly file: string) {}

  /** True when the file exists. */
  exists(): boolean {
    return this.stat() !== null;
  }

  /** The page, or null when the file does not exist. */
  async get(): Promise<string | null> {
    const stat = this.stat();
    if (!stat) {
      this.cached = null;
      return null;
    }
    if (this.cached && this.cached.mtimeMs === stat.mtimeMs && this.cached.size === stat.size) return this.cached.html;
    const html = await readFile(this.file, 'utf8');
    this.cached = { html, mtimeMs: stat.mtimeMs, size: stat.size };
    return html;
  }

  private stat(): { mtimeMs: number; size: number } | null {
    try {
      const s = statSync(this.file);
      return s.isFile() ? { mtimeMs: s.mtimeMs, size: s.size } : null;
    } catch {
      return null;
    }
  }
}
