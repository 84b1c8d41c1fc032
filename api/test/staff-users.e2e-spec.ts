import {
  ACCOUNT_ERROR_CODES,
  formatMessage,
  MESSAGES,
  STAFF_USER_MESSAGES,
  STAFF_USER_REASON_MAX,
  STAFF_USERS_PER_PAGE,
  type ApiErrorBody,
  type PostingResponse,
  type StaffAuditResponse,
  type StaffUserDetail,
  type StaffUserListResponse,
} from '@akiya/contracts';
import sharp from 'sharp';
import { AuditLogService } from '../src/audit/audit-log.service';
import { UserEntity } from '../src/users/entities/user.entity';
import { createUser, DEMO_PASSWORD, login, loginAs, seedAccounts, whoAmI } from './support/accounts';
import { Browser, expectNotFoundFor } from './support/browser';
import { createListing, enquire, party } from './support/deals';
import { postableCategoryId, postingMultipart, validPostingFields } from './support/posting-form';
import { useTestApp } from './support/test-app';
import { testEngines } from './support/test-database';

const STAFF = 'staff@example.jp';
const PASSWORD = 'secret123';

/** Staff user administration and the staff audit log (docs/accounts.md, "Staff: users and the audit log"). */
describe.each(testEngines())('staff users and the audit log on %s', (engine) => {
  const t = useTestApp(engine, { env: { RATE_LIMIT_ENABLED: '0', OPERATOR_EMAIL: 'info@ieichiba.example' }, seed: seedAccounts });
  let staff: Browser;
  let staffId: number;
  const users = () => t.dataSource.getRepository(UserEntity);

  const search = async (q: string, page?: number) => {
    const res = await staff.get(`/api/staff/users/search?q=${encodeURIComponent(q)}${page ? `&page=${page}` : ''}`);
    expect(res.statusCode).toBe(200);
    return res.json<StaffUserListResponse>();
  };
  const audit = async (page = 1) => (await staff.get(`/api/staff/audit?page=${page}`)).json<StaffAuditResponse>();
  const loginStep = (b: Browser, email: string, password: string) => b.post('/api/login/post', { email, password });

  beforeAll(async () => {
    staff = new Browser(t.app);
    staffId = (await login(staff, STAFF)).id;
  });

  it('answers 404 to a buyer and a visitor on every staff route, whatever the path or body; nothing changes', async () => {
    const target = await createUser(t);
    const buyer = await loginAs(t, 'buyer@example.jp');
    const routes: [string, string][] = [
      ['GET', '/api/staff/users/search'],
      ['GET', '/api/staff/users/search?q=seller'],
      ['GET', `/api/staff/users/${target.id}`],
      ['GET', '/api/staff/users/not-a-number'],
      ['POST', `/api/staff/users/${target.id}/disable`],
      ['POST', `/api/staff/users/${target.id}/enable`],
      ['POST', '/api/staff/users/abc/disable'],
      ['GET', '/api/staff/audit'],
      ['GET', '/api/staff/audit?page=x'],
    ];
    await expectNotFoundFor([buyer, new Browser(t.app)], routes, { reason: 'いたずら' });
    expect((await users().findOneByOrFail({ id: target.id })).disabled).toBe(false);
    expect((await audit()).items.some((e) => e.targetId === String(target.id))).toBe(false);
  });

  it('an impersonation session of staff is not staff (404)', async () => {
    const target = await createUser(t);
    const other = await loginAs(t, STAFF);
    expect((await other.post(`/api/login/force/${target.id}`)).statusCode).toBe(200);
    expect((await other.get('/api/staff/users/search')).statusCode).toBe(404);
    expect((await other.post(`/api/staff/users/${target.id}/disable`, { reason: 'x' })).statusCode).toBe(404);
  });

  it('searches by email, name, kana and id, server-side and paged', async () => {
    const a = await createUser(t, { email: 'kensaku.taro@example.jp', lastName: '検索', firstName: '太郎', lastNameKana: 'けんさく', firstNameKana: 'たろう' });
    await createUser(t, { email: 'other.person@example.jp', lastName: '別人', firstName: '次郎', lastNameKana: 'べつじん', firstNameKana: 'じろう' });
    const ids = (r: StaffUserListResponse) => r.items.map((i) => i.id);

    const byEmail = await search('KENSAKU.taro@');
    expect(ids(byEmail)).toEqual([a.id]);
    expect(byEmail.items[0]).toMatchObject({ email: 'kensaku.taro@example.jp', name: '検索 太郎', role: 'user', disabled: false, withdrawnAt: null });
    expect(byEmail.total).toBe(1);
    expect(ids(await search('検索'))).toEqual([a.id]);
    expect(ids(await search('検索太郎'))).toEqual([a.id]);
    expect(ids(await search('検索　太郎'))).toEqual([a.id]);
    expect(ids(await search('けんさく'))).toEqual([a.id]);
    expect(ids(await search(String(a.id)))).toContain(a.id);
    expect((await search(String(a.id))).items[0].id).toBe(a.id);
    expect(ids(await search('seller2@example.jp'))).toHaveLength(1);
    // LIKE wildcards are searched as text, not as patterns
    expect((await search('%')).total).toBe(0);
    expect((await search('_')).total).toBe(0);
    expect((await search('該当なしの語')).items).toEqual([]);

    // No word: everyone, newest first, STAFF_USERS_PER_PAGE a page; past the last page 404
    const all = await search('');
    const total = Number((await t.dataSource.query('SELECT COUNT(*) AS n FROM users'))[0].n);
    expect(all.total).toBe(total);
    expect(all.items.length).toBe(Math.min(total, STAFF_USERS_PER_PAGE));
    expect(ids(all)).toEqual([...ids(all)].sort((x, y) => y - x));
    for (let i = (await users().count()); i <= STAFF_USERS_PER_PAGE; i++) await createUser(t);
    const page1 = await search('', 1);
    const page2 = await search('', 2);
    expect(page2.page).toBe(2);
    expect(page2.items.length).toBeGreaterThan(0);
    expect(Math.min(...ids(page1))).toBeGreaterThan(Math.max(...ids(page2)));
    const last = Math.ceil(page2.total / STAFF_USERS_PER_PAGE);
    expect((await staff.get(`/api/staff/users/search?page=${last + 1}`)).statusCode).toBe(404);
    expect((await staff.get('/api/staff/users/search?page=0')).statusCode).toBe(400);
    const long = await staff.get(`/api/staff/users/search?q=${'あ'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json<ApiErrorBody>().message).toBe(STAFF_USER_MESSAGES.queryTooLong);
  });

  it("shows a user's details with their listings and enquiries", async () => {
    const seller = await party(t, '売主');
    const buyer = await party(t, '買主');
    const listing = await createListing(t, seller.user.id, { title: '詳細に出る家' });
    await enquire(buyer.browser, listing);
    const res = await staff.get(`/api/staff/users/${seller.user.id}`);
    expect(res.statusCode).toBe(200);
    const d = res.json<StaffUserDetail>();
    expect(d).toMatchObject({
      id: seller.user.id,
      email: seller.user.email,
      lastNameKana: 'しけん',
      phone: '090-0000-0000',
      zipcode: '1040061',
      address: '東京都中央区銀座1-1-1',
      registrationStatus: 'registered',
      emailVerifiedAt: '2025-01-01T00:00:00.000Z',
      disabled: false,
      disabledReason: null,
      canForceLogin: true,
      canDisable: true,
      listingsTotal: 1,
      enquiryCounts: { asBuyer: 0, asSeller: 1 },
    });
    expect(d.lastLoginAt).not.toBeNull();
    expect(d.listings).toEqual([expect.objectContaining({ id: listing, title: '詳細に出る家', isPublished: true })]);
    expect(d.enquiries).toEqual([expect.objectContaining({ side: 'seller', propertyId: listing, propertyTitle: '詳細に出る家' })]);
    expect(res.body).not.toContain('password');
    const theBuyer = (await staff.get(`/api/staff/users/${buyer.user.id}`)).json<StaffUserDetail>();
    expect(theBuyer.enquiryCounts).toEqual({ asBuyer: 1, asSeller: 0 });
    expect(theBuyer.enquiries[0]).toMatchObject({ side: 'buyer', propertyId: listing });

    const self = (await staff.get(`/api/staff/users/${staffId}`)).json<StaffUserDetail>();
    expect(self).toMatchObject({ role: 'staff', canDisable: false, canForceLogin: false });
    expect((await staff.get('/api/staff/users/99999999')).statusCode).toBe(404);
  });

  it('shows that an account withdrew and when; it cannot be disabled or enabled', async () => {
    const gone = await createUser(t);
    await t.dataSource.query('UPDATE users SET withdrawn_at = ? WHERE id = ?', ['2026-11-20 03:00:00', gone.id]);
    const d = (await staff.get(`/api/staff/users/${gone.id}`)).json<StaffUserDetail>();
    expect(d).toMatchObject({ withdrawnAt: '2026-11-20T03:00:00.000Z', canDisable: false, canForceLogin: false });
    expect((await search(gone.email)).items[0].withdrawnAt).toBe('2026-11-20T03:00:00.000Z');
    const res = await staff.post(`/api/staff/users/${gone.id}/disable`, { reason: '退会後に' });
    expect(res.statusCode).toBe(409);
    expect(res.json<ApiErrorBody>().message).toBe(STAFF_USER_MESSAGES.withdrawn);
    expect((await users().findOneByOrFail({ id: gone.id })).disabled).toBe(false);
    await users().update({ id: gone.id }, { disabled: true });
    const enable = await staff.post(`/api/staff/users/${gone.id}/enable`, { reason: '戻す' });
    expect(enable.statusCode).toBe(409);
    expect((await users().findOneByOrFail({ id: gone.id })).disabled).toBe(true);
  });

  it('disables with a reason: login refused with the docs/product.md §8 message, live sessions end at once; enable: login works again', async () => {
    const user = await createUser(t, { password: PASSWORD });
    const phone = new Browser(t.app);
    const laptop = new Browser(t.app);
    await login(phone, user.email, PASSWORD);
    await login(laptop, user.email, PASSWORD);
    expect((await whoAmI(phone))?.id).toBe(user.id);

    const res = await staff.post(`/api/staff/users/${user.id}/disable`, { reason: '  規約違反の投稿を繰り返したため  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json<StaffUserDetail>()).toMatchObject({
      disabled: true,
      disabledReason: '規約違反の投稿を繰り返したため',
      disabledBy: { id: staffId, email: STAFF },
      canForceLogin: false,
    });
    expect(res.json<StaffUserDetail>().disabledAt).not.toBeNull();
    // Both sessions are gone from the store, not only refused
    expect(Number((await t.dataSource.query('SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?', [user.id]))[0].n)).toBe(0);
    expect(await whoAmI(phone)).toBeNull();
    const write = await laptop.post('/api/my-page/email-change', { email: 'new@example.jp', current_password: PASSWORD });
    expect(write.statusCode).toBe(401);

    const disabledMessage = formatMessage(MESSAGES.disabledLogin, { email: 'info@ieichiba.example' });
    const step1 = await new Browser(t.app).post('/api/login/post-email', { email: user.email, password: '' });
    expect(step1.statusCode).toBe(403);
    expect(step1.json()).toMatchObject({ code: ACCOUNT_ERROR_CODES.disabledLogin, message: disabledMessage });
    const step2 = await loginStep(new Browser(t.app), user.email, PASSWORD);
    expect(step2.statusCode).toBe(403);
    expect(step2.json<ApiErrorBody>().message).toBe('このアカウントは無効です。※ご不明点は家いちば（info@ieichiba.example）までお問い合わせください。');
    // Staff cannot open a session as a disabled user either
    expect((await staff.clone().post(`/api/login/force/${user.id}`)).statusCode).toBe(404);

    const again = await staff.post(`/api/staff/users/${user.id}/disable`, { reason: 'もう一度' });
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiErrorBody>().message).toBe(STAFF_USER_MESSAGES.alreadyDisabled);

    const enabled = await staff.post(`/api/staff/users/${user.id}/enable`, { reason: '本人確認が取れたため' });
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json<StaffUserDetail>()).toMatchObject({ disabled: false, disabledReason: null, disabledAt: null, disabledBy: null });
    const back = new Browser(t.app);
    expect((await login(back, user.email, PASSWORD)).id).toBe(user.id);
    expect((await staff.post(`/api/staff/users/${user.id}/enable`, { reason: '再度' })).statusCode).toBe(409);

    const entries = (await audit()).items.filter((e) => e.targetType === 'user' && e.targetId === String(user.id));
    expect(entries.map((e) => [e.action, e.detail, e.actor.id, e.actor.email])).toEqual([
      ['user.enable', '本人確認が取れたため', staffId, STAFF],
      ['user.disable', '規約違反の投稿を繰り返したため', staffId, STAFF],
    ]);
  });

  it('asks for a reason in Japanese (400) and changes nothing', async () => {
    const user = await createUser(t);
    for (const body of [{}, { reason: '' }, { reason: '　 ' }, { reason: 3 }]) {
      const res = await staff.post(`/api/staff/users/${user.id}/disable`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiErrorBody>()).toMatchObject({ message: '無効にする理由を入力してください', errors: { reason: ['無効にする理由を入力してください'] } });
    }
    const long = await staff.post(`/api/staff/users/${user.id}/disable`, { reason: 'あ'.repeat(STAFF_USER_REASON_MAX + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json<ApiErrorBody>().errors?.reason).toEqual([formatMessage(MESSAGES.maxLength, { length: STAFF_USER_REASON_MAX })]);
    const extra = await staff.post(`/api/staff/users/${user.id}/disable`, { reason: '理由', disabled_by: 1 });
    expect(extra.statusCode).toBe(400);
    expect(extra.json<ApiErrorBody>().errors?.disabled_by).toEqual([MESSAGES.unknownParameter]);
    await users().update({ id: user.id }, { disabled: true });
    const enable = await staff.post(`/api/staff/users/${user.id}/enable`, { reason: '' });
    expect(enable.statusCode).toBe(400);
    expect(enable.json<ApiErrorBody>().message).toBe('有効に戻す理由を入力してください');
    expect((await users().findOneByOrFail({ id: user.id })).disabled).toBe(true);
    await users().update({ id: user.id }, { disabled: false });
    expect((await users().findOneByOrFail({ id: user.id })).disabled).toBe(false);
    expect((await audit()).items.some((e) => e.targetId === String(user.id))).toBe(false);
  });

  it('refuses to disable oneself or another staff account', async () => {
    const self = await staff.post(`/api/staff/users/${staffId}/disable`, { reason: '自分を止める' });
    expect(self.statusCode).toBe(400);
    expect(self.json<ApiErrorBody>().message).toBe(STAFF_USER_MESSAGES.cannotDisableSelf);
    const colleague = await createUser(t, { role: 'staff', password: PASSWORD });
    const other = await staff.post(`/api/staff/users/${colleague.id}/disable`, { reason: '同僚を止める' });
    expect(other.statusCode).toBe(400);
    expect(other.json<ApiErrorBody>().message).toBe(STAFF_USER_MESSAGES.cannotDisableStaff);
    // The colleague, even in a session of their own, cannot disable the first staff member
    const b = await loginAs(t, colleague.email, PASSWORD);
    expect((await b.post(`/api/staff/users/${staffId}/disable`, { reason: '仕返し' })).statusCode).toBe(400);
    expect((await users().findOneByOrFail({ id: staffId })).disabled).toBe(false);
    expect((await users().findOneByOrFail({ id: colleague.id })).disabled).toBe(false);
    expect((await whoAmI(staff))?.id).toBe(staffId);
  });

  it('refuses a mutation without the CSRF header (403) and changes nothing', async () => {
    const user = await createUser(t);
    const res = await staff.post(`/api/staff/users/${user.id}/disable`, { reason: '理由' }, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'csrf-failed', message: MESSAGES.csrfFailed });
    const wrong = await staff.post(`/api/staff/users/${user.id}/disable`, { reason: '理由' }, { csrfToken: 'x'.repeat(43) });
    expect(wrong.statusCode).toBe(403);
    expect((await users().findOneByOrFail({ id: user.id })).disabled).toBe(false);
  });

  it('records force login and the review moves in the audit log, with the actor; staff only, paged', async () => {
    const target = await createUser(t);
    // Force login replaces the session of the browser it is opened in: a second staff browser
    const impersonating = await loginAs(t, STAFF);
    expect((await impersonating.post(`/api/login/force/${target.id}`)).statusCode).toBe(200);

    const seller = await loginAs(t, 'seller@example.jp', DEMO_PASSWORD);
    const jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#8a6' } }).jpeg().toBuffer();
    const posted = await seller.request('POST', '/api/post', undefined, {
      raw: postingMultipart(validPostingFields(await postableCategoryId(t.dataSource), '監査される家'), [
        { filename: 'a.jpg', content: jpeg, contentType: 'image/jpeg' },
      ]),
    });
    expect(posted.statusCode).toBe(200);
    const propertyId = posted.json<PostingResponse>().id;
    expect((await staff.post(`/api/staff/review/${propertyId}/send-back`, { reason: '写真を追加してください' })).statusCode).toBe(200);
    expect((await staff.post(`/api/staff/review/${propertyId}/approve`, {})).statusCode).toBe(200);
    expect((await staff.post(`/api/staff/review/${propertyId}/suspend`, { reason: '通報があったため' })).statusCode).toBe(200);

    const items = (await audit()).items;
    const forProperty = items.filter((e) => e.targetType === 'property' && e.targetId === String(propertyId));
    expect(forProperty.map((e) => [e.action, e.detail, e.actor.id])).toEqual([
      ['review.suspend', '通報があったため', staffId],
      ['review.approve', null, staffId],
      ['review.send-back', '写真を追加してください', staffId],
    ]);
    const force = items.find((e) => e.action === 'user.force-login' && e.targetId === String(target.id));
    expect(force).toMatchObject({ actor: { id: staffId, email: STAFF, name: '運営 太郎' }, targetType: 'user' });
    expect(Date.now() - new Date(force!.createdAt).getTime()).toBeLessThan(60_000);

    // One target only; paging (newest first, no overlap); past the end 404
    const one = (await staff.get(`/api/staff/audit?targetType=property&targetId=${propertyId}`)).json<StaffAuditResponse>();
    expect(one.items.map((e) => e.action)).toEqual(['review.suspend', 'review.approve', 'review.send-back']);
    const service = t.app.get(AuditLogService);
    for (let i = 0; i < 50; i++) await service.record({ actorId: staffId, action: 'test.bulk', targetType: 'user', targetId: null });
    const first = await audit(1);
    const second = await audit(2);
    expect(first.total).toBeGreaterThan(50);
    expect(first.items).toHaveLength(50);
    expect(second.items.length).toBe(first.total - 50);
    expect(second.items[0].id).toBeLessThan(first.items[49].id);
    expect((await staff.get('/api/staff/audit?page=99')).statusCode).toBe(404);
  });
});
