import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ManifestRequirements, packageOf, satisfies, unmetRequirements } from './shared-versions';

describe('satisfies (the ranges builds declare)', () => {
  it.each([
    ['19.3.1', '^19.3.0', true],
    ['19.3.1', '^19.3.1', true],
    ['19.3.0', '^19.3.1', false],
    ['20.0.0', '^19.3.0', false],
    ['19.3.1', '^20', false],
    ['19.3.1', '^20.0.0', false],
    ['0.2.0', '^0.2.0', true],
    ['0.2.5', '^0.2.0', true],
    ['0.3.0', '^0.2.0', false],
    ['0.1.3', '^0.2.0', false],
    ['0.0.3', '^0.0.3', true],
    ['0.0.4', '^0.0.3', false],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['1.2.3', '1.2.3', true],
    ['1.2.4', '1.2.3', false],
    ['1.2.4', '1.2.x', true],
    ['1.3.0', '1.2.x', false],
    ['5.0.0', '>=4.0.0', true],
    ['3.9.9', '>=4.0.0', false],
    ['4.5.0', '>=4.0.0 <5.0.0', true],
    ['5.0.0', '>=4.0.0 <5.0.0', false],
    ['18.2.0', '^17.0.0 || ^18.0.0', true],
    ['19.0.0', '^17.0.0 || ^18.0.0', false],
    ['7.18.5', '*', true],
    ['1.5.0', '1.0.0 - 2.0.0', true],
    ['2.0.1', '1.0.0 - 2.0.0', false],
  ])('%s in %s: %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });
});

describe('unmetRequirements', () => {
  const provided = { react: '19.3.1', 'react-dom': '19.3.1', 'react-router-dom': '7.18.5', '@akiya/shared-ui': '0.2.0' };

  it('counts a subpath as its package and lists what the server does not provide', () => {
    expect(packageOf('react/jsx-runtime')).toBe('react');
    expect(packageOf('@akiya/shared-ui')).toBe('@akiya/shared-ui');
    expect(
      unmetRequirements(
        [
          { name: 'react', requiredVersion: '^19.3.0' },
          { name: 'react/jsx-runtime', requiredVersion: '^20.0.0' },
          { name: '@akiya/shared-ui', requiredVersion: '^0.3.0' },
          { name: 'left-pad', requiredVersion: '^9' },
        ],
        provided,
      ),
    ).toEqual(['react/jsx-runtime ^20.0.0 (the server provides 19.3.1)', '@akiya/shared-ui ^0.3.0 (the server provides 0.2.0)']);
  });

  it('a build within every range may render', () => {
    expect(unmetRequirements([{ name: 'react-dom/client', requiredVersion: '^19.3.1' }, { name: '@akiya/shared-ui', requiredVersion: '^0.2.0' }], provided)).toEqual([]);
  });
});

describe('ManifestRequirements', () => {
  it('reads the shared entries of a build’s manifest, and none without one', () => {
    const folder = mkdtempSync(join(tmpdir(), 'manifest-'));
    writeFileSync(join(folder, 'mf-manifest.json'), JSON.stringify({ shared: [{ name: 'react', requiredVersion: '^20.0.0', version: '20.0.0' }, { name: 'x' }] }));
    expect(new ManifestRequirements().of(folder)).toEqual([{ name: 'react', requiredVersion: '^20.0.0' }]);
    expect(new ManifestRequirements().of(join(folder, 'none'))).toEqual([]);
  });
});
