import { screen, waitFor, within } from '@testing-library/react';
import { makeListResponse, makeListing } from '../../../testing/fixtures';
import { mockFetch } from '../../../../../tools/testing/mock-fetch';
import { testBaseData } from '../../../../../tools/testing/base-data';
import { renderRoute } from '../../../testing/render-route';

/** Answers GET /api/properties with a 312-listing result for whatever page is asked. */
function boardApi(total = 312, pick?: (url: URL) => ReturnType<typeof makeListResponse>) {
  return mockFetch((url) => {
    if (url.pathname !== '/api/properties') return undefined;
    const page = Number(url.searchParams.get('page') ?? 1);
    return { body: pick ? pick(url) : makeListResponse({ page, total }) };
  }, { baseData: testBaseData });
}

describe('the board list screen', () => {
  test('renders a page of cards with formatted prices, areas, badge and chips', async () => {
    const items = [
      makeListing(1, { price_man_yen: 350 }),
      makeListing(2, { price_man_yen: null }),
      makeListing(3, { price_man_yen: 12000, is_suspension: true }),
      makeListing(4, { price_man_yen: 10000, image: null }),
      makeListing(5, {
        categories: [
          { id: 2, name: '古民家' },
          { id: 18, name: '復興応援' },
        ],
      }),
    ];
    const api = boardApi(312, (url) => ({ ...makeListResponse({ page: 1, total: 312 }), items, page: Number(url.searchParams.get('page')) }));
    renderRoute('/board');

    expect(screen.getByTestId('listing-skeleton')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: '掲示板' })).toBeInTheDocument();
    const cards = await screen.findAllByTestId('listing-card');
    expect(cards).toHaveLength(5);
    expect(screen.getByText('全312件')).toBeInTheDocument();
    expect(screen.getByText('1〜5件目を表示')).toBeInTheDocument();

    const prices = screen.getAllByTestId('listing-price').map((p) => p.textContent);
    expect(prices).toEqual(['350万円', '価格未定', '1億2000万円', '1億円', '350万円']);

    const first = within(cards[0]);
    expect(first.getByRole('link', { name: '物件1の古民家' })).toHaveAttribute('href', '/project/1');
    expect(first.getByRole('img', { name: '物件1の外観' })).toHaveAttribute('src', '/uploads/properties/1/1.jpg');
    // The first card's photo is the largest image on first paint: fetched at once, with high priority.
    expect(first.getByRole('img', { name: '物件1の外観' })).toHaveAttribute('loading', 'eager');
    expect(first.getByRole('img', { name: '物件1の外観' })).toHaveAttribute('fetchpriority', 'high');
    for (const img of within(cards[1]).queryAllByRole('img')) expect(img).toHaveAttribute('loading', 'lazy');
    expect(first.getByText('東京都 青梅市')).toBeInTheDocument();
    expect(first.getByText('420.5m²')).toBeInTheDocument();
    expect(first.getByText('120m²')).toBeInTheDocument();
    expect(first.getByText(new RegExp(`^1975年築（築${new Date().getFullYear() - 1975}年）$`))).toBeInTheDocument();
    expect(first.queryByText('受付休止')).not.toBeInTheDocument();

    expect(within(cards[2]).getByText('受付休止')).toBeInTheDocument();
    expect(within(cards[3]).getByText('写真はありません')).toBeInTheDocument();
    const chips = within(cards[4]).getByRole('list', { name: 'カテゴリー' });
    expect(within(chips).getByRole('link', { name: '古民家' })).toHaveAttribute('href', '/category/2');
    expect(within(chips).queryByText('復興応援')).not.toBeInTheDocument();

    const [request] = api.requestsTo('/api/properties');
    expect(Object.fromEntries(request.searchParams)).toEqual({ page: '1', limit: '10' });
  });

  test('pagination: numbered links with ellipsis, aria-current, page 1 is the list URL', async () => {
    const api = boardApi();
    const { user, location } = renderRoute('/board/page/3');
    const nav = await screen.findByRole('navigation', { name: 'ページ送り' });
    await screen.findAllByTestId('listing-card');
    const pager = within(nav);

    expect(pager.getByRole('link', { name: '3' })).toHaveAttribute('aria-current', 'page');
    expect(pager.getByRole('link', { name: '2' })).not.toHaveAttribute('aria-current');
    expect(pager.getByRole('link', { name: '1' })).toHaveAttribute('href', '/board');
    expect(pager.getByRole('link', { name: '32' })).toHaveAttribute('href', '/board/page/32');
    expect(pager.getByRole('link', { name: /前へ/ })).toHaveAttribute('href', '/board/page/2');
    expect(pager.getByRole('link', { name: /次へ/ })).toHaveAttribute('href', '/board/page/4');
    expect(nav).toHaveTextContent('…');
    expect(pager.getAllByRole('link').map((a) => a.textContent?.trim())).toEqual([
      '‹ 前へ',
      '1',
      '2',
      '3',
      '4',
      '5',
      '32',
      '次へ ›',
    ]);
    expect(screen.getByText('21〜30件目を表示')).toBeInTheDocument();

    (window.scrollTo as jest.Mock).mockClear();
    await user.click(pager.getByRole('link', { name: '4' }));
    expect(location()).toBe('/board/page/4');
    await waitFor(() => expect(screen.getByRole('link', { name: '4' })).toHaveAttribute('aria-current', 'page'));
    expect(api.requestsTo('/api/properties').map((u) => u.searchParams.get('page'))).toEqual(['3', '4']);
    expect(window.scrollTo).toHaveBeenCalled();
  });

  test('the first page has a disabled previous step and no ellipsis before 2', async () => {
    boardApi();
    renderRoute('/board');
    const nav = await screen.findByRole('navigation', { name: 'ページ送り' });
    await screen.findAllByTestId('listing-card');
    expect(within(nav).queryByRole('link', { name: /前へ/ })).not.toBeInTheDocument();
    expect(within(nav).getByText(/前へ/)).toHaveAttribute('aria-disabled', 'true');
    expect(within(nav).getByRole('link', { name: '1' })).toHaveAttribute('aria-current', 'page');
  });

  test('a single page of results shows no pagination', async () => {
    boardApi(4);
    renderRoute('/board');
    expect(await screen.findAllByTestId('listing-card')).toHaveLength(4);
    expect(screen.queryByRole('navigation', { name: 'ページ送り' })).not.toBeInTheDocument();
  });

  test('changing the sort keeps the filter, goes to page 1 and is kept in ?sort=', async () => {
    const api = boardApi();
    const { user, location } = renderRoute('/area/13/page/3');
    await screen.findAllByTestId('listing-card');
    const select = screen.getByRole('combobox', { name: '並び替え' });
    expect(select).toHaveValue('publish-desc');

    await user.selectOptions(select, '価格が安い順');
    expect(location()).toBe('/area/13?sort=price-asc');
    await waitFor(() => expect(api.requestsTo('/api/properties')).toHaveLength(2));
    expect(Object.fromEntries(api.requestsTo('/api/properties')[1].searchParams)).toEqual({
      page: '1',
      limit: '10',
      area: '13',
      sort_order: 'price-asc',
    });
    expect(screen.getByRole('combobox', { name: '並び替え' })).toHaveValue('price-asc');
    const nav = await screen.findByRole('navigation', { name: 'ページ送り' });
    expect(within(nav).getByRole('link', { name: '2' })).toHaveAttribute('href', '/area/13/page/2?sort=price-asc');
  });

  test('an unknown ?sort= value is ignored', async () => {
    const api = boardApi();
    renderRoute('/board?sort=cheapest');
    await screen.findAllByTestId('listing-card');
    expect(api.requestsTo('/api/properties')[0].searchParams.has('sort_order')).toBe(false);
    expect(screen.getByRole('combobox', { name: '並び替え' })).toHaveValue('publish-desc');
  });

  test('empty state with a link to the board', async () => {
    mockFetch((url) => (url.pathname === '/api/properties' ? { body: makeListResponse({ total: 0 }) } : undefined), { baseData: testBaseData });
    renderRoute('/tags/海が見える');
    expect(await screen.findByText('該当する物件はありません')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '掲示板で物件を探す' })).toHaveAttribute('href', '/board');
    expect(screen.getByText('全0件')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'ページ送り' })).not.toBeInTheDocument();
  });

  test('error state shows the API message, and retry loads the list', async () => {
    let fail = true;
    const api = mockFetch((url) => {
      if (url.pathname !== '/api/properties') return undefined;
      if (fail) {
        return {
          status: 503,
          body: { statusCode: 503, error: 'Service Unavailable', message: 'データベースに接続できません。しばらくしてからもう一度お試しください。' },
        };
      }
      return { body: makeListResponse() };
    }, { baseData: testBaseData });
    const { user } = renderRoute('/board');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('データベースに接続できません。しばらくしてからもう一度お試しください。');
    expect(screen.queryByTestId('listing-card')).not.toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(await screen.findAllByTestId('listing-card')).toHaveLength(10);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.requestsTo('/api/properties')).toHaveLength(2);
  });

  test('a network failure shows a connection message', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    renderRoute('/board');
    expect(await screen.findByRole('alert')).toHaveTextContent('通信環境をご確認');
  });

  test('stores the ids, the title and the back URL in sessionStorage after a list call', async () => {
    boardApi(25);
    renderRoute('/search/古民家/page/2?sort=price-desc');
    await screen.findAllByTestId('listing-card');
    await waitFor(() => expect(sessionStorage.getItem('listing-navigation')).not.toBeNull());
    const stored = JSON.parse(sessionStorage.getItem('listing-navigation') ?? '{}');
    expect(stored).toEqual({
      ids: Array.from({ length: 25 }, (_, i) => i + 1),
      title: '「古民家」の検索結果',
      backUrl: '/search/古民家/page/2?sort=price-desc',
    });
  });

  test('nothing is stored when the list call fails', async () => {
    mockFetch((url) =>
      url.pathname === '/api/properties' ? { status: 500, body: { statusCode: 500, error: 'x', message: 'エラー' } } : undefined, { baseData: testBaseData }
    );
    renderRoute('/board');
    await screen.findByRole('alert');
    expect(sessionStorage.getItem('listing-navigation')).toBeNull();
  });
});

