import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { DataSource } from 'typeorm';
import type { DatabaseConfig } from '../src/config/app-config';
import { countDumpRows, readManifest, ValuesScanner } from '../src/database/backup';
import { runCli } from '../src/database/cli';
import { connectDataSource, runMigrations } from '../src/database/data-source';
import { runSeed } from '../src/database/seeds/seed-runner';
import { createTestDatabase, testEngines, type TestDatabase } from './support/test-database';

/**
 * `npm run backup` / `npm run restore` (api/src/database/backup.ts, docs/operations.md): a backup
 * taken while the database is open, then rows and uploads changed, then restored: every table's
 * rows and every file are those of the backup. On SQLite and, with TEST_DATABASE_URL, MariaDB.
 */

const API_DIR = resolve(__dirname, '..');

function databaseUrl(config: DatabaseConfig): string {
  if (config.type === 'better-sqlite3') return `sqlite:${config.file}`;
  const auth = config.password ? `${encodeURIComponent(config.username)}:${encodeURIComponent(config.password)}` : encodeURIComponent(config.username);
  return `mysql://${auth}@${config.host}:${config.port}/${config.database}`;
}

function envFor(db: TestDatabase, dataDir: string): Record<string, string> {
  return { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl(db.config), DATA_DIR: dataDir };
}

