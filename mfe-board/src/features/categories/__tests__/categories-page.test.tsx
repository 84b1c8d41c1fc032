import { screen, within } from '@testing-library/react';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderRoute } from '../../../testing/render-route';

describe('/categories and /category', () => {
  test.each(['/categories', '/category'])('%s lists the categories as tiles, without 復興応援', async (path) => {
    mockFetch(() => undefined);
    renderRoute(path);
    expect(screen.getByRole('heading', { level: 1, name: 'カテゴリーから探す' })).toBeInTheDocument();
    const list = await screen.findByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['空き家', '/category/1'],
      ['古民家', '/category/2'],
      ['別荘', '/category/3'],
    ]);
    expect(screen.queryByText('復興応援')).not.toBeInTheDocument();
    expect(screen.getByText('全3件')).toBeInTheDocument();
  });

  test('base data failure shows the error and a retry button', async () => {
    mockFetch((url) =>
      url.pathname === '/api/common/base-data'
        ? { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'サーバーでエラーが発生しました。' } }
        : undefined,
    );
    renderRoute('/categories');
    expect(await screen.findByRole('alert')).toHaveTextContent('サーバーでエラーが発生しました。');
    expect(screen.getByRole('button', { name: '再読み込み' })).toBeInTheDocument();
  });
});
