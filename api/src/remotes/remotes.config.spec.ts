import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REMOTE_NAMES } from '@akiya/contracts';
import type { ConfigContext } from '../config/env';
import { loadRemoteSettings, loadRemotesConfig, remoteEnvName } from './remotes.config';

describe('remotes configuration', () => {
  let root: string;
  let context: ConfigContext;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'remotes-config-'));
    context = { nodeEnv: 'development', repoRoot: root, dataDir: join(root, 'data'), staticRoot: join(root, 'site') };
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function load(env: Record<string, string>) {
    const problems: string[] = [];
    return { ...loadRemotesConfig(env, context, problems), problems };
  }

  it('without remotes.config.json, lists REMOTE_NAMES in STATIC_ROOT and deploys to <STATIC_ROOT>/deploy', () => {
    const config = load({});
    expect(config.problems).toEqual([]);
    expect(config.remotes).toEqual(REMOTE_NAMES.map((name) => ({ name, dir: join(root, 'site', `mfe-${name}`) })));
    expect(config).toMatchObject({ remoteUrls: {}, deployDir: join(root, 'site', 'deploy'), remotesPublicUrl: null });
  });

  it('reads remotes.config.json at the repository root, or the file REMOTES_CONFIG names', () => {
    writeFileSync(join(root, 'remotes.config.json'), JSON.stringify({ remotes: [{ name: 'board', entry: 'https://cdn.example/board/mf-manifest.json' }] }));
    writeFileSync(join(root, 'other.json'), JSON.stringify({ remotes: [{ name: 'maps', dir: '/srv/maps' }] }));
    expect(load({})).toMatchObject({
      remotes: [{ name: 'board', dir: join(root, 'site', 'mfe-board') }],
      remoteUrls: { board: 'https://cdn.example/board/mf-manifest.json' },
      problems: [],
    });
    expect(load({ REMOTES_CONFIG: 'other.json' })).toMatchObject({ remotes: [{ name: 'maps', dir: '/srv/maps' }], remoteUrls: {}, problems: [] });
    expect(load({ REMOTES_CONFIG: 'missing.json' }).problems).toEqual(['REMOTES_CONFIG: missing.json cannot be read']);
  });

  it('takes REMOTE_<NAME>_URL over the entry, as an http(s) URL or an absolute path', () => {
    expect(remoteEnvName('akiyabank')).toBe('REMOTE_AKIYABANK_URL');
    const config = load({ REMOTE_BOARD_URL: 'http://localhost:4001/mf-manifest.json', REMOTE_AKIYABANK_URL: '/other/mf-manifest.json' });
    expect(config.remoteUrls).toEqual({ board: 'http://localhost:4001/mf-manifest.json', akiyabank: '/other/mf-manifest.json' });
    expect(load({ REMOTE_BOARD_URL: 'ftp://x' }).problems).toEqual(['REMOTE_BOARD_URL must be an http(s) URL or an absolute path (got "ftp://x")']);
  });

  it('serves bucket versions from REMOTES_PUBLIC_URL, else <S3_ENDPOINT>/<REMOTES_S3_BUCKET>', () => {
    expect(load({ REMOTES_S3_BUCKET: 'remotes', S3_ENDPOINT: 'http://127.0.0.1:9000/' }).remotesPublicUrl).toBe('http://127.0.0.1:9000/remotes');
    expect(load({ REMOTES_PUBLIC_URL: 'https://cdn.example/remotes', REMOTES_S3_BUCKET: 'remotes', S3_ENDPOINT: 'http://x' }).remotesPublicUrl).toBe(
      'https://cdn.example/remotes',
    );
    expect(load({ REMOTES_PUBLIC_URL: 'cdn.example' }).problems).toEqual(['REMOTES_PUBLIC_URL must be an http(s) URL (got "cdn.example")']);
    expect(load({ DEPLOY_DIR: 'versions' }).deployDir).toBe(join(root, 'versions'));
  });

  it('lists every problem of the remotes file', () => {
    const problems: string[] = [];
    const text = JSON.stringify({ remotes: [{ name: 'Board' }, { name: 'maps' }, { name: 'maps' }, { name: 'map2', entry: 'ftp://x' }] });
    expect(loadRemoteSettings(text, '/site', problems).remotes.map((r) => r.name)).toEqual(['maps', 'map2']);
    expect(problems).toEqual([
      'remotes configuration: "Board" is not a remote name (lower-case letters and digits)',
      'remotes configuration: "maps" is listed twice',
      'remotes configuration: the entry of "map2" must be an http(s) URL or an absolute path',
    ]);
    const bad: string[] = [];
    loadRemoteSettings('{', '/site', bad);
    loadRemoteSettings('{}', '/site', bad);
    expect(bad).toEqual(['the remotes configuration is not valid JSON', 'the remotes configuration needs a "remotes" array']);
  });
});
