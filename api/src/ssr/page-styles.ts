import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A stylesheet's text for a <style> element: comments and runs of white space out, nothing that closes the element. */
export function compactCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/<\//g, '<\\/');
}

/** A file name of css-files.json: a plain name in the build's folder (no path, nothing to escape). */
const FILE = /^[\w.-]+\.css$/;

/**
 * The stylesheets a production browser build keeps in .css files (tools/webpack/create-config.cjs),
 * put into a server-rendered page as `<style data-href="<file>">` in the order of the build's
 * css-files.json. The browser's chunk loader looks for a chunk's stylesheet by that name before it
 * downloads it, so what the page already holds is neither fetched nor added again. A file with the
 * same text as an earlier one (a small stylesheet several chunks share) goes in once; the others get
 * an empty element with their name. Read once per folder and list (a deployed version never changes);
 * the list itself is read again at most every `recheckMs` (a rebuild of a folder in place).
 */
export class PageStyles {
  private readonly cache = new Map<string, { list: string; html: string | null; checkedAt: number }>();

  constructor(private readonly recheckMs = 1_000) {}

  /** The <style> elements of the build in `folder`, or null when it writes no css-files.json (styles in its scripts). */
  async of(folder: string): Promise<string | null> {
    const known = this.cache.get(folder);
    const now = Date.now();
    if (known && now - known.checkedAt < this.recheckMs) return known.html;
    let list: string;
    try {
      list = await readFile(join(folder, 'css-files.json'), 'utf8');
    } catch {
      this.cache.set(folder, { list: '', html: null, checkedAt: now });
      return null;
    }
    if (known && known.list === list) {
      known.checkedAt = now;
      return known.html;
    }
    const html = await this.read(folder, list);
    this.cache.set(folder, { list, html, checkedAt: now });
    return html;
  }

  private async read(folder: string, list: string): Promise<string | null> {
    let files: unknown;
    try {
      files = JSON.parse(list);
    } catch {
      return null;
    }
    if (!Array.isArray(files)) return null;
    const seen = new Set<string>();
    const parts: string[] = [];
    for (const file of files) {
      if (typeof file !== 'string' || !FILE.test(file)) continue;
      const css = compactCss(await readFile(join(folder, file), 'utf8'));
      parts.push(seen.has(css) ? `<style data-href="${file}"></style>` : `<style data-href="${file}">${css}</style>`);
      seen.add(css);
    }
    return parts.join('');
  }
}
