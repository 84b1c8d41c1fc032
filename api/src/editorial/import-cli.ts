import 'reflect-metadata';
import { isAbsolute, resolve } from 'node:path';
import { ConfigError, describeDatabase, loadConfig } from '../config/app-config';
import { connectDataSource, runMigrations } from '../database/data-source';
import { CacheInvalidationBus } from '../realtime/cache-invalidation';
import { RedisConnection } from '../security/redis-connection';
import { importArticleFolder } from './article-import';
import { EditorialAuthoringRepository } from './editorial-authoring.repository';
import { EditorialAuthoringService } from './editorial-authoring.service';
import { EditorialReadService } from './editorial-read.service';
import { EditorialRepository } from './editorial.repository';

/**
 * `npm run import:articles -- <folder>` (from the repository root): imports the Markdown files of
 * the folder into the configured database (DATABASE_URL, else the SQLite file in DATA_DIR),
 * creating or updating each article by its slug. Exit code 1 when a file failed.
 */
export async function runImport(argv: string[], cwd: string): Promise<number> {
  const [folderArg] = argv;
  if (!folderArg || folderArg === '--help') {
    console.log('Usage: npm run import:articles -- <folder of .md files with front matter>');
    return folderArg ? 0 : 1;
  }
  const folder = isAbsolute(folderArg) ? folderArg : resolve(cwd, folderArg);
  const config = loadConfig();
  const dataSource = await connectDataSource(config.database);
  // With REDIS_URL, running API instances drop their cached editorial answers when the import writes.
  const redis = await RedisConnection.open(config);
  const invalidations = await CacheInvalidationBus.open(redis);
  try {
    console.log(`Database: ${describeDatabase(config.database)}`);
    await runMigrations(dataSource);
    const repo = new EditorialRepository(dataSource);
    const authoring = new EditorialAuthoringService(dataSource, repo, new EditorialReadService(repo, invalidations), new EditorialAuthoringRepository());
    const report = await importArticleFolder(folder, authoring);
    for (const line of report.created) console.log(`created  ${line}`);
    for (const line of report.updated) console.log(`updated  ${line}`);
    for (const f of report.failed) console.error(`failed   ${f.file}: ${JSON.stringify(f.errors)}`);
    console.log(`${report.created.length} created, ${report.updated.length} updated, ${report.failed.length} failed`);
    return report.failed.length > 0 ? 1 : 0;
  } finally {
    await invalidations.onApplicationShutdown();
    await redis.onApplicationShutdown();
    await dataSource.destroy();
  }
}

if (require.main === module) {
  // npm runs workspace scripts in api/; INIT_CWD is where the command was typed.
  runImport(process.argv.slice(2), process.env.INIT_CWD ?? process.cwd()).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
