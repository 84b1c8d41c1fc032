import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

export interface RunResult {
  code: number;
  output: string;
}

/**
 * Runs a Node script of the repository (from its root, `env` on top of this process's) and resolves
 * with its exit code and everything it printed, `settleMs` after it ended.
 */
export function runNode(args: string[], env: Record<string, string> = {}, settleMs = 0): Promise<RunResult> {
  return new Promise((done) => {
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'pipe' });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('close', (code) => setTimeout(() => done({ code: code ?? 1, output }), settleMs));
  });
}

/**
 * `npm run remote -- …` (scripts/remote.mjs). Resolves 600 ms after the command ended by default: the
 * API takes up what a command recorded in the database within 500 ms (docs/remotes.md).
 */
export function runRemoteCli(args: string[], env: Record<string, string> = {}, settleMs = 600): Promise<RunResult> {
  return runNode([join(root, 'scripts/remote.mjs'), ...args], env, settleMs);
}

/** A production webpack build of a remote (a copy under e2e/.tmp) from its webpack config. */
export function buildRemote(webpackConfig: string): Promise<RunResult> {
  return runNode([join(root, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production', '--config', webpackConfig]);
}