/** Every table's rows (sorted, as JSON), read through a connection of its own. */
async function tableContents(config: DatabaseConfig): Promise<Record<string, string[]>> {
  const ds = await connectDataSource(config);
  try {
    const names: string[] =
      config.type === 'better-sqlite3'
        ? ((await ds.query(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`)) as { name: string }[]).map((r) => r.name)
        : ((await ds.query(`SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = ?`, [config.database])) as { name: string }[]).map(
            (r) => r.name,
          );
    const out: Record<string, string[]> = {};
    for (const name of names.sort()) {
      const rows = (await ds.query(`SELECT * FROM ${ds.driver.escape(name)}`)) as Record<string, unknown>[];
      out[name] = rows.map((r) => JSON.stringify(r)).sort();
    }
    return out;
  } finally {
    await ds.destroy();
  }
}

/** Every file under DATA_DIR/uploads and DATA_DIR/secrets → its sha256. */
function fileContents(dataDir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const visit = (folder: string) => {
    if (!existsSync(folder)) return;
    for (const e of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, e.name);
      if (e.isDirectory()) visit(path);
      else out[relative(dataDir, path).split(sep).join('/')] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  visit(join(dataDir, 'uploads'));
  visit(join(dataDir, 'secrets'));
  return out;
}

/** runCli with what it prints captured. */
async function cli(args: string[], env: Record<string, string>): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const log = jest.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void out.push(a.join(' ')));
  const error = jest.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void err.push(a.join(' ')));
  try {
    const code = await runCli(args, env);
    return { code, out: out.join('\n'), err: err.join('\n') };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

describe('dump parsing', () => {
  it('counts the rows of multi-line and one-line INSERTs, quotes and parentheses in strings aside', () => {
    const scanner = new ValuesScanner();
    expect(scanner.scan(`(1,'a (b), c',NULL),(2,'it\\'s ); (x)',''),`)).toEqual({ tuples: 2, ended: false });
    expect(scanner.scan(`(3,'say ''hi'' (twice)',0x28),`)).toEqual({ tuples: 1, ended: false });
    expect(scanner.scan(`(4,'\\\\',')');`)).toEqual({ tuples: 1, ended: true });
  });
});

describe.each(testEngines())('backup and restore on %s', (engine) => {
  let db: TestDatabase;
  let fresh: TestDatabase;
  let dataDir: string;
  let env: Record<string, string>;
  let site: DataSource;
  let backupDir: string;
  let atBackup: { tables: Record<string, string[]>; files: Record<string, string> };

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    fresh = await createTestDatabase(engine);
    dataDir = join(db.dir, 'data');
    env = envFor(db, dataDir);
    backupDir = join(db.dir, 'backups', 'first');
    // The "site": a connection kept open for the whole backup, as a running API holds one.
    site = await connectDataSource(db.config);
    await runMigrations(site);
    await runSeed(site, { uploadsDir: join(dataDir, 'uploads', 'public'), listings: 3 });
    mkdirSync(join(dataDir, 'uploads', 'private', 'attachments', '1'), { recursive: true });
    writeFileSync(join(dataDir, 'uploads', 'private', 'attachments', '1', 'plan.pdf'), '%PDF-1.4 間取り図');
    mkdirSync(join(dataDir, 'secrets'), { recursive: true });
    writeFileSync(join(dataDir, 'secrets', 'unsubscribe.key'), 'k'.repeat(64));
    // Written just before the backup, through the open connection (on SQLite still in the WAL file).
    await site.query(`INSERT INTO tags (slug, name, kind) VALUES ('backup-test', '直前のタグ', 'feature')`);
  }, 120_000);

  afterAll(async () => {
    if (site?.isInitialized) await site.destroy();
    await db?.drop();
    await fresh?.drop();
  });

  it('finishes while the site keeps writing, with a consistent copy', async () => {
    const count = async () => Number(((await site.query('SELECT COUNT(*) AS n FROM tags')) as { n: number | string }[])[0].n);
    const before = await count();
    let done = false;
    let writes = 0;
    const started = Date.now();
    const writer = (async () => {
      // Writes through another connection between the backup's steps (the site's requests).
      while (!done && Date.now() - started < 15_000) {
        await site.query(`INSERT INTO tags (slug, name, kind) VALUES ('w-${writes}', '書き込み中', 'feature')`);
        writes++;
        await new Promise((r) => setImmediate(r));
      }
    })();
    const result = await cli(['backup', join(db.dir, 'backups', 'while-writing')], env);
    const elapsed = Date.now() - started;
    done = true;
    await writer;
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(writes).toBeGreaterThan(0);
    expect(elapsed).toBeLessThan(10_000);
    const saved = (await readManifest(join(db.dir, 'backups', 'while-writing'))).tables.tags;
    expect(saved).toBeGreaterThanOrEqual(before);
    expect(saved).toBeLessThanOrEqual(await count());
    await site.query(`DELETE FROM tags WHERE slug LIKE 'w-%'`);
  });

  it('backs up while the database is open: manifest with engine, migrations, rows per table and files', async () => {
    const result = await cli(['backup', backupDir], env);
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    atBackup = { tables: await tableContents(db.config), files: fileContents(dataDir) };
    expect(atBackup.tables.tags.some((r) => r.includes('直前のタグ'))).toBe(true);
    expect(Object.keys(atBackup.files).some((f) => f.startsWith('uploads/public/properties/'))).toBe(true);

    const manifest = await readManifest(backupDir);
    expect(manifest.engine).toBe(engine);
    expect(manifest.tables).toEqual(Object.fromEntries(Object.entries(atBackup.tables).map(([t, rows]) => [t, rows.length])));
    const migrations = ((await site.query('SELECT name FROM migrations ORDER BY id')) as { name: string }[]).map((r) => r.name);
    expect(manifest.migrations).toEqual(migrations);
    expect(manifest.migrations.length).toBeGreaterThan(5);
    expect(manifest.files.count).toBe(Object.keys(atBackup.files).length);
    expect(manifest.files.uploads).toBe('local');
    expect(existsSync(join(backupDir, engine === 'sqlite' ? 'database.sqlite' : 'database.sql'))).toBe(true);
    if (engine === 'mysql') {
      const dump = await countDumpRows(join(backupDir, 'database.sql'));
      expect(dump.complete).toBe(true);
      expect(dump.tables).toEqual(manifest.tables);
    }
  });

  it('refuses a backup folder that is not empty', async () => {
    const result = await cli(['backup', backupDir], env);
    expect(result.code).toBe(1);
    expect(result.err).toContain('is not empty');
  });

  it('after rows and uploads change, refuses to restore without --force and changes nothing', async () => {
    await site.query(`DELETE FROM property_images WHERE id = (SELECT id FROM (SELECT MIN(id) AS id FROM property_images) AS first)`);
    await site.query(`UPDATE properties SET title = 'バックアップ後に変更'`);
    await site.query(`DELETE FROM tags WHERE slug = 'backup-test'`);
    await site.query(`INSERT INTO tags (slug, name, kind) VALUES ('after-backup', '後から', 'feature')`);
    const photo = Object.keys(atBackup.files).find((f) => f.startsWith('uploads/public/properties/'))!;
    unlinkSync(join(dataDir, photo));
    writeFileSync(join(dataDir, 'uploads', 'public', 'later.jpg'), 'added after the backup');
    const changed = { tables: await tableContents(db.config), files: fileContents(dataDir) };
    expect(changed.tables).not.toEqual(atBackup.tables);
    expect(changed.files).not.toEqual(atBackup.files);

    const result = await cli(['restore', backupDir], env);
    expect(result.code).toBe(1);
    expect(result.err).toContain('Refusing to restore');
    expect(result.err).toContain('--force');
    expect(await tableContents(db.config)).toEqual(changed.tables);
    expect(fileContents(dataDir)).toEqual(changed.files);
  });

  it('the command itself exits with a status other than 0 and says why', () => {
    const run = spawnSync(process.execPath, ['-r', '@swc-node/register', join(API_DIR, 'src', 'database', 'cli.ts'), 'restore', backupDir], {
      cwd: API_DIR,
      env: { ...process.env, ...env, SWC_NODE_PROJECT: join(API_DIR, 'tsconfig.json') },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Refusing to restore');
  });

  it('refuses a damaged backup before touching anything', async () => {
    const damaged = join(db.dir, 'backups', 'damaged');
    cpSync(backupDir, damaged, { recursive: true });
    const first = readFileSync(join(damaged, 'files.sha256'), 'utf8').split('\n')[0].slice(66);
    writeFileSync(join(damaged, 'files', first), 'not the photo');
    const before = { tables: await tableContents(db.config), files: fileContents(dataDir) };
    const result = await cli(['restore', damaged, '--force'], env);
    expect(result.code).toBe(1);
    expect(result.err).toContain('damaged backup');
    expect(await tableContents(db.config)).toEqual(before.tables);
    expect(fileContents(dataDir)).toEqual(before.files);
  });

  it('with --force (the site stopped) puts back every row and every file of the backup', async () => {
    await site.destroy();
    const result = await cli(['restore', backupDir, '--force'], env);
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(result.out).toContain('as in the backup');
    expect(await tableContents(db.config)).toEqual(atBackup.tables);
    expect(fileContents(dataDir)).toEqual(atBackup.files);
    expect(existsSync(join(dataDir, 'uploads', 'public', 'later.jpg'))).toBe(false);
    expect(readdirSync(dataDir).filter((n) => n.includes('restoring') || n.includes('before-restore'))).toEqual([]);
    // The backup itself is left as it was (no -wal/-shm beside the SQLite copy).
    expect(readdirSync(backupDir).sort()).toEqual([engine === 'sqlite' ? 'database.sqlite' : 'database.sql', 'files', 'files.sha256', 'manifest.json']);
  });

  it('restores into a new, empty database and data folder without --force', async () => {
    const otherData = join(fresh.dir, 'data');
    const result = await cli(['restore', backupDir], envFor(fresh, otherData));
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(await tableContents(fresh.config)).toEqual(atBackup.tables);
    expect(fileContents(otherData)).toEqual(atBackup.files);
  });

  it('with uploads in S3, copies the database and says the uploads are not copied', async () => {
    const s3Env = { ...env, S3_BUCKET: 'akiya-uploads', S3_ENDPOINT: 'http://127.0.0.1:9', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    const dir = join(db.dir, 'backups', 's3');
    const result = await cli(['backup', dir], s3Env);
    expect(result.code).toBe(0);
    expect(result.out).toContain('Uploads are in the S3 bucket akiya-uploads: NOT copied');
    const manifest = await readManifest(dir);
    expect(manifest.files.uploads).toBe('s3');
    expect(readFileSync(join(dir, 'files.sha256'), 'utf8').trim().split('\n')).toEqual([expect.stringMatching(/ {2}secrets\/unsubscribe\.key$/)]);
  });

  if (engine === 'mysql') {
    it('without the MariaDB client tools, says which to install and writes nothing', async () => {
      const path = process.env.PATH;
      process.env.PATH = join(db.dir, 'no-tools');
      try {
        const dir = join(db.dir, 'backups', 'no-tools');
        const backup = await cli(['backup', dir], env);
        expect(backup.code).toBe(1);
        expect(backup.err).toContain('Neither mariadb-dump nor mysqldump is on PATH');
        expect(existsSync(dir)).toBe(false);
        const restore = await cli(['restore', backupDir, '--force'], env);
        expect(restore.code).toBe(1);
        expect(restore.err).toContain('Neither mariadb nor mysql');
      } finally {
        process.env.PATH = path;
      }
      expect(await tableContents(db.config)).toEqual(atBackup.tables);
    });
  }

  it('refuses a folder that is not a backup, and a backup of the other engine', async () => {
    const empty = join(db.dir, 'backups', 'none');
    mkdirSync(empty, { recursive: true });
    const none = await cli(['restore', empty, '--force'], env);
    expect(none.code).toBe(1);
    expect(none.err).toContain('is not a backup made by "npm run backup"');

    const other = join(db.dir, 'backups', 'other-engine');
    cpSync(backupDir, other, { recursive: true });
    const manifest = JSON.parse(readFileSync(join(other, 'manifest.json'), 'utf8')) as { engine: string };
    manifest.engine = engine === 'sqlite' ? 'mysql' : 'sqlite';
    writeFileSync(join(other, 'manifest.json'), JSON.stringify(manifest));
    const wrong = await cli(['restore', other, '--force'], env);
    expect(wrong.code).toBe(1);
    expect(wrong.err).toContain('restore it into the same engine');
    rmSync(other, { recursive: true, force: true });
  });
});
