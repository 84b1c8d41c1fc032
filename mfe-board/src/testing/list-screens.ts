// The list screens' tests (src/features/listings/__tests__): the list API, its requests, and the
// filter panel opened on a rendered list.
import { screen } from '@testing-library/react';
import { mockFetch, type FakeAnswer, type FetchMock } from '../../../tools/testing/mock-fetch';
import { testBaseData } from '../../../tools/testing/base-data';
import { makeListResponse } from './fixtures';
import { renderRoute } from './render-route';

type MockHandler = (url: URL) => FakeAnswer | undefined | Promise<FakeAnswer | undefined>;
type Requests = Pick<FetchMock, 'requestsTo'>;

/**
 * Answers GET /api/properties with pages of `total` listings (the filter panel's match count, limit=1,
 * with `countTotal`), anything else through `extra`, then base data.
 */
export function listApi({ total = 42, countTotal = total, extra }: { total?: number; countTotal?: number; extra?: MockHandler } = {}) {
  return mockFetch(async (url) => {
    if (url.pathname === '/api/properties') {
      const count = url.searchParams.get('limit') === '1';
      return { body: makeListResponse({ page: Number(url.searchParams.get('page') ?? 1), total: count ? countTotal : total }) };
    }
    return extra?.(url);
  }, { baseData: testBaseData });
}

/** A request's query as a plain object. */
export const query = (url: URL) => Object.fromEntries(url.searchParams);
/** List requests, not the panel's match counts (limit=1). */
export const lists = (api: Requests) => api.requestsTo('/api/properties').filter((u) => u.searchParams.get('limit') !== '1');
/** The panel's match counts (limit=1). */
export const counts = (api: Requests) => api.requestsTo('/api/properties').filter((u) => u.searchParams.get('limit') === '1');

/** Renders the list at `path` and waits for its h1 `heading` and its cards. */
export async function renderList(path: string, heading: string) {
  const view = renderRoute(path);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  await screen.findAllByTestId('listing-card');
  return view;
}

/** Renders the list at `path`, waits for its cards and opens the filter panel: the render and the panel's form. */
export async function renderFilterPanel(path: string) {
  const view = renderRoute(path);
  await screen.findAllByTestId('listing-card');
  await view.user.click(screen.getByRole('button', { name: '絞り込み' }));
  return { ...view, form: screen.getByRole('form', { name: '絞り込み条件' }) };
}
