import { screen, waitFor, within } from '@testing-library/react';
import { MAP_MARKERS_CAP, PREFECTURES, type MapMarker } from '@akiya/contracts';
import { mockFetch } from '../../../../../tools/testing/mock-fetch';
import { testBaseData } from '../../../../../tools/testing/base-data';
import { renderRoute } from '../../../testing/render-route';
import { TILE_COLUMNS, TILE_POSITIONS, TILE_ROWS, prefectureTiles } from '../utils/prefecture-tiles';

const marker = (id: number, overrides: Partial<MapMarker> = {}): MapMarker => ({
  id,
  title: `物件${id}の古民家`,
  price_man_yen: 350,
  prefecture_code: '13',
  lat: 35.6 + id / 100,
  lng: 139.5,
  ...overrides,
});

function mapApi(capped = false) {
  return mockFetch((url) => {
    if (url.pathname === '/api/properties/markers') {
      const area = url.searchParams.get('area');
      const items = area
        ? [marker(1, { prefecture_code: area }), marker(2, { prefecture_code: area, title: '海の見える家', price_man_yen: null })]
        : [marker(1), marker(2), marker(3, { prefecture_code: '20', lat: 36.6, lng: 138.2 })];
      return { body: { items, capped } };
    }
    return undefined;
  }, { baseData: testBaseData });
}

describe('the prefecture tile map', () => {
  test('47 links, each /area/{code} named after the prefecture', async () => {
    mapApi();
    const { user, location } = renderRoute('/map');
    const map = await screen.findByTestId('prefecture-tile-map');
    const links = within(map as unknown as HTMLElement).getAllByRole('link');
    expect(links).toHaveLength(47);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(PREFECTURES.map((p) => `/area/${p.code}`));
    expect(within(map as unknown as HTMLElement).getByRole('link', { name: '東京都' })).toHaveAttribute('href', '/area/13');
    expect(within(map as unknown as HTMLElement).getByRole('link', { name: '北海道' })).toHaveAttribute('href', '/area/01');

    await user.click(within(map as unknown as HTMLElement).getByRole('link', { name: '東京都' }));
    expect(location()).toBe('/area/13');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: '東京都' })).toBeInTheDocument());
  });

  test('the layout: every prefecture placed once, inside the grid, no two tiles overlapping', () => {
    expect(Object.keys(TILE_POSITIONS).sort()).toEqual(PREFECTURES.map((p) => p.code).sort());
    const taken = new Map<string, string>();
    for (const [code, pos] of Object.entries(TILE_POSITIONS)) {
      for (let c = pos.col; c < pos.col + (pos.w ?? 1); c++) {
        for (let r = pos.row; r < pos.row + (pos.h ?? 1); r++) {
          expect(c).toBeLessThan(TILE_COLUMNS);
          expect(r).toBeLessThan(TILE_ROWS);
          expect(taken.get(`${c},${r}`)).toBeUndefined();
          taken.set(`${c},${r}`, code);
        }
      }
    }
    expect(prefectureTiles(48, 4).find((t) => t.code === '01')).toMatchObject({ width: 100, height: 100, group: 'hokkaido-tohoku' });
  });
});

describe('/map', () => {
  test('the whole country: a pin per listing from GET /api/properties/markers', async () => {
    const api = mapApi();
    renderRoute('/map');
    expect(screen.getByRole('heading', { level: 1, name: '地図から探す' })).toBeInTheDocument();
    expect(document.title).toBe('地図から探す | 家いちば');
    expect(await screen.findByText('3件の物件を地図に表示しています')).toBeInTheDocument();
    const map = screen.getByRole('region', { name: '物件の地図' });
    await waitFor(() => expect(map.querySelectorAll('.leaflet-marker-icon')).toHaveLength(3));
    expect(within(map).getByRole('button', { name: '物件2の古民家' })).toBeInTheDocument();
    const calls = api.seen.map((r) => r.url).filter((u) => u.pathname === '/api/properties/markers');
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(calls[0].searchParams)).toEqual({});
    // Neither list pages nor listing details (GET /api/properties/:id counts a view) are requested.
    expect(api.requestsTo('/api/properties')).toHaveLength(0);
    expect(api.seen.map((r) => r.url).filter((u) => /^\/api\/properties\/\d+$/.test(u.pathname))).toHaveLength(0);
  });

  test('says when the markers are capped', async () => {
    mapApi(true);
    renderRoute('/map');
    expect(await screen.findByText(`3件の物件を地図に表示しています（位置のわかる物件のうち新しい順に${MAP_MARKERS_CAP}件）`)).toBeInTheDocument();
  });

  test('one prefecture (?area=13): pins with popups linking to the listing, and the same listings as links', async () => {
    const api = mapApi();
    const { user, location } = renderRoute('/map?area=13');
    expect(await screen.findByText('2件の物件を地図に表示しています')).toBeInTheDocument();
    const map = screen.getByRole('region', { name: '物件の地図（東京都）' });
    await waitFor(() => expect(map.querySelectorAll('.leaflet-marker-icon')).toHaveLength(2));
    expect(api.seen.map((r) => r.url).find((u) => u.pathname === '/api/properties/markers')?.searchParams.get('area')).toBe('13');

    await user.click(within(map).getByRole('button', { name: '海の見える家' }));
    const popupLink = await within(map).findByRole('link', { name: '海の見える家' });
    expect(popupLink).toHaveAttribute('href', '/project/2');
    expect(within(map).getByText('価格未定')).toBeInTheDocument();

    await user.click(screen.getByText(/地図に表示中の物件/));
    expect(screen.getAllByRole('link', { name: '海の見える家' })).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: '表示する地域' })).toHaveValue('13');
    // (following a popup link inside the app is covered by the e2e map spec: Leaflet's own mouse
    // handling needs a laid-out map, which jsdom does not have)
    await user.click(screen.getAllByRole('link', { name: '海の見える家' })[1]);
    expect(location()).toBe('/project/2');
  });

  test('an error offers a retry', async () => {
    let fail = true;
    mockFetch((url) => {
      if (url.pathname !== '/api/properties/markers') return undefined;
      if (fail) return { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: '内部エラーが発生しました' } };
      return { body: { items: [marker(1)], capped: false } };
    }, { baseData: testBaseData });
    const { user } = renderRoute('/map');
    const alert = await screen.findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button'));
    expect(await screen.findByText('1件の物件を地図に表示しています')).toBeInTheDocument();
  });
});
