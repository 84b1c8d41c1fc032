import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * SQL lives in repositories (docs/architecture.md, "The API"): a raw `.query(` call is allowed only
 * in `*.repository.ts`, migrations, seeds and tests, and in the files listed below.
 */
const SRC = join(__dirname, '..');

/** The driver primitive every repository's writes go through (`exec`): the one place outside a repository. */
const ALLOWED = new Set(['database/sql.ts']);

/**
 * Files whose SQL is being moved into repositories right now, with who moves it. Remove an entry
 * when its move lands; an entry whose file no longer calls `.query(` fails the last test.
 */
const PENDING = new Map<string, string>([]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'migrations' || e.name === 'seeds' ? [] : sourceFiles(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.spec.ts') && !e.name.endsWith('.repository.ts') ? [path] : [];
  });
}

const callsQuery = (file: string) => /\.query\s*(<[^>]*>)?\s*\(/.test(readFileSync(file, 'utf8'));
const rel = (file: string) => relative(SRC, file).split(sep).join('/');

describe('SQL only in repositories', () => {
  const offending = sourceFiles(SRC).filter(callsQuery).map(rel);

  it('finds no .query( outside repositories, migrations, seeds, tests and the listed files', () => {
    expect(offending.filter((f) => !ALLOWED.has(f) && !PENDING.has(f))).toEqual([]);
  });

  it('sees a .query( call when there is one (the check itself works)', () => {
    expect(offending).toContain('database/sql.ts');
  });

  it('lists no pending file that is already clean', () => {
    expect([...PENDING.keys()].filter((f) => !offending.includes(f))).toEqual([]);
  });
});
