import { screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_SEARCH_PARAMS } from '@akiya/contracts';
import { ANALYTICS_DOM_EVENT, selectLoginDialog } from '@akiya/shared-ui';
import { loggedInBaseData, testUser } from '../../../../../tools/testing/base-data';
import { renderRoute } from '../../../testing/render-route';
import { listApi, lists, query, renderFilterPanel, renderList } from '../../../testing/list-screens';
import { apiParams, baselineParams, readUrlParams, validatePriceRange, withSearchParams } from '../utils/search-params';

describe('the filter panel', () => {
  test('applies the refinements: same list route, page 1, params in the URL and in the request', async () => {
    const api = listApi();
    const { user, location } = renderRoute('/area/13/page/3?sort=price-asc');
    await screen.findAllByTestId('listing-card');
    const toggle = screen.getByRole('button', { name: '絞り込み' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const form = screen.getByRole('form', { name: '絞り込み条件' });
    const from = within(form).getByRole('spinbutton', { name: '下限（万円）' });
    expect(from).toHaveAttribute('min', '0');
    expect(from).toHaveAttribute('step', '100');
    await user.type(from, '100');
    await user.type(within(form).getByRole('spinbutton', { name: '上限（万円）' }), '500');
    await user.click(within(form).getByRole('checkbox', { name: '価格未定を含む' }));
    await user.click(within(form).getByRole('radio', { name: '建物' }));
    await user.selectOptions(within(form).getByRole('combobox', { name: '写真' }), '写真ありのみ');
    await user.click(within(form).getByRole('checkbox', { name: '受付中のみ' }));
    await user.click(within(form).getByRole('checkbox', { name: '掲載中のみ' }));
    await user.click(within(form).getByRole('button', { name: 'この条件で絞り込む' }));

    expect(location()).toBe(
      '/area/13?sort=price-asc&price_undecided=no&price_from=100&price_to=500&land_or_building=building&photo=has&reception=no&publication=no',
    );
    await waitFor(() => expect(lists(api)).toHaveLength(2));
    expect(query(lists(api)[1])).toEqual({
      page: '1',
      limit: '10',
      area: '13',
      sort_order: 'price-asc',
      price_undecided: 'no',
      price_from: '100',
      price_to: '500',
      land_or_building: 'building',
      photo: 'has',
      reception: 'no',
      publication: 'no',
    });
    expect(screen.queryByRole('form', { name: '絞り込み条件' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /絞り込み.*7件/ })).toHaveFocus();

    // the pagination keeps the params
    const nav = await screen.findByRole('navigation', { name: 'ページ送り' });
    expect(within(nav).getByRole('link', { name: '2' }).getAttribute('href')).toMatch(/^\/area\/13\/page\/2\?sort=price-asc&price_undecided=no/);
  });

  test('a lower bound above the upper bound shows the message and makes no request', async () => {
    const api = listApi();
    const { user, location, form } = await renderFilterPanel('/board');
    const from = within(form).getByRole('spinbutton', { name: '下限（万円）' });
    await user.type(from, '900');
    await user.type(within(form).getByRole('spinbutton', { name: '上限（万円）' }), '300');
    await user.click(within(form).getByRole('button', { name: 'この条件で絞り込む' }));

    expect(within(form).getByRole('alert')).toHaveTextContent('上限の価格は下限以上で指定してください');
    const to = within(form).getByRole('spinbutton', { name: '上限（万円）' });
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveFocus();
    expect(from).not.toHaveAttribute('aria-invalid');
    expect(location()).toBe('/board');
    await new Promise((r) => setTimeout(r, 20));
    expect(lists(api)).toHaveLength(1);
  });

  test('params given in the URL are shown in the form and sent to the API', async () => {
    const api = listApi();
    const { user } = renderRoute('/new?price_to=300&land_or_building=land');
    await screen.findAllByTestId('listing-card');
    expect(query(api.requestsTo('/api/properties')[0])).toEqual({ page: '1', limit: '10', collection: 'new', sort_order: 'publish-desc', price_to: '300', land_or_building: 'land' });
    // 新着 has a fixed order: no sort selector
    expect(screen.queryByRole('combobox', { name: '並び替え' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /絞り込み/ }));
    const form = screen.getByRole('form', { name: '絞り込み条件' });
    expect(within(form).getByRole('spinbutton', { name: '上限（万円）' })).toHaveValue(300);
    expect(within(form).getByRole('radio', { name: '土地' })).toBeChecked();
  });
});

describe('the my-search panel (保存した検索条件)', () => {
  test('logged out: greyed out with a login prompt, no save button; ログイン opens the login dialog', async () => {
    listApi();
    const { user, store } = renderRoute('/area/13/page/2');
    await screen.findAllByTestId('listing-card');
    await user.click(screen.getByRole('button', { name: '保存した検索条件' }));
    const panel = screen.getByRole('dialog', { name: '保存した検索条件' });
    expect(within(panel).getByRole('button', { name: /閉じる/ })).toHaveFocus();
    expect(within(panel).getByText('ログインすると検索条件を保存できます')).toBeInTheDocument();
    expect(within(panel).getByRole('combobox', { name: '並び替え' })).toBeDisabled();
    expect(within(panel).getByRole('spinbutton', { name: '下限（万円）' })).toBeDisabled();
    expect(within(panel).queryByRole('button', { name: 'この条件を保存する' })).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'ログイン' }));
    expect(screen.queryByRole('dialog', { name: '保存した検索条件' })).not.toBeInTheDocument();
    expect(selectLoginDialog(store.getState())).toEqual({ open: true, reason: 'ご利用にはログインが必要です。' });
    expect(sessionStorage.getItem('redirect-url')).toBe('/area/13/page/2');
  });

  test('logged in: seeded from the saved params; saving posts the eight params and reloads without /page/{n}', async () => {
    const saved = { ...DEFAULT_SEARCH_PARAMS, sort_order: 'price-asc' as const, price_to: '800' };
    const posted: unknown[] = [];
    let current = saved;
    const api = listApi({
      extra: (url) => (url.pathname === '/api/common/base-data' ? { body: loggedInBaseData(testUser(), { searchParams: current }) } : undefined),
    });
    const realFetch = global.fetch;
    global.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      if (new URL(request.url).pathname === '/api/user/post-search-params') {
        const body = await request.clone().json();
        posted.push({ method: request.method, body });
        current = body;
        return new Response(JSON.stringify({ success: true, searchParams: body }), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }
      return realFetch(input, init);
    }) as typeof fetch;

    const tracked: string[] = [];
    const onTrack = (e: Event) => tracked.push((e as CustomEvent<{ event: string }>).detail.event);
    window.addEventListener(ANALYTICS_DOM_EVENT, onTrack);

    const { user, location } = renderRoute('/area/13/page/2?price_from=100');
    await screen.findAllByTestId('listing-card');
    // the saved params apply to the list (the URL overrides them for this visit)
    expect(query(api.requestsTo('/api/properties')[0])).toMatchObject({ area: '13', sort_order: 'price-asc', price_to: '800', price_from: '100' });
    expect(screen.getByRole('combobox', { name: '並び替え' })).toHaveValue('price-asc');

    await user.click(screen.getByRole('button', { name: '保存した検索条件' }));
    const panel = screen.getByRole('dialog', { name: '保存した検索条件' });
    expect(within(panel).queryByText('ログインすると検索条件を保存できます')).not.toBeInTheDocument();
    expect(within(panel).getByRole('combobox', { name: '並び替え' })).toHaveValue('price-asc');
    expect(within(panel).getByRole('spinbutton', { name: '上限（万円）' })).toHaveValue(800);
    await user.selectOptions(within(panel).getByRole('combobox', { name: '並び替え' }), '新着順');
    await user.click(within(panel).getByRole('checkbox', { name: '受付中のみ' }));
    await user.click(within(panel).getByRole('button', { name: 'この条件を保存する' }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      method: 'POST',
      body: { ...DEFAULT_SEARCH_PARAMS, sort_order: 'publish-desc', price_to: '800', reception: 'no' },
    });
    // page 1 of the same list, without this visit's own choices: the saved params (kept by the account) apply
    await waitFor(() => expect(location()).toBe('/area/13'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(query(api.requestsTo('/api/properties')[api.requestsTo('/api/properties').length - 1])).toEqual({
        page: '1',
        limit: '10',
        area: '13',
        price_to: '800',
        reception: 'no',
      }),
    );
    expect(screen.getByRole('combobox', { name: '並び替え' })).toHaveValue('publish-desc');
    expect(tracked).toEqual(['save_my-search']);
    window.removeEventListener(ANALYTICS_DOM_EVENT, onTrack);
  });
});

