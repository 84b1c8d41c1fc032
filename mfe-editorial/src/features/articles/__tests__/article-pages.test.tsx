import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, STORAGE_KEYS } from '@akiya/contracts';
import { commonApi } from '@akiya/shared-ui';
import { loggedInBaseData, testBaseData, testUser } from '../../../../../tools/testing/base-data';
import { mockFetch } from '../../../../../tools/testing/mock-fetch';
import { fakeArticle, fakeArticleDetail, fakePage } from '../../../testing/editorial-fixtures';
import { renderReading } from '../../../testing/render-reading';

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

function storyPage(page: number, totalPages = 3) {
  return fakePage(
    Array.from({ length: 10 }, (_, i) => fakeArticle((page - 1) * 10 + i + 1)),
    page,
    totalPages,
  );
}

const notFound = () => screen.findByTestId('error-page');

describe('article lists', () => {
  it('/reviews lists the first page of stories with paging, categories and title', async () => {
    const fetch = mockFetch((url) => (url.pathname === '/api/articles' ? { body: storyPage(1) } : undefined));
    renderReading('/reviews');
    expect(await screen.findAllByTestId('article-card')).toHaveLength(10);
    expect(screen.getByRole('heading', { level: 1, name: '体験談' })).toBeInTheDocument();
    expect(document.title).toBe('体験談 | 家いちば');
    expect(screen.getByRole('link', { name: /体験談 3/ })).toHaveAttribute('href', '/reviews/3');
    expect(screen.getByText('全30件')).toBeInTheDocument();
    const query = fetch.requestsTo('/api/articles')[0].searchParams;
    expect(query.get('type')).toBe('2');
    expect(query.get('page')).toBeNull();

    const paging = screen.getByRole('navigation', { name: 'ページ送り' });
    expect(within(paging).getByRole('link', { name: '2ページ目' })).toHaveAttribute('href', '/reviews/page/2');
    expect(within(paging).getByRole('link', { name: '次へ' })).toHaveAttribute('href', '/reviews/page/2');
    const categories = screen.getByRole('navigation', { name: 'カテゴリー' });
    expect(within(categories).getByRole('link', { name: '古民家' })).toHaveAttribute('href', '/reviews/category/kominka');
  });

  it('/reviews/page/2 asks for page 2 and says so in the title', async () => {
    const fetch = mockFetch((url) => (url.pathname === '/api/articles' ? { body: storyPage(Number(url.searchParams.get('page') ?? 1)) } : undefined));
    renderReading('/reviews/page/2');
    expect(await screen.findByRole('link', { name: /体験談 11/ })).toHaveAttribute('href', '/reviews/11');
    expect(fetch.requestsTo('/api/articles')[0].searchParams.get('page')).toBe('2');
    expect(document.title).toBe('体験談（2ページ目） | 家いちば');
    const paging = screen.getByRole('navigation', { name: 'ページ送り' });
    expect(within(paging).getByRole('link', { name: '前へ' })).toHaveAttribute('href', '/reviews');
  });

  it.each([
    ['/blog', '7', '保健室だより'],
    ['/thanks-letter', '3', '売主への手紙'],
    ['/shop', '4', '商店街'],
    ['/towns', '6', '田舎図鑑'],
    ['/case', '8', '診察日誌'],
  ])('%s lists type %s under the title %s', async (path, type, title) => {
    const fetch = mockFetch((url) => (url.pathname === '/api/articles' ? { body: fakePage([], 1, 0) } : undefined));
    renderReading(path);
    expect(await screen.findByText('まだ記事はありません。')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(fetch.requestsTo('/api/articles')[0].searchParams.get('type')).toBe(type);
  });

  it.each(['/reviews/page/abc', '/reviews/page/0', '/blog/page/2x', '/reviews/category/kominka/page/x'])('%s is the 404 page without asking the API', async (path) => {
    const fetch = mockFetch(() => undefined);
    renderReading(path);
    expect(await notFound()).toHaveAttribute('data-status', '404');
    expect(fetch.requestsTo('/api/articles')).toHaveLength(0);
  });

  it('/blog announces its Atom feed; the other lists have none', async () => {
    mockFetch((url) => (url.pathname === '/api/articles' ? { body: storyPage(1) } : undefined));
    const blog = renderReading('/blog');
    expect(await screen.findAllByTestId('article-card')).toHaveLength(10);
    expect(document.head.querySelector('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', '/blog/feed.xml');
    expect(screen.getByRole('link', { name: '保健室だよりのフィード（Atom）' })).toHaveAttribute('href', '/blog/feed.xml');
    blog.unmount();
    renderReading('/reviews');
    expect(await screen.findAllByTestId('article-card')).toHaveLength(10);
    expect(document.head.querySelector('link[rel="alternate"]')).toBeNull();
  });

  it('a page past the last (API 404) is the 404 page', async () => {
    mockFetch(() => undefined);
    renderReading('/reviews/page/99');
    expect(await notFound()).toHaveAttribute('data-status', '404');
    // The 404 page alone: not inside the list's page, with its heading and its title.
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['This page could not be found']);
    expect(screen.queryByTestId('article-list-page')).not.toBeInTheDocument();
    expect(document.title).toBe('This page could not be found | 家いちば');
  });

  it('a page past the last of a story category (API 404) is the 404 page alone', async () => {
    mockFetch(() => undefined);
    renderReading('/reviews/category/kominka/page/99');
    expect(await notFound()).toHaveAttribute('data-status', '404');
    expect(screen.queryByTestId('article-list-page')).not.toBeInTheDocument();
    expect(document.title).toBe('This page could not be found | 家いちば');
  });

  it('/reviews/page/1 goes to /reviews', async () => {
    mockFetch((url) => (url.pathname === '/api/articles' ? { body: storyPage(1) } : undefined));
    renderReading('/reviews/page/1');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/reviews$/));
  });

  it('/reviews/category/kominka lists that category; an unknown category is 404', async () => {
    const fetch = mockFetch((url) => (url.pathname === '/api/articles' ? { body: storyPage(1, 1) } : undefined));
    const { unmount } = renderReading('/reviews/category/kominka');
    expect(await screen.findByRole('heading', { level: 1, name: '古民家の体験談' })).toBeInTheDocument();
    await screen.findAllByTestId('article-card');
    expect(fetch.requestsTo('/api/articles')[0].searchParams.get('category')).toBe('kominka');
    const crumbs = screen.getByRole('navigation', { name: 'パンくずリスト' });
    expect(within(crumbs).getByRole('link', { name: '体験談' })).toHaveAttribute('href', '/reviews');
    unmount();

    renderReading('/reviews/category/castles');
    expect(await notFound()).toHaveAttribute('data-status', '404');
  });
});

