import { expect, test } from '@playwright/test';
import { appendFileSync, cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PORT } from '../../playwright.config';
import { buildRemote, runNode } from '../../support/run-node';
import { copyRemoteSources } from '../../support/remote-copy';

/**
 * The contract check (scripts/contract-check.mjs) loads a remote's new build into the deployed shell
 * build and runs the remote's smoke test there. The case it exists for: a remote built against a
 * newer shared-ui that uses an export the deployed shell's copy does not have — its own tests pass,
 * visitors would get a broken page. The check must fail on it, and pass once the remote no longer
 * needs the newer shared-ui.
 *
 * Works on a copy of mfe-consulting (and of shared-ui, as its next minor version with one more export) under
 * e2e/.tmp, so the repository is never touched.
 */
const root = join(__dirname, '..', '..', '..');
const tmp = join(root, 'e2e', '.tmp', `contract-${PORT}`);
const remoteCopy = join(tmp, 'mfe-consulting');
// A workspace package: its folder, linked from node_modules as npm links workspaces.
const sharedUiNext = join(tmp, 'shared-ui-next');
const sharedUiLink = join(tmp, 'node_modules', '@akiya', 'shared-ui');
const CONTRACT_PORT = PORT + 30;
/** The shared-ui the deployed shell provides, and the next minor version a remote team builds against. */
const DEPLOYED = (JSON.parse(readFileSync(join(root, 'shared-ui', 'package.json'), 'utf8')) as { version: string }).version;
const NEXT = DEPLOYED.replace(/^(\d+)\.(\d+)\.\d+$/, (_m, major: string, minor: string) => `${major}.${Number(minor) + 1}.0`);

async function buildCopy(): Promise<void> {
  const result = await buildRemote(join(remoteCopy, 'webpack.config.cjs'));
  expect(result.code, result.output.slice(-3000)).toBe(0);
}

const contractCheck = () =>
  runNode([join(root, 'scripts/contract-check.mjs'), 'consulting', '--remote-dir', remoteCopy], {
    CONTRACT_PORT: String(CONTRACT_PORT),
  });

test.describe.configure({ mode: 'serial', timeout: 300_000 });

test.beforeAll(() => {
  rmSync(tmp, { recursive: true, force: true });
  // The next shared-ui: what the remote team has in its workspace, not yet in the deployed shell.
  mkdirSync(sharedUiNext, { recursive: true });
  cpSync(join(root, 'shared-ui', 'src'), join(sharedUiNext, 'src'), { recursive: true });
  const uiPkg = JSON.parse(readFileSync(join(root, 'shared-ui', 'package.json'), 'utf8')) as { version: string };
  writeFileSync(join(sharedUiNext, 'package.json'), JSON.stringify({ ...uiPkg, version: NEXT }, null, 2));
  writeFileSync(
    join(sharedUiNext, 'src', 'contract-probe.tsx'),
    'export function ContractProbe() {\n  return <p>新しい部品</p>;\n}\n',
  );
  appendFileSync(join(sharedUiNext, 'src', 'index.ts'), "export { ContractProbe } from './contract-probe';\n");
  mkdirSync(dirname(sharedUiLink), { recursive: true });
  symlinkSync(sharedUiNext, sharedUiLink, 'dir');

  // The remote, using the new export and declaring the shared-ui it was built against.
  copyRemoteSources('consulting', remoteCopy, {
    editRoutes: (source) =>
      source
        .replace("import { NotFoundPage } from '@akiya/shared-ui';", "import { ContractProbe, NotFoundPage } from '@akiya/shared-ui';")
        .replace('element: <ConsultPage />', 'element: <><ContractProbe /><ConsultPage /></>'),
    port: CONTRACT_PORT + 5,
    title: 'consulting (contract)',
  });
  const pkg = JSON.parse(readFileSync(join(root, 'mfe-consulting', 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  pkg.dependencies['@akiya/shared-ui'] = `^${NEXT}`;
  writeFileSync(join(remoteCopy, 'package.json'), JSON.stringify(pkg, null, 2));
});

test.afterAll(() => rmSync(tmp, { recursive: true, force: true }));

test('a remote that needs a newer shared-ui than the deployed shell fails the check; without it, it passes', async () => {
  await buildCopy();
  // The remote's build itself is fine: it bundles the next shared-ui and asks for it.
  const manifest = JSON.parse(readFileSync(join(remoteCopy, 'dist', 'mf-manifest.json'), 'utf8')) as {
    shared: { name: string; version: string; requiredVersion?: string }[];
  };
  expect(manifest.shared.find((s) => s.name === '@akiya/shared-ui')).toMatchObject({ version: NEXT, requiredVersion: `^${NEXT}` });

  const broken = await contractCheck();
  expect(broken.code, broken.output.slice(-3000)).toBe(1);
  expect(broken.output).toContain('contract check: consulting FAILED');
  // The reason is visible: the runtime refuses the deployed shared-ui for a remote that needs the next one.
  expect(broken.output).toContain("the remote's error panel (server)");
  const wanted = `^${NEXT}`.replace(/[.^]/g, '\\$&');
  expect(broken.output).toMatch(new RegExp(`@akiya/shared-ui[\\s\\S]*${wanted}|${wanted}[\\s\\S]*@akiya/shared-ui`));

  // The fix: the remote keeps the new piece to itself and declares the shared-ui the shell has.
  rmSync(join(tmp, 'node_modules'), { recursive: true, force: true });
  const pkgFile = join(remoteCopy, 'package.json');
  writeFileSync(pkgFile, readFileSync(pkgFile, 'utf8').replace(`"^${NEXT}"`, `"^${DEPLOYED}"`));
  const routes = join(remoteCopy, 'src', 'app', 'routes.tsx');
  writeFileSync(
    routes,
    readFileSync(routes, 'utf8')
      .replace("import { ContractProbe, NotFoundPage } from '@akiya/shared-ui';", "import { NotFoundPage } from '@akiya/shared-ui';")
      .replace('<ContractProbe />', '<p>新しい部品</p>'),
  );
  await buildCopy();
  const fixed = await contractCheck();
  expect(fixed.code, fixed.output.slice(-3000)).toBe(0);
  expect(fixed.output).toContain('contract check: consulting passed');
});
