import {
  CONSULTING_MESSAGES,
  DEAL_MESSAGES,
  MESSAGES,
  unreadTotalOf,
  type ApiErrorBody,
  type ConsultingMessage,
  type ConsultingMessagePage,
  type ConsultingRequestCreated,
  type ConsultingRequestDetail,
  type ConsultingSubject,
  type ConsultingThreadSummary,
  type ContactListResponse,
  type UnreadCountResponse,
} from '@akiya/contracts';
import { login, loginAs, outboxCount, outboxMail, seedAccounts } from './support/accounts';
import { Browser, fileForm, PNG, type FormFile } from './support/browser';
import { clientId, createListing, party, useStaffAndTwoUsers } from './support/deals';
import { describeRedis } from './support/redis';
import { useTestApp } from './support/test-app';
import { testEngines } from './support/test-database';
import { crossEngine, on, useTwoInstances } from './support/two-instances';
import { DEMO_CONSULTING, seedDemoConsulting } from '../src/database/seeds/demo-consulting';

const described = {
  requester_type: 'heir',
  property_mode: 'describe',
  prefecture_code: '20',
  place: '松本市中央',
  property_description: '築60年の木造二階建て',
  problem: '相続した実家をどう活用すればよいか分かりません。',
  timing: 'within6Months',
  phone: '090-1234-5678',
  agree_fees: 'true',
};

async function submit(b: Browser, fields: Record<string, string>, files: FormFile[] = []) {
  return b.post('/api/consulting/requests', undefined, { raw: fileForm(fields, files) });
}

async function createRequest(b: Browser, over: Record<string, string> = {}): Promise<ConsultingRequestCreated> {
  const res = await submit(b, { ...described, clientId: clientId(), ...over });
  if (res.statusCode !== 200) throw new Error(`request: ${res.statusCode} ${res.body}`);
  return res.json<ConsultingRequestCreated>();
}

async function messages(b: Browser, path: string): Promise<ConsultingMessage[]> {
  const res = await b.get(path);
  expect(res.statusCode).toBe(200);
  return res.json<ConsultingMessagePage>().items;
}

async function contactList(b: Browser): Promise<ContactListResponse> {
  return (await b.get('/api/my-page/all-contacts')).json<ContactListResponse>();
}

