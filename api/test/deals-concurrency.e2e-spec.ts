import { unreadTotalOf, type ContactListResponse, type DealMessagePage, type EnquiryResponse, type UnreadCountResponse } from '@akiya/contracts';
import { seedAccounts } from './support/accounts';
import { Browser } from './support/browser';
import { clientId, createListing, enquire, party, type Party } from './support/deals';
import { madeBeforeAll, useTestApp } from './support/test-app';
import { testEngines } from './support/test-database';
import { describeRedis } from './support/redis';
import { crossEngine, on, useTwoInstances } from './support/two-instances';

/**
 * The deal writes under concurrency (docs/deals.md "Concurrency"): many sends to one thread at once,
 * and simultaneous enquiries over two API instances sharing one database. On MariaDB
 * (TEST_DATABASE_URL) these are the cases that deadlocked (500) or created two deals before the
 * lock order, the retried transactions and the unique open-enquiry index.
 */
describe.each(testEngines())('deal writes under concurrency on %s', (engine) => {
  const t = useTestApp(engine, { env: { RATE_LIMIT_ENABLED: '0' }, seed: seedAccounts });
  const cast = madeBeforeAll(async () => ({ seller: await party(t, '売田'), buyer: await party(t, '買山') }));

  it('takes 50 simultaneous sends to one thread: every one answered 200, 50 messages stored, no error', async () => {
    const propertyId = await createListing(t, cast.seller.user.id);
    const { contact_id } = await enquire(cast.buyer.browser, propertyId);
    const senders = [cast.buyer.browser, cast.seller.browser];
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        senders[i % 2].post(`/api/my-page/contacts/${contact_id}/messages`, { body: `同時送信 ${i}`, clientId: clientId() }),
      ),
    );
    expect(results.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    const page = (await cast.buyer.browser.get(`/api/my-page/contacts/${contact_id}/messages?limit=100`)).json<DealMessagePage>();
    const texts = page.items.filter((m) => m.kind === 'text' && m.body.startsWith('同時送信'));
    expect(texts).toHaveLength(50);
    expect(new Set(texts.map((m) => m.body)).size).toBe(50);
  });

  it('answers 8 simultaneous enquiries with different clientIds on one instance with one open deal, counted once', async () => {
    const propertyId = await createListing(t, cast.seller.user.id);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => cast.buyer.browser.post(`/api/contact/project/${propertyId}`, { message: `問い合わせ ${i}`, clientId: clientId() })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(results.map((r) => r.json<EnquiryResponse>().contact_id)).size).toBe(1);
    const [{ n }]: { n: number | string }[] = await t.dataSource.query('SELECT COUNT(*) AS n FROM contacts WHERE buyer_id = ? AND property_id = ?', [
      cast.buyer.user.id,
      propertyId,
    ]);
    expect(Number(n)).toBe(1);
    const [{ contact_count }]: { contact_count: number }[] = await t.dataSource.query('SELECT contact_count FROM properties WHERE id = ?', [propertyId]);
    expect(Number(contact_count)).toBe(1);
  });

  describe('GET /api/my-page/unread-count', () => {
    it('is the header total of the contact list: unread deal messages + unread operator messages, no-store; 401 logged out', async () => {
      const reader = await party(t, '読田');
      const writer = await party(t, '書山');
      const propertyId = await createListing(t, writer.user.id);
      const empty = await reader.browser.get('/api/my-page/unread-count');
      expect(empty.statusCode).toBe(200);
      expect(empty.headers['cache-control']).toBe('no-store');
      expect(empty.json<UnreadCountResponse>()).toEqual({ total: 0 });

      const { contact_id } = await enquire(reader.browser, propertyId);
      for (let i = 0; i < 3; i++) {
        expect((await writer.browser.post(`/api/my-page/contacts/${contact_id}/messages`, { body: `返信${i}`, clientId: clientId() })).statusCode).toBe(200);
      }
      await t.dataSource.query('INSERT INTO user_messages (user_id, from_operator, body, created_at) VALUES (?, ?, ?, ?), (?, ?, ?, ?)', [
        reader.user.id, 1, 'お知らせ1', '2026-11-01 00:00:00.000',
        reader.user.id, 1, 'お知らせ2', '2026-11-01 00:00:00.000',
      ]);
      const list = (await reader.browser.get('/api/my-page/all-contacts')).json<ContactListResponse>();
      const total = (await reader.browser.get('/api/my-page/unread-count')).json<UnreadCountResponse>().total;
      // 3 replies + the status message of the started negotiation + 2 operator messages.
      expect(total).toBe(6);
      expect(total).toBe(unreadTotalOf(list));
      // The seller's own unread: the buyer's enquiry was read by nobody yet.
      expect((await writer.browser.get('/api/my-page/unread-count')).json<UnreadCountResponse>()).toEqual({ total: 1 });

      expect((await reader.browser.post(`/api/my-page/contacts/${contact_id}/read`, {})).statusCode).toBe(200);
      expect((await reader.browser.get('/api/my-page/unread-count')).json<UnreadCountResponse>()).toEqual({ total: 2 });

      const anon = await new Browser(t.app).get('/api/my-page/unread-count');
      expect(anon.statusCode).toBe(401);
    });
  });
});

