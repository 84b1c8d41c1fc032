import {
  MESSAGES,
  PARTNER_MESSAGES,
  REFERRAL_COOKIE,
  rewardAmountOf,
  type ApiErrorBody,
  type ContactListResponse,
  type MyPartnerResponse,
  type PartnerRewardItem,
  type PartnerSummary,
  type StaffPartnerItem,
} from '@akiya/contracts';
import { loginAs, outboxMail, seedAccounts, tokenIn } from './support/accounts';
import { Browser } from './support/browser';
import { party } from './support/deals';
import { madeBeforeAll, useTestApp } from './support/test-app';
import { testEngines } from './support/test-database';
import { seedDemoPartners } from '../src/database/seeds/demo-partners';

const application = {
  display_name: '信州の空き家応援団',
  area: '長野県松本市',
  activity: '近所の空き家の持ち主さんに家いちばを紹介したいです。',
  phone: '0263-00-0000',
  agree: true,
};

/** A registration form as the register page sends it (JSON). */
const registration = (email: string) => ({
  last_name: '紹介',
  first_name: '太郎',
  last_name_kana: 'しょうかい',
  first_name_kana: 'たろう',
  email,
  password: 'akiya2026',
  phone: '090-1234-5678',
  zipcode: '1040061',
  address: '東京都中央区銀座1-1-1',
  agree_terms: true,
  agree_privacy: true,
});

