#!/usr/bin/env node
// `npm run dev`: the API (restarts on change) and every webpack dev server with live reload.
// Open http://localhost:3100 (the shell's dev server; it proxies /api and /uploads to the API on 3000).
// Each remote also runs alone on its own port (3101-3105) inside a minimal frame.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import concurrently from 'concurrently';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const REMOTES = { board: 3101, mypage: 3102, editorial: 3103, consulting: 3104, akiyabank: 3105 };

// The API runs from TypeScript sources but needs contracts compiled.
const built = spawnSync('npm', ['run', 'build:contracts'], { cwd: root, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const remoteUrls = Object.fromEntries(
  Object.entries(REMOTES).map(([name, port]) => [
    `REMOTE_${name.toUpperCase()}_URL`,
    `http://localhost:${port}/mf-manifest.json`,
  ]),
);

const { result } = concurrently(
  [
    { name: 'api', command: 'npm run dev -w @akiya/api', env: { SEED_IF_EMPTY: '1', ...remoteUrls } },
    { name: 'shell', command: 'npm run dev -w @akiya/shell' },
    ...Object.keys(REMOTES).map((name) => ({ name, command: `npm run dev -w @akiya/mfe-${name}` })),
  ],
  { cwd: root, prefix: 'name', killOthersOn: ['failure'], prefixColors: 'auto' },
);
result.catch(() => process.exit(1));
