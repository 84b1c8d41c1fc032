import { FACT_MESSAGES, MESSAGES, type ApiErrorBody, type PostingDetail, type PostingResponse, type PropertyDetail } from '@akiya/contracts';
import { loginAs, seedAccounts } from './support/accounts';
import { Browser } from './support/browser';
import { postableCategoryId, postingMultipart, validPostingFields } from './support/posting-form';
import { useTestApp } from './support/test-app';
import { testEngines } from './support/test-database';

/**
 * A listing's facts (docs/posting.md "物件の詳細"): posted with the form, validated by the server with
 * the form's rules and messages, stored, shown on the public listing (after approval) and given back to
 * the owner's edit form; a land listing keeps no 間取り or 現況 (the demo data's facts: listing-generator.spec.ts).
 */
describe.each(testEngines())('listing facts on %s', (engine) => {
  const t = useTestApp(engine, { env: { RATE_LIMIT_ENABLED: '0' }, seed: seedAccounts });
  let categoryId: string;
  let seller: Browser;
  let staff: Browser;

  const facts = {
    layout: '４ldk',
    access_1_line: 'JR飯山線',
    access_1_station: '戸狩野沢温泉',
    access_1_walk: '15',
    access_2_station: '飯山駅',
    access_2_walk: '40',
    zoning: '第一種住居地域',
    coverage_ratio: '60',
    floor_area_ratio: '200',
    road_direction: '南',
    road_width: '4.5',
    utilities: '上水道,浄化槽,プロパンガス,電気',
    land_rights: '所有権',
    current_status: '空き家',
  };
  const post = (fields: Record<string, string | string[]>) => seller.request('POST', '/api/post', undefined, { raw: postingMultipart(fields) });

  beforeAll(async () => {
    categoryId = await postableCategoryId(t.dataSource);
    seller = await loginAs(t, 'seller@example.jp');
    staff = await loginAs(t, 'staff@example.jp');
  });

  it('refuses bad facts with the form’s messages, field by field, and writes nothing', async () => {
    const before = Number((await t.dataSource.query('SELECT COUNT(*) AS n FROM properties'))[0].n);
    const res = await post({
      ...validPostingFields(categoryId),
      layout: '広い',
      access_1_line: 'JR線',
      coverage_ratio: '101',
      floor_area_ratio: '0',
      road_width: '4',
      zoning: '住宅街',
      utilities: '上水道,温泉',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<ApiErrorBody>();
    expect(body.message).toBe(MESSAGES.formError);
    expect(body.errors).toEqual({
      layout: [FACT_MESSAGES.invalidLayout],
      access_1_station: [FACT_MESSAGES.stationRequired],
      access_1_walk: [FACT_MESSAGES.invalidWalk],
      coverage_ratio: [FACT_MESSAGES.invalidCoverage],
      floor_area_ratio: [FACT_MESSAGES.invalidFloorAreaRatio],
      road_direction: [FACT_MESSAGES.roadWidthWithoutDirection],
      zoning: [FACT_MESSAGES.invalidChoice],
      utilities: [FACT_MESSAGES.invalidChoice],
    });
    expect(Number((await t.dataSource.query('SELECT COUNT(*) AS n FROM properties'))[0].n)).toBe(before);
  });

  it('stores the facts, shows them on the approved listing and gives them back to the edit form', async () => {
    const res = await post({ ...validPostingFields(categoryId, '駅の近い古民家'), ...facts });
    expect(res.statusCode).toBe(200);
    const { id } = res.json<PostingResponse>();

    const row = (await t.dataSource.query('SELECT layout, nearest_walk_minutes FROM properties WHERE id = ?', [id]))[0];
    expect(row.layout).toBe('4LDK');
    expect(Number(row.nearest_walk_minutes)).toBe(15);

    const edit = (await seller.get(`/api/post/${id}`)).json<PostingDetail>();
    expect(edit.values).toMatchObject({ ...facts, layout: '4LDK', access_3_station: '', access_3_walk: '' });

    expect((await staff.post(`/api/staff/review/${id}/approve`, {})).statusCode).toBe(200);
    const listing = (await t.get(`/api/properties/${id}`)).json<PropertyDetail>();
    expect(listing.facts).toEqual({
      layout: '4LDK',
      access: [
        { line: 'JR飯山線', station: '戸狩野沢温泉', walkMinutes: 15 },
        { line: '', station: '飯山駅', walkMinutes: 40 },
      ],
      zoning: '第一種住居地域',
      coverageRatio: 60,
      floorAreaRatio: 200,
      road: { direction: '南', widthM: 4.5 },
      utilities: ['上水道', '浄化槽', 'プロパンガス', '電気'],
      landRights: '所有権',
      currentStatus: '空き家',
    });
  });

  it('an edit that empties the facts leaves none; a land listing keeps no 間取り or 現況', async () => {
    const created = (await post({ ...validPostingFields(categoryId, '畑付きの土地'), ...facts })).json<PostingResponse>();
    const asLand = { ...validPostingFields(categoryId, '畑付きの土地'), ...facts, land_or_building: 'land', building_area: '', built_year: '', structure: '' };
    const updated = await seller.request('POST', `/api/post/${created.id}`, undefined, { raw: postingMultipart(asLand) });
    expect(updated.statusCode).toBe(200);
    const land = (await seller.get(`/api/post/${created.id}`)).json<PostingDetail>();
    expect(land.values).toMatchObject({ layout: '', current_status: '', zoning: '第一種住居地域', access_1_station: '戸狩野沢温泉' });

    const emptied = await seller.request('POST', `/api/post/${created.id}`, undefined, { raw: postingMultipart(validPostingFields(categoryId, '畑付きの土地')) });
    expect(emptied.statusCode).toBe(200);
    const row = (await t.dataSource.query('SELECT layout, nearest_walk_minutes FROM properties WHERE id = ?', [created.id]))[0];
    expect(row.layout).toBeNull();
    expect(row.nearest_walk_minutes).toBeNull();
    const values = (await seller.get(`/api/post/${created.id}`)).json<PostingDetail>().values;
    expect(values).toMatchObject({ zoning: '', access_1_station: '', utilities: '', road_direction: '' });
  });
});