describe('article detail', () => {
  it('shows the story with its body, listing link, neighbours, share links and JSON-LD', async () => {
    const fetch = mockFetch((url) =>
      url.pathname === '/api/article/12'
        ? { body: fakeArticleDetail(12, { propertyId: 5, prevId: 11, nextId: 13, tags: ['相続'] }) }
        : undefined,
    );
    renderReading('/reviews/12');
    expect(await screen.findByRole('heading', { level: 1, name: '体験談 12' })).toBeInTheDocument();
    expect(document.title).toBe('体験談 12 | 家いちば');
    expect(fetch.requestsTo('/api/article/12')[0].searchParams.get('type')).toBe('2');
    expect(screen.getByTestId('article-body').querySelector('h2')).toHaveTextContent('本文の見出し 12');
    expect(screen.getByText('2026年4月1日')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'この体験談の物件を見る' })).toHaveAttribute('href', '/project/5');
    expect(screen.getByRole('link', { name: /前の記事/ })).toHaveAttribute('href', '/reviews/11');
    expect(screen.getByRole('link', { name: /次の記事/ })).toHaveAttribute('href', '/reviews/13');

    const crumbs = screen.getByRole('navigation', { name: 'パンくずリスト' });
    expect(within(crumbs).getByRole('link', { name: '体験談' })).toHaveAttribute('href', '/reviews');
    expect(within(crumbs).getByRole('link', { name: '古民家' })).toHaveAttribute('href', '/reviews/category/kominka');

    const share = screen.getByRole('region', { name: 'この記事をシェアする' });
    const url = encodeURIComponent('http://localhost/reviews/12');
    expect(within(share).getByRole('link', { name: /LINEで送る/ })).toHaveAttribute('href', `https://social-plugins.line.me/lineit/share?url=${url}`);
    expect(within(share).getByRole('link', { name: /Facebookでシェア/ }).getAttribute('href')).toContain(url);
    expect(within(share).getByRole('link', { name: /X（Twitter）/ }).getAttribute('href')).toContain(url);

    const ld = JSON.parse(screen.getByTestId('json-ld').innerHTML) as Record<string, unknown>;
    expect(ld).toMatchObject({ '@type': 'Article', headline: '体験談 12', datePublished: '2026-03-31T15:00:00.000Z', url: 'http://localhost/reviews/12' });
  });

  it('staff get a link to the editor of the article; other readers do not', async () => {
    mockFetch((url) => {
      if (url.pathname === '/api/article/12') return { body: fakeArticleDetail(12) };
      if (url.pathname === '/api/common/base-data') return { body: loggedInBaseData(testUser({ is_staff: true })) };
      return undefined;
    });
    const staff = renderReading('/reviews/12');
    expect(await screen.findByRole('link', { name: 'この記事を編集する（スタッフ）' })).toHaveAttribute('href', '/my-page/staff/editorial/reviews/12');
    staff.unmount();
    jest.restoreAllMocks();
    mockFetch((url) => (url.pathname === '/api/article/12' ? { body: fakeArticleDetail(12) } : undefined), { baseData: loggedInBaseData() });
    renderReading('/reviews/12');
    await screen.findByRole('heading', { level: 1, name: '体験談 12' });
    expect(screen.queryByRole('link', { name: 'この記事を編集する（スタッフ）' })).not.toBeInTheDocument();
  });

  it('copies the link', async () => {
    const user = userEvent.setup();
    mockFetch((url) => (url.pathname === '/api/article/12' ? { body: fakeArticleDetail(12) } : undefined));
    renderReading('/reviews/12');
    const write = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(await screen.findByRole('button', { name: 'リンクをコピー' }));
    expect(write).toHaveBeenCalledWith('http://localhost/reviews/12');
    expect(await screen.findByText('リンクをコピーしました')).toBeInTheDocument();
  });

  it('no neighbour links at the ends', async () => {
    mockFetch((url) => (url.pathname === '/api/article/12' ? { body: fakeArticleDetail(12) } : undefined));
    renderReading('/reviews/12');
    await screen.findByRole('heading', { level: 1, name: '体験談 12' });
    expect(screen.queryByRole('navigation', { name: '前後の記事' })).not.toBeInTheDocument();
  });

  it.each(['/reviews/999', '/blog/12'])('%s: unknown, or of another type (API 404) → the 404 page', async (path) => {
    mockFetch(() => undefined);
    renderReading(path);
    expect(await notFound()).toHaveAttribute('data-status', '404');
  });

  it('a non-digit id is the 404 page without asking the API', async () => {
    const fetch = mockFetch(() => undefined);
    renderReading('/reviews/abc');
    expect(await notFound()).toHaveAttribute('data-status', '404');
    expect(fetch.seen.filter((r) => r.path.startsWith('/api/article'))).toHaveLength(0);
  });

  it('preview=1 is passed to the API and a draft is marked', async () => {
    const fetch = mockFetch((url) => (url.pathname === '/api/article/40' ? { body: fakeArticleDetail(40, { typeName: 'blog', type: 7, status: 'draft', publishedAt: null }) } : undefined));
    renderReading('/blog/40?preview=1');
    expect(await screen.findByText('プレビュー表示中（未公開の下書きです）')).toBeInTheDocument();
    expect(fetch.requestsTo('/api/article/40')[0].searchParams.get('preview')).toBe('1');
    expect(fetch.requestsTo('/api/article/40')[0].searchParams.get('type')).toBe('7');
  });
});

