import 'reflect-metadata';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { ConfigError, describeDatabase, loadConfig } from '../config/app-config';
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

The database comes from DATABASE_URL (unset: SQLite file <DATA_DIR>/akiya.sqlite).`;

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

export async function runCli(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (!command || command === '--help' || command === '-h') {
    console.log(USAGE);
    return command ? 0 : 1;
  }
  if (!['migrate', 'seed', 'reset'].includes(command)) {
    console.error(`Unknown command "${command}"\n\n${USAGE}`);
    return 1;
  }
  const config = loadConfig();
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
