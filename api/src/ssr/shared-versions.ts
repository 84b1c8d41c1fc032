import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The rule the browser's federation runtime applies to a remote, applied on the server too: a remote
 * whose build requires a version of a shared library (React, the router, the design system…) that
 * the server does not provide is not rendered there (left to the browser, where the runtime refuses
 * it with its panel) — never rendered silently with an incompatible copy.
 *
 * What a remote requires is read from its mf-manifest.json (`shared[]`: name, requiredVersion);
 * subpaths count as their package (`react/jsx-runtime` is React).
 */

type Version = [number, number, number];

function parseVersion(text: string): Version | null {
  const m = /^v?(\d+)(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:[-+].*)?$/.exec(text.trim());
  if (!m) return null;
  const part = (p: string | undefined) => (p === undefined || /^[xX*]$/.test(p) ? 0 : Number(p));
  return [Number(m[1]), part(m[2]), part(m[3])];
}

function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/** How many of major/minor/patch a partial version names ('19' → 1, '19.3' → 2, '19.3.1' → 3). */
function precision(text: string): number {
  return text.replace(/^[v=]/, '').split(/[-+]/)[0].split('.').filter((p) => p !== '' && !/^[xX*]$/.test(p)).length;
}

function satisfiesComparator(version: Version, comparator: string): boolean {
  const c = comparator.trim();
  if (c === '' || c === '*' || /^[xX]$/.test(c)) return true;
  const m = /^(\^|~|>=|<=|>|<|=)?\s*(.+)$/.exec(c);
  if (!m) return false;
  const [, op = '', text] = m;
  const base = parseVersion(text);
  if (!base) return false;
  const named = precision(text);
  const upper = (index: number): Version => (index === 0 ? [base[0] + 1, 0, 0] : index === 1 ? [base[0], base[1] + 1, 0] : [base[0], base[1], base[2] + 1]);
  switch (op) {
    case '^': {
      // ^1.2.3 := >=1.2.3 <2; ^0.2.3 := >=0.2.3 <0.3; ^0.0.3 := >=0.0.3 <0.0.4
      const index = base[0] !== 0 || named <= 1 ? 0 : base[1] !== 0 || named <= 2 ? 1 : 2;
      return compare(version, base) >= 0 && compare(version, upper(index)) < 0;
    }
    case '~':
      return compare(version, base) >= 0 && compare(version, upper(named <= 1 ? 0 : 1)) < 0;
    case '>=':
      return compare(version, base) >= 0;
    case '>':
      return compare(version, base) > 0;
    case '<=':
      return compare(version, base) <= 0;
    case '<':
      return compare(version, base) < 0;
    default:
      // '1.2.3' exactly; '1.2' or '1.x' any patch; '1' any minor
      return named >= 3 ? compare(version, base) === 0 : compare(version, base) >= 0 && compare(version, upper(Math.max(0, named - 1))) < 0;
  }
}

/** Whether `version` satisfies an npm range of the forms builds declare (^, ~, >=, <, exact, x, ||, AND by spaces). */
export function satisfies(version: string, range: string): boolean {
  const v = parseVersion(version);
  if (!v) return false;
  return range.split('||').some((set) => {
    const hyphen = /^\s*(\S+)\s+-\s+(\S+)\s*$/.exec(set);
    if (hyphen) return satisfiesComparator(v, `>=${hyphen[1]}`) && satisfiesComparator(v, `<=${hyphen[2]}`);
    return set
      .trim()
      .replace(/(\^|~|>=|<=|>|<|=)\s+/g, '$1')
      .split(/\s+/)
      .every((comparator) => satisfiesComparator(v, comparator));
  });
}

/** The package a shared module belongs to: 'react/jsx-runtime' → 'react', '@akiya/shared-ui' → itself. */
export function packageOf(name: string): string {
  const parts = name.split('/');
  return name.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

export interface SharedRequirement {
  name: string;
  requiredVersion: string;
}

/** What a remote requires that the server does not provide: one line per library, empty when it may render. */
export function unmetRequirements(required: SharedRequirement[], provided: Record<string, string>): string[] {
  const unmet: string[] = [];
  for (const r of required) {
    const have = provided[packageOf(r.name)];
    if (have === undefined || !r.requiredVersion) continue; // not provided by the server: the build bundles its own
    if (!satisfies(have, r.requiredVersion)) unmet.push(`${r.name} ${r.requiredVersion} (the server provides ${have})`);
  }
  return unmet;
}

/** The shared requirements in a build's mf-manifest.json, read once per file version. */
export class ManifestRequirements {
  private readonly cache = new Map<string, { mtimeMs: number; size: number; value: SharedRequirement[] }>();

  of(folder: string): SharedRequirement[] {
    const file = join(folder, 'mf-manifest.json');
    let info;
    try {
      info = statSync(file);
    } catch {
      return [];
    }
    const cached = this.cache.get(file);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.value;
    let value: SharedRequirement[] = [];
    try {
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as { shared?: { name?: unknown; requiredVersion?: unknown }[] };
      value = (manifest.shared ?? [])
        .filter((s) => typeof s.name === 'string' && typeof s.requiredVersion === 'string')
        .map((s) => ({ name: s.name as string, requiredVersion: s.requiredVersion as string }));
    } catch {
      value = [];
    }
    this.cache.set(file, { mtimeMs: info.mtimeMs, size: info.size, value });
    return value;
  }
}
