import { screen, waitFor, within } from '@testing-library/react';
import { selectLoginDialog } from '@akiya/shared-ui';
import { makeDetail } from '../../../testing/fixtures';
import { mockFetch } from '../../../../../tools/testing/mock-fetch';
import { loggedInBaseData, testBaseData, testUser } from '../../../../../tools/testing/base-data';
import { renderRoute } from '../../../testing/render-route';
import { detail, detailApi, rowOf } from '../../../testing/property-detail';
import type { PropertyDetail } from '../api/property-api';

describe('/project/:id', () => {
  test('shows the title, price, every field of 物件概要 and the description with its line breaks', async () => {
    const api = detailApi();
    renderRoute('/project/7');
    expect(await screen.findByRole('heading', { level: 1, name: '囲炉裏のある古民家' })).toBeInTheDocument();
    expect(document.title).toBe('囲炉裏のある古民家 | 家いちば');
    expect(screen.getByTestId('property-price')).toHaveTextContent('1億2000万円');

    const table = screen.getByRole('table');
    const row = rowOf(table);
    expect(row('所在地')).toHaveTextContent('東京都青梅市成木三丁目');
    expect(row('価格')).toHaveTextContent('1億2000万円');
    expect(row('種別')).toHaveTextContent('建物');
    expect(row('土地面積')).toHaveTextContent('661.16m²（約200坪）');
    expect(row('建物面積')).toHaveTextContent('120m²（約36.3坪）');
    expect(row('築年')).toHaveTextContent(`1925年（築${new Date().getFullYear() - 1925}年）`);
    expect(row('構造')).toHaveTextContent('木造2階建て');
    expect(row('掲載日')).toHaveTextContent('2026年10月1日');
    expect(row('更新日')).toHaveTextContent('2026年11月2日');
    expect(row('問い合わせ数')).toHaveTextContent('12件');
    expect(row('閲覧数')).toHaveTextContent('1,234回');
    expect(within(row('カテゴリー')).getByRole('link', { name: '古民家' })).toHaveAttribute('href', '/category/2');
    expect(within(row('タグ')).getByRole('link', { name: '#1億円超' })).toHaveAttribute('href', '/tags/okuen');
    expect(within(row('タグ')).getByRole('link', { name: '#古民家' })).toHaveAttribute('href', `/tags/${encodeURIComponent('古民家')}`);
    expect(within(row('エリアの特徴')).getByRole('link', { name: '山あい' })).toHaveAttribute('href', '/area-category/2');

    const description = screen.getByText(/囲炉裏と土間が残っています。/);
    expect(description.textContent).toBe('築100年の古民家です。\n囲炉裏と土間が残っています。');
    expect(screen.getByRole('region', { name: '所在地の地図' })).toBeInTheDocument();
    expect(api.seen.map((r) => r.url).some((u) => u.pathname === '/api/properties/7')).toBe(true);

    await waitFor(() => expect(localStorage.getItem('histories')).not.toBeNull());
    expect(JSON.parse(localStorage.getItem('histories') ?? '[]')[0]).toMatchObject({ id: 7, title: '囲炉裏のある古民家' });
  });

  test('a land listing without optional fields shows 土地, 価格未定 and dashes, and no map', async () => {
    const land = makeDetail(8, { land_or_building: 'land', price_man_yen: null, building_area: null, built_year: null, images: [], image: null });
    detailApi(land);
    renderRoute('/project/8');
    const table = await screen.findByRole('table');
    const row = rowOf(table);
    expect(row('種別')).toHaveTextContent('土地');
    expect(row('価格')).toHaveTextContent('価格未定');
    expect(row('建物面積')).toHaveTextContent('—');
    expect(row('築年')).toHaveTextContent('—');
    expect(row('構造')).toHaveTextContent('—');
    expect(screen.getByText('写真はありません')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '所在地の地図' })).not.toBeInTheDocument();
  });

  test('a category chip passes { fromListing } so the header can come back to the listing', async () => {
    detailApi();
    const { user, location } = renderRoute('/project/7');
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('link', { name: '古民家' }));
    expect(location()).toBe('/category/2');
    expect(JSON.parse(screen.getByTestId('location').getAttribute('data-state') ?? '{}')).toEqual({ fromListing: '/project/7' });
  });

  test('an unknown or unpublished id is the 404 page and records nothing', async () => {
    mockFetch(() => undefined, { baseData: testBaseData });
    renderRoute('/project/99999');
    expect(await screen.findByTestId('error-page')).toHaveAttribute('data-status', '404');
    expect(localStorage.getItem('histories')).toBeNull();
  });

  test('a non-digit id is the 404 page, with no request', () => {
    const api = mockFetch(() => undefined, { baseData: testBaseData });
    renderRoute('/project/abc');
    expect(screen.getByTestId('error-page')).toHaveAttribute('data-status', '404');
    expect(api.seen.map((r) => r.url).filter((u) => u.pathname.startsWith('/api/properties'))).toHaveLength(0);
  });

  test('a server error shows the message and a retry button', async () => {
    let fail = true;
    mockFetch((url) =>
      url.pathname === '/api/properties/7'
        ? fail
          ? { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'サーバーでエラーが発生しました。' } }
          : { body: detail }
        : undefined, { baseData: testBaseData }
    );
    const { user } = renderRoute('/project/7');
    expect(await screen.findByRole('alert')).toHaveTextContent('サーバーでエラーが発生しました。');
    fail = false;
    await user.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(await screen.findByRole('heading', { level: 1, name: '囲炉裏のある古民家' })).toBeInTheDocument();
  });
});

