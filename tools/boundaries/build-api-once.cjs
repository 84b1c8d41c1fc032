// Jest global setup of the boundaries suite: the remote deploy command (scripts/remote.mjs) keeps its
// record in the API's database through the API's compiled ledger (api/dist/remotes/deploy-ledger.js),
// so its tests need the API built. `npm test` runs the unit step before the build step: build the
// API once here when a fresh checkout has no build yet.
const { existsSync } = require('node:fs');
const { join } = require('node:path');
const { execFileSync } = require('node:child_process');

module.exports = async function buildApiOnce() {
  const root = join(__dirname, '..', '..');
  if (existsSync(join(root, 'api', 'dist', 'remotes', 'deploy-ledger.js'))) return;
  execFileSync('npm', ['run', 'build', '-w', '@akiya/api'], { cwd: root, stdio: 'inherit' });
};