describe('article favourite', () => {
  it('logged in: adds and removes the favourite', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(
      (url, r) => {
        if (url.pathname === '/api/article/12') return { body: fakeArticleDetail(12) };
        if (r.path === '/api/favorites/article/12') {
          const favorite = r.method === 'POST';
          return { body: { success: true, favorite, favorites: favorite ? [12, 3] : [3] } };
        }
        return undefined;
      },
      { baseData: () => loggedInBaseData(undefined, { articleFavorites: [3] }) },
    );
    renderReading('/reviews/12');
    const heart = await screen.findByRole('button', { name: /お気に入り/ });
    await waitFor(() => expect(heart).toBeEnabled());
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(fetch.seen.find((r) => r.path === '/api/favorites/article/12')?.method).toBe('POST');
    // A tap while the call runs is ignored by design: wait until it has finished.
    await waitFor(() => expect(heart).not.toHaveAttribute('aria-busy'));
    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(fetch.seen.filter((r) => r.path === '/api/favorites/article/12').map((r) => r.method)).toEqual(['POST', 'DELETE']);
  });

  it('a failed call rolls back with a Japanese message', async () => {
    const user = userEvent.setup();
    mockFetch(
      (url, r) => {
        if (url.pathname === '/api/article/12') return { body: fakeArticleDetail(12) };
        if (r.path === '/api/favorites/article/12') return { status: 500, body: { statusCode: 500, error: 'x', message: 'x' } };
        return undefined;
      },
      { baseData: () => loggedInBaseData() },
    );
    renderReading('/reviews/12');
    const heart = await screen.findByRole('button', { name: /お気に入り/ });
    await waitFor(() => expect(heart).toBeEnabled());
    await user.click(heart);
    expect(await screen.findByRole('alert')).toHaveTextContent('お気に入りに追加できませんでした。');
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('logged out: opens the login dialog and remembers this page; back logged in, the favourite is added', async () => {
    const user = userEvent.setup();
    let loggedIn = false;
    const fetch = mockFetch(
      (url, r) => {
        if (url.pathname === '/api/article/12') return { body: fakeArticleDetail(12) };
        if (r.path === '/api/favorites/article/12') return { body: { success: true, favorite: true, favorites: [12] } };
        return undefined;
      },
      { baseData: () => (loggedIn ? loggedInBaseData() : testBaseData()) },
    );
    const { store } = renderReading('/reviews/12');
    const heart = await screen.findByRole('button', { name: /お気に入り/ });
    await waitFor(() => expect(heart).toBeEnabled());
    await user.click(heart);
    expect(store.getState().dialogs.login).toEqual({ open: true, reason: MESSAGES.loginRequired });
    expect(sessionStorage.getItem(STORAGE_KEYS.redirectUrl)).toBe('/reviews/12');
    expect(fetch.seen.filter((r) => r.path === '/api/favorites/article/12')).toHaveLength(0);

    // The shell logs the user in and fetches base data again.
    loggedIn = true;
    act(() => {
      store.dispatch(commonApi.util.invalidateTags(['User']));
    });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(fetch.seen.filter((r) => r.path === '/api/favorites/article/12').map((r) => r.method)).toEqual(['POST']);
  });
});
