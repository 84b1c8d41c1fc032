// The webpack dev server of every app (tools/webpack/create-config.cjs) forwards what the API serves
// to the API: its endpoints, the uploaded files and the resized listing photos (/img), so a remote's
// standalone dev page shows its listings' photos instead of 404s.
import path from 'node:path';

const root = path.join(__dirname, '..', '..', '..');

interface ProxyRule {
  context: string[];
  target: string;
}
type Config = { devServer?: { proxy?: ProxyRule[] } };

const { createConfig } = require(path.join(root, 'tools/webpack/create-config.cjs')) as {
  createConfig: (o: { dir: string; name: string; port: number; host?: boolean }) => (env: unknown, argv: { mode: string }) => Config | Config[];
};

function devServerProxy(app: { dir: string; name: string; port: number; host?: boolean }): ProxyRule[] {
  const config = createConfig(app)({}, { mode: 'development' });
  const client = Array.isArray(config) ? config[0] : config;
  return client.devServer?.proxy ?? [];
}

describe('dev server proxy', () => {
  it.each([
    { dir: path.join(root, 'mfe-board'), name: 'board', port: 3101 },
    { dir: path.join(root, 'shell'), name: 'shell', port: 3100, host: true },
  ])('$name forwards /api, /uploads and /img to the API', (app) => {
    const contexts = devServerProxy(app).flatMap((rule) => rule.context);
    expect(contexts).toEqual(expect.arrayContaining(['/api', '/uploads', '/img']));
    for (const rule of devServerProxy(app)) expect(rule.target).toMatch(/^https?:\/\//);
  });
});