describe.each(testEngines())('consulting (airyflow) on %s', (engine) => {
  const t = useTestApp(engine, { env: { RATE_LIMIT_ENABLED: '0' }, seed: seedAccounts });
  const users = useStaffAndTwoUsers(t);

  it('seeds the demo request of buyer@ once, its operator reply already read', async () => {
    const buyer = await loginAs(t, 'buyer@example.jp');
    const list = (await buyer.get('/api/my-page/consulting/requests')).json<{ items: ConsultingRequestDetail[] }>();
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ status: 'in_review', property_label: '長野県上田市' });
    const items = await messages(buyer, `/api/my-page/consulting/threads/${list.items[0].thread_id}/messages`);
    expect(items.map((m) => [m.kind, m.from_operator])).toEqual([['text', false], ['status', true], ['text', true]]);
    expect(items[2].body).toBe(DEMO_CONSULTING[0].reply);
    expect((await contactList(buyer)).noReadConsultingPropertyMessageIds).toEqual({});
    expect(await seedDemoConsulting(t.dataSource)).toBe(0);
    // The seller's demo request is about one of their listings (none in this seed without listings).
    const seller = await loginAs(t, 'seller@example.jp');
    const sellers = (await seller.get('/api/my-page/consulting/requests')).json<{ items: unknown[] }>();
    expect(sellers.items.length).toBeLessThanOrEqual(1);
  });

  it('needs a verified login and the CSRF token for the form', async () => {
    const anon = new Browser(t.app);
    expect((await submit(anon, { ...described, clientId: clientId() })).statusCode).toBe(401);
    const noCsrf = await users.alice.browser.post('/api/consulting/requests', undefined, { raw: fileForm({ ...described, clientId: clientId() }), csrf: false });
    expect(noCsrf.statusCode).toBe(403);
  });

  it('refuses bad input with every field’s Japanese message and stores nothing', async () => {
    const res = await submit(users.alice.browser, { property_mode: 'describe', problem: '短い', phone: '0312345678', timing: 'tomorrow', clientId: clientId() });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiErrorBody>().errors).toEqual({
      requester_type: [MESSAGES.required],
      prefecture_code: [MESSAGES.required],
      place: [MESSAGES.required],
      property_description: [MESSAGES.required],
      problem: ['10文字以上でなければなりません'],
      timing: [MESSAGES.invalidValue],
      phone: [MESSAGES.phone],
      agree_fees: [MESSAGES.required],
    });
    const unknown = await submit(users.alice.browser, { ...described, clientId: clientId(), admin: '1' });
    expect(unknown.json<ApiErrorBody>().errors).toEqual({ admin: [MESSAGES.unknownParameter] });
    const noClient = await submit(users.alice.browser, { ...described });
    expect(noClient.json<ApiErrorBody>().errors).toEqual({ clientId: [DEAL_MESSAGES.clientIdInvalid] });
    // Someone else's listing is not the user's to ask about.
    const bobsListing = await createListing(t, users.bob.user.id);
    const other = await submit(users.alice.browser, { ...described, property_mode: 'listing', property_id: String(bobsListing), clientId: clientId() });
    expect(other.statusCode).toBe(400);
    expect(other.json<ApiErrorBody>().errors).toEqual({ property_id: [CONSULTING_MESSAGES.listingNotFound] });
    const bad = await submit(users.alice.browser, { ...described, clientId: clientId() }, [{ filename: 'x.png', content: Buffer.from('not an image') }]);
    expect(bad.json<ApiErrorBody>().errors).toEqual({ files: [DEAL_MESSAGES.attachmentType] });
    const [{ n }]: { n: number | string }[] = await t.dataSource.query('SELECT COUNT(*) AS n FROM consulting_requests WHERE user_id = ?', [users.alice.user.id]);
    expect(Number(n)).toBe(0);
  });

  it('makes a request with its thread, the form as the first message with the files, once per clientId; mails the operator', async () => {
    const before = await outboxCount(t, t.config.operatorEmail);
    const id = clientId();
    const fields = { ...described, clientId: id };
    const first = await submit(users.alice.browser, fields, [{ filename: '外観.png', content: PNG }]);
    expect(first.statusCode).toBe(200);
    const created = first.json<ConsultingRequestCreated>();
    expect(created.redirect).toBe(`/my-page/airyflow/${created.id}`);
    const again = (await submit(users.alice.browser, fields, [{ filename: '外観.png', content: PNG }])).json<ConsultingRequestCreated>();
    expect(again).toEqual(created);
    expect(await outboxCount(t, t.config.operatorEmail)).toBe(before + 1);

    const detail = (await users.alice.browser.get(`/api/my-page/consulting/requests/${created.id}`)).json<ConsultingRequestDetail>();
    expect(detail).toMatchObject({ id: created.id, status: 'received', status_label: '受付済み', property_label: '長野県松本市中央', thread_id: created.thread_id, moves: [] });
    const list = (await users.alice.browser.get('/api/my-page/consulting/requests')).json<{ items: { id: number }[] }>();
    expect(list.items.map((r) => r.id)).toEqual([created.id]);

    const items = await messages(users.alice.browser, `/api/my-page/consulting/threads/${created.thread_id}/messages`);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ from_operator: false, kind: 'text' });
    expect(items[0].body).toContain('【お困りのこと・ご相談内容】\n相続した実家をどう活用すればよいか分かりません。');
    expect(items[0].attachments).toHaveLength(1);
    const file = await users.alice.browser.get(items[0].attachments[0].url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    // Staff may open it; another user may not.
    expect((await users.staff.get(items[0].attachments[0].url)).statusCode).toBe(200);
    expect((await users.bob.browser.get(items[0].attachments[0].url)).statusCode).toBe(404);
  });

  it('asks about one of the user’s own listings', async () => {
    const own = await createListing(t, users.alice.user.id, { title: '有栖の古民家' });
    const created = await createRequest(users.alice.browser, { property_mode: 'listing', property_id: String(own) });
    const detail = (await users.alice.browser.get(`/api/my-page/consulting/requests/${created.id}`)).json<ConsultingRequestDetail>();
    expect(detail).toMatchObject({ property_id: own, property_label: '有栖の古民家', place: null });
    const mine = (await users.alice.browser.get('/api/consulting/my-properties')).json<{ items: { property_id: number }[] }>();
    expect(mine.items.map((p) => p.property_id)).toContain(own);
  });

  it('hides another user’s request, thread and messages (404) and the staff routes from non-staff (404)', async () => {
    const created = await createRequest(users.alice.browser);
    for (const path of [
      `/api/my-page/consulting/requests/${created.id}`,
      `/api/my-page/consulting/threads/${created.thread_id}`,
      `/api/my-page/consulting/threads/${created.thread_id}/messages`,
    ]) {
      expect((await users.bob.browser.get(path)).statusCode).toBe(404);
    }
    expect((await users.bob.browser.post(`/api/my-page/consulting/threads/${created.thread_id}/messages`, { body: '横から', clientId: clientId() })).statusCode).toBe(404);
    expect((await users.bob.browser.post(`/api/my-page/consulting/threads/${created.thread_id}/read`)).statusCode).toBe(404);
    expect((await users.bob.browser.get('/api/staff/consulting/requests')).statusCode).toBe(404);
    expect((await users.bob.browser.get(`/api/staff/consulting/requests/${created.id}`)).statusCode).toBe(404);
    expect((await users.bob.browser.post(`/api/staff/consulting/requests/${created.id}/status`, { to: 'in_review', version: 1 })).statusCode).toBe(404);
    expect((await users.bob.browser.post(`/api/staff/consulting/threads/${created.thread_id}/messages`, { body: 'x', clientId: clientId() })).statusCode).toBe(404);
  });

  it('staff reply: unread for the user in the consulting map, the header count and a mail; read marks clear it; mail settings are followed', async () => {
    const created = await createRequest(users.alice.browser);
    const staffList = (await users.staff.get('/api/staff/consulting/threads')).json<{ items: ConsultingThreadSummary[] }>();
    const row = staffList.items.find((x) => x.id === created.thread_id);
    expect(row).toMatchObject({ unread: 1, user: { id: users.alice.user.id } });

    const mailsBefore = await outboxCount(t, users.alice.user.email);
    const cid = clientId();
    const reply = await users.staff.post(`/api/staff/consulting/threads/${created.thread_id}/messages`, { body: 'ご相談ありがとうございます。', clientId: cid });
    expect(reply.statusCode).toBe(200);
    const sent = reply.json<ConsultingMessage>();
    expect(sent).toMatchObject({ from_operator: true, body: 'ご相談ありがとうございます。' });
    const retry = (await users.staff.post(`/api/staff/consulting/threads/${created.thread_id}/messages`, { body: 'ご相談ありがとうございます。', clientId: cid })).json<ConsultingMessage>();
    expect(retry.id).toBe(sent.id);
    expect(await outboxCount(t, users.alice.user.email)).toBe(mailsBefore + 1);
    expect((await outboxMail(t, users.alice.user.email)).subject).toContain('事務局から返信');

    const list = await contactList(users.alice.browser);
    expect(list.noReadConsultingPropertyMessageIds).toEqual({ [String(created.thread_id)]: [sent.id] });
    expect(list.noReadConsultingSolutionMessageIds).toEqual({});
    const count = (await users.alice.browser.get('/api/my-page/unread-count')).json<UnreadCountResponse>().total;
    expect(count).toBe(unreadTotalOf(list));
    expect(count).toBeGreaterThanOrEqual(1);
    // The staff's page is told too (same realtime rows as the deals).
    const staffUser = (await users.staff.get('/api/common/base-data')).json<{ user: { id: number } }>().user;
    const rows: { user_id: number }[] = await t.dataSource.query('SELECT user_id FROM updated_user_contacts WHERE user_id IN (?, ?)', [users.alice.user.id, staffUser.id]);
    expect(new Set(rows.map((r) => Number(r.user_id)))).toEqual(new Set([users.alice.user.id, staffUser.id]));

    expect((await users.alice.browser.post(`/api/my-page/consulting/threads/${created.thread_id}/read`)).json()).toEqual({ success: true, read: 1 });
    expect((await contactList(users.alice.browser)).noReadConsultingPropertyMessageIds).toEqual({});
    expect((await users.staff.post(`/api/staff/consulting/threads/${created.thread_id}/read`)).json()).toEqual({ success: true, read: 1 });
    const afterRead = (await users.staff.get(`/api/staff/consulting/threads/${created.thread_id}`)).json<ConsultingThreadSummary>();
    expect(afterRead.unread).toBe(0);

    // 「その他のお知らせ」 off: no mail for the next reply.
    expect((await users.alice.browser.post('/api/my-page/mail-settings', { type: 3, value: false })).statusCode).toBe(200);
    await users.staff.post(`/api/staff/consulting/threads/${created.thread_id}/messages`, { body: '2通目', clientId: clientId() });
    expect(await outboxCount(t, users.alice.user.email)).toBe(mailsBefore + 1);
    await users.alice.browser.post('/api/my-page/mail-settings', { type: 3, value: true });
  });

  it('moves a request along the table only; another move or an old version is 409 with the reload message', async () => {
    const created = await createRequest(users.bob.browser);
    const move = (to: string, version: number) => users.staff.post(`/api/staff/consulting/requests/${created.id}/status`, { to, version });
    const staffDetail = (await users.staff.get(`/api/staff/consulting/requests/${created.id}`)).json<ConsultingRequestDetail>();
    expect(staffDetail.moves.map((m) => m.to)).toEqual(['in_review', 'declined']);
    expect(staffDetail.user).toMatchObject({ id: users.bob.user.id, email: users.bob.user.email });

    const skip = await move('contracted', 1);
    expect(skip.statusCode).toBe(409);
    expect(skip.json<ApiErrorBody>().message).toBe(CONSULTING_MESSAGES.conflict);
    const mailsBefore = await outboxCount(t, users.bob.user.email);
    const ok = await move('in_review', 1);
    expect(ok.statusCode).toBe(200);
    expect(ok.json<ConsultingRequestDetail>()).toMatchObject({ status: 'in_review', version: 2 });
    expect(await outboxCount(t, users.bob.user.email)).toBe(mailsBefore + 1);
    expect((await outboxMail(t, users.bob.user.email)).subject).toContain('「確認中」');
    const stale = await move('proposal_sent', 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json<ApiErrorBody>().message).toBe(CONSULTING_MESSAGES.conflict);
    expect((await move('proposal_sent', 2)).statusCode).toBe(200);
    expect((await move('contracted', 3)).statusCode).toBe(200);
    expect((await move('closed', 4)).statusCode).toBe(200);
    const closed = await move('in_review', 5);
    expect(closed.statusCode).toBe(409);
    expect((await move('nowhere', 5)).statusCode).toBe(400);

    const mine = (await users.bob.browser.get(`/api/my-page/consulting/requests/${created.id}`)).json<ConsultingRequestDetail>();
    expect(mine).toMatchObject({ status: 'closed', status_label: '完了' });
    const timeline = (await messages(users.bob.browser, `/api/my-page/consulting/threads/${created.thread_id}/messages`)).filter((m) => m.kind === 'status');
    expect(timeline.map((m) => [m.status_from, m.status_to])).toEqual([
      ['received', 'in_review'],
      ['in_review', 'proposal_sent'],
      ['proposal_sent', 'contracted'],
      ['contracted', 'closed'],
    ]);
    expect((await users.staff.post('/api/staff/consulting/requests/999999/status', { to: 'in_review', version: 1 })).statusCode).toBe(404);
  });

  it('starts one conversation per listing or Q&A answer, kept apart by type in the contact list', async () => {
    const listing = await createListing(t, users.bob.user.id, { title: '相談したい物件' });
    const subject = (await users.alice.browser.get(`/api/my-page/consulting/subjects/property/${listing}`)).json<ConsultingSubject>();
    expect(subject).toEqual({ type: 'property', subject_id: listing, title: '相談したい物件', thread: null });
    const first = await users.alice.browser.post(`/api/my-page/consulting/subjects/property/${listing}/messages`, { body: 'この物件の活用について', clientId: clientId() });
    expect(first.statusCode).toBe(200);
    const second = await users.alice.browser.post(`/api/my-page/consulting/subjects/property/${listing}/messages`, { body: '追加の質問', clientId: clientId() });
    const threadId = first.json<ConsultingMessage>().thread_id;
    expect(second.json<ConsultingMessage>().thread_id).toBe(threadId);
    expect((await users.alice.browser.get(`/api/my-page/consulting/subjects/property/${listing}`)).json<ConsultingSubject>().thread?.id).toBe(threadId);

    await t.dataSource.query(
      `INSERT INTO solutions (slug, status, published_at, version, created_at, updated_at, question, answer, answer_html, tags, search_text)
       VALUES (NULL, 'published', '2026-11-01 00:00:00', 1, '2026-11-01 00:00:00', '2026-11-01 00:00:00', '空き家の固定資産税は？', '回答', '<p>回答</p>', '[]', '')`,
    );
    const [{ id: solutionId }]: { id: number }[] = await t.dataSource.query("SELECT id FROM solutions WHERE question = '空き家の固定資産税は？'");
    const sol = await users.alice.browser.post(`/api/my-page/consulting/subjects/solution/${solutionId}/messages`, { body: 'Q&Aについて質問です', clientId: clientId() });
    expect(sol.statusCode).toBe(200);
    const solThread = sol.json<ConsultingMessage>().thread_id;
    await users.staff.post(`/api/staff/consulting/threads/${solThread}/messages`, { body: 'Q&Aへの回答です', clientId: clientId() });
    await users.staff.post(`/api/staff/consulting/threads/${threadId}/messages`, { body: '物件への回答です', clientId: clientId() });
    const list = await contactList(users.alice.browser);
    expect(Object.keys(list.noReadConsultingSolutionMessageIds)).toEqual([String(solThread)]);
    expect(Object.keys(list.noReadConsultingPropertyMessageIds)).toContain(String(threadId));
    const threads = (await users.alice.browser.get('/api/my-page/consulting/threads')).json<{ items: ConsultingThreadSummary[] }>().items;
    expect(threads.find((x) => x.id === solThread)).toMatchObject({ type: 'solution', title: '空き家の固定資産税は？', unread: 1 });

    expect((await users.alice.browser.get('/api/my-page/consulting/subjects/property/99999999')).statusCode).toBe(404);
    expect((await users.alice.browser.get(`/api/my-page/consulting/subjects/other/${listing}`)).statusCode).toBe(404);
    expect((await users.bob.browser.get(`/api/my-page/consulting/threads/${solThread}`)).statusCode).toBe(404);
  });
});

