import type { EntityManager } from 'typeorm';

/** The demo topics (operator notices on the my page), matched by title. */
export const DEMO_TOPICS = [
  {
    title: '年末年始の事務局の営業について',
    body: '12月28日から1月4日まで、家いちば事務局はお休みをいただきます。\nこの期間にいただいたお問い合わせ・メッセージには、1月5日以降に順次お返事いたします。',
    publishedAt: '2025-12-01 01:00:00',
  },
  {
    title: 'マイページに「事務局からのメッセージ」ができました',
    body: '家いちば事務局からのお知らせや個別のご連絡を、マイページの「事務局からのメッセージ」でお届けします。\nメッセージにはそのままご返信いただけます。',
    publishedAt: '2025-11-20 01:00:00',
  },
] as const;

/** The welcome message from 家いちば事務局 to these demo users (client_id marks it, so it is made once). */
export const DEMO_WELCOME = {
  emails: ['buyer@example.jp'],
  clientId: 'seed-welcome',
  body: '家いちばへようこそ。家いちば事務局です。\n物件探しや取引の進め方でわからないことがあれば、このメッセージにご返信ください。',
  createdAt: '2025-11-20 01:00:00',
} as const;

/** Seeds the demo topics and welcome messages; idempotent. Returns how many rows were inserted. */
export async function seedOperatorContent(manager: EntityManager): Promise<number> {
  let inserted = 0;
  for (const t of DEMO_TOPICS) {
    const found: unknown[] = await manager.query('SELECT id FROM topics WHERE title = ?', [t.title]);
    if (found.length > 0) continue;
    await manager.query('INSERT INTO topics (title, body, published_at) VALUES (?, ?, ?)', [t.title, t.body, t.publishedAt]);
    inserted += 1;
  }
  for (const email of DEMO_WELCOME.emails) {
    const users: { id: number }[] = await manager.query('SELECT id FROM users WHERE email = ?', [email]);
    if (users.length === 0) continue;
    const userId = Number(users[0].id);
    const found: unknown[] = await manager.query('SELECT id FROM user_messages WHERE user_id = ? AND client_id = ?', [userId, DEMO_WELCOME.clientId]);
    if (found.length > 0) continue;
    await manager.query('INSERT INTO user_messages (user_id, from_operator, body, client_id, created_at) VALUES (?, ?, ?, ?, ?)', [
      userId,
      1,
      DEMO_WELCOME.body,
      DEMO_WELCOME.clientId,
      DEMO_WELCOME.createdAt,
    ]);
    inserted += 1;
  }
  return inserted;
}
