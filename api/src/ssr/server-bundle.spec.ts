import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ServerBuildMismatch, ServerBundles, sha256Of } from './server-bundle';

describe('ServerBundles', () => {
  const folder = mkdtempSync(join(tmpdir(), 'server-bundle-'));
  const file = (name: string, source: string) => {
    const path = join(folder, name);
    writeFileSync(path, source);
    return path;
  };

  it('gives a build the provided modules first, then this process’s libraries', () => {
    const bundles = new ServerBundles();
    const loaded = bundles.load<{ ui: unknown; lib: unknown }>(file('a.js', "module.exports = { ui: require('@akiya/shared-ui'), lib: require('class-validator') };"), { '@akiya/shared-ui': 'the shell’s' });
    expect(loaded?.ui).toBe('the shell’s');
    expect(loaded?.lib).toBe(require('class-validator'));
  });

  it('gives React Router’s production build for react-router and react-router-dom, one instance for every build', () => {
    const bundles = new ServerBundles();
    const production = require.resolve('react-router').replace(/development([\\/])index\.js$/, 'production$1index.js');
    const a = bundles.load<{ router: unknown; dom: unknown }>(file('b.js', "module.exports = { router: require('react-router'), dom: require('react-router-dom') };"));
    const b = bundles.load<{ router: unknown }>(file('c.js', "module.exports = { router: require('react-router-dom') };"));
    expect(production).toMatch(/production/);
    expect(a?.router).toBe(require(production));
    expect(a?.dom).toBe(a?.router);
    expect(b?.router).toBe(a?.router);
  });

  it('is null for a file that does not exist', () => {
    expect(new ServerBundles().load(join(folder, 'missing.js'))).toBeNull();
  });

  it('executes a build whose sha256 is the one recorded at deploy, and never one whose content differs', () => {
    const source = "require('runs').count += 1; module.exports = { ok: true };";
    const runs = { count: 0 };
    const provides = { runs };
    const bundles = new ServerBundles();
    const good = file('hashed.js', source);
    expect(bundles.load<{ ok: boolean }>(good, provides, sha256Of(source))?.ok).toBe(true);
    expect(runs.count).toBe(1);

    const tampered = file('tampered.js', source);
    const recorded = sha256Of(`${source} // as deployed`);
    expect(() => bundles.load(tampered, provides, recorded)).toThrow(ServerBuildMismatch);
    // Refused again from the cache, still not run.
    expect(() => bundles.load(tampered, provides, recorded)).toThrow(/does not match the sha256 recorded at deploy/);
    expect(runs.count).toBe(1);
  });
});