describeRedis(`consulting status moves over two API instances (${crossEngine})`, () => {
  const instances = useTwoInstances();

  it('takes exactly one of two simultaneous moves from the same version, whichever instance gets it', async () => {
    const { a, b } = instances;
    const user = await party(a, '同時');
    const staffA = new Browser(a.app);
    await login(staffA, 'staff@example.jp');
    const staffB = on(b, staffA);
    for (let round = 0; round < 5; round++) {
      const created = await createRequest(user.browser);
      const [x, y] = await Promise.all([
        staffA.post(`/api/staff/consulting/requests/${created.id}/status`, { to: 'in_review', version: 1 }),
        staffB.post(`/api/staff/consulting/requests/${created.id}/status`, { to: 'declined', version: 1 }),
      ]);
      expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
      const loser = x.statusCode === 409 ? x : y;
      expect(loser.json<ApiErrorBody>().message).toBe(CONSULTING_MESSAGES.conflict);
      const [row]: { status: string; version: number }[] = await a.dataSource.query('SELECT status, version FROM consulting_requests WHERE id = ?', [created.id]);
      expect(Number(row.version)).toBe(2);
      const winner = x.statusCode === 200 ? 'in_review' : 'declined';
      expect(row.status).toBe(winner);
      const status: { n: number | string }[] = await a.dataSource.query("SELECT COUNT(*) AS n FROM consulting_messages WHERE kind = 'status' AND thread_id = ?", [created.thread_id]);
      expect(Number(status[0].n)).toBe(1);
    }
  });
});

describe('consulting requests under the per-user limit (sqlite)', () => {
  const t = useTestApp('sqlite', { env: { RATE_LIMIT_ENABLED: '1' }, seed: seedAccounts });

  it('counts requests like enquiries (20 an hour): the 21st is 429 with Retry-After', async () => {
    const user = await party(t, '上限');
    for (let i = 0; i < 20; i++) expect((await submit(user.browser, { ...described, clientId: `rl-${i}` })).statusCode).toBe(200);
    const over = await submit(user.browser, { ...described, clientId: 'rl-21' });
    expect(over.statusCode).toBe(429);
    expect(over.json<ApiErrorBody>().message).toBe(DEAL_MESSAGES.rateLimited);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });
});
