import {
  MESSAGES,
  STAFF_BANK_MESSAGES,
  formatMessage,
  type ApiErrorBody,
  type BankManageOverview,
  type StaffBankMunicipalitiesResponse,
  type StaffBankMunicipality,
} from '@akiya/contracts';
import { Browser } from './support/browser';
import { createUser, loginAs, seedAccounts } from './support/accounts';
import { madeBeforeAll, useTestApp } from './support/test-app';
import { testEngines } from './support/test-database';

const BANK = {
  prefecture_code: '20',
  name: '小諸市',
  bank_name: '小諸市空き家バンク',
  terms: '第1条 この規約は小諸市空き家バンクの利用について定めます。\n\n第2条 物件の契約は当事者間で行います。',
  office_name: '小諸市 建設部 都市計画課',
  office_phone: '0267-22-1700',
  office_email: 'akiya@komoro.example.jp',
  office_hours: '平日 8:30〜17:15',
};

const LISTING = {
  title: '浅間山を望む平屋',
  description: '昭和50年築の木造平屋です。',
  district: '平原',
  deal_type: 'sale',
  price: '300',
  land_or_building: 'building',
  land_area: '300',
  building_area: '90',
  built_year: '1975',
  layout: '4DK',
  bank_number: 'No.1',
};

/**
 * Staff administration of the bank's municipalities (docs/akiyabank.md, "Staff: municipalities and
 * members"): staff add and edit a municipality, add a member by email who can then manage its bank
 * through the existing manage API, remove it (then it cannot); bad input is 400 with the field's
 * message; anyone but staff gets the plain 404; every change is in the audit log.
 */
