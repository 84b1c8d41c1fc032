import { BASE_DATA } from './fixtures';

export interface MockReply {
  status?: number;
  body: unknown;
}

/** Answers one request; return undefined to fall through to the defaults (base data, else 404). */
export type MockHandler = (url: URL) => MockReply | undefined | Promise<MockReply | undefined>;

export interface FetchMock {
  /** Every requested URL, in order. */
  requests: URL[];
  /** Requests to GET /api/properties (the list). */
  listRequests: () => URL[];
}

/** Replaces global.fetch for one test: base data always answers, everything else goes to `handler`. */
export function mockFetch(handler: MockHandler): FetchMock {
  const requests: URL[] = [];
  const fn = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    requests.push(url);
    let reply = await handler(url);
    if (!reply && url.pathname === '/api/common/base-data') reply = { body: BASE_DATA };
    reply ??= { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'お探しのページは見つかりませんでした' } };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  global.fetch = fn as unknown as typeof fetch;
  return { requests, listRequests: () => requests.filter((u) => u.pathname === '/api/properties') };
}
