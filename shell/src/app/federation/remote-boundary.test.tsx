import { render, screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@akiya/contracts';
import { RemoteBoundary } from './remote-boundary';
import { clearRemoteFailure, recordRemoteFailure } from './remote-failures';

function ChunkFails(): never {
  const error = new Error('Loading chunk 123 failed.');
  error.name = 'ChunkLoadError';
  throw error;
}

describe('RemoteBoundary and a chunk that fails to load', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    sessionStorage.clear();
    // React reports the caught error and jsdom has no real reload: keep the output quiet.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('shows the loading state, not the error panel, while the page reloads itself', () => {
    render(
      <RemoteBoundary remote="board" onRetry={() => undefined}>
        <ChunkFails />
      </RemoteBoundary>,
    );
    expect(screen.queryByTestId('remote-error')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('読み込み中…');
    // the reload was started (and recorded for the 60 s throttle)
    expect(sessionStorage.getItem('chunk-reload-at')).toMatch(/^\d+$/);
  });

  it('shows the error panel when the page already reloaded within 60 s', () => {
    sessionStorage.setItem('chunk-reload-at', String(Date.now() - 1_000));
    render(
      <RemoteBoundary remote="board" onRetry={() => undefined}>
        <ChunkFails />
      </RemoteBoundary>,
    );
    expect(screen.getByTestId('remote-error')).toBeVisible();
  });
});

describe('RemoteBoundary says what happened and recovers on navigation', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    sessionStorage.clear();
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    consoleError.mockRestore();
    clearRemoteFailure('board');
    jest.restoreAllMocks();
  });

  function CrashesOn({ path, at }: { path: string; at: string }) {
    if (path === at) throw new TypeError("Cannot read properties of undefined (reading 'title')");
    return <p>{`page ${path}`}</p>;
  }

  it('a render crash is worded as a crash, and a navigation to another page of the remote recovers', () => {
    const onRetry = jest.fn();
    const { rerender } = render(
      <RemoteBoundary remote="board" resetKey="/project/1" onRetry={onRetry}>
        <CrashesOn path="/project/1" at="/project/1" />
      </RemoteBoundary>,
    );
    const panel = screen.getByTestId('remote-error');
    expect(panel).toHaveAttribute('data-cause', 'crash');
    expect(panel).toHaveTextContent(MESSAGES.remoteCrashed);
    rerender(
      <RemoteBoundary remote="board" resetKey="/board" onRetry={onRetry}>
        <CrashesOn path="/board" at="/project/1" />
      </RemoteBoundary>,
    );
    expect(screen.queryByTestId('remote-error')).toBeNull();
    expect(screen.getByText('page /board')).toBeVisible();
    // a crash needs no new load of the remote
    expect(onRetry).not.toHaveBeenCalled();
  });

  function LoadFails(): never {
    throw new Error('[ Federation Runtime ]: failed to load the manifest');
  }

  it('a load failure whose entry answers 503 is worded as a server fault, not the connection', async () => {
    recordRemoteFailure('board', new Error('[ Federation Runtime ]: failed to load the manifest'));
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('down', { status: 503 }));
    render(
      <RemoteBoundary remote="board" entry="/remotes/board/mf-manifest.json" onRetry={() => undefined}>
        <LoadFails />
      </RemoteBoundary>,
    );
    await waitFor(() => expect(screen.getByTestId('remote-error')).toHaveAttribute('data-cause', 'server'));
    expect(screen.getByTestId('remote-error')).toHaveTextContent(MESSAGES.remoteServerFailed);
    expect(fetchSpy).toHaveBeenCalledWith('/remotes/board/mf-manifest.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('a load failure whose entry cannot be reached is worded as a connection problem, and navigating retries the load', async () => {
    recordRemoteFailure('board', new Error('[ Federation Runtime ]: failed to load the manifest'));
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const onRetry = jest.fn();
    const { rerender } = render(
      <RemoteBoundary remote="board" entry="/remotes/board/mf-manifest.json" resetKey="/board" onRetry={onRetry}>
        <LoadFails />
      </RemoteBoundary>,
    );
    await waitFor(() => expect(screen.getByTestId('remote-error')).toHaveAttribute('data-cause', 'network'));
    expect(screen.getByTestId('remote-error')).toHaveTextContent(MESSAGES.remoteLoadFailed);
    rerender(
      <RemoteBoundary remote="board" entry="/remotes/board/mf-manifest.json" resetKey="/board/page/2" onRetry={onRetry}>
        <p>loaded</p>
      </RemoteBoundary>,
    );
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByText('loaded')).toBeVisible();
  });

  it('a remote built against a shared version the page cannot give is a fault of ours, logged with the versions', () => {
    const refusal = new Error(
      '[ Federation Runtime ]: Version 0.1.0 from shell of shared singleton module @akiya/shared-ui does not satisfy the requirement of board which needs ^0.2.0)',
    );
    recordRemoteFailure('board', refusal);
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    function Refused(): never {
      throw Object.assign(new Error('remote "board" could not be loaded'), { cause: refusal });
    }
    render(
      <RemoteBoundary remote="board" entry="/remotes/board/mf-manifest.json" onRetry={() => undefined}>
        <Refused />
      </RemoteBoundary>,
    );
    expect(screen.getByTestId('remote-error')).toHaveAttribute('data-cause', 'server');
    expect(screen.getByTestId('remote-error')).toHaveTextContent(MESSAGES.remoteServerFailed);
    expect(fetchSpy).not.toHaveBeenCalled(); // nothing to diagnose: the manifest was fine
    expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(/needs a shared version.*@akiya\/shared-ui.*\^0\.2\.0/));
  });
});
