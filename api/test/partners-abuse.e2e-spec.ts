import {
  PARTNER_MESSAGES,
  REFERRAL_COOKIE,
  rewardAmountOf,
  type ApiErrorBody,
  type MyPartnerResponse,
  type PartnerReferralItem,
  type PartnerRewardItem,
  type PartnerSummary,
  type PostingResponse,
  type StaffPartnerReferralItem,
} from '@akiya/contracts';
import { PartnersService } from '../src/partners/partners.service';
import { createUser, login, loginAs, outboxMail, seedAccounts, tokenIn } from './support/accounts';
import { Browser } from './support/browser';
import { party, type Party } from './support/deals';
import { postableCategoryId, postingMultipart, validPostingFields } from './support/posting-form';
import { useTestApp } from './support/test-app';
import { testEngines } from './support/test-database';
import { describeRedis } from './support/redis';
import { crossEngine, startTwoInstances, type TwoInstances } from './support/two-instances';

/**
 * The referral rewards built against the person who would farm them (docs/partners.md "Referrals"):
 * a forged or replayed `akiya_ref` cookie, registrations that are never verified, listings that
 * never pass the review, self-referral, partners that are not active, and the same reward asked
 * twice at the same moment. Every case here paid (or could be requested) before the fix.
 */
describe.each(testEngines())('supporter referral abuse on %s', (engine) => {
  const t = useTestApp(engine, { env: { RATE_LIMIT_ENABLED: '0' }, seed: seedAccounts });
  let staff: Browser;
  let categoryId: string;
  let seq = 0;

  beforeAll(async () => {
    staff = await loginAs(t, 'staff@example.jp');
    categoryId = await postableCategoryId(t.dataSource);
  });

  /** A verified user who applied and was approved by staff. */
  async function approvedPartner(lastName: string): Promise<Party & { partner: PartnerSummary }> {
    const p = await party(t, lastName);
    const joined = await p.browser.post('/api/partners/join', {
      display_name: `${lastName}の応援団`,
      area: '長野県松本市',
      activity: '近所の空き家の持ち主さんに家いちばを紹介したいです。',
      phone: '0263-00-0000',
      agree: true,
    });
    expect(joined.statusCode).toBe(200);
    const pending = joined.json<{ partner: PartnerSummary }>().partner;
    const approved = await staff.post(`/api/staff/partners/${pending.id}/status`, { to: 'approved', version: pending.version });
    expect(approved.statusCode).toBe(200);
    return { ...p, partner: approved.json<PartnerSummary>() };
  }

  /** A browser carrying a hand-made referral cookie (never followed /ref/{id}). */
  function forged(value: string | number, from?: Browser): Browser {
    const b = from ?? new Browser(t.app);
    b.jar.set(REFERRAL_COOKIE, String(value));
    return b;
  }

  /** A browser that followed the partner's link /ref/{id}: the signed cookie the app made. */
  async function referred(partnerId: number, from?: Browser): Promise<Browser> {
    const b = from ?? new Browser(t.app);
    const res = await b.get(`/ref/${partnerId}`);
    expect(res.statusCode).toBe(302);
    expect(b.cookie(REFERRAL_COOKIE)).toMatch(new RegExp(`^${partnerId}\\.\\d+\\.[A-Za-z0-9_-]{43}$`));
    return b;
  }

  const registration = (email: string, phone = '090-1234-5678') => ({
    last_name: '登録',
    first_name: '太郎',
    last_name_kana: 'とうろく',
    first_name_kana: 'たろう',
    email,
    password: 'akiya2026',
    phone,
    zipcode: '1040061',
    address: '東京都中央区銀座1-1-1',
    agree_terms: true,
    agree_privacy: true,
  });

  const email = (tag: string) => `${tag}${++seq}-${Date.now()}@example.jp`;
  const mine = async (b: Browser) => (await b.get('/api/my-page/partner')).json<MyPartnerResponse>();
  const referralsOf = async (b: Browser): Promise<PartnerReferralItem[]> => (await mine(b)).referrals;
  const ask = (b: Browser, referralId: number) => b.post(`/api/my-page/partner/referrals/${referralId}/reward`, {});
  const rewardRows = async (partnerId: number) =>
    Number(((await t.dataSource.query('SELECT COUNT(*) AS n FROM partner_rewards WHERE partner_id = ?', [partnerId])) as { n: unknown }[])[0].n);

  async function register(b: Browser, address: string, phone?: string): Promise<void> {
    const res = await b.post('/api/login/post-register', registration(address, phone));
    expect(res.statusCode === 200 ? 200 : res.body).toBe(200);
  }

  async function verify(address: string): Promise<void> {
    const token = tokenIn((await outboxMail(t, address)).text, '/login/verify');
    expect((await new Browser(t.app).post('/api/login/verify', { token })).statusCode).toBe(200);
  }

  async function postListing(b: Browser, over: Record<string, string> = {}): Promise<number> {
    const res = await b.request('POST', '/api/post', undefined, { raw: postingMultipart({ ...validPostingFields(categoryId, `紹介の古民家${++seq}`), ...over }) });
    expect(res.statusCode === 200 ? 200 : res.body).toBe(200);
    return res.json<PostingResponse>().id;
  }

  /** A verified seller whose phone number is its own (party() users all share one). */
  async function seller(lastName: string): Promise<Party> {
    const s = await party(t, lastName);
    await t.dataSource.query('UPDATE users SET phone = ? WHERE id = ?', [`080-${String(++seq).padStart(4, '0')}-0000`, s.user.id]);
    return s;
  }

  const review = (id: number, action: 'approve' | 'send-back' | 'suspend', reason?: string) =>
    staff.post(`/api/staff/review/${id}/${action}`, reason === undefined ? {} : { reason });

  it('a forged cookie credits nobody: the bare partner id, another id under a real signature, an altered signature', async () => {
    const p = await approvedPartner('偽造');
    const other = await approvedPartner('他人');
    const genuine = (await referred(other.partner.id)).cookie(REFERRAL_COOKIE) as string;
    const [, issued, mac] = genuine.split('.');
    const altered = `${other.partner.id}.${issued}.${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const value of [String(p.partner.id), `${p.partner.id}.${issued}.${mac}`, altered, `${p.partner.id}.${issued}`]) {
      const address = email('forged');
      await register(forged(value), address);
      await verify(address);
      const owner = await seller('偽造');
      const id = await postListing(forged(value, owner.browser));
      expect((await review(id, 'approve')).statusCode).toBe(200);
    }
    expect(await referralsOf(p.browser)).toEqual([]);
    expect(await referralsOf(other.browser)).toEqual([]);
    // The same registration through the real link does count: the forged ones were refused for the cookie alone.
    const address = email('genuine');
    await register(await referred(p.partner.id), address);
    await verify(address);
    expect((await referralsOf(p.browser)).map((r) => r.state)).toEqual(['creditable']);
  });

  it('a reward cannot be asked for a referral that is not the partner’s own, nor for one that does not exist', async () => {
    const a = await approvedPartner('甲');
    const b = await approvedPartner('乙');
    const address = email('theirs');
    await register(await referred(a.partner.id), address);
    await verify(address);
    const [referral] = await referralsOf(a.browser);
    expect(referral.state).toBe('creditable');
    for (const id of [referral.id, 999999]) {
      const res = await ask(b.browser, id);
      expect(res.statusCode).toBe(404);
    }
    expect(await rewardRows(b.partner.id)).toBe(0);
    expect(await rewardRows(a.partner.id)).toBe(0);
  });

  it('staff see the source of each credit; nobody else can list them', async () => {
    const p = await approvedPartner('出所');
    const address = email('source');
    await register(await referred(p.partner.id), address);
    await verify(address);
    const owner = await seller('出所');
    const id = await postListing(await referred(p.partner.id, owner.browser));
    const res = await staff.get('/api/staff/partner-referrals');
    expect(res.statusCode).toBe(200);
    const mineOnly = res.json<{ items: StaffPartnerReferralItem[] }>().items.filter((r) => r.partner.id === p.partner.id);
    expect(mineOnly).toHaveLength(2);
    const [listing, registration] = mineOnly;
    expect(registration).toMatchObject({ kind: 'registration', state: 'creditable', referralPath: `/ref/${p.partner.id}`, property: null, rewardId: null });
    expect(registration.owner.email).toBe(address);
    expect(registration.owner.verifiedAt).not.toBeNull();
    expect(listing).toMatchObject({ kind: 'listing', state: 'waiting', property: { id, moderationStatus: 'pending' } });
    expect(listing.owner.id).toBe(owner.user.id);
    expect(new Date(listing.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    for (const who of [p.browser, new Browser(t.app)]) expect((await who.get('/api/staff/partner-referrals')).statusCode).toBe(404);
  });

  it('a referral on a registration counts for nothing until the email is verified, then once', async () => {
    const p = await approvedPartner('偽造');
    const address = email('forged');
    await register(await referred(p.partner.id), address);

    // Recorded, but waiting: no reward can be asked for it.
    let [referral] = await referralsOf(p.browser);
    const early = await ask(p.browser, referral.id);
    expect(early.statusCode).toBe(409);
    expect(early.json<ApiErrorBody>().message).toBe(PARTNER_MESSAGES.notCreditable);
    expect(await rewardRows(p.partner.id)).toBe(0);
    expect(referral).toMatchObject({ kind: 'registration', state: 'waiting', rewardId: null });

    // The referred person follows the verification link: now it counts.
    await verify(address);
    [referral] = await referralsOf(p.browser);
    expect(referral.state).toBe('creditable');
    const requested = await ask(p.browser, referral.id);
    expect(requested.statusCode).toBe(200);
    expect(requested.json<PartnerRewardItem>()).toMatchObject({ status: 'requested', amountYen: rewardAmountOf('registration') });
    expect((await ask(p.browser, referral.id)).statusCode).toBe(409);
    expect(await rewardRows(p.partner.id)).toBe(1);
  });

  it('an account that never verifies never pays; a disabled one neither', async () => {
    const p = await approvedPartner('未確認');
    const never = email('never');
    await register(await referred(p.partner.id), never);
    const later = email('banned');
    await register(await referred(p.partner.id), later);
    await verify(later);
    await t.dataSource.query('UPDATE users SET disabled = 1 WHERE email = ?', [later]);

    const referrals = await referralsOf(p.browser);
    const messages: string[] = [];
    for (const r of referrals) {
      const res = await ask(p.browser, r.id);
      expect(res.statusCode).toBe(409);
      messages.push(res.json<ApiErrorBody>().message);
    }
    expect(messages.sort()).toEqual([PARTNER_MESSAGES.notCreditable, PARTNER_MESSAGES.notCreditableAnyMore].sort());
    expect((await mine(p.browser)).rewards).toEqual([]);
    expect(await rewardRows(p.partner.id)).toBe(0);
    expect(referrals.map((r) => r.state).sort()).toEqual(['void', 'waiting']);
  });

  it('a listing pays only once published: pending and sent back pay nothing, approved pays, suspended stops it', async () => {
    const p = await approvedPartner('掲載');
    const owner = await seller('売主');
    const id = await postListing(await referred(p.partner.id, owner.browser));

    let [referral] = await referralsOf(p.browser);
    expect(referral).toMatchObject({ kind: 'listing', propertyId: id });
    expect((await ask(p.browser, referral.id)).statusCode).toBe(409);
    expect(referral.state).toBe('waiting');
    expect((await review(id, 'send-back', '写真を追加してください。')).statusCode).toBe(200);
    expect((await ask(p.browser, referral.id)).statusCode).toBe(409);
    expect(await rewardRows(p.partner.id)).toBe(0);

    expect((await review(id, 'approve')).statusCode).toBe(200);
    [referral] = await referralsOf(p.browser);
    expect(referral.state).toBe('creditable');
    const requested = await ask(p.browser, referral.id);
    expect(requested.statusCode).toBe(200);
    const reward = requested.json<PartnerRewardItem>();
    expect(reward).toMatchObject({ amountYen: rewardAmountOf('listing'), status: 'requested' });

    // Taken down for a rule violation while the request waits: staff can no longer approve it.
    expect((await review(id, 'suspend', '規約違反')).statusCode).toBe(200);
    expect((await referralsOf(p.browser))[0].state).toBe('void');
    const approve = await staff.post(`/api/staff/partner-rewards/${reward.id}/status`, { to: 'approved', version: reward.version });
    expect(approve.statusCode).toBe(409);
    expect(approve.json<ApiErrorBody>().message).toBe(PARTNER_MESSAGES.noLongerCreditable);
    expect((await staff.post(`/api/staff/partner-rewards/${reward.id}/status`, { to: 'rejected', version: reward.version })).statusCode).toBe(200);
  });

  it('a listing suspended before the request cannot be requested at all', async () => {
    const p = await approvedPartner('停止');
    const owner = await seller('違反');
    const id = await postListing(await referred(p.partner.id, owner.browser));
    expect((await review(id, 'approve')).statusCode).toBe(200);
    expect((await review(id, 'suspend', '規約違反')).statusCode).toBe(200);
    const [referral] = await referralsOf(p.browser);
    const res = await ask(p.browser, referral.id);
    expect(res.statusCode).toBe(409);
    expect(res.json<ApiErrorBody>().message).toBe(PARTNER_MESSAGES.notCreditableAnyMore);
    expect(await rewardRows(p.partner.id)).toBe(0);
    expect(referral.state).toBe('void');
  });

  it('self-referral pays nothing: own listing, a registration made while logged in as the partner, own phone or contact email', async () => {
    const p = await approvedPartner('自作');
    const [me] = (await t.dataSource.query('SELECT email FROM users WHERE id = ?', [p.user.id])) as { email: string }[];

    // Its own listing, with its own cookie.
    await postListing(await referred(p.partner.id, p.browser));
    // A second account registered from the partner's logged-in browser.
    await register(await referred(p.partner.id, p.browser.clone()), email('sock'));
    // A second account with the partner's phone number (its account's, or the one on its application).
    const sameAccountPhone = email('sockphone');
    await register(await referred(p.partner.id), sameAccountPhone, '090-0000-0000');
    await verify(sameAccountPhone);
    const sameApplicationPhone = email('sockapp');
    await register(await referred(p.partner.id), sameApplicationPhone, '0263-00-0000');
    await verify(sameApplicationPhone);
    // A sock-puppet seller whose listing names the partner as the contact (email, or phone).
    const puppet = await seller('傀儡');
    await postListing(await referred(p.partner.id, puppet.browser), { contact_email: me.email.toUpperCase() });
    const puppet2 = await seller('傀儡');
    await postListing(await referred(p.partner.id, puppet2.browser), { contact_phone: '0263-00-0000' });
    // A sock-puppet seller account with the partner's phone number.
    const puppet3 = await party(t, '傀儡');
    await postListing(await referred(p.partner.id, puppet3.browser));

    expect(await referralsOf(p.browser)).toEqual([]);
    expect(await rewardRows(p.partner.id)).toBe(0);
  });

  it('a cookie naming no active partner is ignored: unknown, pending, rejected, disabled account, garbage', async () => {
    const active = await approvedPartner('有効');
    const pendingUser = await party(t, '審査');
    const joined = await pendingUser.browser.post('/api/partners/join', {
      display_name: '審査中の応援団',
      area: '長野県',
      activity: '近所の空き家の持ち主さんに家いちばを紹介したいです。',
      phone: '',
      agree: true,
    });
    const pending = joined.json<{ partner: PartnerSummary }>().partner;
    const rejectedUser = await party(t, '見送');
    const rj = (
      await rejectedUser.browser.post('/api/partners/join', {
        display_name: '見送りの応援団',
        area: '長野県',
        activity: '近所の空き家の持ち主さんに家いちばを紹介したいです。',
        phone: '',
        agree: true,
      })
    ).json<{ partner: PartnerSummary }>().partner;
    expect((await staff.post(`/api/staff/partners/${rj.id}/status`, { to: 'rejected', version: rj.version })).statusCode).toBe(200);
    const disabled = await approvedPartner('停止中');

    // The disabled partner's link was followed while it was active: a genuine cookie, now void.
    const followedBefore = await referred(disabled.partner.id);
    await t.dataSource.query('UPDATE users SET disabled = 1 WHERE id = ?', [disabled.user.id]);
    // Genuinely signed cookies (as if made before a move) that name no active partner.
    const signer = t.app.get(PartnersService).referralCookie;
    const signed = ['999999', String(pending.id), String(rj.id), String(disabled.partner.id)].map((id) => signer.sign(Number(id)));

    const before = Number(((await t.dataSource.query('SELECT COUNT(*) AS n FROM partner_referrals')) as { n: unknown }[])[0].n);
    const address0 = email('ignored');
    await register(followedBefore, address0);
    await verify(address0);
    for (const value of [...signed, '0', `${active.partner.id}x`, '-1', '']) {
      const address = email('ignored');
      await register(forged(value), address);
      await verify(address);
      const owner = await seller('無効');
      await postListing(forged(value, owner.browser));
    }
    const after = Number(((await t.dataSource.query('SELECT COUNT(*) AS n FROM partner_referrals')) as { n: unknown }[])[0].n);
    expect(after).toBe(before);
  });

  it('two simultaneous requests for the same reward: one succeeds, the other gets nothing', async () => {
    const p = await approvedPartner('同時');
    const address = email('twice');
    await register(await referred(p.partner.id), address);
    await verify(address);
    const [referral] = await referralsOf(p.browser);
    const other = p.browser.clone();
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => ask(i % 2 === 0 ? p.browser : other, referral.id)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json<ApiErrorBody>().message).toBe(PARTNER_MESSAGES.rewardExists);
    expect(await rewardRows(p.partner.id)).toBe(1);
    expect((await mine(p.browser)).rewards).toHaveLength(1);
  });
});

describeRedis(`a reward requested on two API instances at once (${crossEngine})`, () => {
  let two: TwoInstances;

  beforeAll(async () => {
    two = await startTwoInstances();
  });

  afterAll(async () => {
    await two?.close();
  });

  it('is written once: one 200, every other request 409 with rewardExists', async () => {
    const ds = two.a.dataSource;
    const partnerUser = await createUser(two.a, { lastName: '二台' });
    const owner = await createUser(two.a, { lastName: '紹介', phone: '080-9999-0000' });
    await ds.query(
      "INSERT INTO partners (user_id, status, version, display_name, area, activity, phone, created_at, updated_at) VALUES (?, 'approved', 2, '二台の応援団', '長野県', '近所の空き家を紹介します。', NULL, ?, ?)",
      [partnerUser.id, '2026-11-01 00:00:00.000', '2026-11-01 00:00:00.000'],
    );
    const [{ id: partnerId }] = (await ds.query('SELECT id FROM partners WHERE user_id = ?', [partnerUser.id])) as { id: number }[];
    await ds.query("INSERT INTO partner_referrals (partner_id, owner_user_id, kind, property_id, created_at) VALUES (?, ?, 'registration', NULL, ?)", [
      partnerId,
      owner.id,
      '2026-11-02 00:00:00.000',
    ]);
    const [{ id: referralId }] = (await ds.query('SELECT id FROM partner_referrals WHERE owner_user_id = ?', [owner.id])) as { id: number }[];

    const onA = new Browser(two.a.app);
    await login(onA, partnerUser.email, 'secret123');
    const onB = new Browser(two.b.app);
    for (const [k, v] of onA.jar) onB.jar.set(k, v);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 === 0 ? onA : onB).post(`/api/my-page/partner/referrals/${referralId}/reward`, {})),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json<ApiErrorBody>().message).toBe(PARTNER_MESSAGES.rewardExists);
    const [{ n }] = (await ds.query('SELECT COUNT(*) AS n FROM partner_rewards WHERE referral_id = ?', [referralId])) as { n: unknown }[];
    expect(Number(n)).toBe(1);
  });
});
