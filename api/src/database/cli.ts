import 'reflect-metadata';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { ConfigError, describeDatabase, loadConfig } from '../config/app-config';
import { BackupError, runBackup, runRestore } from './backup';
import { connectDataSource, runMigrations } from './data-source';
import { runSeed } from './seeds/seed-runner';

const USAGE = `Usage: node api/dist/database/cli.js <command> [options]

Commands:
  migrate                      apply pending migrations
  seed [--listings N] [--no-photos]
                               apply migrations, then seed reference data, demo accounts and demo
                               listings (idempotent: running it again changes nothing)
  reset [--yes] [--listings N] [--no-photos]
                               drop every table, delete seeded photos, migrate and seed again
  backup <dir>                 copy the database (SQLite online backup, or mariadb-dump
                               --single-transaction) and <DATA_DIR>/uploads, secrets into a new folder,
                               with manifest.json; safe while the site runs
  restore <dir> [--force]      put a backup back (stop the API first); refuses a database with rows
                               or a DATA_DIR with files unless --force

The database comes from DATABASE_URL (unset: SQLite file <DATA_DIR>/akiya.sqlite).
See docs/operations.md.`;

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

/**
 * `npm run backup -- <dir>` runs this from api/ (a workspace script): a relative folder is taken
 * from where the operator typed the command (npm's INIT_CWD).
 */
function folderArg(args: string[], env: Record<string, string | undefined>): string | undefined {
  const dir = args.find((a) => !a.startsWith('--'));
  return dir === undefined ? undefined : resolve(env.INIT_CWD ?? process.cwd(), dir);
}

async function runBackupCommand(command: 'backup' | 'restore', args: string[], env: Record<string, string | undefined>): Promise<number> {
  const dir = folderArg(args, env);
  if (!dir) {
    console.error(`${command} needs a folder: npm run ${command} -- <dir>\n\n${USAGE}`);
    return 1;
  }
  const unknown = args.filter((a) => a.startsWith('--') && !(command === 'restore' && a === '--force'));
  if (unknown.length > 0) {
    console.error(`Unknown option ${unknown.join(', ')}\n\n${USAGE}`);
    return 1;
  }
  const config = loadConfig(env);
  const target = { database: config.database, dataDir: config.dataDir, s3Bucket: config.s3?.bucket ?? null };
  const log = (line: string) => console.log(line);
  try {
    if (command === 'backup') await runBackup(target, dir, log);
    else await runRestore(target, dir, { force: args.includes('--force'), log });
    return 0;
  } catch (error) {
    if (error instanceof BackupError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

export async function runCli(argv: string[], env: Record<string, string | undefined> = process.env): Promise<number> {
  const [command, ...args] = argv;
  if (!command || command === '--help' || command === '-h') {
    console.log(USAGE);
    return command ? 0 : 1;
  }
  if (command === 'backup' || command === 'restore') return runBackupCommand(command, args, env);
  if (!['migrate', 'seed', 'reset'].includes(command)) {
    console.error(`Unknown command "${command}"\n\n${USAGE}`);
    return 1;
  }
  const config = loadConfig(env);
  const listingsArg = option(args, '--listings');
  const listings = listingsArg === undefined ? undefined : Number(listingsArg);
  if (listings !== undefined && (!Number.isInteger(listings) || listings < 0)) {
    console.error('--listings needs a whole number');
    return 1;
  }
  if (command === 'reset' && config.nodeEnv === 'production' && !args.includes('--yes')) {
    console.error('Refusing to reset a production database without --yes');
    return 1;
  }

  const dataSource = await connectDataSource(config.database);
  try {
    console.log(`Database: ${describeDatabase(config.database)}`);
    if (command === 'reset') {
      await dataSource.dropDatabase();
      await rm(join(config.publicUploadsDir, 'properties'), { recursive: true, force: true });
      console.log('All tables dropped, seeded photos deleted');
    }
    const applied = await runMigrations(dataSource);
    console.log(applied.length > 0 ? `Migrations applied: ${applied.join(', ')}` : 'No pending migration');
    if (command === 'seed' || command === 'reset') {
      const summary = await runSeed(dataSource, {
        uploadsDir: config.publicUploadsDir,
        listings,
        photos: !args.includes('--no-photos'),
        log: (m) => console.log(m),
      });
      console.log(`Seed done in ${summary.ms} ms: ${JSON.stringify(summary.inserted)}, photos written: ${summary.photosWritten}`);
    }
    return 0;
  } finally {
    await dataSource.destroy();
  }
}

if (require.main === module) {
  runCli(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
