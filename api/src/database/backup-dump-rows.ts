import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';

/**
 * Rows per table in a dump: every `CREATE TABLE` names a table, and each `INSERT INTO … VALUES
 * (…),(…);` statement adds its tuples (the `(` at depth 0 outside quoted strings). A statement may
 * span lines (mariadb-dump 10.11 writes one row per line). `complete` is the dump's closing
 * "-- Dump completed" line.
 */
export async function countDumpRows(file: string): Promise<{ tables: Record<string, number>; complete: boolean }> {
  const tables: Record<string, number> = {};
  let complete = false;
  const scanner = new ValuesScanner();
  let table: string | null = null;
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) {
    let rest = line;
    if (table === null) {
      const created = /^CREATE TABLE `((?:[^`]|``)+)`/.exec(line);
      if (created) tables[created[1].replace(/``/g, '`')] ??= 0;
      if (line.startsWith('-- Dump completed')) complete = true;
      const insert = /^INSERT INTO `((?:[^`]|``)+)` (?:\([^)]*\) )?VALUES/.exec(line);
      if (!insert) continue;
      table = insert[1].replace(/``/g, '`');
      rest = line.slice(insert[0].length);
    }
    const { tuples, ended } = scanner.scan(rest);
    tables[table] = (tables[table] ?? 0) + tuples;
    if (ended) table = null;
  }
  return { tables: Object.fromEntries(Object.entries(tables).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))), complete };
}

/** Counts the `(…)` groups of a VALUES list fed piece by piece; strings ('…', \ escapes, '') skipped. */
export class ValuesScanner {
  private depth = 0;
  private inString = false;

  /** `ended`: the statement's closing `;` was in this piece (the scanner is then ready for the next). */
  scan(text: string): { tuples: number; ended: boolean } {
    let tuples = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      if (this.inString) {
        if (c === '\\') i++;
        else if (c === "'") {
          if (text[i + 1] === "'") i++;
          else this.inString = false;
        }
      } else if (c === "'") this.inString = true;
      else if (c === '(') {
        if (this.depth === 0) tuples++;
        this.depth++;
      } else if (c === ')') this.depth--;
      else if (c === ';' && this.depth === 0) {
        this.depth = 0;
        return { tuples, ended: true };
      }
    }
    return { tuples, ended: false };
  }
}