describe('404 rules of the list routes', () => {
  test('a non-digit page is the 404 page, with no request', async () => {
    const api = boardApi();
    renderRoute('/board/page/abc');
    expect(screen.getByTestId('error-page')).toHaveAttribute('data-status', '404');
    expect(api.requestsTo('/api/properties')).toHaveLength(0);
  });

  test('page 0 is the 404 page', () => {
    const api = boardApi();
    renderRoute('/new/page/0');
    expect(screen.getByTestId('error-page')).toHaveAttribute('data-status', '404');
    expect(api.requestsTo('/api/properties')).toHaveLength(0);
  });

  test('a page past the last page is the 404 page', async () => {
    boardApi(312);
    renderRoute('/board/page/99');
    expect(await screen.findByTestId('error-page')).toHaveAttribute('data-status', '404');
    expect(sessionStorage.getItem('listing-navigation')).toBeNull();
  });

  test('page 2 of an empty list is the 404 page', async () => {
    boardApi(0);
    renderRoute('/board/page/2');
    expect(await screen.findByTestId('error-page')).toBeInTheDocument();
  });

  test('an API 404 (e.g. unknown tag) is the 404 page', async () => {
    mockFetch(() => undefined, { baseData: testBaseData });
    renderRoute('/tags/no-such-tag');
    expect(await screen.findByTestId('error-page')).toHaveAttribute('data-status', '404');
  });

  test('an explicit /page/1 redirects to the list URL, keeping the query', async () => {
    boardApi();
    const { location } = renderRoute('/board/page/1?sort=price-asc');
    await screen.findAllByTestId('listing-card');
    expect(location()).toBe('/board?sort=price-asc');
  });
});

