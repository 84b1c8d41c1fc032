import type { ContactListResponse, Topic, TopicListResponse, UserMessage, UserMessageListResponse } from '@akiya/contracts';
import { DEMO_TOPICS, DEMO_WELCOME, seedOperatorContent } from '../src/database/seeds/operator-content';
import { createUser, loginAs, outboxCount, outboxMail, seedAccounts } from './support/accounts';
import { Browser } from './support/browser';
import { clientId, useStaffAndTwoUsers } from './support/deals';
import { useTestApp } from './support/test-app';
import { testEngines } from './support/test-database';

async function thread(b: Browser): Promise<UserMessageListResponse> {
  const res = await b.get('/api/my-page/user/messages');
  expect(res.statusCode).toBe(200);
  return res.json<UserMessageListResponse>();
}

async function contacts(b: Browser): Promise<ContactListResponse> {
  const res = await b.get('/api/my-page/all-contacts');
  expect(res.statusCode).toBe(200);
  return res.json<ContactListResponse>();
}

describe.each(testEngines())('messages from 家いちば事務局 and topics on %s', (engine) => {
  const t = useTestApp(engine, { env: { RATE_LIMIT_ENABLED: '0' }, seed: seedAccounts });
  const users = useStaffAndTwoUsers(t);

  it('seeds the demo topics and the welcome message once (idempotent)', async () => {
    const buyer = await loginAs(t, 'buyer@example.jp');
    const first = await thread(buyer);
    expect(first.items).toHaveLength(1);
    expect(first.items[0]).toMatchObject({ from_operator: true, body: DEMO_WELCOME.body, read_at: null });
    expect(first.unreadIds).toEqual([first.items[0].id]);
    expect(await seedOperatorContent(t.dataSource.manager)).toBe(0);
    expect((await thread(buyer)).items).toHaveLength(1);
    const topics = (await buyer.get('/api/my-page/topics')).json<TopicListResponse>();
    expect(topics.items.map((x) => x.title)).toEqual(DEMO_TOPICS.map((x) => x.title));
  });

  it('needs a verified login and the CSRF token', async () => {
    const anon = new Browser(t.app);
    expect((await anon.get('/api/my-page/user/messages')).statusCode).toBe(401);
    expect((await anon.get('/api/my-page/topics')).statusCode).toBe(401);
    expect((await anon.post('/api/my-page/user/messages', { body: 'x', clientId: clientId() })).statusCode).toBe(401);
    const unverified = await createUser(t, { emailVerifiedAt: null });
    const u = new Browser(t.app);
    await u.post('/api/login/post-email', { email: unverified.email, password: '' });
    await u.post('/api/login/post', { email: unverified.email, password: 'secret123' });
    expect((await u.get('/api/my-page/user/messages')).statusCode).toBe(401);
    const noCsrf = await users.alice.browser.post('/api/my-page/user/messages', { body: 'x', clientId: clientId() }, { csrf: false });
    expect(noCsrf.statusCode).toBe(403);
    const noCsrfRead = await users.alice.browser.post('/api/my-page/user/messages/read', undefined, { csrf: false });
    expect(noCsrfRead.statusCode).toBe(403);
  });

  it('staff writes to a user: unread for that user only, in all-contacts, and marked read', async () => {
    expect((await contacts(users.alice.browser)).noReadUserMessageIds).toEqual({});
    const res = await users.staff.post('/api/staff/user-messages', { userId: users.alice.user.id, body: 'ご登録ありがとうございます。\n<b>太字</b>' });
    expect(res.statusCode).toBe(200);
    const sent = res.json<UserMessage>();
    expect(sent).toMatchObject({ from_operator: true, body: 'ご登録ありがとうございます。\n<b>太字</b>', read_at: null });
    // An updated_user_contacts event without a contact for that user (the SSE stream sends it on).
    const events: { user_id: number; contact_id: number | null }[] = await t.dataSource.query(
      'SELECT user_id, contact_id FROM updated_user_contacts WHERE user_id = ?',
      [users.alice.user.id],
    );
    expect(events.map((e) => [Number(e.user_id), e.contact_id])).toEqual([[users.alice.user.id, null]]);

    const mine = await thread(users.alice.browser);
    expect(mine.items.map((m) => m.id)).toEqual([sent.id]);
    expect(mine.unreadIds).toEqual([sent.id]);
    // The cached contact list was dropped when the message was written.
    expect((await contacts(users.alice.browser)).noReadUserMessageIds).toEqual({ operator: [sent.id] });

    // Another user sees nothing of it.
    expect((await thread(users.bob.browser)).items).toEqual([]);
    expect((await contacts(users.bob.browser)).noReadUserMessageIds).toEqual({});
    expect((await users.bob.browser.post('/api/my-page/user/messages/read')).json()).toEqual({ read: 0 });
    expect((await thread(users.alice.browser)).unreadIds).toEqual([sent.id]);

    // Ids: only the given ones, and only the caller's own.
    const second = (await users.staff.post('/api/staff/user-messages', { userId: users.alice.user.id, body: '2通目' })).json<UserMessage>();
    expect((await thread(users.alice.browser)).unreadIds).toEqual([sent.id, second.id]);
    expect((await users.bob.browser.post('/api/my-page/user/messages/read', { ids: [sent.id] })).json()).toEqual({ read: 0 });
    expect((await users.alice.browser.post('/api/my-page/user/messages/read', { ids: ['x'] })).statusCode).toBe(400);
    const one = await users.alice.browser.post('/api/my-page/user/messages/read', { ids: [second.id] });
    expect(one.json()).toEqual({ read: 1 });
    expect((await contacts(users.alice.browser)).noReadUserMessageIds).toEqual({ operator: [sent.id] });

    const read = await users.alice.browser.post('/api/my-page/user/messages/read');
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ read: 1 });
    const after = await thread(users.alice.browser);
    expect(after.unreadIds).toEqual([]);
    expect(after.items[0].read_at).not.toBeNull();
    expect((await contacts(users.alice.browser)).noReadUserMessageIds).toEqual({});
  });

  it('the user replies: newest first, idempotent by clientId, mailed to the operator once', async () => {
    const operator = t.config.operatorEmail;
    const before = await outboxCount(t, operator);
    const id = clientId();
    const first = await users.alice.browser.post('/api/my-page/user/messages', { body: '返信です。\nよろしくお願いします。', clientId: id });
    expect(first.statusCode).toBe(200);
    const again = await users.alice.browser.post('/api/my-page/user/messages', { body: '返信です。\nよろしくお願いします。', clientId: id });
    expect(again.statusCode).toBe(200);
    expect(again.json<UserMessage>().id).toBe(first.json<UserMessage>().id);
    expect(first.json<UserMessage>()).toMatchObject({ from_operator: false, body: '返信です。\nよろしくお願いします。' });
    expect(await outboxCount(t, operator)).toBe(before + 1);
    const mail = await outboxMail(t, operator);
    expect(mail.text).toContain('よろしくお願いします。');
    expect(mail.text).toContain(`会員ID：${users.alice.user.id}`);

    const items = (await thread(users.alice.browser)).items;
    expect(items[0].id).toBe(first.json<UserMessage>().id);
    expect(items.filter((m) => m.id === items[0].id)).toHaveLength(1);
    // The same clientId of another user is that user's own message.
    const bobs = await users.bob.browser.post('/api/my-page/user/messages', { body: 'ボブです', clientId: id });
    expect(bobs.statusCode).toBe(200);
    expect(bobs.json<UserMessage>().id).not.toBe(first.json<UserMessage>().id);
    expect((await thread(users.bob.browser)).items.map((m) => m.body)).toEqual(['ボブです']);
    expect((await thread(users.alice.browser)).items.map((m) => m.body)).not.toContain('ボブです');
  });

  it('rejects bad replies with field errors', async () => {
    const empty = await users.alice.browser.post('/api/my-page/user/messages', { body: '  ', clientId: clientId() });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ statusCode: 400, errors: { body: ['メッセージを入力してください'] } });
    const long = await users.alice.browser.post('/api/my-page/user/messages', { body: 'あ'.repeat(2001), clientId: clientId() });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ errors: Record<string, string[]> }>().errors.body).toEqual(['2000文字以内にしてください']);
    const badId = await users.alice.browser.post('/api/my-page/user/messages', { body: 'x', clientId: 'bad id!' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json<{ errors: Record<string, string[]> }>().errors.clientId).toHaveLength(1);
    const extra = await users.alice.browser.post('/api/my-page/user/messages', { body: 'x', clientId: clientId(), from_operator: true });
    expect(extra.statusCode).toBe(400);
  });

  it('staff-only routes are 404 for everyone else', async () => {
    const write = await users.alice.browser.post('/api/staff/user-messages', { userId: users.bob.user.id, body: 'なりすまし' });
    expect(write.statusCode).toBe(404);
    const topic = await users.alice.browser.post('/api/staff/topics', { title: 'x', body: 'y' });
    expect(topic.statusCode).toBe(404);
    const anon = new Browser(t.app);
    expect((await anon.post('/api/staff/topics', { title: 'x', body: 'y' })).statusCode).toBe(404);
    expect((await thread(users.bob.browser)).items.map((m) => m.body)).toEqual(['ボブです']);
    const unknownUser = await users.staff.post('/api/staff/user-messages', { userId: 99999999, body: 'x' });
    expect(unknownUser.statusCode).toBe(400);
  });

  it('topics: staff publishes, users read one, unknown id is 404', async () => {
    const bad = await users.staff.post('/api/staff/topics', { title: '', body: '本文' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: Record<string, string[]> }>().errors.title).toEqual(['必須項目です']);
    const res = await users.staff.post('/api/staff/topics', { title: 'メンテナンスのお知らせ', body: '1行目\n<script>alert(1)</script>' });
    expect(res.statusCode).toBe(200);
    const created = res.json<Topic>();
    const list = (await users.bob.browser.get('/api/my-page/topics')).json<TopicListResponse>();
    expect(list.items[0]).toEqual(created);
    const one = await users.bob.browser.get(`/api/my-page/topics/${created.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json<Topic>()).toMatchObject({ title: 'メンテナンスのお知らせ', body: '1行目\n<script>alert(1)</script>' });
    expect((await users.bob.browser.get('/api/my-page/topics/99999999')).statusCode).toBe(404);
    expect((await users.bob.browser.get('/api/my-page/topics/abc')).statusCode).toBe(400);
  });

  it('staff look a user up by email (GET /api/staff/users?email=); everyone else gets 404', async () => {
    const found = await users.staff.get(`/api/staff/users?email=${encodeURIComponent(users.alice.user.email.toUpperCase())}`);
    expect(found.statusCode).toBe(200);
    expect(found.json<{ id: number; name: string; email: string }>()).toMatchObject({ id: users.alice.user.id, email: users.alice.user.email });
    expect((await users.staff.get('/api/staff/users?email=nobody-here%40example.jp')).statusCode).toBe(404);
    expect((await users.staff.get('/api/staff/users')).statusCode).toBe(400);
    expect((await users.alice.browser.get(`/api/staff/users?email=${encodeURIComponent(users.bob.user.email)}`)).statusCode).toBe(404);
    expect((await new Browser(t.app).get(`/api/staff/users?email=${encodeURIComponent(users.bob.user.email)}`)).statusCode).toBe(404);
  });
});
