import { Route, Routes } from 'react-router-dom';
import type { BaseData, User } from '@akiya/contracts';
import { testBaseData } from '../../../tools/testing/base-data';
import type { FakeAnswer } from '../../../tools/testing/mock-fetch';
import { renderRemote } from '../../../tools/testing/render-remote';
import { AppRoutes } from '../app/routes';

/** One request as the test sees it. */
export interface Seen {
  method: string;
  url: URL;
  body: unknown;
}

/** Replaces fetch; the handler sees method, URL and JSON body; every request is recorded. */
export function mockApi(handler: (r: Seen) => FakeAnswer) {
  const seen: Seen[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost/'), init);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const entry: Seen = { method: request.method, url: new URL(request.url, 'http://localhost/'), body: text ? JSON.parse(text) : undefined };
    seen.push(entry);
    const answer = handler(entry);
    if (answer === 'never') return new Promise<Response>(() => undefined);
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  return seen;
}

/** Base data with no reference lists, for `user` (a visitor when null). */
export function baseData(user: User | null = null): BaseData {
  return testBaseData({ prefectures: [], prefectureForUsers: [], areaCategories: [], categories: [], user });
}

export const USER: User = {
  id: 7,
  email: 'ichiro@example.jp',
  last_name: '佐藤',
  first_name: '一郎',
  favorites: [],
  invalid_email_flag: 0,
  email_verified_at: '2026-01-01T00:00:00.000Z',
  check_name_address: null,
};

/** The remote's routes inside a store and a router, as the shell mounts them. */
export function renderContact(path: string) {
  return renderRemote(
    <Routes>
      <Route path="/login" element={<h1>ログイン</h1>} />
      <Route path="*" element={<AppRoutes />} />
    </Routes>,
    path,
  );
}
