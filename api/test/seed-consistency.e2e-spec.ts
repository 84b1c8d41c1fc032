import {
  allowedTransitionRules,
  countUnreadIds,
  dealContextFor,
  DEAL_STATUS,
  isOpenForDecidedElsewhere,
  SEND_PARTY,
  todayIn,
  unreadTotalOf,
  type ContactDetail,
  type ContactListResponse,
  type DealMessagePage,
  type DealStatusName,
  type PostedPropertyListResponse,
  type UnreadCountResponse,
} from '@akiya/contracts';
import type { DataSource } from 'typeorm';
import type { ContactKeyColumns } from '../src/contacts/contact-rows';
import { openKeyOf } from '../src/contacts/contacts.repository';
import { firstChars } from '../src/contacts/deal-errors';
import { isoOf, isoOrNull } from '../src/database/sql';
import { DEMO_ACCOUNTS } from '../src/database/seeds/demo-accounts';
import { DEMO_DEAL_SCRIPTS } from '../src/database/seeds/demo-deals';
import { runSeed, syncDemoContactCounts } from '../src/database/seeds/seed-runner';
import { loginAs } from './support/accounts';
import { Browser } from './support/browser';
import { useTestApp } from './support/test-app';
import { testEngines } from './support/test-database';

/**
 * The full demo seed does not contradict itself: every denormalised number the demo shows (a listing's
 * contact_count, the contact's version / open_key / seller_messaged / last message / viewing date, the
 * listing's state after a closing or payment, the unread badges) equals the rows behind it, and the
 * demo deal threads are valid walks of contracts' transition table.
 */

/** The contact columns the checks read: the key columns of the deal rules and the last-message copy. */
interface ContactDbRow extends Omit<ContactKeyColumns, 'preview_time'> {
  open_key: number | null;
  seller_messaged: unknown;
  last_message_id: number | null;
  last_message_from: number | null;
  last_message_at: unknown;
  last_message_body: string | null;
  created_at: unknown;
}

interface MessageDbRow {
  id: number;
  contact_id: number;
  kind: 'text' | 'status';
  send_from: number;
  send_to: number;
  sender_id: number;
  recipient_id: number;
  body: string;
  status_from: DealStatusName | null;
  status_to: DealStatusName | null;
  created_at: unknown;
  read_at: unknown;
}

const STARTED_NOTE = '売主が返信し、商談が始まりました。';
const DEMO_EMAILS = DEMO_ACCOUNTS.filter((a) => !a.disabled).map((a) => a.email);

async function num(ds: DataSource, sql: string, params: unknown[] = []): Promise<number> {
  const [row]: { n: number | string }[] = await ds.query(sql, params);
  return Number(row?.n ?? 0);
}

