import { CONSULTING_STATUS_LABELS, type ConsultingStatus } from '@akiya/contracts';
import type { DataSource } from 'typeorm';
import { requestSummaryText } from '../../consulting/consulting-rows';
import { insertRow } from '../sql';

interface DemoRequest {
  email: string;
  clientId: string;
  /** A listing of the user (its title), or null: a described property. */
  listing: boolean;
  place: string;
  description: string | null;
  problem: string;
  status: ConsultingStatus;
  reply: string;
  createdAt: string;
}

/** Two demo consulting requests with their threads (matched by client id, so they are made once). */
export const DEMO_CONSULTING: readonly DemoRequest[] = [
  {
    email: 'buyer@example.jp',
    clientId: 'seed-consulting-buyer',
    listing: false,
    place: '長野県上田市',
    description: '祖父母が住んでいた築70年の木造平屋。10年ほど空き家です。',
    problem: '相続した祖父母の家を、貸すか売るか、手を入れて使うか決められずにいます。費用の目安も知りたいです。',
    status: 'in_review',
    reply: 'ご相談ありがとうございます。airyflow 担当です。\n一度オンラインで60分ほどお話をうかがえればと思います。ご都合のよい日時を3つほどお知らせください。',
    createdAt: '2026-11-10 01:00:00',
  },
  {
    email: 'seller@example.jp',
    clientId: 'seed-consulting-seller',
    listing: true,
    place: '',
    description: null,
    problem: '掲載して半年になりますが問い合わせが少なく、改修して賃貸にする選択肢も含めて相談したいです。',
    status: 'proposal_sent',
    reply: '活用診断レポートをお送りしました。賃貸にする場合の改修範囲と概算の収支をまとめています。ご確認のうえ、気になる点をお知らせください。',
    createdAt: '2026-11-05 01:00:00',
  },
];

/** Seeds the demo requests; idempotent. The operator's replies are already read (no badge for the demo users). */
export async function seedDemoConsulting(dataSource: DataSource): Promise<number> {
  const m = dataSource.manager;
  const staff: { id: number }[] = await m.query("SELECT id FROM users WHERE role = 'staff' ORDER BY id LIMIT 1");
  let inserted = 0;
  for (const d of DEMO_CONSULTING) {
    const users: { id: number }[] = await m.query('SELECT id FROM users WHERE email = ?', [d.email]);
    if (users.length === 0) continue;
    const userId = Number(users[0].id);
    const found: unknown[] = await m.query('SELECT id FROM consulting_requests WHERE user_id = ? AND client_id = ?', [userId, d.clientId]);
    if (found.length > 0) continue;
    let propertyId: number | null = null;
    let label = d.place;
    if (d.listing) {
      const own: { id: number; title: string }[] = await m.query('SELECT id, title FROM properties WHERE seller_id = ? ORDER BY id LIMIT 1', [userId]);
      if (own.length === 0) continue;
      propertyId = Number(own[0].id);
      label = own[0].title;
    }
    await dataSource.transaction(async (tx) => {
      const at = d.createdAt;
      const requestId = await insertRow(tx, 'consulting_requests', {
        user_id: userId,
        status: d.status,
        version: 1,
        requester_type: d.listing ? 'owner' : 'heir',
        property_id: propertyId,
        prefecture_code: d.listing ? null : '20',
        place: d.listing ? null : d.place.replace(/^長野県/, ''),
        property_description: d.description,
        property_label: label,
        problem: d.problem,
        timing: 'within6Months',
        phone: null,
        client_id: d.clientId,
        created_at: at,
        updated_at: at,
      });
      const threadId = await insertRow(tx, 'consulting_threads', {
        user_id: userId,
        type: 'property',
        subject_id: propertyId,
        subject_key: `request:${requestId}`,
        request_id: requestId,
        title: `ご相談：${label}`.slice(0, 200),
        last_message_at: at,
        last_message_body: d.reply.slice(0, 200),
        last_message_from_operator: 1,
        created_at: at,
        updated_at: at,
      });
      const body = requestSummaryText({
        requesterType: d.listing ? 'owner' : 'heir',
        propertyLabel: label,
        description: d.description,
        timing: 'within6Months',
        phone: null,
        problem: d.problem,
      });
      const msg = (v: Record<string, unknown>) => insertRow(tx, 'consulting_messages', { thread_id: threadId, created_at: at, ...v });
      await msg({ kind: 'text', from_operator: 0, sender_id: userId, body, client_id: d.clientId, read_at: at });
      await msg({
        kind: 'status',
        from_operator: 1,
        sender_id: staff[0] ? Number(staff[0].id) : null,
        body: `ご相談の状況が「${CONSULTING_STATUS_LABELS[d.status]}」になりました。`,
        status_from: 'received',
        status_to: d.status,
        read_at: at,
      });
      await msg({ kind: 'text', from_operator: 1, sender_id: staff[0] ? Number(staff[0].id) : null, body: d.reply, read_at: at });
    });
    inserted += 1;
  }
  return inserted;
}
