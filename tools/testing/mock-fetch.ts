// Replaces fetch in a component test (never in e2e). Shared by the frontend packages.
/** A canned API answer for one request; `never` leaves the request pending forever. */
export type FakeAnswer = { status?: number; body: unknown } | 'never';

/** Replaces fetch for a unit test; the handler sees each request's URL. */
export function mockFetch(handler: (url: URL) => FakeAnswer): jest.SpyInstance {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
    const href = input instanceof Request ? input.url : String(input);
    const answer = handler(new URL(href, 'http://localhost/'));
    if (answer === 'never') return new Promise<Response>(() => undefined);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
}
