import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { expect, test } from '@playwright/test';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type S3rver from 's3rver';
import { PORT } from '../../playwright.config';
import { startOwnSite, type OwnSite } from '../../support/own-site';
import { runRemoteCli } from '../../support/run-node';
import { s3Env as s3EnvOf, startS3 } from '../../support/s3-bucket';

/**
 * A remote's server build is executed only when its content is the sha256 `npm run remote -- deploy`
 * recorded (docs/remotes.md, "Server rendering of a remote"). Through the real deploy path: the
 * command deploys mfe-consulting, then its server/remote.js is replaced — in the local version
 * folder on one site, in the bucket (s3rver) on another — by code that would leave a mark if it ran.
 * Each site answers /airyflow 200 with the layout server-rendered and the remote's part left to the
 * browser (where it renders), never runs the replaced file, and logs the mismatch once per version.
 */
const root = join(__dirname, '..', '..', '..');
const LOCAL_SITE = PORT + 16;
const BUCKET_SITE = PORT + 17;
const S3_PORT = PORT + 18;
const BUCKET = 'remotes';
const HEADING = /活きる場所/; // the heading of /airyflow (mfe-consulting)
const MISMATCH = 'does not match the sha256 recorded at deploy';
const work = join(root, 'e2e', '.tmp', `server-build-integrity-${PORT}`);
const marker = join(work, 'tampered-build-ran');
const s3Env = s3EnvOf(S3_PORT, BUCKET, [BUCKET_SITE]);
/** What the replaced server build does if it is ever executed: leaves a file and renders its own heading. */
const TAMPERED =
  `require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'ran');\n` +
  `const { createElement } = require('react');\n` +
  `exports.default = function App() { return createElement('h1', null, '差し替えられたサーバービルド'); };\n`;

let s3: S3rver | undefined;
const sites: Record<string, OwnSite> = {};

/** The command's output; it must succeed. */
async function remoteCli(env: Record<string, string>, ...args: string[]): Promise<string> {
  const { code, output } = await runRemoteCli(args, env);
  if (code !== 0) throw new Error(`remote ${args.join(' ')} exited ${code}:\n${output}`);
  return output;
}

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  rmSync(work, { recursive: true, force: true });
  s3 = await startS3(S3_PORT, join(work, 's3'), BUCKET);
  const [local, bucket] = await Promise.all([
    startOwnSite(LOCAL_SITE, join(work, 'local', 'data'), { DEPLOY_DIR: join(work, 'local', 'deploy') }),
    startOwnSite(BUCKET_SITE, join(work, 'bucket', 'data'), { ...s3Env, DEPLOY_DIR: join(work, 'bucket', 'deploy') }),
  ]);
  Object.assign(sites, { local, bucket });
});

test.afterAll(async () => {
  for (const site of Object.values(sites)) site.stop();
  await s3?.close();
  rmSync(work, { recursive: true, force: true });
});

for (const target of ['local', 'bucket'] as const) {
  test(`a server build replaced after deploy (${target === 'local' ? 'in the local version folder' : 'in the bucket'}) is not executed: the remote is rendered in the browser, logged once`, async ({ page }) => {
    const port = target === 'local' ? LOCAL_SITE : BUCKET_SITE;
    const env = { DATA_DIR: join(work, target, 'data'), DEPLOY_DIR: join(work, target, 'deploy'), ...(target === 'bucket' ? s3Env : {}) };
    const site = `http://127.0.0.1:${port}`;
    rmSync(marker, { force: true });

    // The real deploy (static checks only: the smoke test needs ports of its own; the build is the built remote's).
    const from = join(work, `${target}-build`);
    cpSync(join(root, 'mfe-consulting', 'dist'), from, { recursive: true, dereference: true });
    const output = await remoteCli(env, 'deploy', 'consulting', '--from', from, '--force');
    const version = /: deployed (\S+)/.exec(output)?.[1] as string;
    expect(version, output).toBeTruthy();
    const doc = (await (await fetch(`${site}/api/remotes`)).json()) as { remotes: { name: string; version?: string; entry: string }[] };
    const consulting = doc.remotes.find((r) => r.name === 'consulting')!;
    expect(consulting.version).toBe(version);

    // The file is replaced where the server reads it from, before the first page asks for it.
    if (target === 'local') {
      const file = join(work, 'local', 'deploy', 'consulting', version, 'server', 'remote.js');
      expect(existsSync(file)).toBe(true);
      writeFileSync(file, TAMPERED);
    } else {
      expect(consulting.entry).toBe(`http://127.0.0.1:${S3_PORT}/${BUCKET}/consulting/${version}/mf-manifest.json`);
      const client = new S3Client({ endpoint: s3Env.S3_ENDPOINT, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
      await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: `consulting/${version}/server/remote.js`, Body: TAMPERED }));
      client.destroy();
      expect(await fetch(`http://127.0.0.1:${S3_PORT}/${BUCKET}/consulting/${version}/server/remote.js`).then((r) => r.text())).toBe(TAMPERED);
    }

    const logBefore = sites[target].log().length;
    for (let i = 0; i < 2; i += 1) {
      const res = await fetch(`${site}/airyflow`, { headers: { accept: 'text/html' } });
      const body = await res.text();
      expect(res.status).toBe(200);
      expect(body).toContain('data-ssr'); // the layout is server-rendered
      expect(body).toContain('aria-label="運営情報"'); // the footer's links
      expect(body).not.toMatch(HEADING); // the remote's part is not
      expect(body).not.toContain('差し替えられたサーバービルド');
    }
    expect(existsSync(marker)).toBe(false);
    const mismatchLines = () => sites[target].log().slice(logBefore).split('\n').filter((l) => l.includes(MISMATCH));
    // Named with its version, once: the second request for the page logs nothing more.
    await expect.poll(() => mismatchLines().filter((l) => l.includes(`consulting ${version} fails to load`))).toHaveLength(1);
    expect(new Set(mismatchLines().map((l) => (JSON.parse(l) as { reqId?: string }).reqId)).size).toBe(1);
    if (target === 'bucket') {
      // The mirror holds what the bucket served (the replaced file), and it still did not run.
      expect(readFileSync(join(work, 'bucket', 'data', 'remote-builds', 'consulting', version, 'server', 'remote.js'), 'utf8')).toBe(TAMPERED);
    }

    // In the browser the page is whole: the remote renders there, from its browser build.
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${site}/airyflow`);
    await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
    expect(errors).toEqual([]);
    expect(existsSync(marker)).toBe(false);
  });
}
