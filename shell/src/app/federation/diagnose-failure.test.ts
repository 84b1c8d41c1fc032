import { diagnoseLoadFailure, siteHealthUrl } from './diagnose-failure';

const ENTRY = '/remotes/board/mf-manifest.json';
const HEALTH = '/api/health/live';

type Answer = number | 'fail' | 'hang';

/** A fetch whose answer depends on the URL: a status, a network error, or no answer until aborted. */
function fakeFetch(answers: Record<string, Answer>) {
  return jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const answer = answers[String(input)];
    if (answer === 'fail' || answer === undefined) return Promise.reject(new TypeError('Failed to fetch'));
    if (answer === 'hang') {
      return new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    return Promise.resolve(new Response('', { status: answer }));
  }) as jest.MockedFunction<typeof fetch>;
}

const online = () => true;

describe('diagnoseLoadFailure', () => {
  afterEach(() => {
    delete window.__AKIYA_CONFIG__;
  });

  it('the site answers while the remote does not: unavailable (our fault)', async () => {
    const fetchImpl = fakeFetch({ [ENTRY]: 'fail', [HEALTH]: 200 });
    await expect(diagnoseLoadFailure(ENTRY, { fetchImpl, online })).resolves.toBe('unavailable');
    expect(fetchImpl).toHaveBeenCalledWith(HEALTH, expect.objectContaining({ method: 'GET', cache: 'no-store', signal: expect.any(AbortSignal) }));
    expect(fetchImpl).toHaveBeenCalledWith(ENTRY, expect.objectContaining({ cache: 'no-store' }));
  });

  it('neither the remote nor the site answers: network (the connection)', async () => {
    await expect(diagnoseLoadFailure(ENTRY, { fetchImpl: fakeFetch({}), online })).resolves.toBe('network');
  });

  it('the remote answers with an error status: server', async () => {
    const fetchImpl = fakeFetch({ [ENTRY]: 503, [HEALTH]: 200 });
    await expect(diagnoseLoadFailure(ENTRY, { fetchImpl, online })).resolves.toBe('server');
  });

  it('a site answering with an error status still answers: not the connection', async () => {
    const fetchImpl = fakeFetch({ [ENTRY]: 'fail', [HEALTH]: 502 });
    await expect(diagnoseLoadFailure(ENTRY, { fetchImpl, online })).resolves.toBe('unavailable');
  });

  it('gives up on requests that hang after the time limit', async () => {
    const hanging = fakeFetch({ [ENTRY]: 'hang', [HEALTH]: 'hang' });
    await expect(diagnoseLoadFailure(ENTRY, { fetchImpl: hanging, online, timeoutMs: 20 })).resolves.toBe('network');
    // A remote that hangs while the site answers is the remote's fault.
    const slowRemote = fakeFetch({ [ENTRY]: 'hang', [HEALTH]: 200 });
    await expect(diagnoseLoadFailure(ENTRY, { fetchImpl: slowRemote, online, timeoutMs: 20 })).resolves.toBe('unavailable');
  });

  it('asks nothing when the browser knows it is offline', async () => {
    const fetchImpl = fakeFetch({ [HEALTH]: 200 });
    await expect(diagnoseLoadFailure(ENTRY, { fetchImpl, online: () => false })).resolves.toBe('network');
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('asks the API where the client config puts it', () => {
    expect(siteHealthUrl()).toBe('/api/health/live');
    window.__AKIYA_CONFIG__ = { apiBaseUrl: 'https://api.example.jp/base' };
    expect(siteHealthUrl()).toBe('https://api.example.jp/base/api/health/live');
  });
});
