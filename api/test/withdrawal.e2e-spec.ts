import {
  ACCOUNT_ERROR_CODES,
  DEAL_STATUS,
  formatMessage,
  MESSAGES,
  WITHDRAWAL_REASON_MAX_LENGTH,
  WITHDRAWN_USER_NAME,
  withdrawalDealNote,
  type ApiErrorBody,
  type ContactListResponse,
  type DealMessagePage,
  type PropertyListResponse,
} from '@akiya/contracts';
import { UserMessagesService } from '../src/user-messages/user-messages.service';
import { UserEntity } from '../src/users/entities/user.entity';
import { loginAs, outboxMails, seedAccounts, whoAmI } from './support/accounts';
import { Browser } from './support/browser';
import { createListing, detail, enquire, party, type Party } from './support/deals';
import { useTestApp } from './support/test-app';
import { testEngines } from './support/test-database';

const PASSWORD = 'secret123';
const S = DEAL_STATUS;

const withdraw = (b: Browser, body: Record<string, unknown>, options: { csrf?: boolean } = {}) => b.post('/api/my-page/withdraw', body, options);

/** Withdrawal (退会, docs/accounts.md "退会"): POST /api/my-page/withdraw. */
describe.each(testEngines())('withdrawal on %s', (engine) => {
  const t = useTestApp(engine, { env: { RATE_LIMIT_ENABLED: '0', PUBLIC_URL: 'http://akiya.test' }, seed: seedAccounts });
  const users = () => t.dataSource.getRepository(UserEntity);
  const sessionCount = async (userId: number) =>
    Number((await t.dataSource.query('SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?', [userId]))[0].n);
  const onBoard = async (id: number) =>
    (await new Browser(t.app).get('/api/properties?limit=50')).json<PropertyListResponse>().items.some((i) => i.id === id);
  const mailsTo = (to: string) => outboxMails(t, to);

  it('refuses a visitor (401) and a request without the CSRF header (403); nothing changes', async () => {
    const visitor = await new Browser(t.app).post('/api/my-page/withdraw', { current_password: PASSWORD });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ code: ACCOUNT_ERROR_CODES.notAuthed });

    const member = await party(t, '守田');
    const noCsrf = await withdraw(member.browser, { current_password: PASSWORD }, { csrf: false });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json()).toMatchObject({ code: 'csrf-failed' });
    const row = await users().findOneByOrFail({ id: member.user.id });
    expect(row.withdrawnAt).toBeNull();
    expect(row.email).toBe(member.user.email);
    expect((await whoAmI(member.browser))?.id).toBe(member.user.id);
  });

  it('refuses a wrong or missing password and a too long reason with the field message; nothing changes', async () => {
    const seller = await party(t, '慎重');
    const buyer = await party(t, '相手');
    const listing = await createListing(t, seller.user.id);
    const { contact_id: contactId } = await enquire(buyer.browser, listing);

    const cases: [Record<string, unknown>, string, string][] = [
      [{ current_password: 'wrongpass1' }, 'current_password', MESSAGES.currentPasswordWrong],
      [{}, 'current_password', MESSAGES.required],
      [{ current_password: '' }, 'current_password', MESSAGES.required],
      [
        { current_password: PASSWORD, reason: 'あ'.repeat(WITHDRAWAL_REASON_MAX_LENGTH + 1) },
        'reason',
        formatMessage(MESSAGES.maxLength, { length: WITHDRAWAL_REASON_MAX_LENGTH }),
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await withdraw(seller.browser, body);
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiErrorBody>().errors?.[field]).toEqual([message]);
    }
    const row = await users().findOneByOrFail({ id: seller.user.id });
    expect(row).toMatchObject({ withdrawnAt: null, email: seller.user.email, lastName: '慎重', address: seller.user.address });
    expect(await onBoard(listing)).toBe(true);
    expect((await detail(buyer.browser, contactId)).contact_status).toBe(S.beforeNegotiation);
    expect((await whoAmI(seller.browser))?.id).toBe(seller.user.id);
  });

  describe('a seller with a listing, an enquiry from a buyer, and an enquiry of their own', () => {
    let seller: Party;
    let buyer: Party;
    let otherSeller: Party;
    let listing: number;
    let asSellerId: number;
    let asBuyerId: number;
    let secondBrowser: Browser;
    let sellerMailsBefore: number;

    beforeAll(async () => {
      seller = await party(t, '退田');
      buyer = await party(t, '買川');
      otherSeller = await party(t, '売野');
      listing = await createListing(t, seller.user.id, { title: '退会する売主の物件' });
      const theirs = await createListing(t, otherSeller.user.id, { title: 'ほかの売主の物件' });
      asSellerId = (await enquire(buyer.browser, listing, '見学できますか？')).contact_id;
      asBuyerId = (await enquire(seller.browser, theirs, '価格の相談はできますか？')).contact_id;
      secondBrowser = await loginAs(t, seller.user.email, PASSWORD);
      expect(await sessionCount(seller.user.id)).toBe(2);
      expect(await onBoard(listing)).toBe(true);

      // A message of theirs to the operator (the staff inbox keeps its text, not who sent it).
      const contact = { name: '退田 花子', email: seller.user.email, category: 'other', message: '退会前に送った問い合わせです。', agree: true };
      expect((await seller.browser.post('/api/forms/contact', contact)).statusCode).toBe(200);

      sellerMailsBefore = (await mailsTo(seller.user.email)).length;
      const res = await withdraw(seller.browser, { current_password: PASSWORD, reason: '  物件が売れたため  ' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
    });

    it('ends every session: this browser and the other one are logged out', async () => {
      expect(await sessionCount(seller.user.id)).toBe(0);
      expect(await whoAmI(seller.browser)).toBeNull();
      expect(await whoAmI(secondBrowser)).toBeNull();
      expect((await secondBrowser.get('/api/my-page/profile')).statusCode).toBe(401);
    });

    it('erases the personal columns, keeps the id, records when and why', async () => {
      const row = await users().findOneByOrFail({ id: seller.user.id });
      expect(row).toMatchObject({
        email: `withdrawn+${seller.user.id}@invalid`,
        lastName: '',
        firstName: '',
        lastNameKana: '',
        firstNameKana: '',
        zipcode: '',
        address: '',
        phone: '',
        passwordHash: null,
        searchParams: null,
        withdrawalReason: '物件が売れたため',
      });
      expect(Math.abs(new Date(row.withdrawnAt as Date).getTime() - Date.now())).toBeLessThan(5 * 60_000);
      const raw: Record<string, unknown>[] = await t.dataSource.query('SELECT * FROM users WHERE id = ?', [seller.user.id]);
      const text = JSON.stringify(raw[0]);
      for (const personal of [seller.user.email, seller.user.address, seller.user.phone, '退田', seller.user.firstName, seller.user.lastNameKana]) {
        expect(text).not.toContain(personal);
      }
      const inbox: { name: string; email: string; body: string }[] = await t.dataSource.query('SELECT name, email, body FROM staff_inbox_items WHERE user_id = ?', [seller.user.id]);
      expect(inbox).toEqual([{ name: WITHDRAWN_USER_NAME, email: '', body: '退会前に送った問い合わせです。' }]);
      const settings = await t.dataSource.query('SELECT waiting_for_reopening, new_properties, others FROM user_mail_settings WHERE user_id = ?', [seller.user.id]);
      expect(settings.map((s: Record<string, unknown>) => [Number(s.waiting_for_reopening), Number(s.new_properties), Number(s.others)])).toEqual([[0, 0, 0]]);
    });

    it('refuses a login with the old address as an unknown account', async () => {
      const b = new Browser(t.app);
      expect((await b.post('/api/login/post-email', { email: seller.user.email, password: '' })).json()).toEqual({ success: true });
      const res = await b.post('/api/login/post', { email: seller.user.email, password: PASSWORD });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: ACCOUNT_ERROR_CODES.wrongPassword });
      // The placeholder address is no account either (no set-password mail to it).
      const placeholder = `withdrawn+${seller.user.id}@invalid`;
      await b.post('/api/login/post-email', { email: placeholder, password: '' });
      expect(await mailsTo(placeholder)).toHaveLength(0);
    });

    it('takes the listing down: gone from /api/properties and its detail, stopped in the database', async () => {
      expect(await onBoard(listing)).toBe(false);
      expect((await new Browser(t.app).get(`/api/properties/${listing}`)).statusCode).toBe(404);
      const [row] = await t.dataSource.query('SELECT is_stop_published FROM properties WHERE id = ?', [listing]);
      expect(Number(row.is_stop_published)).toBe(1);
    });

    it('ends both open enquiries as cancelled with a message the other party reads, under 「退会したユーザー」', async () => {
      for (const [other, id, isSeller] of [
        [buyer, asSellerId, true],
        [otherSeller, asBuyerId, false],
      ] as const) {
        const d = await detail(other.browser, id);
        expect(d.contact_status).toBe(S.cancelled);
        expect(d.other_user).toEqual({ id: seller.user.id, name: WITHDRAWN_USER_NAME });
        const page = (await other.browser.get(`/api/my-page/contacts/${id}/messages`)).json<DealMessagePage>();
        const bodies = page.items.map((m) => m.body);
        expect(bodies).toContain(withdrawalDealNote(isSeller));
        // The earlier messages stay readable.
        expect(bodies).toContain(isSeller ? '見学できますか？' : '価格の相談はできますか？');
        const list = (await other.browser.get('/api/my-page/all-contacts')).json<ContactListResponse>();
        expect(list.items.find((i) => i.id === id)?.other_user.name).toBe(WITHDRAWN_USER_NAME);
      }
      // The other party is mailed about the cancellation; nothing goes to the withdrawn account.
      const notice = (await mailsTo(buyer.user.email)).find((m) => m.subject.includes(S.cancelled));
      expect(notice?.text).toContain(withdrawalDealNote(true));
      expect(await mailsTo(seller.user.email)).toHaveLength(sellerMailsBefore);
    });

    it('shows staff that the account withdrew and when (the staff user lookup)', async () => {
      const found = await t.app.get(UserMessagesService).lookupUser(`withdrawn+${seller.user.id}@invalid`);
      expect(found).toMatchObject({ id: seller.user.id, name: WITHDRAWN_USER_NAME });
      expect(Math.abs(new Date(found.withdrawn_at as string).getTime() - Date.now())).toBeLessThan(5 * 60_000);
      const active = await t.app.get(UserMessagesService).lookupUser(buyer.user.email);
      expect(active.withdrawn_at).toBeNull();
    });

    it('lets the same address register again as a new account', async () => {
      const b = new Browser(t.app);
      const res = await b.post('/api/login/post-register', {
        last_name: '再来',
        first_name: '太郎',
        last_name_kana: 'さいらい',
        first_name_kana: 'たろう',
        email: seller.user.email,
        password: 'again2026',
        phone: '090-1234-5678',
        zipcode: '1040061',
        address: '東京都中央区銀座1-1-1',
        agree_terms: true,
        agree_privacy: true,
      });
      expect(res.statusCode).toBe(200);
      const fresh = await users().findOneByOrFail({ email: seller.user.email });
      expect(fresh.id).not.toBe(seller.user.id);
      expect(fresh.withdrawnAt).toBeNull();
    });

    it('a second withdrawal with the old session is refused (the session is gone)', async () => {
      expect((await withdraw(seller.browser, { current_password: PASSWORD })).statusCode).toBe(401);
    });
  });
});
