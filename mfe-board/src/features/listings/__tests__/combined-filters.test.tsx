import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../../../testing/render-route';
import { counts, listApi, lists, query, renderFilterPanel } from '../../../testing/list-screens';
import { readUrlFilters, withUrlFilters } from '../utils/url-filters';
import { filtersOf, validateDraft, draftOf } from '../utils/filter-draft';

const CITIES: Record<string, { code: string; name: string; kana: string; count: number }[]> = {
  '20': [
    { code: '20201', name: '長野市', kana: 'ナガノシ', count: 3 },
    { code: '20202', name: '松本市', kana: 'マツモトシ', count: 5 },
  ],
  '13': [{ code: '13205', name: '青梅市', kana: 'オウメシ', count: 2 }],
};

/** Lists answer 42 listings, a match count (limit=1) 7; the municipalities of 20 and 13. */
function api() {
  return listApi({
    countTotal: 7,
    extra: (url) => {
      const m = /^\/api\/areas\/(\d\d)\/cities$/.exec(url.pathname);
      return m ? { body: { prefecture_code: m[1], items: CITIES[m[1]] ?? [] } } : undefined;
    },
  });
}

describe('the combined filters of the filter panel', () => {
  test('from an empty board to a combined search: municipalities of the chosen prefecture, the count before applying, the URL and the request', async () => {
    const fake = api();
    const { user, location, form } = await renderFilterPanel('/board');

    const city = within(form).getByRole('combobox', { name: '市区町村' });
    expect(city).toBeDisabled();
    expect(city).toHaveAccessibleDescription('都道府県を選ぶと市区町村を選べます');
    expect(within(form).getByRole('group', { name: '所在地' })).toBeInTheDocument();
    await user.selectOptions(within(form).getByRole('combobox', { name: '都道府県' }), '長野県');
    await waitFor(() => expect(city).toBeEnabled());
    await within(city).findByRole('option', { name: '松本市（5件）' });
    await user.selectOptions(city, '20202');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'カテゴリー' }), '古民家');
    const band = within(within(form).getByRole('group', { name: '価格帯から選ぶ' })).getByRole('button', { name: '100〜200万円' });
    await user.click(band);
    expect(band).toHaveAttribute('aria-pressed', 'true');
    expect(within(form).getByRole('spinbutton', { name: '下限（万円）' })).toHaveValue(101);
    expect(within(form).getByRole('spinbutton', { name: '上限（万円）' })).toHaveValue(200);
    const landGroup = within(form).getByRole('group', { name: '土地面積（㎡）' });
    await user.type(within(landGroup).getByRole('spinbutton', { name: '下限（㎡）' }), '100');
    await user.type(within(landGroup).getByRole('spinbutton', { name: '上限（㎡）' }), '500');
    await user.selectOptions(within(within(form).getByRole('group', { name: '築年数' })).getByRole('combobox', { name: '築年数（以内）' }), '30');
    await user.selectOptions(within(form).getByRole('combobox', { name: '間取り' }), '3部屋以上（3K〜）');
    await user.selectOptions(within(form).getByRole('combobox', { name: '駅徒歩' }), '15分以内');

    // The count of the draft, asked once it rests (not once per keystroke).
    await waitFor(() => expect(within(form).getByTestId('filter-match-count')).toHaveTextContent('この条件に合う物件：7件'));
    const last = counts(fake).at(-1) as URL;
    expect(query(last)).toEqual({
      page: '1',
      limit: '1',
      area: '20',
      city: '20202',
      categoryId: '2',
      land_area_from: '100',
      land_area_to: '500',
      age_to: '30',
      rooms_from: '3',
      walk_to: '15',
      price_from: '101',
      price_to: '200',
    });
    expect(counts(fake).length).toBeLessThan(4);

    await user.click(within(form).getByRole('button', { name: 'この条件で絞り込む' }));
    expect(location()).toBe('/board?area=20&city=20202&categoryId=2&land_area_from=100&land_area_to=500&age_to=30&rooms_from=3&walk_to=15&price_from=101&price_to=200');
    await waitFor(() => expect(lists(fake)).toHaveLength(2));
    expect(query(lists(fake)[1])).toEqual({ ...query(last), limit: '10' });
    expect(screen.getByRole('button', { name: /絞り込み.*10件/ })).toHaveFocus();
  });

  test('a reversed or non-numeric land area is refused with the field’s message, and nothing is counted or applied', async () => {
    const fake = api();
    const { user, location, form } = await renderFilterPanel('/board');
    await user.type(within(form).getByRole('spinbutton', { name: '下限（㎡）' }), '500');
    const to = within(form).getByRole('spinbutton', { name: '上限（㎡）' });
    await user.type(to, '100');
    expect(await within(form).findByText('上限の土地面積は下限以上で指定してください')).toBeInTheDocument();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(form).getByRole('button', { name: 'この条件で絞り込む' }));
    expect(to).toHaveFocus();
    expect(location()).toBe('/board');
    expect(within(form).getByTestId('filter-match-count')).toHaveTextContent('');
    expect(lists(fake)).toHaveLength(1);
  });

  test('on a prefecture page the prefecture is the page’s: only its municipalities are offered', async () => {
    const fake = api();
    const { user } = renderRoute('/area/13?city=13205');
    await screen.findAllByTestId('listing-card');
    expect(query(lists(fake)[0])).toEqual({ page: '1', limit: '10', area: '13', city: '13205' });
    await user.click(screen.getByRole('button', { name: /絞り込み/ }));
    const form = screen.getByRole('form', { name: '絞り込み条件' });
    expect(within(form).queryByRole('combobox', { name: '都道府県' })).not.toBeInTheDocument();
    const city = within(form).getByRole('combobox', { name: '市区町村' });
    await within(city).findByRole('option', { name: '青梅市（2件）' });
    expect(city).toHaveValue('13205');
  });

  test('reads only valid filters from the URL, and writes them back with the other keys kept', () => {
    expect(readUrlFilters(new URLSearchParams('area=20&city=13101&categoryId=x&land_area_from=abc&age_to=30&age_from=40'))).toEqual({ area: '20', age_from: 40 });
    expect(readUrlFilters(new URLSearchParams('city=20202&categoryId=3&land_area_from=100&land_area_to=90'))).toEqual({ city: '20202', categoryId: 3, land_area_from: 100 });
    expect(readUrlFilters(new URLSearchParams('area=13&categoryId=3'), { area: '20', categoryId: 2 })).toEqual({});
    expect(withUrlFilters(new URLSearchParams('sort=price-asc&area=1'), { area: '20', land_area_to: 300 }).toString()).toBe('sort=price-asc&area=20&land_area_to=300');
    expect(validateDraft({ ...draftOf({}), land_area_from: '1.5' })).toEqual({ land_area_from: '土地面積は0以上の整数（㎡）で指定してください' });
    expect(filtersOf({ ...draftOf({}), city: '20202', age_to: '10' })).toEqual({ city: '20202', age_to: 10 });
    // 間取り 1–9 rooms, a walk of 1–120 minutes; anything else is left out
    expect(readUrlFilters(new URLSearchParams('rooms_from=3&walk_to=15'))).toEqual({ rooms_from: 3, walk_to: 15 });
    expect(readUrlFilters(new URLSearchParams('rooms_from=0&walk_to=121'))).toEqual({});
    expect(readUrlFilters(new URLSearchParams('rooms_from=10&walk_to=x'))).toEqual({});
  });
});