describe.each(testEngines())('staff administration of bank municipalities on %s', (engine) => {
  const t = useTestApp(engine, { env: { RATE_LIMIT_ENABLED: '0' }, seed: seedAccounts });
  const users = madeBeforeAll(async () => {
    const staff = await loginAs(t, 'staff@example.jp');
    const buyer = await loginAs(t, 'buyer@example.jp');
    const user = await createUser(t);
    return { staff, buyer, memberEmail: user.email, member: await loginAs(t, user.email, 'secret123') };
  });
  let created: StaffBankMunicipality;

  const audit = async (action: string): Promise<{ actor_id: number | string; target_id: string; detail: string | null }[]> =>
    t.dataSource.query('SELECT actor_id, target_id, detail FROM staff_audit_log WHERE action = ? ORDER BY id', [action]);

  it('adds a municipality, lists it and records who did it', async () => {
    const res = await users.staff.post('/api/staff/akiyabank/municipalities', { ...BANK, name: ' 小諸市 ' });
    expect(res.statusCode).toBe(201);
    created = res.json<StaffBankMunicipality>();
    expect(created).toMatchObject({ ...BANK, prefecture_name: '長野県', listing_count: 0, members: [] });
    const list = (await users.staff.get('/api/staff/akiyabank/municipalities')).json<StaffBankMunicipalitiesResponse>();
    expect(list.items.map((m) => m.name)).toContain('小諸市');
    // The public filters know it at once.
    const pub = (await new Browser(t.app).get('/api/akiyabank/municipalities')).json<{ name: string }[]>();
    expect(pub.map((m) => m.name)).toContain('小諸市');
    const staffId = (await t.dataSource.query('SELECT id FROM users WHERE email = ?', ['staff@example.jp']))[0].id;
    const rows = await audit('bank.municipality.create');
    expect(rows).toHaveLength(1);
    expect(Number(rows[0].actor_id)).toBe(Number(staffId));
    expect(rows[0].target_id).toBe(String(created.id));
  });

  it('edits a municipality (the change is on its listing pages) and logs the changed fields', async () => {
    const res = await users.staff.request('PUT', `/api/staff/akiyabank/municipalities/${created.id}`, { ...BANK, office_hours: '平日 9:00〜17:00' });
    expect(res.statusCode).toBe(200);
    expect(res.json<StaffBankMunicipality>().office_hours).toBe('平日 9:00〜17:00');
    const rows = await audit('bank.municipality.update');
    expect(rows.at(-1)?.detail).toBe('changed: office_hours');
    expect((await users.staff.request('PUT', '/api/staff/akiyabank/municipalities/999999', BANK)).statusCode).toBe(404);
  });

  it('refuses bad input with each field’s Japanese message', async () => {
    const bad = await users.staff.post('/api/staff/akiyabank/municipalities', { ...BANK, prefecture_code: '48', name: '', office_phone: '0267221700' });
    expect(bad.statusCode).toBe(400);
    const body = bad.json<ApiErrorBody>();
    expect(body.message).toBe(MESSAGES.formError);
    expect(body.errors?.prefecture_code).toEqual([STAFF_BANK_MESSAGES.prefectureCode]);
    expect(body.errors?.name).toEqual([MESSAGES.required]);
    expect(body.errors?.office_phone).toEqual([MESSAGES.phone]);
    const unknown = await users.staff.post('/api/staff/akiyabank/municipalities', { ...BANK, name: '別の町', is_staff: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ApiErrorBody>().errors?.is_staff).toEqual([MESSAGES.unknownParameter]);
    // The same name in the same prefecture: the unique index decides, the message says so.
    const dup = await users.staff.post('/api/staff/akiyabank/municipalities', BANK);
    expect(dup.statusCode).toBe(400);
    expect(dup.json<ApiErrorBody>().errors?.name).toEqual([STAFF_BANK_MESSAGES.nameTaken]);
    const badEmail = await users.staff.post(`/api/staff/akiyabank/municipalities/${created.id}/members`, { email: 'not-an-email' });
    expect(badEmail.json<ApiErrorBody>().errors?.email).toEqual([MESSAGES.email]);
    const nobody = await users.staff.post(`/api/staff/akiyabank/municipalities/${created.id}/members`, { email: 'nobody@example.jp' });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json<ApiErrorBody>().errors?.email).toEqual([STAFF_BANK_MESSAGES.unknownEmail]);
  });

  it('adds a member by email, who then manages the bank’s listings through the manage API', async () => {
    expect((await users.member.get('/api/akiyabank/manage')).statusCode).toBe(404);
    const res = await users.staff.post(`/api/staff/akiyabank/municipalities/${created.id}/members`, { email: `  ${users.memberEmail.toUpperCase()} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json<StaffBankMunicipality>().members.map((m) => m.email)).toEqual([users.memberEmail]);
    const overview = await users.member.get('/api/akiyabank/manage');
    expect(overview.statusCode).toBe(200);
    expect(overview.json<BankManageOverview>().municipality.name).toBe('小諸市');
    const listing = await users.member.post('/api/akiyabank/manage/listings', LISTING);
    expect(listing.statusCode).toBe(201);
    expect((await audit('bank.member.add')).at(-1)?.target_id).toBe(String(created.id));
  });

  it('refuses a duplicate member and an account that is a member elsewhere', async () => {
    const again = await users.staff.post(`/api/staff/akiyabank/municipalities/${created.id}/members`, { email: users.memberEmail });
    expect(again.statusCode).toBe(400);
    expect(again.json<ApiErrorBody>().errors?.email).toEqual([STAFF_BANK_MESSAGES.duplicateMember]);
    const other = (await users.staff.post('/api/staff/akiyabank/municipalities', { ...BANK, prefecture_code: '33', name: '新庄村' })).json<StaffBankMunicipality>();
    const elsewhere = await users.staff.post(`/api/staff/akiyabank/municipalities/${other.id}/members`, { email: users.memberEmail });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json<ApiErrorBody>().errors?.email).toEqual([formatMessage(STAFF_BANK_MESSAGES.memberElsewhere, { name: '小諸市' })]);
  });

  it('removes a member, who then cannot manage the bank', async () => {
    const userId = (await t.dataSource.query('SELECT id FROM users WHERE email = ?', [users.memberEmail]))[0].id;
    const res = await users.staff.request('DELETE', `/api/staff/akiyabank/municipalities/${created.id}/members/${userId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<StaffBankMunicipality>().members).toEqual([]);
    expect((await users.member.get('/api/akiyabank/manage')).statusCode).toBe(404);
    expect((await users.member.post('/api/akiyabank/manage/listings', LISTING)).statusCode).toBe(404);
    // Removing again: not a member.
    expect((await users.staff.request('DELETE', `/api/staff/akiyabank/municipalities/${created.id}/members/${userId}`)).statusCode).toBe(404);
    expect(await audit('bank.member.remove')).toHaveLength(1);
  });

  it('answers the plain 404 to a buyer and a visitor, whatever they send, and writes nothing', async () => {
    const before = (await t.dataSource.query('SELECT COUNT(*) AS n FROM bank_municipalities'))[0].n;
    for (const who of [users.buyer, new Browser(t.app)]) {
      const calls = [
        await who.get('/api/staff/akiyabank/municipalities'),
        await who.post('/api/staff/akiyabank/municipalities', { ...BANK, name: '乗っ取り町' }),
        await who.post('/api/staff/akiyabank/municipalities', {}),
        await who.request('PUT', `/api/staff/akiyabank/municipalities/${created.id}`, BANK),
        await who.post(`/api/staff/akiyabank/municipalities/${created.id}/members`, { email: 'buyer@example.jp' }),
        await who.request('DELETE', `/api/staff/akiyabank/municipalities/${created.id}/members/1`),
      ];
      for (const res of calls) {
        expect(res.statusCode).toBe(404);
        expect(res.json<ApiErrorBody>().message).toBe(MESSAGES.notFound);
      }
    }
    expect((await t.dataSource.query('SELECT COUNT(*) AS n FROM bank_municipalities'))[0].n).toBe(before);
    expect((await users.buyer.get('/api/akiyabank/manage')).statusCode).toBe(404);
  });

  it('refuses a staff mutation without the CSRF token', async () => {
    const res = await users.staff.post('/api/staff/akiyabank/municipalities', { ...BANK, name: '無印町' }, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json<ApiErrorBody>().message).toBe(MESSAGES.csrfFailed);
  });
});