describe('previous / next from the stored list', () => {
  const store = (ids: number[]) =>
    sessionStorage.setItem('listing-navigation', JSON.stringify({ ids, title: '東京都', backUrl: '/area/13/page/2?sort=price-asc' }));

  test('links to the neighbours and back to the list, and moves on to the next listing', async () => {
    store([3, 7, 9]);
    mockFetch((url) => {
      const id = Number(url.pathname.split('/').pop());
      if (url.pathname.startsWith('/api/properties/')) return { body: { ...detail, id, title: `物件${id}` } };
      return undefined;
    }, { baseData: testBaseData });
    const { user, location } = renderRoute('/project/7');
    const nav = await screen.findByRole('navigation', { name: '物件の移動' });
    expect(within(nav).getByRole('link', { name: /前の物件/ })).toHaveAttribute('href', '/project/3');
    expect(within(nav).getByRole('link', { name: /次の物件/ })).toHaveAttribute('href', '/project/9');
    expect(within(nav).getByRole('link', { name: /東京都の一覧に戻る/ })).toHaveAttribute('href', '/area/13/page/2?sort=price-asc');

    await user.click(within(nav).getByRole('link', { name: /次の物件/ }));
    expect(location()).toBe('/project/9');
    expect(await screen.findByRole('heading', { level: 1, name: '物件9' })).toBeInTheDocument();
    const after = screen.getByRole('navigation', { name: '物件の移動' });
    expect(within(after).getByRole('link', { name: /前の物件/ })).toHaveAttribute('href', '/project/7');
    expect(within(after).queryByRole('link', { name: /次の物件/ })).not.toBeInTheDocument();
  });

  test('hidden when the listing is not in the stored ids, or nothing is stored', async () => {
    store([1, 2, 3]);
    detailApi();
    const view = renderRoute('/project/7');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('navigation', { name: '物件の移動' })).not.toBeInTheDocument();
    view.unmount();
    sessionStorage.clear();
    renderRoute('/project/7');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('navigation', { name: '物件の移動' })).not.toBeInTheDocument();
  });
});

describe('favourite and enquiry', () => {
  test('logged out: ♡ お気に入り opens the login dialog with the reason and stores the way back', async () => {
    detailApi();
    const { user, store } = renderRoute('/project/7');
    const button = await screen.findByRole('button', { name: /お気に入り/ });
    expect(selectLoginDialog(store.getState()).open).toBe(false);
    await user.click(button);
    expect(selectLoginDialog(store.getState())).toEqual({ open: true, reason: 'ご利用にはログインが必要です。' });
    expect(sessionStorage.getItem('redirect-url')).toBe('/project/7');
  });

  test('the enquiry link goes to /contact/project/{id}; a 受付休止 listing has it disabled with the reason', async () => {
    detailApi();
    const view = renderRoute('/project/7');
    expect(await screen.findByRole('link', { name: 'この物件について問い合わせる' })).toHaveAttribute('href', '/contact/project/7');
    view.unmount();

    detailApi({ ...detail, is_suspension: true });
    renderRoute('/project/7');
    const button = await screen.findByRole('button', { name: 'この物件について問い合わせる' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('この物件は現在、問い合わせの受付を休止しています（受付休止）。');
    expect(screen.queryByRole('link', { name: 'この物件について問い合わせる' })).not.toBeInTheDocument();
  });
});

describe('seller profile', () => {
  const withSeller = { ...detail, seller: { id: 5, name: '売主の田中' } };

  test('name and 進行中の問い合わせ from the public profile', async () => {
    const api = detailApi(withSeller, (url) => {
      if (url.pathname === '/api/common/base-data') return { body: { ...testBaseData(), user: testUser() } };
      if (url.pathname === '/api/my-page/get-user-public/5') return { body: { name: '田中 一郎', contact_count: 3 } };
      return undefined;
    });
    renderRoute('/project/7');
    const block = await screen.findByTestId('seller-profile');
    expect(await within(block).findByText('進行中の問い合わせ 3件')).toBeInTheDocument();
    expect(within(block).getByText('田中 一郎')).toBeInTheDocument();
    expect(api.seen.map((r) => r.url).some((u) => u.pathname === '/api/my-page/get-user-public/5')).toBe(true);
  });

  test('nothing when the profile is 404, or when the listing has no seller id', async () => {
    detailApi(withSeller, (url) => (url.pathname === '/api/common/base-data' ? { body: loggedInBaseData() } : undefined));
    const view = renderRoute('/project/7');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(screen.queryByTestId('seller-profile')).not.toBeInTheDocument());
    view.unmount();

    const api = detailApi({ ...detail, seller: null as unknown as PropertyDetail['seller'] });
    renderRoute('/project/7');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('seller-profile')).not.toBeInTheDocument();
    expect(api.seen.map((r) => r.url).some((u) => u.pathname.startsWith('/api/my-page/'))).toBe(false);
  });
});

describe('/project/:id report', () => {
  test('「この物件を通報する」 opens the operator form with the trouble category and this listing', async () => {
    detailApi();
    renderRoute('/project/7');
    const link = await screen.findByRole('link', { name: 'この物件を通報する' });
    expect(link).toHaveAttribute('href', '/contact?category=trouble&project=7');
  });
});