describe('the listings feed', () => {
  test('/board names the Atom feed of new listings in the head; a prefecture list does not', async () => {
    boardApi();
    const { unmount } = renderRoute('/board');
    await screen.findAllByRole('article');
    const feed = document.head.querySelector('link[rel="alternate"][type="application/atom+xml"]');
    expect(feed).toHaveAttribute('href', '/new/feed.xml');
    expect(feed).toHaveAttribute('title', '新着物件 | 家いちば');
    unmount();
    boardApi();
    const prefecture = renderRoute('/area/13');
    await screen.findAllByRole('article');
    expect(document.head.querySelector('link[rel="alternate"][href="/new/feed.xml"]')).toBeNull();
    prefecture.unmount();
  });

  test('a filtered list names the feed of its own filters (/feed/board.xml with the same query, no paging or sort)', async () => {
    boardApi();
    const { unmount } = renderRoute('/area/13');
    await screen.findAllByRole('article');
    const feed = () => document.head.querySelector('link[rel="alternate"][type="application/atom+xml"]');
    expect(feed()).toHaveAttribute('href', '/feed/board.xml?area=13');
    expect(feed()).toHaveAttribute('title', 'この条件の新着物件 | 家いちば');
    unmount();
    boardApi();
    renderRoute(`/search/${encodeURIComponent('古民家')}/page/2?categoryId=2&land_area_from=100&sort=price-asc`);
    await screen.findAllByRole('article');
    expect(feed()).toHaveAttribute('href', `/feed/board.xml?word=${encodeURIComponent('古民家')}&categoryId=2&land_area_from=100`);
  });
});

describe('a saved search with two path-type filters', () => {
  test('its board URL (/search/{word}?tagId=…) asks the API for the word and the tag together; the server-side loader builds the same query', async () => {
    const seen: URL[] = [];
    boardApi(312, (url) => {
      seen.push(url);
      return makeListResponse({ page: 1, total: 312 });
    });
    renderRoute(`/search/${encodeURIComponent('古民家')}?area=20&tagId=${encodeURIComponent('田舎暮らし')}&collection=zzz`);
    await screen.findAllByRole('article');
    const asked = seen[seen.length - 1].searchParams;
    expect(asked.get('word')).toBe('古民家');
    expect(asked.get('tagId')).toBe('田舎暮らし');
    expect(asked.get('area')).toBe('20');
    // an invalid one is ignored like any invalid filter of a board URL
    expect(asked.has('collection')).toBe(false);
  });
});
