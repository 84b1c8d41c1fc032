import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { selectLoginDialog } from '@akiya/shared-ui';
import { makeDetail } from '../../../testing/fixtures';
import { mockFetch, type FakeAnswer } from '../../../../../tools/testing/mock-fetch';
import { loggedInBaseData, testBaseData, testUser } from '../../../../../tools/testing/base-data';
import { renderRoute } from '../../../testing/render-route';
import type { PropertyDetail } from '../api/property-api';

type MockHandler = (url: URL) => FakeAnswer | undefined | Promise<FakeAnswer | undefined>;

const detail: PropertyDetail = makeDetail(7, {
  title: '囲炉裏のある古民家',
  price_man_yen: 12000,
  municipality: '青梅市',
  address: '東京都青梅市成木三丁目',
  land_area: 661.16,
  building_area: 120,
  built_year: 1925,
  tags: ['okuen', '古民家'],
  contact_count: 12,
  published_at: '2026-10-01T00:00:00.000Z',
  description: '築100年の古民家です。\n囲炉裏と土間が残っています。',
  structure: '木造2階建て',
  lat: 35.84,
  lng: 139.2,
  reception: true,
  view_count: 1234,
  area_category: { id: 2, name: '山あい' },
  updated_at: '2026-11-02T03:00:00.000Z',
  images: [
    { path: '/uploads/properties/7/1.jpg', comment: '外観' },
    { path: '/uploads/properties/7/2.jpg', comment: '囲炉裏' },
    { path: '/uploads/properties/7/3.jpg', comment: '土間' },
  ],
});

function detailApi(listing: PropertyDetail = detail, extra?: MockHandler) {
  return mockFetch(async (url) => {
    if (url.pathname === `/api/properties/${listing.id}`) return { body: listing };
    return extra?.(url);
  }, { baseData: testBaseData });
}

const counter = () => screen.getByTestId('gallery-counter').textContent;

