import { screen, within } from '@testing-library/react';
import { HIDDEN_CATEGORY_NAME } from '@akiya/contracts';
import { mockFetch } from '../../../../../tools/testing/mock-fetch';
import { TEST_CATEGORIES, testBaseData } from '../../../../../tools/testing/base-data';

// Three listed categories (the third without an image) and the hidden 復興応援, which the page never shows.
const withHidden = () =>
  testBaseData({ categories: [...TEST_CATEGORIES.slice(0, 2), { id: 3, name: '別荘' }, { id: 18, name: HIDDEN_CATEGORY_NAME }] });
import { renderRoute } from '../../../testing/render-route';

describe('/categories and /category', () => {
  test.each(['/categories', '/category'])('%s lists the categories as tiles, without 復興応援', async (path) => {
    mockFetch(() => undefined, { baseData: withHidden });
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
        : undefined, { baseData: testBaseData }
    );
    renderRoute('/categories');
    expect(await screen.findByRole('alert')).toHaveTextContent('サーバーでエラーが発生しました。');
    expect(screen.getByRole('button', { name: '再読み込み' })).toBeInTheDocument();
  });
});
