import { rewardAmountOf } from '@akiya/contracts';
import type { DataSource } from 'typeorm';

/**
 * The demo supporter: partner@example.jp, approved, who brought seller2@example.jp (a registration
 * credit) and asked for its reward. Made once (the unique user_id of partners decides).
 */
export async function seedDemoPartners(dataSource: DataSource): Promise<number> {
  const users: { id: number; email: string }[] = await dataSource.query("SELECT id, email FROM users WHERE email IN ('partner@example.jp', 'seller2@example.jp')");
  const partnerUser = users.find((u) => u.email === 'partner@example.jp');
  const owner = users.find((u) => u.email === 'seller2@example.jp');
  if (!partnerUser || !owner) return 0;
  const existing: unknown[] = await dataSource.query('SELECT id FROM partners WHERE user_id = ?', [partnerUser.id]);
  if (existing.length > 0) return 0;
  await dataSource.transaction(async (m) => {
    await m.query(
      'INSERT INTO partners (user_id, status, version, display_name, area, activity, phone, created_at, updated_at) VALUES (?, ?, 2, ?, ?, ?, ?, ?, ?)',
      [
        partnerUser.id,
        'approved',
        '能登の空き家応援団',
        '石川県輪島市・珠洲市',
        '地元で空き家になった家の持ち主さんに、家いちばで自分で売る方法をお伝えしています。',
        '0768-22-0000',
        '2026-11-01 00:00:00',
        '2026-11-02 00:00:00',
      ],
    );
    const [{ id: partnerId }] = (await m.query('SELECT id FROM partners WHERE user_id = ?', [partnerUser.id])) as { id: number }[];
    await m.query('INSERT INTO partner_referrals (partner_id, owner_user_id, kind, property_id, created_at) VALUES (?, ?, ?, NULL, ?)', [
      partnerId,
      owner.id,
      'registration',
      '2026-11-05 00:00:00',
    ]);
    const [{ id: referralId }] = (await m.query('SELECT id FROM partner_referrals WHERE owner_user_id = ? AND kind = ?', [owner.id, 'registration'])) as { id: number }[];
    await m.query(
      'INSERT INTO partner_rewards (partner_id, referral_id, amount_yen, status, version, created_at, updated_at) VALUES (?, ?, ?, ?, 1, ?, ?)',
      [partnerId, referralId, rewardAmountOf('registration'), 'requested', '2026-11-06 00:00:00', '2026-11-06 00:00:00'],
    );
  });
  return 1;
}
