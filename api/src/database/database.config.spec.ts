import { loadConfigPart } from '../config/config-part.testing';
import { describeDatabase, loadDatabaseConfig, parseDatabaseUrl } from './database.config';

function load(env: Record<string, string>) {
  return loadConfigPart(loadDatabaseConfig, env);
}

describe('database configuration', () => {
  it('defaults to the SQLite file in DATA_DIR and no seeding', () => {
    expect(load({})).toEqual({ database: { type: 'better-sqlite3', file: '/repo/data/akiya.sqlite' }, seedIfEmpty: false, problems: [] });
  });

  it('parses a MySQL URL and prints it without the password', () => {
    const { database, problems } = load({ DATABASE_URL: 'mysql://app:p%40ss@db.local:3307/akiya' });
    expect(problems).toEqual([]);
    expect(database).toEqual({ type: 'mysql', host: 'db.local', port: 3307, username: 'app', password: 'p@ss', database: 'akiya' });
    expect(describeDatabase(database)).toBe('mysql://app@db.local:3307/akiya');
  });

  it('defaults the MySQL port and user', () => {
    expect(load({ DATABASE_URL: 'mariadb://127.0.0.1/test' }).database).toMatchObject({ type: 'mysql', port: 3306, username: 'root', password: '' });
  });

  it('accepts sqlite:<file>, relative to the repository root', () => {
    expect(load({ DATABASE_URL: 'sqlite:tmp/x.sqlite' }).database).toEqual({ type: 'better-sqlite3', file: '/repo/tmp/x.sqlite' });
    expect(load({ DATABASE_URL: 'sqlite:///abs/x.sqlite' }).database).toEqual({ type: 'better-sqlite3', file: '/abs/x.sqlite' });
    expect(describeDatabase({ type: 'better-sqlite3', file: '/abs/x.sqlite' })).toBe('sqlite:/abs/x.sqlite');
  });

  it('reads SEED_IF_EMPTY as 1/true or 0/false', () => {
    expect(load({ SEED_IF_EMPTY: '1' }).seedIfEmpty).toBe(true);
    expect(load({ SEED_IF_EMPTY: 'true' }).seedIfEmpty).toBe(true);
    expect(load({ SEED_IF_EMPTY: '0' }).seedIfEmpty).toBe(false);
  });

  it.each([
    ['postgres://x/y', 'DATABASE_URL scheme "postgres:" is not supported (use mysql://… or sqlite:<file>)'],
    ['mysql://root@localhost:3306/', 'DATABASE_URL must name a database, e.g. mysql://user:pass@host:3306/akiya'],
    ['sqlite:', 'DATABASE_URL "sqlite:" needs a file path, e.g. sqlite:data/akiya.sqlite'],
    ['not a url', 'DATABASE_URL is not a valid URL (expected mysql://user:pass@host:3306/db or sqlite:<file>)'],
  ])('refuses DATABASE_URL=%s and keeps the default', (raw, message) => {
    const problems: string[] = [];
    expect(parseDatabaseUrl(raw, '/repo', '/repo/data', problems)).toEqual({ type: 'better-sqlite3', file: '/repo/data/akiya.sqlite' });
    expect(problems).toEqual([message]);
  });

  it('lists a bad DATABASE_URL and a bad SEED_IF_EMPTY together', () => {
    expect(load({ DATABASE_URL: 'postgres://x/y', SEED_IF_EMPTY: 'maybe' }).problems).toEqual([
      'DATABASE_URL scheme "postgres:" is not supported (use mysql://… or sqlite:<file>)',
      'SEED_IF_EMPTY must be 1 or 0 (got "maybe")',
    ]);
  });
});