describe('/project/:id', () => {
  test('shows the title, price, every field of 物件概要 and the description with its line breaks', async () => {
    const api = detailApi();
    renderRoute('/project/7');
    expect(await screen.findByRole('heading', { level: 1, name: '囲炉裏のある古民家' })).toBeInTheDocument();
    expect(document.title).toBe('囲炉裏のある古民家 | 家いちば');
    expect(screen.getByTestId('property-price')).toHaveTextContent('1億2000万円');

    const table = screen.getByRole('table');
    const row = (label: string) => within(table).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement;
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
    const row = (label: string) => within(table).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement;
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

describe('gallery', () => {
  test('counter, buttons, thumbnails and ← / → keys with wrap-around', async () => {
    detailApi();
    const { user } = renderRoute('/project/7');
    const gallery = await screen.findByRole('region', { name: '物件の写真' });
    expect(counter()).toBe('1 / 3');
    expect(within(gallery).getByRole('img', { name: '外観' })).toHaveAttribute('src', '/uploads/properties/7/1.jpg');
    for (const img of within(gallery).getAllByRole('img')) {
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
    }

    await user.click(within(gallery).getByRole('button', { name: '次の写真' }));
    expect(counter()).toBe('2 / 3');
    expect(within(gallery).getByRole('img', { name: '囲炉裏' })).toBeInTheDocument();

    const thumbs = within(gallery).getByRole('list', { name: '写真の一覧' });
    const third = within(thumbs).getByRole('button', { name: '3枚目の写真を表示' });
    await user.click(third);
    expect(counter()).toBe('3 / 3');
    expect(third).toHaveAttribute('aria-current', 'true');
    expect(third).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(counter()).toBe('1 / 3');
    // the focus follows the photo along the thumbnails
    expect(within(thumbs).getByRole('button', { name: '1枚目の写真を表示' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(counter()).toBe('3 / 3');
    expect(within(gallery).getByText('土間')).toBeInTheDocument();
  });

  test('full-screen view: focus moves in, ← / → change the photo, Tab stays inside, Esc closes and gives the focus back', async () => {
    detailApi();
    const { user } = renderRoute('/project/7');
    const gallery = await screen.findByRole('region', { name: '物件の写真' });
    const expand = within(gallery).getByRole('button', { name: '写真を拡大表示（1 / 3）' });
    await user.click(expand);

    const dialog = screen.getByRole('dialog', { name: /写真の拡大表示/ });
    expect(within(dialog).getByRole('button', { name: '閉じる' })).toHaveFocus();
    expect(within(dialog).getByTestId('lightbox-counter')).toHaveTextContent('1 / 3');
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByTestId('lightbox-counter')).toHaveTextContent('2 / 3');
    expect(within(dialog).getByRole('img', { name: '囲炉裏' })).toBeInTheDocument();
    // the inline gallery follows (one step, not two)
    expect(counter()).toBe('2 / 3');

    await user.tab();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: '次の写真' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: '閉じる' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(gallery).getByRole('button', { name: '写真を拡大表示（2 / 3）' })).toHaveFocus();
  });

  test('a swipe to the left shows the next photo, to the right the previous one; a vertical drag does nothing', async () => {
    detailApi();
    renderRoute('/project/7');
    const stage = await screen.findByTestId('gallery-stage');
    const swipe = (fromX: number, toX: number, fromY = 100, toY = 100) => {
      fireEvent.pointerDown(stage, { pointerId: 1, isPrimary: true, clientX: fromX, clientY: fromY });
      fireEvent.pointerUp(stage, { pointerId: 1, isPrimary: true, clientX: toX, clientY: toY });
    };
    swipe(300, 150);
    expect(counter()).toBe('2 / 3');
    swipe(100, 260);
    expect(counter()).toBe('1 / 3');
    swipe(200, 190, 100, 400);
    expect(counter()).toBe('1 / 3');
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

describe('/project/:id sharing', () => {
  test('LINE, X and copy link, all with the /s/{id} short link on the site origin', async () => {
    detailApi();
    renderRoute('/project/7');
    const share = await screen.findByRole('region', { name: 'この物件をシェア' });
    const short = `${window.location.origin}/s/7`;
    expect(within(share).getByRole('textbox', { name: 'この物件の短縮URL' })).toHaveValue(short);
    const line = new URL(within(share).getByRole('link', { name: /LINEで送る/ }).getAttribute('href')!);
    expect(line.origin).toBe('https://line.me');
    expect(line.searchParams.get('text')).toBe(`囲炉裏のある古民家\n${short}`);
    const x = new URL(within(share).getByRole('link', { name: /Xでポスト/ }).getAttribute('href')!);
    expect(`${x.origin}${x.pathname}`).toBe('https://x.com/intent/post');
    expect(x.searchParams.get('url')).toBe(short);
    expect(x.searchParams.get('text')).toBe('囲炉裏のある古民家');
    for (const link of within(share).getAllByRole('link')) expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(within(share).getByRole('button', { name: 'リンクをコピー' }));
    await waitFor(() => expect(within(share).getByRole('status')).toHaveTextContent('リンクをコピーしました'));
    expect(writeText).toHaveBeenCalledWith(short);
  });

  test('without a clipboard the link is selected and the visitor told to copy it', async () => {
    detailApi();
    renderRoute('/project/7');
    const share = await screen.findByRole('region', { name: 'この物件をシェア' });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) }, configurable: true });
    fireEvent.click(within(share).getByRole('button', { name: 'リンクをコピー' }));
    await waitFor(() => expect(within(share).getByRole('status')).toHaveTextContent('コピーできませんでした。上のリンクを選んでコピーしてください。'));
    const field = within(share).getByRole('textbox', { name: 'この物件の短縮URL' }) as HTMLInputElement;
    expect(document.activeElement === field || field.selectionEnd === field.value.length).toBe(true);
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

describe('/project/:id facts', () => {
  const withFacts = makeDetail(9, {
    title: '駅の近い古民家',
    price_man_yen: 300,
    building_area: 120,
    land_area: 330,
    built_year: 1970,
    lat: 36.8,
    lng: 138.4,
    images: [{ path: '/uploads/properties/9/1.jpg', comment: '' }],
    facts: {
      layout: '4LDK',
      access: [
        { line: 'JR飯山線', station: '戸狩野沢温泉', walkMinutes: 15 },
        { line: '', station: '飯山駅', walkMinutes: 40 },
      ],
      zoning: '第一種住居地域',
      coverageRatio: 60,
      floorAreaRatio: 200,
      road: { direction: '南', widthM: 4 },
      utilities: ['上水道', '浄化槽', '電気'],
      landRights: '所有権',
      currentStatus: '空き家',
    },
  });

  test('the facts table shows 間取り, 交通, 用途地域, 建ぺい率, 容積率, 接道 and the stated 設備, 土地権利, 現況', async () => {
    detailApi(withFacts);
    renderRoute('/project/9');
    const table = await screen.findByTestId('property-facts');
    const row = (label: string) => within(table).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement;
    expect(row('間取り')).toHaveTextContent('4LDK');
    expect(within(row('交通')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['JR飯山線 戸狩野沢温泉駅 徒歩15分', '飯山駅 徒歩40分']);
    expect(row('用途地域')).toHaveTextContent('第一種住居地域');
    expect(row('建ぺい率')).toHaveTextContent('60%');
    expect(row('容積率')).toHaveTextContent('200%');
    expect(row('接道')).toHaveTextContent('南側 幅員4.0m');
    expect(row('設備')).toHaveTextContent('上水道・浄化槽・電気');
    expect(row('土地権利')).toHaveTextContent('所有権');
    expect(row('現況')).toHaveTextContent('空き家');
    // The price box sums it up: 建物 ・ 4LDK ・ … ・ the nearest station.
    expect(screen.getByText(/4LDK/, { selector: 'p' })).toHaveTextContent('戸狩野沢温泉駅 徒歩15分');
  });

  test('a listing without facts shows the six a buyer compares as —, and leaves the others out', async () => {
    detailApi(makeDetail(10));
    renderRoute('/project/10');
    const table = await screen.findByTestId('property-facts');
    for (const label of ['間取り', '交通', '用途地域', '建ぺい率', '容積率', '接道']) {
      expect(within(table).getByRole('rowheader', { name: label }).closest('tr')).toHaveTextContent('—');
    }
    for (const label of ['設備', '土地権利', '現況']) expect(within(table).queryByRole('rowheader', { name: label })).not.toBeInTheDocument();
  });

  test('schema.org data: a RealEstateListing with the price in yen, the house, its rooms and facts', async () => {
    detailApi(withFacts);
    renderRoute('/project/9');
    await screen.findByTestId('property-facts');
    const ld = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!) as { about: { additionalProperty: { name: string; value: string }[] } } & Record<string, unknown>;
    expect(ld).toMatchObject({
      '@type': 'RealEstateListing',
      name: '駅の近い古民家',
      url: `${window.location.origin}/project/9`,
      image: [`${window.location.origin}/uploads/properties/9/1.jpg`],
      offers: { '@type': 'Offer', price: 3_000_000, priceCurrency: 'JPY' },
      about: {
        '@type': 'SingleFamilyResidence',
        numberOfRooms: 4,
        yearBuilt: 1970,
        floorSize: { value: 120, unitCode: 'MTK' },
        lotSize: { value: 330, unitCode: 'MTK' },
        geo: { latitude: 36.8, longitude: 138.4 },
      },
    });
    const props = Object.fromEntries(ld.about.additionalProperty.filter((p) => p.name !== '交通').map((p) => [p.name, p.value]));
    expect(props).toEqual({ 間取り: '4LDK', 用途地域: '第一種住居地域', 建ぺい率: '60%', 容積率: '200%', 接道: '南側 幅員4.0m', 設備: '上水道・浄化槽・電気', 土地権利: '所有権', 現況: '空き家' });
  });
});
