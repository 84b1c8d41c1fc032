import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createAppStore, useGetBaseDataQuery } from '@akiya/shared-ui';

export type Reply = { status: number; body: unknown };
export interface Call {
  method: string;
  path: string;
  body: unknown;
}

const NOT_FOUND: Reply = { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'お探しのページは見つかりませんでした' } };

/**
 * fetch answering per "METHOD /path" or "/path" (unit tests only). A list answers in turn; a
 * function gets the request body. Multipart bodies are read back as a plain object.
 */
export function mockApi(replies: Record<string, Reply | Reply[] | ((body: unknown) => Reply)>) {
  const calls: Call[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(request.url).pathname;
    const type = request.headers.get('content-type') ?? '';
    let body: unknown = null;
    if (type.includes('multipart/form-data')) {
      const form = await request.formData();
      body = Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]));
    } else {
      const text = await request.text();
      body = text ? JSON.parse(text) : null;
    }
    calls.push({ method: request.method, path, body });
    const entry = replies[`${request.method} ${path}`] ?? replies[path];
    const reply = typeof entry === 'function' ? entry(body) : Array.isArray(entry) ? (entry.shift() ?? { status: 500, body: {} }) : entry;
    const { status, body: out } = reply ?? NOT_FOUND;
    return new Response(JSON.stringify(out), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return { spy, calls };
}

function Where() {
  const { pathname, search } = useLocation();
  return <div data-testid="where">{pathname + search}</div>;
}

function BaseData() {
  useGetBaseDataQuery();
  return null;
}

/** Renders `element` at `path` with the app store, base data loading and a location probe. */
export function renderAt(element: ReactElement, path: string, { pattern = '*', store = createAppStore() } = {}) {
  const utils = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <BaseData />
        <Routes>
          <Route path={pattern} element={element} />
          {pattern !== '*' ? <Route path="*" element={null} /> : null}
        </Routes>
        <Where />
      </MemoryRouter>
    </Provider>,
  );
  return { ...utils, store };
}

export const baseData = (user: Record<string, unknown> | null = null): Reply => ({
  status: 200,
  body: { user, categories: [], prefectures: [], prefectureForUsers: [], areaCategories: [], favorites: [], articleFavorites: [], solutionFavorites: [] },
});
