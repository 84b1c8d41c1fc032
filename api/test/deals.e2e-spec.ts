import {
  allowedTransitionRules,
  DEAL_MESSAGES,
  DEAL_STATUS,
  DEAL_STATUSES,
  DEAL_TRANSITION_RULES,
  dealContextFor,
  MESSAGES,
  todayIn,
  type ApiErrorBody,
  type ContactDetail,
  type ContactListResponse,
  type ContactMemoResponse,
  type DealMessage,
  type DealMessagePage,
  type PublicProfile,
} from '@akiya/contracts';
import { MailPreferencesService } from '../src/mail-preferences/mail-preferences.service';
import { OutboxReader } from '../src/mail/outbox-transport';
import { seedAccounts } from './support/accounts';
import { Browser, multipart } from './support/browser';
import { act, APPLICATION, createListing, detail, enquire, forceStatus, party, type Party } from './support/deals';
import { useTestApp } from './support/test-app';
import { testEngines } from './support/test-database';

const S = DEAL_STATUS;
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

function fileForm(fields: Record<string, string>, files: { name: string; bytes: Buffer; type?: string }[]): { contentType: string; payload: Buffer } {
  const boundary = `----deal${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'image/png'}\r\n\r\n`),
      f.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, payload: Buffer.concat(parts) };
}

