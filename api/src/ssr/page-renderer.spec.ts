import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PageRenderer } from './page-renderer';

/** A shell server build that renders its remote's default export into the page, or says it could not. */
const SHELL = `
exports.provides = { '@akiya/shared-ui': { marker: 'shell' } };
exports.styles = () => '';
exports.render = async ({ loadRemote }) => {
  try {
    const remote = await loadRemote('board');
    return { html: '<main>' + remote.default() + '</main>', state: {}, errors: [], complete: true };
  } catch (error) {
    return { html: '<main></main>', state: {}, errors: [error], complete: true };
  }
};
`;

function site(requiredReact: string) {
  const dir = mkdtempSync(join(tmpdir(), 'page-renderer-'));
  mkdirSync(join(dir, 'shell', 'dist', 'server'), { recursive: true });
  writeFileSync(join(dir, 'shell', 'dist', 'server', 'shell.js'), SHELL);
  const remote = join(dir, 'board-dist');
  mkdirSync(join(remote, 'server'), { recursive: true });
  writeFileSync(join(remote, 'server', 'remote.js'), "exports.default = () => '<p>掲示板</p>';");
  writeFileSync(join(remote, 'mf-manifest.json'), JSON.stringify({ shared: [{ name: 'react', requiredVersion: '^19.0.0' }, { name: 'react/jsx-runtime', requiredVersion: requiredReact }] }));
  const renderer = new PageRenderer(join(dir, 'shell', 'dist', 'server', 'shell.js'), {
    fetch: () => Promise.reject(new Error('no data in this test')),
    remoteFolder: async () => ({ folder: remote, version: '1.0.0-abc' }),
  });
  return renderer;
}

const JOB = { url: '/board', template: '<html><head><title>t</title></head><body><div id="root"></div></body></html>', siteOrigin: 'https://akiya.example', budgetMs: 1000 };

describe('PageRenderer and the shared versions of a remote', () => {
  it('renders a remote whose required versions the server provides', async () => {
    const outcome = await site('>=0.0.1').render(JOB);
    expect(outcome.warnings).toEqual([]);
    expect(outcome.mode).toBe('server');
    expect(outcome.page && 'html' in outcome.page ? outcome.page.html : '').toContain('<p>掲示板</p>');
    expect(outcome.warnings).toEqual([]);
  });

  it('leaves to the browser a remote that requires a React the server does not have, and says why once per version', async () => {
    const outcome = await site('^99.0.0').render(JOB);
    expect(outcome.mode).toBe('partial');
    expect(outcome.page && 'html' in outcome.page ? outcome.page.html : '').not.toContain('掲示板');
    expect(outcome.warnings).toHaveLength(1);
    expect(outcome.warnings[0].key).toBe('board@1.0.0-abc:shared');
    expect(outcome.warnings[0].message).toMatch(/^board 1\.0\.0-abc requires react\/jsx-runtime \^99\.0\.0 \(the server provides 19\.\d+\.\d+\); its pages are not rendered on the server$/);
  });
});
