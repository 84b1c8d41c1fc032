import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

export interface OwnSite {
  /** Everything the server printed so far. */
  log(): string;
  stop(): void;
}

/**
 * Starts the built site (scripts/start.mjs --no-build) on a port and data folder of its own, so a
 * suite that deploys or breaks things never touches the one the other suites share; resolves once
 * /api/health answers.
 */
export async function startOwnSite(port: number, dataDir: string, env: Record<string, string> = {}): Promise<OwnSite> {
  let output = '';
  const server = spawn(process.execPath, [join(root, 'scripts/start.mjs'), '--no-build'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_IF_EMPTY: '1', NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    stdio: 'pipe',
    detached: true,
  });
  server.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const site: OwnSite = {
    log: () => output,
    stop: () => {
      if (!server.pid) return;
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    },
  };
  const until = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return site;
    } catch {
      // not listening yet
    }
    if (server.exitCode !== null) throw new Error(`server exited:\n${output}`);
    if (Date.now() > until) {
      site.stop();
      throw new Error(`server did not start:\n${output.slice(-2000)}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}