function futureDate(days: number): string {
  const d = new Date(`${todayIn()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

describe.each(testEngines())('deals API on %s', (engine) => {
  const t = useTestApp(engine, { env: { RATE_LIMIT_ENABLED: '0', PUBLIC_URL: 'http://akiya.test', ...(process.env.DEALS_LOG ? { LOG_LEVEL: 'error' } : {}) }, seed: seedAccounts });
  let seller: Party;
  let buyer: Party;
  let stranger: Party;
  let propertyId: number;
  let contactId: number;

  const mails = async (to: string) => (await new OutboxReader(t.config.mail.outboxDir).list()).filter((m) => m.to === to);

  beforeAll(async () => {
    seller = await party(t, '売田');
    buyer = await party(t, '買山');
    stranger = await party(t, '他人');
    propertyId = await createListing(t, seller.user.id, { title: '松本の古民家' });
  });

  describe('POST /api/contact/project/:id', () => {
    it('needs a login, a published listing of someone else that receives enquiries', async () => {
      const anon = new Browser(t.app);
      expect((await anon.post(`/api/contact/project/${propertyId}`, { message: 'x', clientId: 'a1' })).statusCode).toBe(401);
      const unknown = await buyer.browser.post('/api/contact/project/999999', { message: 'x', clientId: 'a1' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json<ApiErrorBody>().message).toBe(MESSAGES.notFound);
      const hidden = await createListing(t, seller.user.id, { isPublished: false });
      expect((await buyer.browser.post(`/api/contact/project/${hidden}`, { message: 'x', clientId: 'a1' })).statusCode).toBe(404);
      const own = await seller.browser.post(`/api/contact/project/${propertyId}`, { message: 'x', clientId: 'a1' });
      expect(own.statusCode).toBe(400);
      expect(own.json<ApiErrorBody>().message).toBe(DEAL_MESSAGES.ownProperty);
      const closed = await createListing(t, seller.user.id, { reception: false });
      const refused = await buyer.browser.post(`/api/contact/project/${closed}`, { message: 'x', clientId: 'a1' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ApiErrorBody>().message).toBe(DEAL_MESSAGES.notReceiving);
      const empty = await buyer.browser.post(`/api/contact/project/${propertyId}`, { message: ' ', clientId: '' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json<ApiErrorBody>().errors).toEqual({ message: [DEAL_MESSAGES.messageRequired], clientId: [DEAL_MESSAGES.clientIdInvalid] });
      const noCsrf = await buyer.browser.post(`/api/contact/project/${propertyId}`, { message: 'x', clientId: 'a1' }, { csrf: false });
      expect(noCsrf.statusCode).toBe(403);
    });

    it('creates the deal in 商談開始前, counts it, mails the seller, and is idempotent by clientId', async () => {
      const before = Number((await t.dataSource.query('SELECT contact_count FROM properties WHERE id = ?', [propertyId]))[0].contact_count);
      const body = { message: '内覧を希望します。\n週末は空いていますか？', clientId: 'enq-1' };
      const res = await buyer.browser.post(`/api/contact/project/${propertyId}`, body);
      expect(res.statusCode).toBe(200);
      const first = res.json<{ success: boolean; contact_id: number; redirect: string; message: DealMessage }>();
      contactId = first.contact_id;
      expect(first).toMatchObject({ success: true, redirect: `/my-page/messages/${contactId}` });
      expect(first.message).toMatchObject({ kind: 'text', send_from: 1, send_to: 2, body: body.message, client_id: 'enq-1' });
      const again = await buyer.browser.post(`/api/contact/project/${propertyId}`, body);
      expect(again.json<{ message: DealMessage }>().message.id).toBe(first.message.id);
      const after = Number((await t.dataSource.query('SELECT contact_count FROM properties WHERE id = ?', [propertyId]))[0].contact_count);
      expect(after).toBe(before + 1);
      const d = await detail(buyer.browser, contactId);
      expect(d).toMatchObject({ contact_status: S.beforeNegotiation, status_name: '商談開始前', is_seller: false, other_user: { name: '売田さん' } });
      const sent = await mails(seller.user.email);
      expect(sent).toHaveLength(1);
      expect(sent[0].subject).toContain('松本の古民家');
      expect(sent[0].text).toContain(`http://akiya.test/my-page/messages/${contactId}`);
      // A second enquiry from the same buyer goes to the open deal.
      const more = await enquire(buyer.browser, propertyId, 'もう一点質問です。');
      expect(more.contact_id).toBe(contactId);
    });

    it('counts in-progress enquiries in the public profile', async () => {
      const res = await stranger.browser.get(`/api/my-page/get-user-public/${buyer.user.id}`);
      expect(res.json<PublicProfile>()).toEqual({ name: '買山', contact_count: 1 });
    });
  });

  describe('threads', () => {
    it('lists contacts for both sides with unread ids, no-store', async () => {
      const res = await seller.browser.get('/api/my-page/all-contacts');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const list = res.json<ContactListResponse>();
      const item = list.items.find((i) => i.contact_id === contactId);
      expect(item).toMatchObject({ is_seller: true, other_user: { id: buyer.user.id, name: '買山さん' }, replied: false, property: { property_id: propertyId } });
      expect(list.noReadContactMessageIds[String(contactId)]).toHaveLength(2);
      expect(list.noReadPropertyMessageIds[String(contactId)]).toHaveLength(2);
      expect(list.postedProperties.map((p) => p.property_id)).toContain(propertyId);
      expect(list.counts).toMatchObject({ seller: 1, buyer: 0, unread: 2 });
      const buyerList = (await buyer.browser.get('/api/my-page/all-contacts')).json<ContactListResponse>();
      expect(buyerList.counts).toMatchObject({ buyer: 1, seller: 0, active: 1, unread: 0 });
      expect(buyerList.items[0].replied).toBe(true);
      const read = await seller.browser.post(`/api/my-page/contacts/${contactId}/read`);
      expect(read.json()).toEqual({ success: true, read: 2 });
      expect((await seller.browser.get('/api/my-page/all-contacts')).json<ContactListResponse>().noReadContactMessageIds).toEqual({});
    });

    it("starts the negotiation with the seller's first text; markup stays text; a retry returns the same message", async () => {
      const text = '<b>ようこそ</b><script>alert(1)</script> & "quotes"';
      const form = multipart({ body: text, clientId: 'sel-1' });
      const res = await seller.browser.post(`/api/my-page/contacts/${contactId}/messages`, undefined, { raw: form });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const msg = res.json<DealMessage>();
      expect(msg.body).toBe(text);
      const retry = await seller.browser.post(`/api/my-page/contacts/${contactId}/messages`, undefined, { raw: multipart({ body: text, clientId: 'sel-1' }) });
      expect(retry.json<DealMessage>().id).toBe(msg.id);
      const page = await buyer.browser.get(`/api/my-page/contacts/${contactId}/messages`);
      expect(page.headers['content-type']).toMatch(/^application\/json/);
      const items = page.json<DealMessagePage>().items;
      expect(items.filter((m) => m.client_id === 'sel-1')).toHaveLength(1);
      expect(items.find((m) => m.id === msg.id)?.body).toBe(text);
      expect(page.body).not.toContain('&lt;');
      expect(items[items.length - 1]).toMatchObject({ kind: 'status', status_from: S.beforeNegotiation, status_to: S.negotiationStarted });
      const d = await detail(buyer.browser, contactId);
      expect(d.contact_status).toBe(S.negotiationStarted);
      expect(d.allowed.map((a) => a.via)).toContain('buyerForcedApplication');
      const mail = (await mails(buyer.user.email)).find((m) => m.subject.includes('新しいメッセージ'));
      expect(mail?.text).toContain(`/my-page/messages/${contactId}`);
      expect(mail?.html).not.toContain('<script>');
    });

    it('pages the thread newest first with items oldest → newest', async () => {
      for (let i = 0; i < 5; i++) {
        const r = await buyer.browser.post(`/api/my-page/contacts/${contactId}/messages`, { body: `番号${i}`, clientId: `page-${i}` });
        expect(r.statusCode).toBe(200);
      }
      const p1 = (await buyer.browser.get(`/api/my-page/contacts/${contactId}/messages?limit=3`)).json<DealMessagePage>();
      expect(p1.items.map((m) => m.body)).toEqual(['番号2', '番号3', '番号4']);
      expect(p1.hasMore).toBe(true);
      const p2 = (await buyer.browser.get(`/api/my-page/contacts/${contactId}/messages?limit=3&before=${p1.items[0].id}`)).json<DealMessagePage>();
      expect(p2.items.map((m) => m.body).slice(1)).toEqual(['番号0', '番号1']);
      expect(p2.items[0]).toMatchObject({ kind: 'status', status_to: S.negotiationStarted });
      expect(p2.hasMore).toBe(true);
      expect(p2.items.every((m, i) => i === 0 || m.id > p2.items[i - 1].id)).toBe(true);
      expect((await buyer.browser.get(`/api/my-page/contacts/${contactId}/messages?limit=0`)).statusCode).toBe(400);
      expect((await buyer.browser.get(`/api/my-page/contacts/${contactId}/messages?before=abc`)).statusCode).toBe(400);
    });

    it('stores attachments by their bytes and serves them only to the two parties', async () => {
      const bad = await buyer.browser.post(`/api/my-page/contacts/${contactId}/messages`, undefined, {
        raw: fileForm({ body: '', clientId: 'att-0' }, [{ name: 'evil.png', bytes: Buffer.from('<html><script>1</script></html>') }]),
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<ApiErrorBody>().errors).toEqual({ files: [DEAL_MESSAGES.attachmentType] });
      const six = await buyer.browser.post(`/api/my-page/contacts/${contactId}/messages`, undefined, {
        raw: fileForm({ body: 'x', clientId: 'att-6' }, Array.from({ length: 6 }, (_, i) => ({ name: `${i}.png`, bytes: PNG }))),
      });
      expect(six.statusCode).toBe(400);
      expect(six.json<ApiErrorBody>().errors).toEqual({ files: [DEAL_MESSAGES.attachmentCount] });
      const ok = await buyer.browser.post(`/api/my-page/contacts/${contactId}/messages`, undefined, {
        raw: fileForm({ body: '図面です', clientId: 'att-1' }, [{ name: '図面.png', bytes: PNG, type: 'application/octet-stream' }]),
      });
      expect(ok.statusCode).toBe(200);
      const att = ok.json<DealMessage>().attachments;
      expect(att).toEqual([{ id: expect.any(Number), name: '図面.png', size: PNG.length, mime: 'image/png', url: `/api/my-page/attachments/${att[0].id}` }]);
      for (const who of [buyer, seller]) {
        const file = await who.browser.get(att[0].url);
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe('image/png');
        expect(file.headers['x-content-type-options']).toBe('nosniff');
      }
      expect((await stranger.browser.get(att[0].url)).statusCode).toBe(404);
      expect((await new Browser(t.app).get(att[0].url)).statusCode).toBe(401);
      const files = await t.dataSource.query('SELECT storage_key FROM message_attachments WHERE id = ?', [att[0].id]);
      expect(String(files[0].storage_key)).not.toContain('public');
      expect((await t.get(`/uploads/${files[0].storage_key}`)).statusCode).toBe(404);
    });

    it("respects the other party's mail settings ('others')", async () => {
      const prefs = t.app.get(MailPreferencesService);
      await prefs.set(seller.user.id, 'others', false);
      const before = (await mails(seller.user.email)).length;
      const sent = await buyer.browser.post(`/api/my-page/contacts/${contactId}/messages`, { body: '通知なしのはず', clientId: 'quiet-1' });
      expect(sent.statusCode).toBe(200);
      expect((await mails(seller.user.email)).length).toBe(before);
      await prefs.set(seller.user.id, 'others', true);
      await buyer.browser.post(`/api/my-page/contacts/${contactId}/messages`, { body: '通知ありのはず', clientId: 'loud-1' });
      expect((await mails(seller.user.email)).length).toBe(before + 1);
    });

    it('keeps one memo per viewer and answers field errors with success:false', async () => {
      const saved = await buyer.browser.post('/api/my-page/post-contact-memo', { contact_id: contactId, memo: '週末に訪問' });
      expect(saved.statusCode).toBe(200);
      expect(saved.json<ContactMemoResponse>()).toEqual({ success: true, memo: '週末に訪問' });
      expect((await detail(buyer.browser, contactId)).memo).toBe('週末に訪問');
      expect((await detail(seller.browser, contactId)).memo).toBe('');
      const long = await buyer.browser.post('/api/my-page/post-contact-memo', { contact_id: contactId, memo: 'あ'.repeat(1001) });
      expect(long.statusCode).toBe(200);
      expect(long.json<ContactMemoResponse>()).toEqual({ success: false, errors: { memo: ['1000文字以内にしてください'] } });
    });
  });

  describe('security: a third user sees nothing of the deal', () => {
    it('gets 404 from every my-page deal endpoint', async () => {
      const b = stranger.browser;
      const msgs = (await buyer.browser.get(`/api/my-page/contacts/${contactId}/messages`)).json<DealMessagePage>().items;
      const calls = [
        await b.get(`/api/my-page/contacts/${contactId}`),
        await b.get(`/api/my-page/contacts/${contactId}/messages`),
        await b.get(`/api/my-page/contacts/${contactId}/messages?before=${msgs[msgs.length - 1].id}`),
        await b.post(`/api/my-page/contacts/${contactId}/messages`, { body: '割り込み', clientId: 'x1' }),
        await b.post(`/api/my-page/contacts/${contactId}/read`),
        await b.post(`/api/my-page/contacts/${contactId}/actions`, { transition: 'cancel', version: 1 }),
        await b.post('/api/my-page/post-contact-memo', { contact_id: contactId, memo: 'のぞき' }),
        await b.get(`/api/my-page/projects/${propertyId}/contacts`),
      ];
      for (const res of calls) {
        expect(res.statusCode).toBe(404);
        expect(res.json<ApiErrorBody>().message).toBe(MESSAGES.notFound);
      }
      const list = (await b.get('/api/my-page/all-contacts')).json<ContactListResponse>();
      expect(list.items.find((i) => i.contact_id === contactId)).toBeUndefined();
      const unchanged = await detail(buyer.browser, contactId);
      expect(unchanged.memo).toBe('週末に訪問');
      const count = await t.dataSource.query("SELECT COUNT(*) AS n FROM contact_messages WHERE body = '割り込み'");
      expect(Number(count[0].n)).toBe(0);
      // Logged out: 401 everywhere.
      const anon = new Browser(t.app);
      expect((await anon.get('/api/my-page/all-contacts')).statusCode).toBe(401);
      expect((await anon.get(`/api/my-page/contacts/${contactId}`)).statusCode).toBe(401);
    });

    it('lets the seller list the enquiries of their own listing only', async () => {
      const own = await seller.browser.get(`/api/my-page/projects/${propertyId}/contacts`);
      expect(own.json<{ items: { contact_id: number }[] }>().items.map((i) => i.contact_id)).toEqual([contactId]);
      expect((await buyer.browser.get(`/api/my-page/projects/${propertyId}/contacts`)).statusCode).toBe(404);
    });
  });

  describe('status moves', () => {
    it('refuses a stale version with 409, and of two concurrent moves exactly one wins', async () => {
      const d = await detail(seller.browser, contactId);
      const stale = await seller.browser.post(`/api/my-page/contacts/${contactId}/actions`, { transition: 'proposeViewing', version: d.version - 1, preview_date: futureDate(3) });
      expect(stale.statusCode).toBe(409);
      expect(stale.json<ApiErrorBody>().message).toBe(DEAL_MESSAGES.conflict);
      const [a, b] = await Promise.all([
        seller.browser.post(`/api/my-page/contacts/${contactId}/actions`, { transition: 'proposeViewing', version: d.version, preview_date: futureDate(3) }),
        buyer.browser.post(`/api/my-page/contacts/${contactId}/actions`, { transition: 'requestViewing', version: d.version, preview_date: futureDate(4) }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const loser = a.statusCode === 409 ? a : b;
      expect(loser.json<ApiErrorBody>().message).toBe(DEAL_MESSAGES.conflict);
      const after = await detail(buyer.browser, contactId);
      expect(after.version).toBe(d.version + 1);
      const statusMsgs = (await buyer.browser.get(`/api/my-page/contacts/${contactId}/messages?limit=100`))
        .json<DealMessagePage>()
        .items.filter((m) => m.kind === 'status' && m.status_from === S.negotiationStarted);
      expect(statusMsgs).toHaveLength(1);
    });

    it('validates requirements: future date, reason, the application (docs/product.md §5)', async () => {
      await forceStatus(t, contactId, S.negotiationStarted, null, true);
      const v = (await detail(seller.browser, contactId)).version;
      const past = await seller.browser.post(`/api/my-page/contacts/${contactId}/actions`, { transition: 'proposeViewing', version: v, preview_date: '2020-01-01' });
      expect(past.statusCode).toBe(400);
      expect(past.json<ApiErrorBody>().errors).toEqual({ preview_date: [DEAL_MESSAGES.previewDatePast] });
      const wrongSide = await seller.browser.post(`/api/my-page/contacts/${contactId}/actions`, { transition: 'submitApplication', version: v, application: APPLICATION });
      expect(wrongSide.statusCode).toBe(400);
      expect(wrongSide.json<ApiErrorBody>().message).toBe(DEAL_MESSAGES.notAllowed);
      const badApp = await buyer.browser.post(`/api/my-page/contacts/${contactId}/actions`, {
        transition: 'submitApplication',
        version: v,
        application: { ...APPLICATION, name_kana: 'ヤマダ', zipcode: '390-0811', phone: '0901234' },
      });
      expect(badApp.statusCode).toBe(400);
      expect(badApp.json<ApiErrorBody>().errors).toEqual({
        'application.name_kana': [MESSAGES.hiragana],
        'application.zipcode': [MESSAGES.zipcode],
        'application.phone': [MESSAGES.phone],
      });
      const unknown = await buyer.browser.post(`/api/my-page/contacts/${contactId}/actions`, { transition: 'fly', version: v });
      expect(unknown.statusCode).toBe(400);
    });

    it('walks a deal to 決済完了; closing it moves the other open enquiries to 他決 and the listing stops', async () => {
      const second = await party(t, '二番');
      const third = await party(t, '三番');
      const other2 = (await enquire(second.browser, propertyId)).contact_id;
      const other3 = (await enquire(third.browser, propertyId)).contact_id;
      await act(third.browser, other3, { transition: 'cancel' });

      await forceStatus(t, contactId, S.negotiationStarted, null, true);
      await act(buyer.browser, contactId, { transition: 'requestViewing', preview_date: futureDate(2), preview_time: '10:00' });
      let d = await act(seller.browser, contactId, { transition: 'rejectViewing', reason: 'その日は都合が悪いです' });
      expect(d).toMatchObject({ contact_status: S.viewingRejected, last_reason: 'その日は都合が悪いです' });
      await act(buyer.browser, contactId, { transition: 'requestViewing', preview_date: futureDate(5) });
      d = await act(seller.browser, contactId, { transition: 'changeViewing', preview_date: futureDate(6) });
      expect(d.contact_status).toBe(S.sellerChangedViewing);
      d = await act(buyer.browser, contactId, { transition: 'acceptViewing' });
      expect(d).toMatchObject({ contact_status: S.viewingConfirmed, preview: { preview_date: futureDate(6) } });
      // The viewing happened: its date is today now.
      await t.dataSource.query('UPDATE contacts SET preview_date = ? WHERE id = ?', [todayIn(), contactId]);
      d = await detail(seller.browser, contactId);
      expect(d.allowed.map((a) => a.transition)).toEqual(['sendApplicationForm', 'cancel']);
      await act(seller.browser, contactId, { transition: 'sendApplicationForm' });
      await act(buyer.browser, contactId, { transition: 'submitApplication', application: APPLICATION });
      d = await act(seller.browser, contactId, { transition: 'adjustApplication', reason: '価格をご相談させてください' });
      expect(d.contact_status).toBe(S.applicationAdjusting);
      await act(buyer.browser, contactId, { transition: 'submitApplication', application: { ...APPLICATION, offer_price_man_yen: 300 } });
      await act(seller.browser, contactId, { transition: 'holdApplication' });
      d = await act(seller.browser, contactId, { transition: 'acceptApplication' });
      expect(d).toMatchObject({ contact_status: S.applicationAccepted, status_root_type: 'under-contract', application: { offer_price_man_yen: 300 } });
      d = await act(seller.browser, contactId, { transition: 'closeDeal' });
      expect(d.contact_status).toBe(S.dealClosed);

      const d2 = await detail(second.browser, other2);
      expect(d2).toMatchObject({ contact_status: S.decidedElsewhere, status_root_type: 'sales-end' });
      expect((await detail(third.browser, other3)).contact_status).toBe(S.cancelled);
      const lastOf2 = (await second.browser.get(`/api/my-page/contacts/${other2}/messages`)).json<DealMessagePage>().items.pop();
      expect(lastOf2).toMatchObject({ kind: 'status', status_to: S.decidedElsewhere });
      expect((await mails(second.user.email)).some((m) => m.subject.includes('他決'))).toBe(true);
      const ended = await second.browser.post(`/api/my-page/contacts/${other2}/messages`, { body: 'まだ間に合いますか', clientId: 'late-1' });
      expect(ended.statusCode).toBe(400);
      expect(ended.json<ApiErrorBody>().message).toBe(DEAL_MESSAGES.ended);
      const prop = (await t.dataSource.query('SELECT root_type, reception FROM properties WHERE id = ?', [propertyId]))[0];
      expect(prop.root_type).toBe('under-contract');
      expect(Number(prop.reception)).toBe(0);
      const late = await party(t, '遅刻');
      expect((await late.browser.post(`/api/contact/project/${propertyId}`, { message: 'x', clientId: 'z1' })).json<ApiErrorBody>().message).toBe(
        DEAL_MESSAGES.notReceiving,
      );

      d = await act(seller.browser, contactId, { transition: 'completePayment' });
      expect(d).toMatchObject({ contact_status: S.paymentCompleted, status_root_type: 'sold', allowed: [] });
      expect((await detail(buyer.browser, contactId)).status_root_type).toBe('purchased');
      expect((await t.dataSource.query('SELECT root_type FROM properties WHERE id = ?', [propertyId]))[0].root_type).toBe('sold');
      const cancel = await buyer.browser.post(`/api/my-page/contacts/${contactId}/actions`, { transition: 'cancel', version: d.version });
      expect(cancel.statusCode).toBe(400);
      // Every move left a status message, from the side that made it.
      const statuses = (await buyer.browser.get(`/api/my-page/contacts/${contactId}/messages?limit=100`)).json<DealMessagePage>().items.filter((m) => m.kind === 'status');
      expect(statuses.map((m) => m.status_to).slice(-3)).toEqual([S.applicationAccepted, S.dealClosed, S.paymentCompleted]);
      expect(statuses[statuses.length - 1]).toMatchObject({ send_from: 2, send_to: 1 });
      expect((await stranger.browser.get(`/api/my-page/get-user-public/${buyer.user.id}`)).json<PublicProfile>().contact_count).toBe(0);
    });

    it('allows exactly the moves of the table for every status and side', async () => {
      const s = await party(t, '表売');
      const b = await party(t, '表買');
      const pid = await createListing(t, s.user.id);
      const id = (await enquire(b.browser, pid)).contact_id;
      const today = todayIn();
      const input = { preview_date: futureDate(10), reason: '理由です', application: APPLICATION };
      let allowedCount = 0;
      let refusedCount = 0;
      for (const { name: status } of DEAL_STATUSES) {
        for (const preview of [null, today]) {
          for (const who of [b, s]) {
            const isSeller = who === s;
            const ctx = dealContextFor({ contact_status: status, preview_date: preview, seller_messaged: true }, isSeller, today);
            const allowed = allowedTransitionRules(ctx);
            for (const rule of DEAL_TRANSITION_RULES) {
              if (rule.via === null) continue;
              await forceStatus(t, id, status, preview, true);
              const version = (await detail(who.browser, id)).version;
              const res = await who.browser.post(`/api/my-page/contacts/${id}/actions`, { transition: rule.transition, via: rule.via, version, ...pick(rule.requires, input) });
              // The API finds the viewer's rule by (transition, button): the cancel rules of the two sides share both.
              const mine = allowed.find((r) => r.transition === rule.transition && r.via === rule.via);
              const expected = mine !== undefined;
              expect({ status, preview, side: isSeller ? 'seller' : 'buyer', via: rule.via, t: rule.transition, code: res.statusCode }).toEqual({
                status,
                preview,
                side: isSeller ? 'seller' : 'buyer',
                via: rule.via,
                t: rule.transition,
                code: expected ? 200 : 400,
              });
              if (expected) {
                allowedCount++;
                expect(res.json<ContactDetail>().contact_status).toBe(mine?.to);
              } else refusedCount++;
            }
          }
        }
      }
      expect(allowedCount).toBeGreaterThan(40);
      expect(refusedCount).toBeGreaterThan(400);
    }, 120_000);
  });
});

function pick(requires: readonly string[], input: { preview_date: string; reason: string; application: typeof APPLICATION }) {
  return {
    ...(requires.includes('previewDate') ? { preview_date: input.preview_date } : {}),
    ...(requires.includes('reason') ? { reason: input.reason } : {}),
    ...(requires.includes('application') ? { application: input.application } : {}),
  };
}

describe('deals API limits and compression (sqlite)', () => {
  const t = useTestApp('sqlite', { env: { RATE_LIMIT_ENABLED: '1' }, seed: seedAccounts });

  it('limits enquiries per user (20 an hour) with 429 and Retry-After', async () => {
    const seller = await party(t, '売田');
    const buyer = await party(t, '買山');
    const pid = await createListing(t, seller.user.id);
    for (let i = 0; i < 20; i++) {
      expect((await buyer.browser.post(`/api/contact/project/${pid}`, { message: `質問${i}`, clientId: `rl-${i}` })).statusCode).toBe(200);
    }
    const over = await buyer.browser.post(`/api/contact/project/${pid}`, { message: '質問21', clientId: 'rl-21' });
    expect(over.statusCode).toBe(429);
    expect(over.json<ApiErrorBody>().message).toBe(DEAL_MESSAGES.rateLimited);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('sends a big contact list gzip-compressed to a client that accepts it', async () => {
    const { gunzipSync } = await import('node:zlib');
    const buyer = await party(t, '多問');
    const seller = await party(t, '売多');
    for (let i = 0; i < 15; i++) {
      const pid = await createListing(t, seller.user.id, { title: `とても長い物件名の古民家と広い畑と納屋のある家 その${i}` });
      await enquire(buyer.browser, pid, 'こんにちは。'.repeat(20));
    }
    const plain = await buyer.browser.get('/api/my-page/all-contacts');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(8 * 1024);
    const zipped = await t.app.inject({ method: 'GET', url: '/api/my-page/all-contacts', headers: { cookie: [...buyer.browser.jar].map(([k, v]) => `${k}=${v}`).join('; '), 'accept-encoding': 'gzip, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(plain.json<ContactListResponse>().items).toHaveLength(15);
  });
});