describe.each(testEngines())('supporter programme (応援団) on %s', (engine) => {
  const t = useTestApp(engine, { env: { RATE_LIMIT_ENABLED: '0' }, seed: seedAccounts });
  const users = madeBeforeAll(async () => ({ staff: await loginAs(t, 'staff@example.jp'), alice: await party(t, '有栖') }));

  const mine = async (b: Browser) => (await b.get('/api/my-page/partner')).json<MyPartnerResponse>();
  const contactList = async (b: Browser) => (await b.get('/api/my-page/all-contacts')).json<ContactListResponse>();

  it('seeds the demo supporter once: approved, one owner brought, one reward requested', async () => {
    const partner = await loginAs(t, 'partner@example.jp');
    const me = await mine(partner);
    expect(me.partner).toMatchObject({ status: 'approved', displayName: '能登の空き家応援団' });
    expect(me.partner?.referralPath).toBe(`/ref/${me.partner?.id}`);
    expect(me.referrals).toHaveLength(1);
    expect(me.referrals[0]).toMatchObject({ kind: 'registration', ownerLabel: expect.stringMatching(/様$/) });
    expect(me.rewards).toEqual([expect.objectContaining({ status: 'requested', amountYen: rewardAmountOf('registration') })]);
    const list = await contactList(partner);
    expect(list.partner).toEqual({ id: me.partner?.id });
    expect(list.noResponsePartnerRewardCount).toBe(1);
    expect(await seedDemoPartners(t.dataSource)).toBe(0);
  });

  it('refuses a bad application with every field’s Japanese message; needs a login', async () => {
    expect((await new Browser(t.app).post('/api/partners/join', application)).statusCode).toBe(401);
    const res = await users.alice.browser.post('/api/partners/join', { display_name: '', area: '', activity: '短い', phone: '123', agree: false, extra: 1 });
    expect(res.statusCode).toBe(400);
    const body = res.json<ApiErrorBody>();
    expect(body.message).toBe(MESSAGES.formError);
    expect(body.errors).toMatchObject({
      display_name: [MESSAGES.required],
      area: [MESSAGES.required],
      activity: [expect.stringContaining('10')],
      phone: [MESSAGES.phone],
      agree: [expect.any(String)],
      extra: [MESSAGES.unknownParameter],
    });
    expect((await mine(users.alice.browser)).partner).toBeNull();
  });

  it('join → pending → staff approve → /ref cookie → a registration credited once → reward requested → approved → paid', async () => {
    // --- Alice applies ---
    const joined = await users.alice.browser.post('/api/partners/join', application);
    expect(joined.statusCode).toBe(200);
    const partner = joined.json<{ partner: PartnerSummary }>().partner;
    expect(partner).toMatchObject({ status: 'pending', referralPath: null });
    const again = await users.alice.browser.post('/api/partners/join', application);
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiErrorBody>().message).toBe(PARTNER_MESSAGES.alreadyApplied);

    // A pending partner's link sets no cookie.
    const early = await new Browser(t.app).get(`/ref/${partner.id}`);
    expect(early.statusCode).toBe(302);
    expect(early.headers.location).toBe('/');
    expect(early.cookies.find((c) => c.name === REFERRAL_COOKIE)).toBeUndefined();

    // --- Staff approve (the list shows the application; a second, stale move is a conflict) ---
    const pending = (await users.staff.get('/api/staff/partners?status=pending')).json<{ items: StaffPartnerItem[] }>().items;
    expect(pending.map((p) => p.id)).toContain(partner.id);
    expect((await users.alice.browser.get('/api/staff/partners')).statusCode).toBe(404);
    const approved = await users.staff.post(`/api/staff/partners/${partner.id}/status`, { to: 'approved', version: partner.version });
    expect(approved.statusCode).toBe(200);
    expect(approved.json<PartnerSummary>()).toMatchObject({ status: 'approved', referralPath: `/ref/${partner.id}` });
    const stale = await users.staff.post(`/api/staff/partners/${partner.id}/status`, { to: 'rejected', version: partner.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<ApiErrorBody>().message).toBe(PARTNER_MESSAGES.conflict);

    // --- A visitor follows the link: a signed cookie (id, time, HMAC), for 30 days, then the top page ---
    const visitor = new Browser(t.app);
    const ref = await visitor.get(`/ref/${partner.id}`);
    expect(ref.statusCode).toBe(302);
    expect(ref.headers.location).toBe('/');
    const cookie = ref.cookies.find((c) => c.name === REFERRAL_COOKIE);
    expect(cookie?.value).toMatch(new RegExp(`^${partner.id}\\.\\d+\\.[A-Za-z0-9_-]{43}$`));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 60 * 60 });
    for (const bad of ['abc', '999999', '0']) {
      const res = await new Browser(t.app).get(`/ref/${bad}`);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/');
      expect(res.cookies.find((c) => c.name === REFERRAL_COOKIE)).toBeUndefined();
    }

    // --- The visitor registers: recorded once, waiting until the address is verified ---
    expect((await visitor.post('/api/login/post-register', registration('referred@example.jp'))).statusCode).toBe(200);
    let me = await mine(users.alice.browser);
    expect(me.referrals).toEqual([expect.objectContaining({ kind: 'registration', ownerLabel: '紹介 様', state: 'waiting', rewardId: null })]);
    const unverified = await users.alice.browser.post(`/api/my-page/partner/referrals/${me.referrals[0].id}/reward`, {});
    expect(unverified.statusCode).toBe(409);
    expect(unverified.json<ApiErrorBody>().message).toBe(PARTNER_MESSAGES.notCreditable);
    const token = tokenIn((await outboxMail(t, 'referred@example.jp')).text, '/login/verify');
    expect((await visitor.post('/api/login/verify', { token })).statusCode).toBe(200);
    me = await mine(users.alice.browser);
    expect(me.referrals[0].state).toBe('creditable');
    // The same owner cannot be credited twice for a registration (another partner's link neither).
    const [owner] = (await t.dataSource.query("SELECT id FROM users WHERE email = 'referred@example.jp'")) as { id: number }[];
    const svc = t.app.get((await import('../src/partners/partners.service')).PartnersService);
    expect(await svc.credit(partner.id, Number(owner.id), 'registration', null)).toBe(false);
    // The partner's own account is never credited (own referral).
    expect(await svc.credit(partner.id, users.alice.user.id, 'listing', null)).toBe(false);
    expect((await mine(users.alice.browser)).referrals).toHaveLength(1);

    // --- Reward: requested once, another's → 404, then the table ---
    const referralId = me.referrals[0].id;
    const requested = await users.alice.browser.post(`/api/my-page/partner/referrals/${referralId}/reward`, {});
    expect(requested.statusCode).toBe(200);
    const reward = requested.json<PartnerRewardItem>();
    expect(reward).toMatchObject({ status: 'requested', amountYen: rewardAmountOf('registration') });
    expect((await users.alice.browser.post(`/api/my-page/partner/referrals/${referralId}/reward`, {})).statusCode).toBe(409);
    const other = await loginAs(t, 'partner@example.jp');
    expect((await other.post(`/api/my-page/partner/referrals/${referralId}/reward`, {})).statusCode).toBe(404);
    expect((await contactList(users.alice.browser)).noResponsePartnerRewardCount).toBe(1);

    const skip = await users.staff.post(`/api/staff/partner-rewards/${reward.id}/status`, { to: 'paid', version: reward.version });
    expect(skip.statusCode).toBe(409); // requested → paid is not in the table
    const ok = await users.staff.post(`/api/staff/partner-rewards/${reward.id}/status`, { to: 'approved', version: reward.version });
    expect(ok.statusCode).toBe(200);
    const paid = await users.staff.post(`/api/staff/partner-rewards/${reward.id}/status`, { to: 'paid', version: ok.json<PartnerRewardItem>().version });
    expect(paid.json<PartnerRewardItem>().status).toBe('paid');
    me = await mine(users.alice.browser);
    expect(me.rewards[0]).toMatchObject({ id: reward.id, status: 'paid' });
    expect((await contactList(users.alice.browser)).noResponsePartnerRewardCount).toBe(0);
    const bad = await users.staff.post(`/api/staff/partner-rewards/${reward.id}/status`, { to: 'nope', version: 1 });
    expect(bad.statusCode).toBe(400);
  });

  it('a supporter talks with the operator in its own thread; the unread replies are noReadPartnerMessageIds', async () => {
    const partner = await loginAs(t, 'partner@example.jp');
    const me = await mine(partner);
    const id = me.partner?.id as number;
    const subject = await partner.get(`/api/my-page/consulting/subjects/partner/${id}`);
    expect(subject.statusCode).toBe(200);
    expect(subject.json<{ title: string; thread: unknown }>()).toMatchObject({ title: '応援団「能登の空き家応援団」について', thread: null });
    // Another user's partner record is no subject of theirs.
    expect((await users.alice.browser.get(`/api/my-page/consulting/subjects/partner/${id}`)).statusCode).toBe(404);
    const first = await partner.post(`/api/my-page/consulting/subjects/partner/${id}/messages`, { body: '報酬の振込先を変えたいです。', clientId: `p${Date.now()}` });
    expect(first.statusCode).toBe(200);
    const threadId = first.json<{ thread_id: number }>().thread_id;
    const reply = await users.staff.post(`/api/staff/consulting/threads/${threadId}/messages`, { body: '承知しました。新しい口座をお知らせください。', clientId: `s${Date.now()}` });
    expect(reply.statusCode).toBe(200);
    const list = await contactList(partner);
    expect(Object.keys(list.noReadPartnerMessageIds)).toEqual([String(threadId)]);
    expect(list.noReadConsultingPropertyMessageIds).toEqual({});
    // The partner reads the reply in its thread.
    const read = await partner.get(`/api/my-page/consulting/threads/${threadId}/messages`);
    expect(read.statusCode).toBe(200);
    const bodies = read.json<{ items: { body: string }[] }>().items.map((m) => m.body);
    expect(bodies).toEqual(expect.arrayContaining(['報酬の振込先を変えたいです。', '承知しました。新しい口座をお知らせください。']));

    // Someone who is not this partner can neither write into its thread nor read it.
    const buyer = await loginAs(t, 'buyer@example.jp');
    const intrusions = [
      await buyer.get(`/api/my-page/consulting/subjects/partner/${id}`),
      await buyer.post(`/api/my-page/consulting/subjects/partner/${id}/messages`, { body: '割り込み', clientId: `b${Date.now()}` }),
      await buyer.get(`/api/my-page/consulting/threads/${threadId}`),
      await buyer.get(`/api/my-page/consulting/threads/${threadId}/messages`),
      await buyer.post(`/api/my-page/consulting/threads/${threadId}/messages`, { body: '割り込み', clientId: `b2${Date.now()}` }),
    ];
    expect(intrusions.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404]);
    const after = (await partner.get(`/api/my-page/consulting/threads/${threadId}/messages`)).json<{ items: { body: string }[] }>().items;
    expect(after.map((m) => m.body)).not.toContain('割り込み');
  });
});
