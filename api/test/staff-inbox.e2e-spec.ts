import {
  STAFF_INBOX_MESSAGES,
  STAFF_INBOX_REPLY_MAX,
  type ApiErrorBody,
  type StaffAuditResponse,
  type StaffInboxDetail,
  type StaffInboxListResponse,
  type UserMessageListResponse,
} from '@akiya/contracts';
import { login, loginAs, seedAccounts } from './support/accounts';
import { Browser, expectNotFoundFor, flushMail } from './support/browser';
import { clientId, createListing, party } from './support/deals';
import { MailCatcher } from './support/mail-catcher';
import { useTestApp } from './support/test-app';
import { testEngines } from './support/test-database';

const OPERATOR = 'operator@example.jp';
const CONTACT = { name: '通報 太郎', email: 'report-taro@example.jp', category: 'other', message: '掲載方法を教えてください。', agree: true };

/** The staff inbox (docs/accounts.md "Staff inbox"): contact form, republish requests and user replies in one list. */
describe.each(testEngines())('staff inbox on %s', (engine) => {
  const smtp = new MailCatcher();
  beforeAll(() => smtp.start());
  const t = useTestApp(engine, { env: () => ({ MAIL_URL: smtp.url, OPERATOR_EMAIL: OPERATOR, RATE_LIMIT_ENABLED: '0' }), seed: seedAccounts });
  afterAll(() => smtp.stop());
  let staff: Browser;
  let staffId: number;
  let ip = 0;
  const fresh = () => new Browser(t.app, { remoteAddress: `10.9.${Math.floor(++ip / 250)}.${ip % 250}` });

  const list = async (query = '') => {
    const res = await staff.get(`/api/staff/inbox${query}`);
    expect(res.statusCode).toBe(200);
    return res.json<StaffInboxListResponse>();
  };
  const detail = async (id: number) => {
    const res = await staff.get(`/api/staff/inbox/${id}`);
    expect(res.statusCode).toBe(200);
    return res.json<StaffInboxDetail>();
  };
  /** The newest item whose message contains `text`. */
  const itemWith = async (text: string) => {
    const found = (await list(`?q=${encodeURIComponent(text)}`)).items;
    expect(found).toHaveLength(1);
    return found[0];
  };

  beforeAll(async () => {
    staff = new Browser(t.app);
    staffId = (await login(staff, 'staff@example.jp')).id;
  });

  it('keeps an anonymous contact message and a logged-in report of a listing, each with its kind and listing, besides the mail', async () => {
    const seller = await party(t, '売主');
    const listingId = await createListing(t, seller.user.id, { title: '通報される古民家' });
    expect((await fresh().post('/api/forms/contact', { ...CONTACT, message: '匿名の問い合わせ本文です。' })).statusCode).toBe(200);
    const reporter = await party(t, '通報者');
    const report = await reporter.browser.post('/api/forms/contact', {
      ...CONTACT,
      name: '通報者 花子',
      email: reporter.user.email,
      category: 'trouble',
      project_id: String(listingId),
      message: '同じ写真の物件が別にあります。',
    });
    expect(report.statusCode).toBe(200);

    const anonymous = await itemWith('匿名の問い合わせ本文');
    expect(anonymous).toMatchObject({ kind: 'contact', category: 'other', name: CONTACT.name, email: CONTACT.email, userId: null, propertyId: null, state: 'unread' });
    const reported = await itemWith('同じ写真の物件');
    expect(reported).toMatchObject({ kind: 'contact', category: 'trouble', userId: reporter.user.id, propertyId: listingId, state: 'unread' });
    expect(await detail(reported.id)).toMatchObject({ propertyTitle: '通報される古民家', body: '同じ写真の物件が別にあります。', replyChannel: 'message', replies: [] });
    expect((await detail(anonymous.id)).replyChannel).toBe('mail');

    await flushMail(t.app);
    const mail = await smtp.lastTo(OPERATOR);
    expect(mail.text).toContain(`/project/${listingId}`);
    expect((await list('?kind=contact&state=unread')).items.map((i) => i.id)).toEqual(expect.arrayContaining([anonymous.id, reported.id]));
  });

  it('refuses a listing id that names no listing with the Japanese message; nothing is stored', async () => {
    const before = (await list()).total;
    for (const bad of ['99999999', 'abc', '-1']) {
      const res = await fresh().post('/api/forms/contact', { ...CONTACT, project_id: bad, message: `存在しない物件 ${bad}` });
      expect([bad, res.statusCode]).toEqual([bad, 400]);
      const body = res.json<ApiErrorBody>();
      expect(body.errors?.project_id).toEqual([STAFF_INBOX_MESSAGES.projectNotFound]);
    }
    expect((await list()).total).toBe(before);
  });

  it('keeps a republish request of a stopped listing', async () => {
    const seller = await party(t, '再掲載');
    const listingId = await createListing(t, seller.user.id, { isStopPublished: true, isPublished: false });
    const res = await seller.browser.post('/api/forms/republish', { property_id: listingId, message: '写真を差し替えました。再掲載をお願いします。' });
    expect(res.statusCode).toBe(200);
    const item = await itemWith('写真を差し替えました');
    expect(item).toMatchObject({ kind: 'republish', userId: seller.user.id, propertyId: listingId, email: seller.user.email });
    expect((await list('?kind=republish')).items.every((i) => i.kind === 'republish')).toBe(true);
  });

  it('shows a user’s reply to an operator message; staff’s reply goes to the user as an operator message they see', async () => {
    const user = await party(t, '返信者');
    expect((await staff.post('/api/staff/user-messages', { userId: user.user.id, body: '書類をお送りください。' })).statusCode).toBe(200);
    const sent = await user.browser.post('/api/my-page/user/messages', { body: '書類は明日お送りします。', clientId: clientId() });
    expect(sent.statusCode).toBe(200);
    const item = await itemWith('書類は明日お送りします');
    expect(item).toMatchObject({ kind: 'user_reply', userId: user.user.id, state: 'unread' });

    const replied = await staff.post(`/api/staff/inbox/${item.id}/reply`, { body: '承知しました。お待ちしています。' });
    expect(replied.statusCode).toBe(200);
    const after = replied.json<StaffInboxDetail>();
    expect(after).toMatchObject({ state: 'handled', handledBy: { id: staffId }, replies: [{ channel: 'message', body: '承知しました。お待ちしています。' }] });
    const thread = (await user.browser.get('/api/my-page/user/messages')).json<UserMessageListResponse>();
    expect(thread.items[0]).toMatchObject({ from_operator: true, body: '承知しました。お待ちしています。', read_at: null });
    expect(thread.unreadIds).toContain(thread.items[0].id);
  });

  it('replies to an anonymous sender by mail, quoting the message; the reply is listed under the item', async () => {
    await fresh().post('/api/forms/contact', { ...CONTACT, email: 'anon-mail@example.jp', message: 'メールで返事がほしいです。' });
    const item = await itemWith('メールで返事がほしい');
    const tooLong = await staff.post(`/api/staff/inbox/${item.id}/reply`, { body: 'あ'.repeat(STAFF_INBOX_REPLY_MAX + 1) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<ApiErrorBody>().errors?.body).toEqual([STAFF_INBOX_MESSAGES.replyTooLong]);
    const empty = await staff.post(`/api/staff/inbox/${item.id}/reply`, { body: '  ' });
    expect(empty.json<ApiErrorBody>().errors?.body).toEqual([STAFF_INBOX_MESSAGES.replyRequired]);

    const res = await staff.post(`/api/staff/inbox/${item.id}/reply`, { body: 'ご連絡ありがとうございます。\n手順をご案内します。' });
    expect(res.statusCode).toBe(200);
    expect(res.json<StaffInboxDetail>().replies).toEqual([expect.objectContaining({ channel: 'mail', body: 'ご連絡ありがとうございます。\n手順をご案内します。' })]);
    await flushMail(t.app);
    const mail = await smtp.lastTo('anon-mail@example.jp');
    expect(mail.subject).toBe('【家いちば】お問い合わせへのご返信');
    expect(mail.text).toContain('手順をご案内します。');
    expect(mail.text).toContain('> メールで返事がほしいです。');
    const audit = (await staff.get('/api/staff/audit')).json<StaffAuditResponse>();
    expect(audit.items.some((e) => e.action === 'inbox.reply' && e.targetId === String(item.id))).toBe(true);
  });

  it('marks handled and unread again (who and when), filters by state and searches name, email and body', async () => {
    await fresh().post('/api/forms/contact', { ...CONTACT, name: '検索 一郎', email: 'Search-Ichiro@example.jp', message: '状態の確認用です。' });
    const item = await itemWith('状態の確認用');
    expect((await list('?q=検索')).items.map((i) => i.id)).toContain(item.id);
    expect((await list('?q=search-ichiro')).items.map((i) => i.id)).toEqual([item.id]);
    expect((await list('?q=%25')).items.map((i) => i.id)).not.toContain(item.id);

    const handled = await staff.post(`/api/staff/inbox/${item.id}/state`, { state: 'handled' });
    expect(handled.json<StaffInboxDetail>()).toMatchObject({ state: 'handled', handledBy: { id: staffId } });
    expect(handled.json<StaffInboxDetail>().handledAt).not.toBeNull();
    expect((await list('?state=handled')).items.map((i) => i.id)).toContain(item.id);
    expect((await list('?state=unread')).items.map((i) => i.id)).not.toContain(item.id);
    const unreadBefore = (await staff.get('/api/staff/inbox/unread-count')).json<{ unread: number }>().unread;

    const unread = await staff.post(`/api/staff/inbox/${item.id}/state`, { state: 'unread' });
    expect(unread.json<StaffInboxDetail>()).toMatchObject({ state: 'unread', handledBy: null, handledAt: null });
    expect((await staff.get('/api/staff/inbox/unread-count')).json<{ unread: number }>().unread).toBe(unreadBefore + 1);

    const bad = await staff.post(`/api/staff/inbox/${item.id}/state`, { state: 'deleted' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ApiErrorBody>().errors?.state).toEqual([STAFF_INBOX_MESSAGES.stateInvalid]);
    expect((await staff.get('/api/staff/inbox?kind=spam')).statusCode).toBe(400);
    expect((await staff.get('/api/staff/inbox/999999')).statusCode).toBe(404);
  });

  it('pages the list: 20 per page, newest first', async () => {
    for (let i = 0; i < 21; i++) await fresh().post('/api/forms/contact', { ...CONTACT, message: `ページ送り ${i}` });
    const first = await list('?q=ページ送り');
    expect(first.total).toBe(21);
    expect(first.items).toHaveLength(20);
    expect(first.items[0].excerpt).toBe('ページ送り 20');
    const second = await list('?q=ページ送り&page=2');
    expect(second.items.map((i) => i.excerpt)).toEqual(['ページ送り 0']);
  });

  it('answers 404 to a buyer and a visitor on every inbox route; nothing changes', async () => {
    await fresh().post('/api/forms/contact', { ...CONTACT, message: '攻撃対象の問い合わせ' });
    const item = await itemWith('攻撃対象の問い合わせ');
    const buyer = await loginAs(t, 'buyer@example.jp');
    const routes: [string, string][] = [
      ['GET', '/api/staff/inbox'],
      ['GET', '/api/staff/inbox?state=unread'],
      ['GET', '/api/staff/inbox/unread-count'],
      ['GET', `/api/staff/inbox/${item.id}`],
      ['GET', '/api/staff/inbox/abc'],
      ['POST', `/api/staff/inbox/${item.id}/state`],
      ['POST', `/api/staff/inbox/${item.id}/reply`],
    ];
    await expectNotFoundFor([buyer, new Browser(t.app)], routes, { state: 'handled', body: '乗っ取り' });
    expect(await detail(item.id)).toMatchObject({ state: 'unread', replies: [] });
  });

  it('refuses a mutation without the CSRF token (403) and changes nothing', async () => {
    await fresh().post('/api/forms/contact', { ...CONTACT, message: 'CSRF確認用' });
    const item = await itemWith('CSRF確認用');
    const state = await staff.post(`/api/staff/inbox/${item.id}/state`, { state: 'handled' }, { csrf: false });
    expect(state.statusCode).toBe(403);
    const reply = await staff.post(`/api/staff/inbox/${item.id}/reply`, { body: '返信' }, { csrfToken: 'x'.repeat(43) });
    expect(reply.statusCode).toBe(403);
    expect(await detail(item.id)).toMatchObject({ state: 'unread', replies: [] });
  });
});
