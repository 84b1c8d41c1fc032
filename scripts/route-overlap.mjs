// Whether two route patterns can match the same path, in the pattern syntax of the remotes'
// routes.json (contracts/src/route-match.ts, react-router's): literal segments (compared
// case-insensitively), `:param` (any one segment), a trailing `*` (any rest, also none), and optional
// segments (`:id?`, `literal?`: present or not, as react-router expands them). Used by
// `npm run remote -- deploy` to refuse a route that another remote owns (scripts/remote.mjs).

/** The segments of a pattern: { kind: 'literal', value } | { kind: 'param' } | { kind: 'splat' }, each with `optional`. */
export function parsePattern(pattern) {
  return String(pattern)
    .split('/')
    .filter(Boolean)
    .map((seg) => {
      if (seg === '*') return { kind: 'splat', optional: false };
      const optional = seg.endsWith('?');
      const name = optional ? seg.slice(0, -1) : seg;
      return name.startsWith(':') ? { kind: 'param', optional } : { kind: 'literal', value: name.toLowerCase(), optional };
    });
}

/** True when some concrete path matches both patterns. */
export function routesOverlap(a, b) {
  const pa = parsePattern(a);
  const pb = parsePattern(b);
  const memo = new Map();
  const at = (i, j) => {
    const key = i * 1000 + j;
    if (!memo.has(key)) memo.set(key, step(i, j));
    return memo.get(key);
  };
  // Whether the rest of a pattern can match no segment at all.
  const canBeEmpty = (p, i) => p.slice(i).every((s) => s.optional || s.kind === 'splat');
  const step = (i, j) => {
    const x = pa[i];
    const y = pb[j];
    // A splat takes any rest (also none): whatever the other pattern still needs is some path.
    if (x?.kind === 'splat' || y?.kind === 'splat') return true;
    if (x === undefined) return canBeEmpty(pb, j);
    if (y === undefined) return canBeEmpty(pa, i);
    // An optional segment may be absent…
    if (x.optional && at(i + 1, j)) return true;
    if (y.optional && at(i, j + 1)) return true;
    // …or present, facing a present segment of the other.
    const same = x.kind === 'param' || y.kind === 'param' || x.value === y.value;
    return same && at(i + 1, j + 1);
  };
  return at(0, 0);
}

/**
 * The conflicts of `claims` (the patterns `remote` deploys) with `owners` ({ pattern: { remote } }):
 * every pair where a claimed pattern overlaps a pattern another remote owns.
 */
export function routeConflicts(remote, claims, owners) {
  const conflicts = [];
  for (const pattern of claims) {
    for (const [owned, { remote: owner }] of Object.entries(owners)) {
      if (owner !== remote && routesOverlap(pattern, owned)) conflicts.push({ pattern, remote, owned, owner });
    }
  }
  return conflicts;
}

export function describeConflict({ pattern, remote, owned, owner }) {
  return `${pattern} (${remote}) overlaps ${owned} owned by ${owner}`;
}
