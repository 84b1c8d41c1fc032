import type { FakeAnswer } from '../../../tools/testing/mock-fetch';

/** One request as a test sees it: method, URL and the parsed JSON body (if any). */
export interface SeenRequest {
  method: string;
  url: URL;
  body: unknown;
}

/**
 * Like tools/testing/mock-fetch, but the handler also sees the method and the JSON body (GET and
 * POST to the same path answer differently), and every request is recorded for assertions.
 */
export function mockApi(handler: (request: SeenRequest) => FakeAnswer) {
  const seen: SeenRequest[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost/'), init);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    let body: unknown = undefined;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    const entry: SeenRequest = { method: request.method, url: new URL(request.url, 'http://localhost/'), body };
    seen.push(entry);
    const answer = handler(entry);
    if (answer === 'never') return new Promise<Response>(() => undefined);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { spy, seen };
}
