import { screen, within } from '@testing-library/react';
import { makeListing } from '../../../testing/fixtures';
import { mockFetch } from '../../../../../tools/testing/mock-fetch';
import { testBaseData } from '../../../../../tools/testing/base-data';
import { renderRoute } from '../../../testing/render-route';
import { readHistories, recordHistory, type HistoryEntry } from '../utils/histories-storage';

const entry = (id: number, overrides: Partial<HistoryEntry> = {}): HistoryEntry => ({
  id,
  title: `履歴${id}`,
  image: { path: `/uploads/properties/${id}/1.jpg`, comment: '' },
  price_man_yen: id * 10,
  prefecture_name: '長野県',
  ...overrides,
});

describe('browsing history storage', () => {
  test('newest first, no duplicates, only the five stored fields', () => {
    recordHistory(entry(1));
    recordHistory(entry(2));
    recordHistory({ ...makeListing(3), prefecture_name: '長野県' });
    recordHistory(entry(1, { title: '履歴1（更新）' }));
    const stored = JSON.parse(localStorage.getItem('histories') ?? '[]');
    expect(stored.map((e: HistoryEntry) => e.id)).toEqual([1, 3, 2]);
    expect(stored[0].title).toBe('履歴1（更新）');
    expect(Object.keys(stored[1]).sort()).toEqual(['id', 'image', 'prefecture_name', 'price_man_yen', 'title']);
  });

  test('keeps at most 50 entries, dropping the oldest', () => {
    for (let id = 1; id <= 60; id++) recordHistory(entry(id));
    const ids = readHistories().map((e) => e.id);
    expect(ids).toHaveLength(50);
    expect(ids[0]).toBe(60);
    expect(ids[49]).toBe(11);
    recordHistory(entry(30));
    expect(readHistories().map((e) => e.id).slice(0, 2)).toEqual([30, 60]);
    expect(readHistories()).toHaveLength(50);
  });

  test('unreadable storage is treated as empty', () => {
    localStorage.setItem('histories', '{not json');
    expect(readHistories()).toEqual([]);
    localStorage.setItem('histories', JSON.stringify([{ id: 'x' }, entry(4), entry(4)]));
    expect(readHistories().map((e) => e.id)).toEqual([4]);
  });
});

describe('/histories', () => {
  test('shows the stored entries as cards, newest first, without an API call', () => {
    const api = mockFetch(() => undefined, { baseData: testBaseData });
    for (let id = 1; id <= 12; id++) recordHistory(entry(id, { price_man_yen: id === 12 ? null : id * 10 }));
    renderRoute('/histories');
    expect(screen.getByRole('heading', { level: 1, name: '閲覧履歴' })).toBeInTheDocument();
    expect(screen.getByText('全12件')).toBeInTheDocument();
    const cards = screen.getAllByTestId('listing-card');
    expect(cards).toHaveLength(10);
    expect(within(cards[0]).getByRole('link', { name: '履歴12' })).toHaveAttribute('href', '/project/12');
    expect(within(cards[0]).getByText('価格未定')).toBeInTheDocument();
    expect(within(cards[1]).getByText('110万円')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'ページ送り' });
    expect(within(nav).getByRole('link', { name: '2' })).toHaveAttribute('href', '/histories/page/2');
    expect(api.requestsTo('/api/properties')).toHaveLength(0);
    expect(JSON.parse(sessionStorage.getItem('listing-navigation') ?? '{}')).toMatchObject({
      title: '閲覧履歴',
      backUrl: '/histories',
    });
  });

  test('page 2 shows the rest; a page past the last is the 404 page', () => {
    for (let id = 1; id <= 12; id++) recordHistory(entry(id));
    const view = renderRoute('/histories/page/2');
    expect(screen.getAllByTestId('listing-card')).toHaveLength(2);
    expect(screen.getByRole('link', { name: '2' })).toHaveAttribute('aria-current', 'page');
    view.unmount();
    renderRoute('/histories/page/3');
    expect(screen.getByTestId('error-page')).toHaveAttribute('data-status', '404');
  });

  test('empty state when nothing was viewed', () => {
    renderRoute('/histories');
    expect(screen.getByText('まだ閲覧した物件はありません')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '掲示板で物件を探す' })).toHaveAttribute('href', '/board');
  });

  test('a non-digit page is the 404 page', () => {
    renderRoute('/histories/page/x1');
    expect(screen.getByTestId('error-page')).toHaveAttribute('data-status', '404');
  });

  test('viewing a listing puts it at the top of the history page', async () => {
    for (let id = 1; id <= 3; id++) recordHistory(entry(id));
    mockFetch((url) =>
      url.pathname === '/api/properties/2'
        ? { body: { ...makeListing(2, { title: '履歴2' }), description: '', images: [] } }
        : undefined, { baseData: testBaseData }
    );
    const view = renderRoute('/project/2');
    await screen.findByRole('heading', { level: 1, name: '履歴2' });
    view.unmount();
    renderRoute('/histories');
    const titles = screen.getAllByTestId('listing-card').map((c) => within(c).getByRole('heading').textContent);
    expect(titles).toEqual(['履歴2', '履歴3', '履歴1']);
  });
});
