import { fireEvent, render } from '@testing-library/react';
import type { RemoteDescriptor } from '@akiya/contracts';
import { remoteForLink, useRemotePreloading } from './remote-preloader';

const remotes: RemoteDescriptor[] = [
  { name: 'board', entry: '/remotes/board/mf-manifest.json', routes: ['/board', '/project/:id'] },
  { name: 'editorial', entry: '/remotes/editorial/mf-manifest.json', routes: ['/company', '/reviews'] },
];

function Page({ preload }: { preload: (name: string) => void }) {
  useRemotePreloading(remotes, preload);
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

describe('remote preloading', () => {
  it('maps a link to the remote that owns its page', () => {
    expect(remoteForLink('/project/12', remotes, 'http://localhost')).toBe('board');
    expect(remoteForLink('http://localhost/company', remotes, 'http://localhost')).toBe('editorial');
    expect(remoteForLink('https://elsewhere.example/board', remotes, 'http://localhost')).toBeNull();
    expect(remoteForLink('/', remotes, 'http://localhost')).toBeNull();
    expect(remoteForLink(null, remotes, 'http://localhost')).toBeNull();
  });

  it('preloads a remote when a link to it is hovered or focused, once, and the main links when idle', () => {
    jest.useFakeTimers();
    const preload = jest.fn();
    const { getByText } = render(<Page preload={preload} />);
    fireEvent.pointerOver(getByText('掲示板'));
    fireEvent.focusIn(getByText('掲示板'));
    fireEvent.pointerOver(getByText('外部'));
    expect(preload.mock.calls).toEqual([['board']]);
    jest.advanceTimersByTime(5_000); // idle: the main content links to editorial
    expect(preload.mock.calls).toEqual([['board'], ['editorial']]);
    jest.useRealTimers();
  });
});
