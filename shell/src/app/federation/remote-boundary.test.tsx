import { act, render, screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@akiya/contracts';
import { RemoteBoundary } from './remote-boundary';
import { clearRemoteFailure, recordRemoteFailure } from './remote-failures';
import { quietConsole } from '../../testing/quiet-console';

function ChunkFails(): never {
  const error = new Error('Loading chunk 123 failed.');
  error.name = 'ChunkLoadError';
  throw error;
}

describe('RemoteBoundary and a chunk that fails to load', () => {
  // React reports the caught error and jsdom has no real reload: keep the output quiet.
  quietConsole('error');
  beforeEach(() => sessionStorage.clear());

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

  it('shows the error panel when the page already reloaded within 60 s', async () => {
    sessionStorage.setItem('chunk-reload-at', String(Date.now() - 1_000));
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    render(
      <RemoteBoundary remote="board" onRetry={() => undefined}>
        <ChunkFails />
      </RemoteBoundary>,
    );
    // after asking whether the site answers (here: it does not)
    expect(await screen.findByTestId('remote-error')).toBeVisible();
    expect(screen.getByTestId('remote-error')).toHaveAttribute('data-cause', 'network');
    fetchSpy.mockRestore();
  });
});

describe('RemoteBoundary says what happened and recovers on navigation', () => {
  const consoleError = quietConsole('error');
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
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

  it('a load failure whose entry cannot be reached, nor the site, is worded as a connection problem, and navigating retries the load', async () => {
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
    expect(consoleError()).toHaveBeenCalledWith(expect.stringMatching(/needs a shared version.*@akiya\/shared-ui.*\^0\.2\.0/));
  });
});

describe('RemoteBoundary asks whether the site answers before blaming the connection', () => {
  quietConsole('error');
  beforeEach(() => {
    sessionStorage.clear();
    recordRemoteFailure('board', new Error('[ Federation Runtime ]: failed to load the manifest'));
  });
  afterEach(() => {
    clearRemoteFailure('board');
    jest.restoreAllMocks();
  });

  const ENTRY = '/remotes/board/mf-manifest.json';

  function LoadFails(): never {
    throw new Error('[ Federation Runtime ]: failed to load the manifest');
  }

  function urlOf(input: RequestInfo | URL): string {
    return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  }

  /** The remote's entry does not answer; the site's liveness check answers as `health` says. */
  function remoteDown(health: () => Promise<Response>) {
    return jest.spyOn(globalThis, 'fetch').mockImplementation((input) =>
      urlOf(input).endsWith('/api/health/live') ? health() : Promise.reject(new TypeError('Failed to fetch')),
    );
  }

  it('the site answers: the remote is what is down, said without blaming the connection, and no wrong words come first', async () => {
    let answerHealth: (res: Response) => void = () => undefined;
    const fetchSpy = remoteDown(() => new Promise<Response>((resolve) => (answerHealth = resolve)));
    const onRetry = jest.fn();
    render(
      <RemoteBoundary remote="board" entry={ENTRY} onRetry={onRetry}>
        <LoadFails />
      </RemoteBoundary>,
    );
    // While the site is asked: a neutral loading state, no panel and none of its words.
    expect(screen.queryByTestId('remote-error')).toBeNull();
    expect(screen.getByTestId('remote-error-checking')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('読み込み中…');
    expect(screen.queryByText(MESSAGES.remoteLoadFailed)).toBeNull();
    expect(screen.queryByText(MESSAGES.remoteUnavailable)).toBeNull();
    expect(fetchSpy).toHaveBeenCalledWith('/api/health/live', expect.objectContaining({ method: 'GET', cache: 'no-store' }));

    await act(async () => answerHealth(new Response(JSON.stringify({ status: 'ok' }), { status: 200 })));
    const panel = await screen.findByTestId('remote-error');
    expect(panel).toHaveAttribute('data-cause', 'unavailable');
    expect(screen.getByRole('alert')).toHaveTextContent('一時的に表示できません。しばらくしてからお試しください');
    expect(panel).not.toHaveTextContent('通信環境');
    expect(screen.queryByTestId('remote-error-checking')).toBeNull();

    // The retry button stays and loads the remote anew.
    screen.getByRole('button', { name: MESSAGES.retry }).click();
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('the site does not answer either: the connection is named', async () => {
    remoteDown(() => Promise.reject(new TypeError('Failed to fetch')));
    render(
      <RemoteBoundary remote="board" entry={ENTRY} onRetry={() => undefined}>
        <LoadFails />
      </RemoteBoundary>,
    );
    const panel = await screen.findByTestId('remote-error');
    expect(panel).toHaveAttribute('data-cause', 'network');
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.remoteLoadFailed);
    expect(panel).not.toHaveTextContent(MESSAGES.remoteUnavailable);
    expect(screen.getByRole('button', { name: MESSAGES.retry })).toBeVisible();
  });

  it('without an entry the site is still asked', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"status":"ok"}', { status: 200 }));
    render(
      <RemoteBoundary remote="board" onRetry={() => undefined}>
        <LoadFails />
      </RemoteBoundary>,
    );
    expect(await screen.findByTestId('remote-error')).toHaveAttribute('data-cause', 'unavailable');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy).toHaveBeenCalledWith('/api/health/live', expect.anything());
  });

  it('a render crash asks nothing and is worded as a crash at once', () => {
    clearRemoteFailure('board');
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    function Crashes(): never {
      throw new TypeError('boom');
    }
    render(
      <RemoteBoundary remote="board" entry={ENTRY} onRetry={() => undefined}>
        <Crashes />
      </RemoteBoundary>,
    );
    expect(screen.getByTestId('remote-error')).toHaveAttribute('data-cause', 'crash');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
