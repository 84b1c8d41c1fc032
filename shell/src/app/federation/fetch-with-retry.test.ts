import { fetchWithRetry } from './fetch-with-retry';

const fast = { timeoutMs: 50, backoffMs: [1, 1] };

describe('fetchWithRetry (the manifest fetch of the federation runtime)', () => {
  it('tries again after a network failure and a 5xx, and returns the first good answer', async () => {
    const calls: string[] = [];
    const fake = jest
      .fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>()
      .mockImplementationOnce(async () => {
        calls.push('net');
        throw new TypeError('Failed to fetch');
      })
      .mockImplementationOnce(async () => {
        calls.push('503');
        return new Response('busy', { status: 503 });
      })
      .mockImplementationOnce(async () => {
        calls.push('200');
        return new Response('{"ok":true}', { status: 200 });
      });
    const res = await fetchWithRetry('/remotes/board/mf-manifest.json', {}, fast, fake as unknown as typeof fetch);
    expect(res.status).toBe(200);
    expect(calls).toEqual(['net', '503', '200']);
  });

  it('gives a 404 back at once: a missing file does not come back by retrying', async () => {
    const fake = jest.fn(async () => new Response('no', { status: 404 }));
    const res = await fetchWithRetry('/x', {}, fast, fake as unknown as typeof fetch);
    expect(res.status).toBe(404);
    expect(fake).toHaveBeenCalledTimes(1);
  });

  it('aborts an attempt that hangs and fails after the last retry', async () => {
    const fake = jest.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    await expect(fetchWithRetry('/slow', {}, fast, fake as unknown as typeof fetch)).rejects.toThrow(/timed out after 50 ms/);
    expect(fake).toHaveBeenCalledTimes(3);
  });

  it('returns the last 5xx answer when every attempt fails on the server', async () => {
    const fake = jest.fn(async () => new Response('down', { status: 502 }));
    const res = await fetchWithRetry('/down', {}, fast, fake as unknown as typeof fetch);
    expect(res.status).toBe(502);
    expect(fake).toHaveBeenCalledTimes(3);
  });
});
