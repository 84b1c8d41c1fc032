import {
  DEAL_MESSAGES,
  DEAL_STATUS,
  MESSAGES,
  type ApiErrorBody,
  type ContactListResponse,
  type ContactMemoResponse,
  type DealMessage,
  type DealMessagePage,
  type PublicProfile,
} from '@akiya/contracts';
import { MailPreferencesService } from '../src/mail-preferences/mail-preferences.service';
import { outboxMails, seedAccounts } from './support/accounts';
import { Browser, fileForm, multipart, PNG } from './support/browser';
import { createListing, DEALS_ENV, detail, enquire, useDealCast } from './support/deals';
import { useTestApp } from './support/test-app';
import { testEngines } from './support/test-database';

const S = DEAL_STATUS;

/** A deal from the enquiry on: the thread, attachments, memos, mail notices, and what a third user sees. */
describe.each(testEngines())('deals API on %s', (engine) => {
  const t = useTestApp(engine, { env: DEALS_ENV, seed: seedAccounts });
  const cast = useDealCast(t);
  let contactId: number;

  const mails = (to: string) => outboxMails(t, to);

  describe('POST /api/contact/project/:id', () => {
    it('needs a login, a published listing of someone else that receives enquiries', async () => {
      const anon = new Browser(t.app);
      expect((await anon.post(`/api/contact/project/${cast.propertyId}`, { message: 'x', clientId: 'a1' })).statusCode).toBe(401);
      const unknown = await cast.buyer.browser.post('/api/contact/project/999999', { message: 'x', clientId: 'a1' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json<ApiErrorBody>().message).toBe(MESSAGES.notFound);
      const hidden = await createListing(t, cast.seller.user.id, { isPublished: false });
      expect((await cast.buyer.browser.post(`/api/contact/project/${hidden}`, { message: 'x', clientId: 'a1' })).statusCode).toBe(404);
      const own = await cast.seller.browser.post(`/api/contact/project/${cast.propertyId}`, { message: 'x', clientId: 'a1' });
      expect(own.statusCode).toBe(400);
      expect(own.json<ApiErrorBody>().message).toBe(DEAL_MESSAGES.ownProperty);
      const closed = await createListing(t, cast.seller.user.id, { reception: false });
      const refused = await cast.buyer.browser.post(`/api/contact/project/${closed}`, { message: 'x', clientId: 'a1' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ApiErrorBody>().message).toBe(DEAL_MESSAGES.notReceiving);
      const empty = await cast.buyer.browser.post(`/api/contact/project/${cast.propertyId}`, { message: ' ', clientId: '' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json<ApiErrorBody>().errors).toEqual({ message: [DEAL_MESSAGES.messageRequired], clientId: [DEAL_MESSAGES.clientIdInvalid] });
      const noCsrf = await cast.buyer.browser.post(`/api/contact/project/${cast.propertyId}`, { message: 'x', clientId: 'a1' }, { csrf: false });
      expect(noCsrf.statusCode).toBe(403);
    });

    it('creates the deal in 商談開始前, counts it, mails the seller, and is idempotent by clientId', async () => {
      const before = Number((await t.dataSource.query('SELECT contact_count FROM properties WHERE id = ?', [cast.propertyId]))[0].contact_count);
      const body = { message: '内覧を希望します。\n週末は空いていますか？', clientId: 'enq-1' };
      const res = await cast.buyer.browser.post(`/api/contact/project/${cast.propertyId}`, body);
      expect(res.statusCode).toBe(200);
      const first = res.json<{ success: boolean; contact_id: number; redirect: string; message: DealMessage }>();
      contactId = first.contact_id;
      expect(first).toMatchObject({ success: true, redirect: `/my-page/messages/${contactId}` });
      expect(first.message).toMatchObject({ kind: 'text', send_from: 1, send_to: 2, body: body.message, client_id: 'enq-1' });
      const again = await cast.buyer.browser.post(`/api/contact/project/${cast.propertyId}`, body);
      expect(again.json<{ message: DealMessage }>().message.id).toBe(first.message.id);
      const after = Number((await t.dataSource.query('SELECT contact_count FROM properties WHERE id = ?', [cast.propertyId]))[0].contact_count);
      expect(after).toBe(before + 1);
      const d = await detail(cast.buyer.browser, contactId);
      expect(d).toMatchObject({ contact_status: S.beforeNegotiation, status_name: '商談開始前', is_seller: false, other_user: { name: '売田さん' } });
      const sent = await mails(cast.seller.user.email);
      expect(sent).toHaveLength(1);
      expect(sent[0].subject).toContain('松本の古民家');
      expect(sent[0].text).toContain(`http://akiya.test/my-page/messages/${contactId}`);
      // A second enquiry from the same buyer goes to the open deal.
      const more = await enquire(cast.buyer.browser, cast.propertyId, 'もう一点質問です。');
      expect(more.contact_id).toBe(contactId);
    });

    it('counts in-progress enquiries in the public profile', async () => {
      const res = await cast.stranger.browser.get(`/api/my-page/get-user-public/${cast.buyer.user.id}`);
      expect(res.json<PublicProfile>()).toEqual({ name: '買山', contact_count: 1 });
    });
  });

  describe('threads', () => {
    it('lists contacts for both sides with unread ids, no-store', async () => {
      const res = await cast.seller.browser.get('/api/my-page/all-contacts');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const list = res.json<ContactListResponse>();
      const item = list.items.find((i) => i.contact_id === contactId);
      expect(item).toMatchObject({ is_seller: true, other_user: { id: cast.buyer.user.id, name: '買山さん' }, replied: false, property: { property_id: cast.propertyId } });
      expect(list.noReadContactMessageIds[String(contactId)]).toHaveLength(2);
      expect(list.noReadPropertyMessageIds[String(contactId)]).toHaveLength(2);
      expect(list.postedProperties.map((p) => p.property_id)).toContain(cast.propertyId);
      expect(list.counts).toMatchObject({ seller: 1, buyer: 0, unread: 2 });
      const buyerList = (await cast.buyer.browser.get('/api/my-page/all-contacts')).json<ContactListResponse>();
      expect(buyerList.counts).toMatchObject({ buyer: 1, seller: 0, active: 1, unread: 0 });
      expect(buyerList.items[0].replied).toBe(true);
      const read = await cast.seller.browser.post(`/api/my-page/contacts/${contactId}/read`);
      expect(read.json()).toEqual({ success: true, read: 2 });
      expect((await cast.seller.browser.get('/api/my-page/all-contacts')).json<ContactListResponse>().noReadContactMessageIds).toEqual({});
    });

    it("starts the negotiation with the seller's first text; markup stays text; a retry returns the same message", async () => {
      const text = '<b>ようこそ</b><script>alert(1)</script> & "quotes"';
      const form = multipart({ body: text, clientId: 'sel-1' });
      const res = await cast.seller.browser.post(`/api/my-page/contacts/${contactId}/messages`, undefined, { raw: form });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const msg = res.json<DealMessage>();
      expect(msg.body).toBe(text);
      const retry = await cast.seller.browser.post(`/api/my-page/contacts/${contactId}/messages`, undefined, { raw: multipart({ body: text, clientId: 'sel-1' }) });
      expect(retry.json<DealMessage>().id).toBe(msg.id);
      const page = await cast.buyer.browser.get(`/api/my-page/contacts/${contactId}/messages`);
      expect(page.headers['content-type']).toMatch(/^application\/json/);
      const items = page.json<DealMessagePage>().items;
      expect(items.filter((m) => m.client_id === 'sel-1')).toHaveLength(1);
      expect(items.find((m) => m.id === msg.id)?.body).toBe(text);
      expect(page.body).not.toContain('&lt;');
      expect(items[items.length - 1]).toMatchObject({ kind: 'status', status_from: S.beforeNegotiation, status_to: S.negotiationStarted });
      const d = await detail(cast.buyer.browser, contactId);
      expect(d.contact_status).toBe(S.negotiationStarted);
      expect(d.allowed.map((a) => a.via)).toContain('buyerForcedApplication');
      const mail = (await mails(cast.buyer.user.email)).find((m) => m.subject.includes('新しいメッセージ'));
      expect(mail?.text).toContain(`/my-page/messages/${contactId}`);
      expect(mail?.html).not.toContain('<script>');
    });

    it('pages the thread newest first with items oldest → newest', async () => {
      for (let i = 0; i < 5; i++) {
        const r = await cast.buyer.browser.post(`/api/my-page/contacts/${contactId}/messages`, { body: `番号${i}`, clientId: `page-${i}` });
        expect(r.statusCode).toBe(200);
      }
      const p1 = (await cast.buyer.browser.get(`/api/my-page/contacts/${contactId}/messages?limit=3`)).json<DealMessagePage>();
      expect(p1.items.map((m) => m.body)).toEqual(['番号2', '番号3', '番号4']);
      expect(p1.hasMore).toBe(true);
      const p2 = (await cast.buyer.browser.get(`/api/my-page/contacts/${contactId}/messages?limit=3&before=${p1.items[0].id}`)).json<DealMessagePage>();
      expect(p2.items.map((m) => m.body).slice(1)).toEqual(['番号0', '番号1']);
      expect(p2.items[0]).toMatchObject({ kind: 'status', status_to: S.negotiationStarted });
      expect(p2.hasMore).toBe(true);
      expect(p2.items.every((m, i) => i === 0 || m.id > p2.items[i - 1].id)).toBe(true);
      expect((await cast.buyer.browser.get(`/api/my-page/contacts/${contactId}/messages?limit=0`)).statusCode).toBe(400);
      expect((await cast.buyer.browser.get(`/api/my-page/contacts/${contactId}/messages?before=abc`)).statusCode).toBe(400);
    });

    it('stores attachments by their bytes and serves them only to the two parties', async () => {
      const bad = await cast.buyer.browser.post(`/api/my-page/contacts/${contactId}/messages`, undefined, {
        raw: fileForm({ body: '', clientId: 'att-0' }, [{ filename: 'evil.png', content: Buffer.from('<html><script>1</script></html>') }]),
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<ApiErrorBody>().errors).toEqual({ files: [DEAL_MESSAGES.attachmentType] });
      const six = await cast.buyer.browser.post(`/api/my-page/contacts/${contactId}/messages`, undefined, {
        raw: fileForm({ body: 'x', clientId: 'att-6' }, Array.from({ length: 6 }, (_, i) => ({ filename: `${i}.png`, content: PNG }))),
      });
      expect(six.statusCode).toBe(400);
      expect(six.json<ApiErrorBody>().errors).toEqual({ files: [DEAL_MESSAGES.attachmentCount] });
      const ok = await cast.buyer.browser.post(`/api/my-page/contacts/${contactId}/messages`, undefined, {
        raw: fileForm({ body: '図面です', clientId: 'att-1' }, [{ filename: '図面.png', content: PNG, contentType: 'application/octet-stream' }]),
      });
      expect(ok.statusCode).toBe(200);
      const att = ok.json<DealMessage>().attachments;
      expect(att).toEqual([{ id: expect.any(Number), name: '図面.png', size: PNG.length, mime: 'image/png', url: `/api/my-page/attachments/${att[0].id}` }]);
      for (const who of [cast.buyer, cast.seller]) {
        const file = await who.browser.get(att[0].url);
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe('image/png');
        expect(file.headers['x-content-type-options']).toBe('nosniff');
      }
      expect((await cast.stranger.browser.get(att[0].url)).statusCode).toBe(404);
      expect((await new Browser(t.app).get(att[0].url)).statusCode).toBe(401);
      const files = await t.dataSource.query('SELECT storage_key FROM message_attachments WHERE id = ?', [att[0].id]);
      expect(String(files[0].storage_key)).not.toContain('public');
      expect((await t.get(`/uploads/${files[0].storage_key}`)).statusCode).toBe(404);
    });

    it("respects the other party's mail settings ('others')", async () => {
      const prefs = t.app.get(MailPreferencesService);
      await prefs.set(cast.seller.user.id, 'others', false);
      const before = (await mails(cast.seller.user.email)).length;
      const sent = await cast.buyer.browser.post(`/api/my-page/contacts/${contactId}/messages`, { body: '通知なしのはず', clientId: 'quiet-1' });
      expect(sent.statusCode).toBe(200);
      expect((await mails(cast.seller.user.email)).length).toBe(before);
      await prefs.set(cast.seller.user.id, 'others', true);
      await cast.buyer.browser.post(`/api/my-page/contacts/${contactId}/messages`, { body: '通知ありのはず', clientId: 'loud-1' });
      expect((await mails(cast.seller.user.email)).length).toBe(before + 1);
    });

    it('keeps one memo per viewer and answers field errors with success:false', async () => {
      const saved = await cast.buyer.browser.post('/api/my-page/post-contact-memo', { contact_id: contactId, memo: '週末に訪問' });
      expect(saved.statusCode).toBe(200);
      expect(saved.json<ContactMemoResponse>()).toEqual({ success: true, memo: '週末に訪問' });
      expect((await detail(cast.buyer.browser, contactId)).memo).toBe('週末に訪問');
      expect((await detail(cast.seller.browser, contactId)).memo).toBe('');
      const long = await cast.buyer.browser.post('/api/my-page/post-contact-memo', { contact_id: contactId, memo: 'あ'.repeat(1001) });
      expect(long.statusCode).toBe(200);
      expect(long.json<ContactMemoResponse>()).toEqual({ success: false, errors: { memo: ['1000文字以内にしてください'] } });
    });
  });

  describe('security: a third user sees nothing of the deal', () => {
    it('gets 404 from every my-page deal endpoint', async () => {
      const b = cast.stranger.browser;
      const msgs = (await cast.buyer.browser.get(`/api/my-page/contacts/${contactId}/messages`)).json<DealMessagePage>().items;
      const calls = [
        await b.get(`/api/my-page/contacts/${contactId}`),
        await b.get(`/api/my-page/contacts/${contactId}/messages`),
        await b.get(`/api/my-page/contacts/${contactId}/messages?before=${msgs[msgs.length - 1].id}`),
        await b.post(`/api/my-page/contacts/${contactId}/messages`, { body: '割り込み', clientId: 'x1' }),
        await b.post(`/api/my-page/contacts/${contactId}/read`),
        await b.post(`/api/my-page/contacts/${contactId}/actions`, { transition: 'cancel', version: 1 }),
        await b.post('/api/my-page/post-contact-memo', { contact_id: contactId, memo: 'のぞき' }),
        await b.get(`/api/my-page/projects/${cast.propertyId}/contacts`),
      ];
      for (const res of calls) {
        expect(res.statusCode).toBe(404);
        expect(res.json<ApiErrorBody>().message).toBe(MESSAGES.notFound);
      }
      const list = (await b.get('/api/my-page/all-contacts')).json<ContactListResponse>();
      expect(list.items.find((i) => i.contact_id === contactId)).toBeUndefined();
      const unchanged = await detail(cast.buyer.browser, contactId);
      expect(unchanged.memo).toBe('週末に訪問');
      const count = await t.dataSource.query("SELECT COUNT(*) AS n FROM contact_messages WHERE body = '割り込み'");
      expect(Number(count[0].n)).toBe(0);
      // Logged out: 401 everywhere.
      const anon = new Browser(t.app);
      expect((await anon.get('/api/my-page/all-contacts')).statusCode).toBe(401);
      expect((await anon.get(`/api/my-page/contacts/${contactId}`)).statusCode).toBe(401);
    });

    it('lets the seller list the enquiries of their own listing only', async () => {
      const own = await cast.seller.browser.get(`/api/my-page/projects/${cast.propertyId}/contacts`);
      expect(own.json<{ items: { contact_id: number }[] }>().items.map((i) => i.contact_id)).toEqual([contactId]);
      expect((await cast.buyer.browser.get(`/api/my-page/projects/${cast.propertyId}/contacts`)).statusCode).toBe(404);
    });
  });
});
