#!/usr/bin/env node
// Serves one built folder on its own origin with CORS, e.g. a remote's dist, so the shell can be
// pointed at it:  node scripts/serve-static.mjs mfe-board/dist 4101
// then open http://localhost:3000/board?remote.board=http://localhost:4101/mf-manifest.json
import { createServer } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';

const [dirArg, portArg] = process.argv.slice(2);
if (!dirArg) {
  console.error('usage: node scripts/serve-static.mjs <dir> [port]');
  process.exit(2);
}
const dir = resolve(dirArg);
const port = Number(portArg || 4101);
const TYPES = {
  '.js': 'application/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
};

createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
  const file = join(dir, path);
  res.setHeader('Access-Control-Allow-Origin', '*');
  if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) {
    res.statusCode = 404;
    return res.end('not found');
  }
  res.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
  res.setHeader('Cache-Control', 'no-cache');
  createReadStream(file).pipe(res);
}).listen(port, '127.0.0.1', () => console.log(`serving ${dir} on http://127.0.0.1:${port}`));
