import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BARE_REDIRECTS } from '../features/short-routes/bare-redirects';

/**
 * shell/routes.json lists the shell's own pages for the server (emitted next to the build like a
 * remote's), which answers every other path no remote owns with status 404. It must name exactly
 * the paths of the route table in routes.tsx (the development-only catalogue left out).
 */
it("routes.json lists exactly the shell's own routes", () => {
  const source = readFileSync(join(__dirname, 'routes.tsx'), 'utf8');
  const fromTable = [...source.matchAll(/path="([^"]*)"/g)].map((m) => m[1]).filter((p) => p !== '*' && p !== '/dev/ui');
  expect(source).toContain('<Route index element');
  const expected = ['/', ...fromTable, ...BARE_REDIRECTS.map(([from]) => from)];
  const listed = JSON.parse(readFileSync(join(__dirname, '..', '..', 'routes.json'), 'utf8')) as string[];
  expect([...listed].sort()).toEqual([...expected].sort());
});