describe.each(testEngines())('the demo seed is consistent on %s', (engine) => {
  const t = useTestApp(engine, { env: { RATE_LIMIT_ENABLED: '0' } });
  let ds: DataSource;
  let contacts: ContactDbRow[];
  let messages: MessageDbRow[];
  const userIds = new Map<string, number>();
  const browsers = new Map<string, Browser>();

  const messagesOf = (contactId: number) => messages.filter((m) => Number(m.contact_id) === contactId);

  beforeAll(async () => {
    ds = t.dataSource;
    await runSeed(ds, { uploadsDir: t.config.publicUploadsDir, photos: false });
    contacts = await ds.query('SELECT * FROM contacts ORDER BY id');
    messages = await ds.query('SELECT * FROM contact_messages ORDER BY id');
    for (const u of (await ds.query('SELECT id, email FROM users')) as { id: number; email: string }[]) userIds.set(u.email, Number(u.id));
    for (const email of DEMO_EMAILS) {
      const b = await loginAs(t, email);
      browsers.set(email, b);
    }
  });

  it('seeds at least 10 threads between demo users, in at least 5 statuses, one per script', async () => {
    expect(contacts.length).toBe(DEMO_DEAL_SCRIPTS.length);
    expect(contacts.length).toBeGreaterThanOrEqual(10);
    const demoIds = new Set(DEMO_ACCOUNTS.map((a) => userIds.get(a.email)));
    for (const c of contacts) {
      expect(demoIds.has(Number(c.buyer_id))).toBe(true);
      expect(demoIds.has(Number(c.seller_id))).toBe(true);
      const [p]: { seller_id: number }[] = await ds.query('SELECT seller_id FROM properties WHERE id = ?', [c.property_id]);
      expect(Number(p!.seller_id)).toBe(Number(c.seller_id));
      expect(messagesOf(Number(c.id)).filter((m) => m.kind === 'text').length).toBeGreaterThanOrEqual(1);
    }
    const statuses = new Set(contacts.map((c) => c.contact_status));
    expect(statuses.size).toBeGreaterThanOrEqual(5);
    // The stages the demo is meant to show.
    for (const s of [
      DEAL_STATUS.beforeNegotiation,
      DEAL_STATUS.negotiationStarted,
      DEAL_STATUS.viewingConfirmed,
      DEAL_STATUS.applicationSubmitted,
      DEAL_STATUS.dealClosed,
      DEAL_STATUS.paymentCompleted,
      DEAL_STATUS.cancelled,
      DEAL_STATUS.decidedElsewhere,
    ]) {
      expect(statuses).toContain(s);
    }
    // The profile alert (e2e deal-flow) needs seller2@ without a 商談開始前 contact of its own.
    const seller2 = userIds.get('seller2@example.jp');
    expect(contacts.filter((c) => c.contact_status === DEAL_STATUS.beforeNegotiation && [Number(c.buyer_id), Number(c.seller_id)].includes(seller2!))).toEqual([]);
  });

  it("every listing's contact_count is the number of its enquiries (SQL, the seller's list and the listing's enquiry list)", async () => {
    const rows: { id: number; contact_count: number; n: number | string }[] = await ds.query(
      'SELECT p.id, p.contact_count, (SELECT COUNT(*) FROM contacts c WHERE c.property_id = p.id) AS n FROM properties p',
    );
    expect(rows.length).toBeGreaterThan(300);
    expect(rows.filter((r) => Number(r.contact_count) !== Number(r.n))).toEqual([]);

    for (const email of ['seller@example.jp', 'seller2@example.jp']) {
      const b = browsers.get(email)!;
      let seen = 0;
      for (let page = 1; ; page++) {
        const res = await b.get(`/api/my-page/project?page=${page}`);
        expect(res.statusCode).toBe(200);
        const list = res.json<PostedPropertyListResponse>();
        for (const item of list.items) {
          const enquiries = await b.get(`/api/my-page/projects/${item.property_id}/contacts`);
          expect(enquiries.statusCode).toBe(200);
          expect([item.property_id, item.contact_count]).toEqual([item.property_id, enquiries.json<{ items: unknown[] }>().items.length]);
        }
        seen += list.items.length;
        if (list.items.length === 0 || seen >= list.total) break;
      }
      expect(seen).toBe(await num(ds, 'SELECT COUNT(*) AS n FROM properties WHERE seller_id = ?', [userIds.get(email)]));
    }
  });

  it("keeps each contact's denormalised columns equal to its messages", () => {
    for (const c of contacts) {
      const ms = messagesOf(Number(c.id));
      const statusMoves = ms.filter((m) => m.kind === 'status').length;
      const where = `contact ${c.id}`;
      expect([where, Number(c.version)]).toEqual([where, 1 + statusMoves]);
      expect([where, c.open_key === null ? null : Number(c.open_key)]).toEqual([where, openKeyOf(c.contact_status)]);
      const sellerTexts = ms.filter((m) => m.kind === 'text' && Number(m.send_from) === SEND_PARTY.seller);
      expect([where, Number(c.seller_messaged) === 1 || c.seller_messaged === true]).toEqual([where, sellerTexts.length > 0]);
      const texts = ms.filter((m) => m.kind === 'text');
      expect([where, Number(c.last_message_id)]).toEqual([where, Number(texts.at(-1)!.id)]);
      // The list's last message: the newest message but the implicit "negotiation started" note.
      const shown = ms.filter((m) => !(m.kind === 'status' && m.body === STARTED_NOTE)).at(-1)!;
      expect([where, isoOf(c.last_message_at), Number(c.last_message_from), c.last_message_body]).toEqual([
        where,
        isoOf(shown.created_at),
        Number(shown.send_from),
        firstChars(shown.body, 200),
      ]);
      expect([where, isoOf(c.created_at)]).toEqual([where, isoOf(ms[0]!.created_at)]);
      // Messages are in time order, each between the two parties, read (if at all) after being sent.
      for (let i = 0; i < ms.length; i++) {
        const m = ms[i]!;
        if (i > 0) expect(isoOf(m.created_at) >= isoOf(ms[i - 1]!.created_at)).toBe(true);
        const fromBuyer = Number(m.send_from) === SEND_PARTY.buyer;
        expect([Number(m.sender_id), Number(m.recipient_id)]).toEqual(
          fromBuyer ? [Number(c.buyer_id), Number(c.seller_id)] : [Number(c.seller_id), Number(c.buyer_id)],
        );
        const read = isoOrNull(m.read_at);
        if (read !== null) expect(read >= isoOf(m.created_at)).toBe(true);
        expect(isoOf(m.created_at) <= new Date().toISOString()).toBe(true);
      }
    }
  });

  it("walks every thread's status history through contracts' transition rules", () => {
    for (const c of contacts) {
      const where = `contact ${c.id}`;
      const ms = messagesOf(Number(c.id));
      expect([where, ms[0]!.kind, Number(ms[0]!.send_from)]).toEqual([where, 'text', SEND_PARTY.buyer]);
      let status: DealStatusName = DEAL_STATUS.beforeNegotiation;
      let preview: string | null = null;
      let sellerWrote = false;
      for (const m of ms) {
        if (m.kind === 'text') {
          if (Number(m.send_from) === SEND_PARTY.seller) sellerWrote = true;
          continue;
        }
        expect([where, m.id, m.status_from]).toEqual([where, m.id, status]);
        const to = m.status_to as DealStatusName;
        if (to === DEAL_STATUS.decidedElsewhere) {
          // Ended by the seller closing another enquiry of the listing at that moment.
          expect(isOpenForDecidedElsewhere(status)).toBe(true);
          const closing = contacts
            .filter((o) => Number(o.property_id) === Number(c.property_id) && o.id !== c.id)
            .flatMap((o) => messagesOf(Number(o.id)))
            .find((x) => x.status_to === DEAL_STATUS.dealClosed && isoOf(x.created_at) === isoOf(m.created_at));
          expect([where, closing ? 'closed elsewhere' : 'no closing']).toEqual([where, 'closed elsewhere']);
        } else {
          const isSeller = Number(m.send_from) === SEND_PARTY.seller;
          const ctx = dealContextFor({ contact_status: status, preview_date: preview, seller_messaged: sellerWrote }, isSeller, todayIn(new Date(isoOf(m.created_at))));
          const rules = allowedTransitionRules(ctx).filter((r) => r.to === to);
          expect([where, `${status} → ${to} by the ${isSeller ? 'seller' : 'buyer'}`, rules.length > 0]).toEqual([
            where,
            `${status} → ${to} by the ${isSeller ? 'seller' : 'buyer'}`,
            true,
          ]);
          if (rules.some((r) => r.requires.includes('previewDate'))) {
            const date = /内覧希望日：(\d{4}-\d{2}-\d{2})/.exec(m.body)?.[1] ?? null;
            expect(date).not.toBeNull();
            expect(date! >= ctx.today).toBe(true);
            preview = date;
          }
        }
        status = to;
      }
      expect([where, status, preview]).toEqual([where, c.contact_status, c.preview_date ?? null]);
    }
  });

  it('puts a listing under contract after a closing and sells it after the payment', async () => {
    for (const c of contacts) {
      const [p]: { root_type: string; reception: unknown }[] = await ds.query('SELECT root_type, reception FROM properties WHERE id = ?', [c.property_id]);
      const reception = Number(p!.reception) === 1 || p!.reception === true;
      if (c.contact_status === DEAL_STATUS.dealClosed) expect([p!.root_type, reception]).toEqual(['under-contract', false]);
      else if (c.contact_status === DEAL_STATUS.paymentCompleted) expect([p!.root_type, reception]).toEqual(['sold', false]);
      else if (!contacts.some((o) => o.property_id === c.property_id && [DEAL_STATUS.dealClosed, DEAL_STATUS.paymentCompleted].includes(o.contact_status as never))) {
        expect([c.id, p!.root_type, reception]).toEqual([c.id, 'published', true]);
      }
    }
  });

  it("gives each demo user the unread counts of the rows, in the badge total and in the contact list", async () => {
    const unreadSeen: number[] = [];
    for (const email of DEMO_EMAILS) {
      const id = userIds.get(email)!;
      const b = browsers.get(email)!;
      const deal = await num(ds, 'SELECT COUNT(*) AS n FROM contact_messages WHERE recipient_id = ? AND read_at IS NULL', [id]);
      const operator = await num(ds, 'SELECT COUNT(*) AS n FROM user_messages WHERE user_id = ? AND from_operator = 1 AND read_at IS NULL', [id]);
      const consulting = await num(
        ds,
        'SELECT COUNT(*) AS n FROM consulting_messages m JOIN consulting_threads t ON t.id = m.thread_id WHERE t.user_id = ? AND m.from_operator = 1 AND m.read_at IS NULL',
        [id],
      );
      const total = (await b.get('/api/my-page/unread-count')).json<UnreadCountResponse>().total;
      expect([email, total]).toEqual([email, deal + operator + consulting]);

      const list = (await b.get('/api/my-page/all-contacts')).json<ContactListResponse>();
      expect([email, unreadTotalOf(list)]).toEqual([email, total]);
      expect([email, countUnreadIds(list.noReadContactMessageIds), list.counts.unread]).toEqual([email, deal, deal]);
      const mine = contacts.filter((c) => Number(c.buyer_id) === id || Number(c.seller_id) === id);
      expect([email, list.counts.all, list.counts.buyer, list.counts.seller]).toEqual([
        email,
        mine.length,
        mine.filter((c) => Number(c.buyer_id) === id).length,
        mine.filter((c) => Number(c.seller_id) === id).length,
      ]);
      for (const c of mine) {
        const unreadIds = messagesOf(Number(c.id))
          .filter((m) => Number(m.recipient_id) === id && m.read_at === null)
          .map((m) => Number(m.id));
        expect([email, c.id, list.noReadContactMessageIds[String(c.id)] ?? []]).toEqual([email, c.id, unreadIds]);
        expect([email, c.id, list.noReadPropertyMessageIds[String(c.id)] ?? []]).toEqual([email, c.id, Number(c.seller_id) === id ? unreadIds : []]);
      }
      unreadSeen.push(deal);
    }
    // The demo shows badges: the three demo traders have unread deal messages.
    expect(unreadSeen.slice(0, 3).every((n) => n > 0)).toBe(true);
  });

  it('serves every thread to both parties: the messages in order and the status', async () => {
    for (const c of contacts) {
      for (const userId of [Number(c.buyer_id), Number(c.seller_id)]) {
        const email = [...userIds].find(([, id]) => id === userId)![0];
        const b = browsers.get(email)!;
        const detail = await b.get(`/api/my-page/contacts/${c.id}`);
        expect(detail.statusCode).toBe(200);
        expect(detail.json<ContactDetail>()).toMatchObject({ contact_status: c.contact_status, version: Number(c.version) });
        const page = (await b.get(`/api/my-page/contacts/${c.id}/messages?limit=100`)).json<DealMessagePage>();
        expect(page.items.map((m) => m.id)).toEqual(messagesOf(Number(c.id)).map((m) => Number(m.id)));
      }
    }
  });

  it('adds nothing when the seed runs again', async () => {
    const count = async () => ({
      contacts: await num(ds, 'SELECT COUNT(*) AS n FROM contacts'),
      messages: await num(ds, 'SELECT COUNT(*) AS n FROM contact_messages'),
      counted: await num(ds, 'SELECT SUM(contact_count) AS n FROM properties'),
    });
    const before = await count();
    expect(before.counted).toBe(before.contacts);
    await runSeed(ds, { uploadsDir: t.config.publicUploadsDir, photos: false });
    expect(await count()).toEqual(before);
  });

  it('repairs made-up counts of a database seeded before they were derived', async () => {
    const [c] = contacts;
    await ds.query('UPDATE properties SET contact_count = 7 WHERE id = ?', [c!.property_id]);
    const [quiet]: { id: number }[] = await ds.query('SELECT MIN(id) AS id FROM properties WHERE id NOT IN (SELECT property_id FROM contacts)');
    await ds.query('UPDATE properties SET contact_count = 5 WHERE id = ?', [quiet!.id]);
    expect(await syncDemoContactCounts(ds.manager)).toBe(2);
    expect(await num(ds, 'SELECT COUNT(*) AS n FROM properties p WHERE p.contact_count <> (SELECT COUNT(*) FROM contacts c WHERE c.property_id = p.id)')).toBe(0);
    expect(await syncDemoContactCounts(ds.manager)).toBe(0);
  });
});
