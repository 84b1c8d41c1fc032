// The one fetch mock for the frontend packages' component tests (never in e2e). It replaces fetch
// for one test; the handler sees each request (URL, method, path, parsed body) and answers it, or
// returns undefined to fall through to base data (when given) and then to the API's 404 answer.
// Every request is recorded for assertions.
import { MESSAGES, type BaseData } from '@akiya/contracts';

/** A canned API answer for one request; `never` leaves the request pending forever. */
export type FakeAnswer = { status?: number; body: unknown; headers?: Record<string, string> } | 'never';

/** One request as a test sees it. */
export interface SeenRequest {
  method: string;
  url: URL;
  /** url.pathname, e.g. '/api/common/base-data'. */
  path: string;
  /** The JSON body parsed; a multipart body as a plain object of strings; other text as is; undefined when empty. */
  body: unknown;
  headers: Headers;
}

/** Answers one request; undefined falls through (base data, then 404). May be async. */
export type FakeHandler = (url: URL, request: SeenRequest) => FakeAnswer | undefined | Promise<FakeAnswer | undefined>;

export interface MockFetchOptions {
  /** Answers GET /api/common/base-data whenever the handler returns undefined for it. */
  baseData?: BaseData | (() => BaseData);
}

export type FetchMock = jest.SpyInstance & {
  /** Every request, in order. */
  seen: SeenRequest[];
  /** The URLs of the requests to one path (any method), in order. */
  requestsTo: (path: string) => URL[];
};

/** The API's answer to an unknown path, in its one error shape. */
export const NOT_FOUND_ANSWER: FakeAnswer = {
  status: 404,
  body: { statusCode: 404, error: 'Not Found', message: MESSAGES.notFound },
};

async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    const form = await request.clone().formData();
    return Object.fromEntries([...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : v.name]));
  }
  const text = await request.clone().text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Replaces fetch for one test (restored by jest.restoreAllMocks / restoreMocks). */
export function mockFetch(handler: FakeHandler, options: MockFetchOptions = {}): FetchMock {
  const seen: SeenRequest[] = [];
  const base = typeof window !== 'undefined' ? window.location.href : 'http://localhost/';
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), base), init);
    const url = new URL(request.url, base);
    const entry: SeenRequest = { method: request.method, url, path: url.pathname, body: await readBody(request), headers: request.headers };
    seen.push(entry);
    let answer = await handler(url, entry);
    if (answer === undefined && options.baseData && entry.method === 'GET' && entry.path === '/api/common/base-data') {
      answer = { body: typeof options.baseData === 'function' ? options.baseData() : options.baseData };
    }
    answer ??= NOT_FOUND_ANSWER;
    if (answer === 'never') return new Promise<Response>(() => undefined);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  return Object.assign(spy, {
    seen,
    requestsTo: (path: string) => seen.filter((r) => r.path === path).map((r) => r.url),
  });
}

/**
 * A handler from a table keyed "METHOD /path" or "/path" (any method): an answer, a list answered
 * in turn (then 500), or a function of the request.
 */
export function answersByRoute(table: Record<string, FakeAnswer | FakeAnswer[] | ((request: SeenRequest) => FakeAnswer)>): FakeHandler {
  return (_url, request) => {
    const entry = table[`${request.method} ${request.path}`] ?? table[request.path];
    if (entry === undefined) return undefined;
    if (typeof entry === 'function') return entry(request);
    if (Array.isArray(entry)) return entry.shift() ?? { status: 500, body: {} };
    return entry;
  };
}
