import shellRuntimePlugin, { styleOnPage } from './runtime-plugin';

describe('stylesheets the server put on the page', () => {
  beforeEach(() => {
    document.head.innerHTML = '<style data-href="681.27f252e9.css">.a{}</style><style data-href="96.2d05a661.css"></style>';
  });

  it('are recognised by their file name, whatever the URL in front of it', () => {
    expect(styleOnPage('http://localhost/remotes/board/681.27f252e9.css')).toBe(true);
    expect(styleOnPage('/remotes/board/v3/96.2d05a661.css?x=1')).toBe(true);
    expect(styleOnPage('http://localhost/remotes/board/439.f646db16.css')).toBe(false);
    expect(styleOnPage('http://localhost/remotes/board/681.27f252e9.js')).toBe(false);
  });

  it('are left out of what the runtime loads with a remote; everything else stays, with any filter given', () => {
    const plugin = shellRuntimePlugin();
    const ops = [{ nameOrAlias: 'board' }, { nameOrAlias: 'editorial', filter: (url: string) => !url.endsWith('skip.js') }] as never[];
    (plugin.beforePreloadRemote as (args: unknown) => void)({ preloadOps: ops, options: {}, origin: {} });
    const [board, editorial] = ops as unknown as { filter: (url: string) => boolean }[];
    expect(board.filter('http://localhost/remotes/board/681.27f252e9.css')).toBe(false);
    expect(board.filter('http://localhost/remotes/board/439.f646db16.css')).toBe(true);
    expect(board.filter('http://localhost/remotes/board/9.abc.js')).toBe(true);
    expect(editorial.filter('http://localhost/remotes/editorial/skip.js')).toBe(false);
    expect(editorial.filter('http://localhost/remotes/editorial/96.2d05a661.css')).toBe(false);
    expect(editorial.filter('http://localhost/remotes/editorial/1.js')).toBe(true);
  });
});
