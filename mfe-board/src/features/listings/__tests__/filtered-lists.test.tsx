import { screen, waitFor } from '@testing-library/react';
import { renderRoute } from '../../../testing/render-route';
import { listApi, query, renderList } from '../../../testing/list-screens';

describe('search pages', () => {
  test('/search/:word asks for the decoded word and titles the page 「word」の検索結果', async () => {
    const api = listApi();
    await renderList(`/search/${encodeURIComponent('古民家')}/page/2`, '「古民家」の検索結果');
    expect(query(api.requestsTo('/api/properties')[0])).toEqual({ page: '2', limit: '10', word: '古民家' });
    expect(document.title).toBe('「古民家」の検索結果（2ページ目） | 家いちば');
    expect(screen.getByRole('searchbox', { name: 'キーワードで物件を検索' })).toHaveValue('古民家');
  });

  test('a 2-character word is valid', async () => {
    const api = listApi();
    renderRoute('/search/海辺');
    await screen.findAllByTestId('listing-card');
    expect(api.requestsTo('/api/properties')[0].searchParams.get('word')).toBe('海辺');
  });

  test.each([
    ['one character', '/search/古'],
    ['21 characters', `/search/${'あ'.repeat(21)}`],
    ['only spaces', '/search/%E3%80%80%20'],
    ['no word', '/search'],
  ])('an invalid word (%s) shows the hint and the search box and makes no request', async (_label, path) => {
    const api = listApi();
    renderRoute(path);
    expect(screen.getByRole('alert')).toHaveTextContent('キーワードを2〜20文字以内で入力してください');
    expect(screen.getByRole('searchbox', { name: 'キーワードで物件を検索' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '検索する' })).toBeDisabled();
    expect(screen.getByRole('heading', { level: 1, name: '検索' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 20));
    expect(api.requestsTo('/api/properties')).toHaveLength(0);
  });

  test('the search box blocks invalid words and goes to /search/{word} when valid', async () => {
    const api = listApi();
    const { user, location } = renderRoute('/search/古');
    const box = screen.getByRole('searchbox', { name: 'キーワードで物件を検索' });
    await user.type(box, '{Enter}');
    expect(location()).toBe('/search/古');
    await user.clear(box);
    await user.type(box, '海が見える{Enter}');
    expect(location()).toBe(`/search/${encodeURIComponent('海が見える')}`);
    expect(await screen.findByRole('heading', { level: 1, name: '「海が見える」の検索結果' })).toBeInTheDocument();
    await waitFor(() => expect(api.requestsTo('/api/properties')).toHaveLength(1));
    expect(api.requestsTo('/api/properties')[0].searchParams.get('word')).toBe('海が見える');
  });
});

describe('area, tag, category, area-category and new pages', () => {
  test('/area/:area filters by prefecture code and is titled with its name', async () => {
    const api = listApi();
    await renderList('/area/13', '東京都');
    expect(query(api.requestsTo('/api/properties')[0])).toEqual({ page: '1', limit: '10', area: '13' });
  });

  test.each(['/area/99', '/area/1', '/area/tokyo', '/area/00/page/2'])('%s (unknown prefecture) is the 404 page', (path) => {
    const api = listApi();
    renderRoute(path);
    expect(screen.getByTestId('error-page')).toHaveAttribute('data-status', '404');
    expect(api.requestsTo('/api/properties')).toHaveLength(0);
  });

  test('/tags/:tag uses the price-tag label, or the tag itself', async () => {
    const api = listApi();
    const view = await renderList('/tags/0-100manyen', '100万円以下');
    expect(query(api.requestsTo('/api/properties')[0])).toEqual({ page: '1', limit: '10', tagId: '0-100manyen' });
    view.unmount();

    renderRoute(`/tags/${encodeURIComponent('海が見える')}`);
    expect(await screen.findByRole('heading', { level: 1, name: '海が見える' })).toBeInTheDocument();
    await waitFor(() => expect(api.requestsTo('/api/properties')).toHaveLength(2));
    expect(api.requestsTo('/api/properties')[1].searchParams.get('tagId')).toBe('海が見える');
  });

  test('/category/:category is titled from base data and filters by categoryId', async () => {
    const api = listApi();
    await renderList('/category/2/page/2', '古民家');
    expect(query(api.requestsTo('/api/properties')[0])).toEqual({ page: '2', limit: '10', categoryId: '2' });
  });

  test.each(['/category/99', '/category/18', '/category/abc', '/category/0'])(
    '%s (unknown, hidden or malformed category) is the 404 page',
    async (path) => {
      listApi();
      renderRoute(path);
      expect(await screen.findByTestId('error-page')).toHaveAttribute('data-status', '404');
    },
  );

  test('/area-category/:id is titled from base data; an unknown id is the 404 page', async () => {
    const api = listApi();
    const view = await renderList('/area-category/1', '海の近く');
    expect(query(api.requestsTo('/api/properties')[0])).toEqual({ page: '1', limit: '10', areaCategoryId: '1' });
    view.unmount();

    renderRoute('/area-category/9');
    expect(await screen.findByTestId('error-page')).toHaveAttribute('data-status', '404');
  });

  test('/new asks for collection=new, newest first, and has no sort selector', async () => {
    const api = listApi();
    await renderList('/new/page/2?sort=price-asc', '新着物件');
    expect(query(api.requestsTo('/api/properties')[0])).toEqual({ page: '2', limit: '10', collection: 'new', sort_order: 'publish-desc' });
    expect(screen.queryByRole('combobox', { name: '並び替え' })).not.toBeInTheDocument();
  });

  test('paths the board does not own are the 404 page', () => {
    renderRoute('/board/extra/segment');
    expect(screen.getByTestId('error-page')).toHaveAttribute('data-status', '404');
  });
});
