// What each app asks of the federation's shared singletons: the ranges its own package.json
// declares, with strictVersion so the runtime refuses an incompatible loaded copy with an error
// instead of silently handing it over (a remote built against React 20 on a page with React 19,
// or against a newer shared-ui than the shell provides).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { satisfy } from '@module-federation/runtime-core';

const root = path.join(__dirname, '..', '..', '..');
const { sharedModules } = require(path.join(root, 'tools/webpack/create-config.cjs')) as {
  sharedModules: (dir?: string) => Record<string, { singleton: boolean; strictVersion: boolean; requiredVersion: string; version: string }>;
};
const APPS = ['shell', 'mfe-board', 'mfe-mypage', 'mfe-editorial', 'mfe-consulting', 'mfe-akiyabank'];

function appWith(deps: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shared-versions-'));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'x', version: '1.0.0', dependencies: deps }));
  return dir;
}

describe('shared singletons', () => {
  it.each(APPS)("%s requires the ranges of its own package.json, strictly, and what is installed satisfies them", (app) => {
    const pkg = require(path.join(root, app, 'package.json')) as { dependencies: Record<string, string> };
    const shared = sharedModules(path.join(root, app));
    expect(shared.react.requiredVersion).toBe(pkg.dependencies.react);
    expect(shared['@akiya/shared-ui'].requiredVersion).toBe(pkg.dependencies['@akiya/shared-ui']);
    expect(pkg.dependencies['@akiya/shared-ui']).not.toBe('*');
    for (const [name, config] of Object.entries(shared)) {
      expect({ name, singleton: config.singleton, strict: config.strictVersion }).toEqual({ name, singleton: true, strict: true });
      expect({ name, ok: satisfy(config.version, config.requiredVersion) }).toEqual({ name, ok: true });
    }
  });

  it('a remote built against another React major asks for it, and the React the shell provides does not satisfy it', () => {
    const shellReact = sharedModules(path.join(root, 'shell')).react;
    const remote = sharedModules(appWith({ react: '^20.0.0', 'react-dom': '^20.0.0' }));
    expect(remote.react.requiredVersion).toBe('^20.0.0');
    expect(remote['react-dom'].requiredVersion).toBe('^20.0.0');
    // The subpaths are named with their package's range, so the manifest lists what the entry requires.
    expect(remote['react/jsx-runtime'].requiredVersion).toBe('^20.0.0');
    expect(remote['react-dom/client'].requiredVersion).toBe('^20.0.0');
    expect(satisfy(shellReact.version, remote.react.requiredVersion)).toBe(false);
  });

  it('a remote built against a newer shared-ui than the shell provides is refused, not given the old one', () => {
    const provided = sharedModules(path.join(root, 'shell'))['@akiya/shared-ui'].version;
    const [major, minor] = provided.split('.').map(Number);
    const newer = `^${major}.${minor + 1}.0`;
    const remote = sharedModules(appWith({ '@akiya/shared-ui': newer }));
    expect(remote['@akiya/shared-ui'].requiredVersion).toBe(newer);
    expect(remote['@akiya/shared-ui'].strictVersion).toBe(true);
    expect(satisfy(provided, newer)).toBe(false);
  });
});
