import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loggedInBaseData } from '../../../../../tools/testing/base-data';
import { mockFetch } from '../../../../../tools/testing/mock-fetch';
import { fakePage, fakeSolution, fakeSolutionDetail } from '../../../testing/editorial-fixtures';
import { renderReading } from '../../../testing/render-reading';

afterEach(() => jest.restoreAllMocks());

describe('public Q&A', () => {
  it('/solution lists the questions; empty → the empty state', async () => {
    mockFetch((url) => (url.pathname === '/api/solutions' ? { body: fakePage([fakeSolution(1), fakeSolution(2)], 1, 1) } : undefined));
    const { unmount } = renderReading('/solution');
    expect(await screen.findAllByTestId('solution-card')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1, name: '公開Q&A' })).toBeInTheDocument();
    expect(document.title).toBe('公開Q&A | 家いちば');
    expect(screen.getByRole('link', { name: /質問 2/ })).toHaveAttribute('href', '/solution/2');
    expect(screen.queryByRole('navigation', { name: 'ページ送り' })).not.toBeInTheDocument();
    unmount();
    jest.restoreAllMocks();

    mockFetch((url) => (url.pathname === '/api/solutions' ? { body: fakePage([], 1, 0) } : undefined));
    renderReading('/solution');
    expect(await screen.findByText('まだ公開Q&Aはありません。')).toBeInTheDocument();
  });

  it('/solution/12-how-to-sell shows Q&A 12 with FAQPage JSON-LD and its favourite', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(
      (url, r) => {
        if (url.pathname === '/api/solution/12') return { body: fakeSolutionDetail(12, { tags: ['相続'], prevId: 11, nextId: 13 }) };
        if (r.path === '/api/favorites/solution/12') return { body: { success: true, favorite: true, favorites: [12] } };
        return undefined;
      },
      { baseData: () => loggedInBaseData() },
    );
    renderReading('/solution/12-how-to-sell');
    expect(await screen.findByRole('heading', { level: 1, name: '質問 12' })).toBeInTheDocument();
    expect(screen.getByTestId('solution-answer')).toHaveTextContent('回答 12');
    expect(screen.getByRole('link', { name: '相続' })).toHaveAttribute('href', `/solution?tag=${encodeURIComponent('相続')}`);
    expect(screen.getByRole('link', { name: /前の記事/ })).toHaveAttribute('href', '/solution/11');
    const ld = JSON.parse(screen.getByTestId('json-ld').innerHTML) as { '@type': string; mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    expect(ld['@type']).toBe('FAQPage');
    expect(ld.mainEntity[0]).toMatchObject({ name: '質問 12', acceptedAnswer: { text: '<p>回答 12</p>' } });

    const heart = screen.getByRole('button', { name: /お気に入り/ });
    await waitFor(() => expect(heart).toBeEnabled());
    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(fetch.seen.filter((r) => r.path === '/api/favorites/solution/12').map((r) => r.method)).toEqual(['POST']);
    const crumbs = screen.getByRole('navigation', { name: 'パンくずリスト' });
    expect(within(crumbs).getByRole('link', { name: '公開Q&A' })).toHaveAttribute('href', '/solution');
  });

  it.each(['/solution/how-to-sell', '/solution/page/2a'])('%s is the 404 page without asking the API', async (path) => {
    const fetch = mockFetch(() => undefined);
    renderReading(path);
    expect(await screen.findByTestId('error-page')).toHaveAttribute('data-status', '404');
    expect(fetch.seen.filter((r) => r.path.startsWith('/api/solution'))).toHaveLength(0);
  });

  it('/solution/page/99, past the last page (API 404), is the 404 page alone', async () => {
    mockFetch(() => undefined);
    renderReading('/solution/page/99');
    expect(await screen.findByTestId('error-page')).toHaveAttribute('data-status', '404');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['This page could not be found']);
    expect(screen.queryByTestId('solution-list-page')).not.toBeInTheDocument();
  });

  it('an unknown Q&A is the 404 page', async () => {
    mockFetch(() => undefined);
    renderReading('/solution/999');
    expect(await screen.findByTestId('error-page')).toHaveAttribute('data-status', '404');
  });
});
