#!/usr/bin/env node
// `npm run bench`: every benchmark in turn (the site must be built: npm run build).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const which = process.argv.slice(2);
const all = ['startup', 'bundle-size', 'api-properties', 'login', 'ssr-load'];
for (const name of which.length ? which : all) {
  console.log(`\n### ${name}`);
  const r = spawnSync(process.execPath, [join(here, `${name}.mjs`)], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