describeRedis(`enquiries over two API instances (${crossEngine})`, () => {
  const instances = useTwoInstances();
  let seller: Party;

  beforeAll(async () => {
    seller = await party(instances.a, '売田');
  });

  async function dealsOf(buyerId: number, propertyId: number): Promise<{ contacts: number; count: number; messages: number }> {
    const [{ n }]: { n: number | string }[] = await instances.a.dataSource.query('SELECT COUNT(*) AS n FROM contacts WHERE buyer_id = ? AND property_id = ?', [
      buyerId,
      propertyId,
    ]);
    const [{ c }]: { c: number | string }[] = await instances.a.dataSource.query('SELECT contact_count AS c FROM properties WHERE id = ?', [propertyId]);
    const [{ m }]: { m: number | string }[] = await instances.a.dataSource.query(
      'SELECT COUNT(*) AS m FROM contact_messages x JOIN contacts y ON y.id = x.contact_id WHERE y.buyer_id = ? AND y.property_id = ?',
      [buyerId, propertyId],
    );
    return { contacts: Number(n), count: Number(c), messages: Number(m) };
  }

  /** A new buyer logged in on both instances (a browser on each) and a new listing of the seller. */
  async function buyerOnBoth(lastName: string): Promise<{ buyer: Party; propertyId: number; browsers: Browser[] }> {
    const { a, b } = instances;
    const buyer = await party(a, lastName);
    const propertyId = await createListing(a, seller.user.id);
    const browsers = [buyer.browser, on(b, buyer.browser)];
    await browsers[1].get('/api/common/base-data');
    return { buyer, propertyId, browsers };
  }

  it('makes one deal of 6 simultaneous enquiries with the same clientId split over both instances; all answer its id', async () => {
    const { buyer, propertyId, browsers } = await buyerOnBoth('買山');
    const id = clientId();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => browsers[i % 2].post(`/api/contact/project/${propertyId}`, { message: '内覧できますか？', clientId: id })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    const answers = results.map((r) => r.json<EnquiryResponse>());
    expect(new Set(answers.map((x) => x.contact_id)).size).toBe(1);
    expect(new Set(answers.map((x) => x.message.id)).size).toBe(1);
    expect(await dealsOf(buyer.user.id, propertyId)).toEqual({ contacts: 1, count: 1, messages: 1 });
  });

  it('keeps one open enquiry when the same buyer enquires with different clientIds on both instances at once', async () => {
    const { buyer, propertyId, browsers } = await buyerOnBoth('買川');
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => browsers[i % 2].post(`/api/contact/project/${propertyId}`, { message: `問い合わせ ${i}`, clientId: clientId() })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(results.map((r) => r.json<EnquiryResponse>().contact_id)).size).toBe(1);
    // One deal counted once; every enquiry is a message of it.
    expect(await dealsOf(buyer.user.id, propertyId)).toEqual({ contacts: 1, count: 1, messages: 6 });
  });
});