describe('/treasure', () => {
  test('lists the treasure collection with pagination', async () => {
    const api = listApi();
    await renderList('/treasure/page/2', 'お宝物件');
    expect(query(api.requestsTo('/api/properties')[0])).toEqual({ page: '2', limit: '10', collection: 'treasure' });
    expect(screen.queryByRole('combobox', { name: '並び替え' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'ページ送り' });
    expect(within(nav).getByRole('link', { name: '1' })).toHaveAttribute('href', '/treasure');
    expect(within(nav).getByRole('link', { name: '3' })).toHaveAttribute('href', '/treasure/page/3');
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem('listing-navigation') ?? '{}')).toMatchObject({ title: 'お宝物件', backUrl: '/treasure/page/2' }));
  });

  test('a non-digit page is the 404 page', () => {
    listApi();
    renderRoute('/treasure/page/x');
    expect(screen.getByTestId('error-page')).toHaveAttribute('data-status', '404');
  });
});

describe('search param helpers', () => {
  test('URL values are validated; unknown values are ignored', () => {
    expect(readUrlParams(new URLSearchParams('sort=cheap&price_from=1e3&photo=both&reception=no&publication=maybe'))).toEqual({
      photo: 'both',
      reception: 'no',
    });
  });

  test('the URL holds what differs from the defaults or from the saved baseline', () => {
    const baseline = baselineParams({ ...DEFAULT_SEARCH_PARAMS, price_to: '800' });
    const cleared = { ...baseline, price_to: '' };
    expect(withSearchParams(new URLSearchParams('x=1'), cleared, baseline)).toBe('?x=1&price_to=');
    expect(withSearchParams(new URLSearchParams(), { ...DEFAULT_SEARCH_PARAMS }, baselineParams(null))).toBe('');
  });

  test('the API gets what differs from the defaults plus whatever the URL set', () => {
    expect(apiParams({ ...DEFAULT_SEARCH_PARAMS, photo: 'has' }, { sort_order: 'publish-desc' })).toEqual({ sort_order: 'publish-desc', photo: 'has' });
  });

  test('price range validation', () => {
    expect(validatePriceRange('', '')).toEqual({});
    expect(validatePriceRange('300', '300')).toEqual({});
    expect(validatePriceRange('500', '100')).toEqual({ price_to: '上限の価格は下限以上で指定してください' });
    expect(validatePriceRange('-1', '')).toEqual({ price_from: '価格は0以上の整数（万円）で指定してください' });
  });
});
