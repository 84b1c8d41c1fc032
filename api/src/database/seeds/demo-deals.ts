import { DEAL_STATUS, SEND_PARTY, type DealStatusName } from '@akiya/contracts';
import type { DataSource } from 'typeorm';
import { openKeyOf } from '../../contacts/contacts.repository';
import { sqlTime } from '../sql';

/**
 * Two demo conversations between buyer@example.jp and seller@example.jp, so the demo's my-page shows
 * the deal workflow at once: one in negotiation (商談開始後) with an unread reply for the buyer, one
 * with a confirmed viewing (内覧確定後) a week ahead. Idempotent: nothing is added once the buyer has
 * any contact. Never 商談開始前 (that state drives the profile alert, which the demo does not need).
 */
export async function seedDemoDeals(dataSource: DataSource, buyerEmail: string, sellerEmail: string): Promise<number> {
  const users: { id: number; email: string }[] = await dataSource.query('SELECT id, email FROM users WHERE email IN (?, ?)', [
    buyerEmail,
    sellerEmail,
  ]);
  const buyer = users.find((u) => u.email === buyerEmail);
  const seller = users.find((u) => u.email === sellerEmail);
  if (!buyer || !seller) return 0;
  const existing: { n: number | string }[] = await dataSource.query('SELECT COUNT(*) AS n FROM contacts WHERE buyer_id = ?', [buyer.id]);
  if (Number(existing[0]?.n ?? 0) > 0) return 0;
  const listings: { id: number }[] = await dataSource.query(
    'SELECT id FROM properties WHERE seller_id = ? AND is_published = ? AND is_stop_published = ? AND reception = ? ORDER BY id LIMIT 2',
    [seller.id, true, false, true],
  );
  if (listings.length < 2) return 0;

  const now = Date.now();
  const at = (hoursAgo: number) => sqlTime(new Date(now - hoursAgo * 3_600_000));
  const inDays = (days: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      new Date(now + days * 86_400_000),
    );
  const B = SEND_PARTY.buyer;
  const S = SEND_PARTY.seller;
  type Msg = { kind: 'text' | 'status'; from: 'buyer' | 'seller'; body: string; hoursAgo: number; read: boolean; statusFrom?: string; statusTo?: string };
  const conversations: { propertyId: number; status: string; previewDate: string | null; messages: Msg[] }[] = [
    {
      propertyId: Number(listings[0]!.id),
      status: DEAL_STATUS.negotiationStarted,
      previewDate: null,
      messages: [
        { kind: 'text', from: 'buyer', body: 'はじめまして。週末に家族で移住先を探しています。\n水回りの状態と、冬の積雪について教えていただけますか。', hoursAgo: 50, read: true },
        { kind: 'status', from: 'seller', body: '', hoursAgo: 30, read: true, statusFrom: DEAL_STATUS.beforeNegotiation, statusTo: DEAL_STATUS.negotiationStarted },
        { kind: 'text', from: 'seller', body: 'お問い合わせありがとうございます。水回りは5年前に台所と浴室を入れ替えています。\n積雪は多い年で50cmほどです。ご都合のよい日に内覧いただけます。', hoursAgo: 30, read: false },
      ],
    },
    {
      propertyId: Number(listings[1]!.id),
      status: DEAL_STATUS.viewingConfirmed,
      previewDate: inDays(7),
      messages: [
        { kind: 'text', from: 'buyer', body: '古民家の改修を考えています。内覧は可能でしょうか。', hoursAgo: 120, read: true },
        { kind: 'status', from: 'seller', body: '', hoursAgo: 100, read: true, statusFrom: DEAL_STATUS.beforeNegotiation, statusTo: DEAL_STATUS.negotiationStarted },
        { kind: 'text', from: 'seller', body: 'もちろんです。鍵は近所の方に預けていますので、日程をご提案ください。', hoursAgo: 100, read: true },
        { kind: 'status', from: 'buyer', body: `内覧希望日: ${inDays(7)} 10:00`, hoursAgo: 80, read: true, statusFrom: DEAL_STATUS.negotiationStarted, statusTo: DEAL_STATUS.buyerRequestedViewing },
        { kind: 'status', from: 'seller', body: '', hoursAgo: 60, read: true, statusFrom: DEAL_STATUS.buyerRequestedViewing, statusTo: DEAL_STATUS.viewingConfirmed },
        { kind: 'text', from: 'seller', body: '当日は現地でお待ちしています。', hoursAgo: 60, read: true },
      ],
    },
  ];

  let created = 0;
  await dataSource.transaction(async (m) => {
    for (const c of conversations) {
      const first = c.messages[0]!;
      await m.query(
        `INSERT INTO contacts (buyer_id, seller_id, property_id, contact_status, open_key, version, preview_date, preview_time, seller_messaged, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [buyer.id, seller.id, c.propertyId, c.status, openKeyOf(c.status as DealStatusName), c.messages.length, c.previewDate, c.previewDate ? '10:00' : null, true, at(first.hoursAgo), at(c.messages.at(-1)!.hoursAgo)],
      );
      const [row]: { id: number }[] = await m.query('SELECT id FROM contacts WHERE buyer_id = ? AND property_id = ? ORDER BY id DESC LIMIT 1', [
        buyer.id,
        c.propertyId,
      ]);
      const contactId = Number(row!.id);
      let last: { id: number; from: number; at: string; body: string } | null = null;
      for (const msg of c.messages) {
        const fromBuyer = msg.from === 'buyer';
        const sender = fromBuyer ? buyer.id : seller.id;
        const recipient = fromBuyer ? seller.id : buyer.id;
        await m.query(
          `INSERT INTO contact_messages (contact_id, kind, send_from, send_to, sender_id, recipient_id, body, status_from, status_to, client_id, created_at, read_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [contactId, msg.kind, fromBuyer ? B : S, fromBuyer ? S : B, sender, recipient, msg.body, msg.statusFrom ?? null, msg.statusTo ?? null, null, at(msg.hoursAgo), msg.read ? at(msg.hoursAgo - 1) : null],
        );
        const [inserted]: { id: number }[] = await m.query('SELECT MAX(id) AS id FROM contact_messages WHERE contact_id = ?', [contactId]);
        if (msg.kind === 'text') last = { id: Number(inserted!.id), from: fromBuyer ? B : S, at: at(msg.hoursAgo), body: msg.body.slice(0, 200) };
      }
      if (last) {
        await m.query('UPDATE contacts SET last_message_id = ?, last_message_from = ?, last_message_at = ?, last_message_body = ? WHERE id = ?', [
          last.id,
          last.from,
          last.at,
          last.body,
          contactId,
        ]);
      }
      await m.query('UPDATE properties SET contact_count = contact_count + 1 WHERE id = ?', [c.propertyId]);
      created += 1;
    }
  });
  return created;
}
