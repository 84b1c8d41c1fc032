import { fireEvent, render } from '@testing-library/react';
import type { RemoteDescriptor } from '@akiya/contracts';
import { manifestAssets, remoteForLink, useRemotePreloading } from './remote-preloader';

const remotes: RemoteDescriptor[] = [
  { name: 'board', entry: '/remotes/board/mf-manifest.json', routes: ['/board', '/project/:id'] },
  { name: 'editorial', entry: '/remotes/editorial/mf-manifest.json', routes: ['/company', '/reviews'] },
];

function Page({ preload, prefetch }: { preload: (name: string) => void; prefetch: (name: string) => void }) {
  useRemotePreloading(remotes, preload, prefetch);
  return (
    <>
      <header>
        <a href="/board">掲示板</a>
        <a href="https://elsewhere.example/board">外部</a>
      </header>
      <main>
        <a href="/reviews">体験談</a>
      </main>
    </>
  );
}

/** The page on fake timers (the idle download waits), with recording preload and prefetch. */
function renderPage() {
  jest.useFakeTimers();
  const preload = jest.fn();
  const prefetch = jest.fn();
  return { preload, prefetch, ...render(<Page preload={preload} prefetch={prefetch} />) };
}

describe('remote preloading', () => {
  it('maps a link to the remote that owns its page', () => {
    expect(remoteForLink('/project/12', remotes, 'http://localhost')).toBe('board');
    expect(remoteForLink('http://localhost/company', remotes, 'http://localhost')).toBe('editorial');
    expect(remoteForLink('https://elsewhere.example/board', remotes, 'http://localhost')).toBeNull();
    expect(remoteForLink('/', remotes, 'http://localhost')).toBeNull();
    expect(remoteForLink(null, remotes, 'http://localhost')).toBeNull();
  });

  it('loads a remote when a link to it is hovered, touched or focused, once; only downloads the main links\' remotes when idle', () => {
    const { preload, prefetch, getByText } = renderPage();
    fireEvent.pointerOver(getByText('掲示板'));
    fireEvent.focusIn(getByText('掲示板'));
    fireEvent.touchStart(getByText('掲示板'));
    fireEvent.pointerOver(getByText('外部'));
    expect(preload.mock.calls).toEqual([['board']]);
    expect(prefetch).not.toHaveBeenCalled();
    jest.advanceTimersByTime(5_000); // idle: the main content links to editorial
    expect(prefetch.mock.calls).toEqual([['editorial']]);
    expect(preload.mock.calls).toEqual([['board']]);
    jest.useRealTimers();
  });

  it('does not download what a touch already loaded', () => {
    const { preload, prefetch, getByText } = renderPage();
    fireEvent.touchStart(getByText('体験談'));
    jest.advanceTimersByTime(5_000);
    expect(preload.mock.calls).toEqual([['editorial']]);
    expect(prefetch).not.toHaveBeenCalled();
    jest.useRealTimers();
  });

  it('names the entry and the first files of a remote from its manifest, relative to the manifest', () => {
    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
      exposes: [{ path: './App', assets: { js: { sync: ['9.abc.js', 'expose.js'], async: ['later.js'] }, css: { sync: ['9.abc.css'], async: [] } } }],
    };
    expect(manifestAssets(manifest, 'http://localhost/remotes/board/v3/mf-manifest.json')).toEqual([
      'http://localhost/remotes/board/v3/remoteEntry.js',
      'http://localhost/remotes/board/v3/9.abc.js',
      'http://localhost/remotes/board/v3/expose.js',
      'http://localhost/remotes/board/v3/9.abc.css',
    ]);
    expect(manifestAssets({ ...manifest, metaData: { ...manifest.metaData, publicPath: 'https://cdn.example/board/' } }, 'http://localhost/x/mf-manifest.json')[0]).toBe(
      'https://cdn.example/board/remoteEntry.js',
    );
    expect(manifestAssets(null, 'http://localhost/mf-manifest.json')).toEqual([]);
    expect(manifestAssets({ metaData: {} }, 'http://localhost/mf-manifest.json')).toEqual([]);
  });
});
