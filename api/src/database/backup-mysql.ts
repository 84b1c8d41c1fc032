import { spawn } from 'node:child_process';
import { createReadStream, existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import type { MysqlDatabaseConfig } from '../config/app-config';
import { BackupError } from './backup-manifest';
import { emptyMysqlSchema } from './backup.repository';

/** MySQL/MariaDB backups with the MariaDB client tools: `mariadb-dump --single-transaction` and `mariadb < dump`. */

/** The first of `names` found on PATH, or null. */
function which(names: string[]): string | null {
  for (const name of names) {
    for (const folder of (process.env.PATH ?? '').split(delimiter)) {
      if (folder && existsSync(join(folder, name))) return join(folder, name);
    }
  }
  return null;
}

/** The first of `names` on PATH; none of them: a BackupError saying how to install them before running `command` again. */
function requireTool(names: [string, string], what: string, command: 'backup' | 'restore'): string {
  const tool = which(names);
  if (!tool) {
    throw new BackupError(
      `Neither ${names[0]} nor ${names[1]}${what} is on PATH: install the MariaDB client (Debian/Ubuntu: apt-get install mariadb-client) and run the ${command} again.`,
    );
  }
  return tool;
}

export function dumpTool(): string {
  return requireTool(['mariadb-dump', 'mysqldump'], '', 'backup');
}

export function clientTool(): string {
  return requireTool(['mariadb', 'mysql'], ' (the command-line client)', 'restore');
}

/**
 * Runs a MariaDB client tool with the connection in a temporary option file (mode 600), so the
 * password never appears in the process list.
 */
async function runClient(tool: string, db: MysqlDatabaseConfig, args: string[], io: { stdin?: string }): Promise<void> {
  const folder = await mkdtemp(join(tmpdir(), 'akiya-db-'));
  const options = join(folder, 'client.cnf');
  const quote = (v: string) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  await writeFile(
    options,
    `[client]\nhost=${quote(db.host)}\nport=${db.port}\nuser=${quote(db.username)}\n${db.password ? `password=${quote(db.password)}\n` : ''}protocol=TCP\n`,
    { mode: 0o600 },
  );
  try {
    await new Promise<void>((resolveRun, reject) => {
      const child = spawn(tool, [`--defaults-extra-file=${options}`, ...args], { stdio: ['pipe', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('error', reject);
      if (io.stdin) createReadStream(io.stdin).on('error', reject).pipe(child.stdin);
      else child.stdin.end();
      child.on('close', (code) => {
        if (code === 0) resolveRun();
        else reject(new BackupError(`${tool} failed (exit ${code}): ${stderr.trim().split('\n').slice(-3).join(' ')}`));
      });
    });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

export async function mysqlDump(db: MysqlDatabaseConfig, file: string): Promise<void> {
  const args = [
    '--single-transaction', // one consistent InnoDB snapshot, no table locks: the site keeps running
    '--quick',
    '--skip-lock-tables',
    '--no-tablespaces',
    '--hex-blob',
    '--default-character-set=utf8mb4',
    `--result-file=${file}`,
    db.database,
  ];
  await runClient(dumpTool(), db, args, {});
}

/** Loads a dump into an emptied schema (every table the live one had is dropped first). */
export async function restoreMysql(db: MysqlDatabaseConfig, dumpFile: string): Promise<void> {
  const tool = clientTool();
  await emptyMysqlSchema(db);
  await runClient(tool, db, ['--default-character-set=utf8mb4', db.database], { stdin: dumpFile });
}
