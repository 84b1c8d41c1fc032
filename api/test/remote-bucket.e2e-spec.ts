import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RemotesDocument } from '@akiya/contracts';
import S3rver from 's3rver';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { loadLedger, saveLedger } from '../src/remotes/deploy-ledger';
import { RemotesService } from '../src/remotes/remotes.service';
import { ServerBuildMismatch, ServerBundles, sha256Of } from '../src/ssr/server-bundle';
import { startTestApp, type TestApp } from './support/test-app';
import { createTestDatabase, type TestDatabase } from './support/test-database';

/**
 * A remote deployed to an S3-compatible bucket (s3rver, started here): `npm run remote -- deploy`
 * (the real command line, REMOTES_S3_BUCKET set) puts the whole version folder, browser build and
 * server/, under <bucket>/<name>/<version>/, records its public base URL in the database, and the
 * API names the manifest there in the remotes document and allows that origin in its CSP. For server
 * rendering the API fetches the version's server files from the bucket once into a local folder; a
 * server build whose content is not the sha256 recorded at deploy is never executed. SQLite.
 */
const S3_PORT = Number(process.env.REMOTE_BUCKET_TEST_PORT ?? 3620);
const BUCKET = 'remotes';
const root = join(__dirname, '..', '..');

describe('remote deploys to a bucket', () => {
  let s3: S3rver;
  let db: TestDatabase;
  let app: TestApp;
  let env: Record<string, string>;

  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
    mkdirSync(join(db.dir, 's3'), { recursive: true });
    s3 = new S3rver({ address: '127.0.0.1', port: S3_PORT, silent: true, directory: join(db.dir, 's3'), vhostBuckets: false, configureBuckets: [{ name: BUCKET, configs: [] }] });
    await s3.run();
    env = {
      S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      REMOTES_S3_BUCKET: BUCKET,
      DEPLOY_DIR: join(db.dir, 'deploy'),
    };
    app = await startTestApp(db, env);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await s3?.close();
    await db?.drop();
  });

  function deploy(from: string): Promise<{ code: number; output: string }> {
    return new Promise((done) => {
      execFile(
        process.execPath,
        [join(root, 'scripts', 'remote.mjs'), 'deploy', 'board', '--from', from, '--force'],
        { cwd: root, env: { ...process.env, ...env, DATABASE_URL: `sqlite:${join(db.dir, 'test.sqlite')}` } },
        (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
      );
    });
  }

  it('deploys the browser and Node builds to the bucket; the document names the entry there; the CSP allows it', async () => {
    const from = join(db.dir, 'build');
    mkdirSync(join(from, 'server'), { recursive: true });
    writeFileSync(join(from, 'mf-manifest.json'), JSON.stringify({ id: 'board', metaData: { buildInfo: { buildVersion: '0.1.0' } } }));
    writeFileSync(join(from, 'routes.json'), JSON.stringify(['/board']));
    writeFileSync(join(from, 'remoteEntry.js'), 'window.bucketRemote = 1;');
    writeFileSync(join(from, 'server', 'remote.js'), 'exports.default = () => null;');

    const result = await deploy(from);
    expect(result.code).toBe(0);
    const version = /deployed (\S+)/.exec(result.output)?.[1] as string;
    const baseUrl = `http://127.0.0.1:${S3_PORT}/${BUCKET}/board/${version}/`;
    expect(result.output).toContain(`is served from ${baseUrl}`);

    const ledger = await loadLedger(app.dataSource);
    expect(ledger.remotes.board.current).toBe(version);
    expect(ledger.remotes.board.versions[version]).toMatchObject({ baseUrl, serverSha256: expect.stringMatching(/^[0-9a-f]{64}$/) });

    // Every file is in the bucket, readable at the public URL, with immutable caching.
    const manifest = await fetch(`${baseUrl}mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(((await manifest.json()) as { metaData: { buildInfo: { buildVersion: string } } }).metaData.buildInfo.buildVersion).toBe(version);
    const server = await fetch(`${baseUrl}server/remote.js`);
    expect(await server.text()).toBe('exports.default = () => null;');
    const entry = await fetch(`${baseUrl}remoteEntry.js`);
    expect(entry.headers.get('cache-control')).toContain('immutable');
    expect(entry.headers.get('content-type')).toContain('javascript');

    // The API (within its 500 ms) names the manifest in the bucket, with the routes there.
    await new Promise((r) => setTimeout(r, 600));
    const answer = await app.get('/api/remotes');
    const board = answer.json<RemotesDocument>().remotes.find((r) => r.name === 'board');
    expect(board).toMatchObject({ entry: `${baseUrl}mf-manifest.json`, version, routes: ['/board'] });
    const page = await app.get('/');
    expect(String(page.headers['content-security-policy'])).toMatch(new RegExp(`script-src [^;]*http://127\\.0\\.0\\.1:${S3_PORT}`));
  }, 120_000);

  it('server rendering: the version\'s server files are fetched from the bucket once; a build that does not match its recorded sha256 is not executed', async () => {
    const remotes = app.app.get(RemotesService);
    const [one, two] = await Promise.all([remotes.deployedFolder('board'), remotes.deployedFolder('board')]);
    expect(one).not.toBeNull();
    expect(two).toEqual(one);
    expect(readFileSync(join(one!.folder, 'server', 'remote.js'), 'utf8')).toBe('exports.default = () => null;');
    expect(one!.serverSha256).toBe(sha256Of('exports.default = () => null;'));

    // A version whose server build in the bucket is not the one recorded at deploy.
    const version = '0.1.0-tampered';
    const s3client = new S3Client({ endpoint: env.S3_ENDPOINT, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
    const put = (file: string, body: string) => s3client.send(new PutObjectCommand({ Bucket: BUCKET, Key: `board/${version}/${file}`, Body: body }));
    await put('mf-manifest.json', '{}');
    await put('server/remote.js', "require('runs').count += 1; exports.default = () => null;");
    s3client.destroy();
    const ledger = await loadLedger(app.dataSource);
    const baseUrl = `${env.S3_ENDPOINT}/${BUCKET}/board/${version}/`;
    const recorded = sha256Of('exports.default = () => null; // as deployed');
    await saveLedger(app.dataSource, {
      board: { ...ledger.remotes.board, current: version, versions: { ...ledger.remotes.board.versions, [version]: { deployedAt: new Date().toISOString(), forced: false, baseUrl, serverSha256: recorded } } },
    });
    await new Promise((r) => setTimeout(r, 600));
    const tampered = await remotes.deployedFolder('board');
    expect(tampered).toMatchObject({ version, serverSha256: recorded });
    const runs = { count: 0 };
    expect(() => new ServerBundles().load(join(tampered!.folder, 'server', 'remote.js'), { runs }, tampered!.serverSha256)).toThrow(ServerBuildMismatch);
    expect(runs.count).toBe(0);
  }, 60_000);
});
