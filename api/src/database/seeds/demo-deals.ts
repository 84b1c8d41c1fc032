import {
  dealContextFor,
  DEAL_STATUS,
  findAllowedRule,
  isOpenForDecidedElsewhere,
  SEND_PARTY,
  todayIn,
  validateDealActionInput,
  type DealActionRequest,
  type DealButton,
  type DealTransition,
  type PurchaseApplication,
} from '@akiya/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { ContactsRepository } from '../../contacts/contacts.repository';
import { firstChars } from '../../contacts/deal-errors';
import { statusNote } from '../../contacts/deal-workflow.service';
import { placeholders, sqlTime } from '../sql';
import { DEMO_ACCOUNTS } from './demo-accounts';

/**
 * The demo deals: twelve enquiry threads between the demo users (buyer@ with seller@ and seller2@,
 * and the two sellers enquiring about each other's listings), one in each stage of the workflow —
 * enquiry only, negotiation, viewing requested / proposed / confirmed / rejected, purchase application
 * submitted / adjusted, closed (with the other enquirer's 他決), paid, cancelled.
 *
 * Each thread is a script of the calls a user makes in the app — an enquiry, a message, a move
 * (contracts' DEAL_TRANSITION_RULES, checked with findAllowedRule and validateDealActionInput as the
 * API checks them), opening the thread (read marks) — played in time order through ContactsRepository,
 * the statements the running app uses, with the side effects EnquiriesService, MessagesService and
 * DealWorkflowService have: listing contact_count + 1 per new enquiry, the seller's first message
 * starting the negotiation, status messages with the same notes, version / open_key / last message
 * columns, closeDeal ending the listing's other open enquiries as 他決 and putting the listing under
 * contract, completePayment marking it sold. A user who writes or moves has read the thread first, so
 * the unread messages left are exactly the ones sent after the recipient last opened it.
 *
 * Times are counted back from the start of the seed (days before today, Japan time), so upcoming
 * viewings stay upcoming; everything else is fixed. Idempotent: nothing is added once any contact of
 * a demo user exists. The listings are the first ones (lowest ids) of each seller open to enquiries;
 * the e2e deal tests take fresh listings from the other end.
 */

type Who = 'buyer' | 'seller';
/** [days before today, 'HH:mm' Japan time] */
type At = readonly [number, string];

type Step =
  | { at: At; do: 'enquire'; body: string }
  | { at: At; do: 'send'; by: Who; body: string }
  | { at: At; do: 'read'; by: Who }
  | {
      at: At;
      do: 'act';
      by: Who;
      transition: DealTransition;
      via: DealButton;
      /** Viewing date: days from today (negative: in the past), and the time. */
      preview?: readonly [number, string];
      reason?: string;
      /** A purchase application by the buyer: offer as a share of the asking price, settlement day from today. */
      application?: { share: number; settlementDay: number; payment: 'cash' | 'loan'; note?: string };
      message?: string;
    };

export interface DemoDealScript {
  key: string;
  buyer: string;
  seller: string;
  /** Index into the seller's listings open to enquiries (lowest id first); threads may share a listing. */
  listing: number;
  steps: readonly Step[];
}

const BUYER = 'buyer@example.jp';
const SELLER = 'seller@example.jp';
const SELLER2 = 'seller2@example.jp';

export const DEMO_DEAL_SCRIPTS: readonly DemoDealScript[] = [
  {
    key: 'negotiation',
    buyer: BUYER,
    seller: SELLER,
    listing: 0,
    steps: [
      { at: [3, '21:10'], do: 'enquire', body: 'はじめまして。週末に家族で移住先を探しています。\n水回りの状態と、冬の積雪について教えていただけますか。' },
      {
        at: [2, '09:40'],
        do: 'send',
        by: 'seller',
        body: 'お問い合わせありがとうございます。水回りは5年前に台所と浴室を入れ替えています。\n積雪は多い年で50cmほどです。ご都合のよい日に内覧いただけます。',
      },
    ],
  },
  {
    key: 'viewing-confirmed',
    buyer: BUYER,
    seller: SELLER,
    listing: 1,
    steps: [
      { at: [6, '20:30'], do: 'enquire', body: '古民家の改修を考えています。内覧は可能でしょうか。\n車で伺う予定ですが、駐車スペースはありますか。' },
      {
        at: [5, '12:15'],
        do: 'send',
        by: 'seller',
        body: 'お問い合わせありがとうございます。もちろん内覧いただけます。敷地内に2台分の駐車スペースがあります。\n鍵は近所の方に預けていますので、ご希望の日程をお知らせください。',
      },
      { at: [4, '19:05'], do: 'act', by: 'buyer', transition: 'requestViewing', via: 'buyerContact', preview: [7, '10:00'], message: '土曜日の午前中に伺えればと思います。' },
      { at: [3, '08:50'], do: 'act', by: 'seller', transition: 'acceptViewing', via: 'sellerRespondViewing', message: '承知しました。当日は現地でお待ちしています。' },
      { at: [3, '22:00'], do: 'send', by: 'buyer', body: 'ありがとうございます。当日はよろしくお願いいたします。' },
    ],
  },
  {
    key: 'enquiry-only',
    buyer: BUYER,
    seller: SELLER,
    listing: 2,
    steps: [
      { at: [1, '22:40'], do: 'enquire', body: 'はじめまして。山田と申します。こちらの物件はまだ募集中でしょうか。\n週末の二拠点生活の拠点を探しています。' },
    ],
  },
  {
    key: 'viewing-requested',
    buyer: SELLER2,
    seller: SELLER,
    listing: 3,
    steps: [
      { at: [8, '10:20'], do: 'enquire', body: 'はじめまして、鈴木と申します。尾道で空き家の再生に取り組んでいます。\n建物の傷み具合と、前面道路の幅を教えてください。' },
      {
        at: [7, '18:45'],
        do: 'send',
        by: 'seller',
        body: 'ご連絡ありがとうございます。屋根は10年前に葺き替えましたが、北側の外壁に傷みがあります。\n前面道路は幅4mほどで、軽トラックが入れます。',
      },
      { at: [6, '09:10'], do: 'send', by: 'buyer', body: '詳しくありがとうございます。一度現地を拝見したいです。' },
      { at: [5, '08:00'], do: 'read', by: 'seller' },
      { at: [2, '13:30'], do: 'act', by: 'buyer', transition: 'requestViewing', via: 'buyerContact', preview: [5, '14:00'], message: '午後からでしたら伺えます。' },
    ],
  },
  {
    key: 'application-submitted',
    buyer: BUYER,
    seller: SELLER,
    listing: 4,
    steps: [
      { at: [21, '20:00'], do: 'enquire', body: '蔵のある物件を探していました。蔵の中の状態と、耐震診断の有無を教えてください。' },
      {
        at: [20, '11:30'],
        do: 'send',
        by: 'seller',
        body: 'お問い合わせありがとうございます。蔵は瓦の一部に割れがありますが、雨漏りはありません。\n耐震診断はまだ受けていません。',
      },
      { at: [19, '21:15'], do: 'act', by: 'buyer', transition: 'requestViewing', via: 'buyerContact', preview: [-12, '11:00'], message: '現地で建物を見せていただけますか。' },
      { at: [18, '10:05'], do: 'act', by: 'seller', transition: 'acceptViewing', via: 'sellerRespondViewing' },
      {
        at: [12, '17:20'],
        do: 'act',
        by: 'seller',
        transition: 'sendApplicationForm',
        via: 'sellerSendApplicationForm',
        message: '本日はお越しいただきありがとうございました。ご検討いただける場合は購入申込書をお送りください。',
      },
      {
        at: [10, '22:30'],
        do: 'act',
        by: 'buyer',
        transition: 'submitApplication',
        via: 'buyerPurchaseApplication',
        application: { share: 0.9, settlementDay: 40, payment: 'loan', note: '住宅ローンの事前審査は通っています。' },
        message: '家族とも相談し、ぜひ購入したいと考えています。価格についてご相談させてください。',
      },
      { at: [9, '08:10'], do: 'read', by: 'seller' },
    ],
  },
  {
    // Enquired before the closing below: ends as 他決 when seller2 closes the deal with buyer@.
    key: 'decided-elsewhere',
    buyer: SELLER,
    seller: SELLER2,
    listing: 1,
    steps: [
      { at: [16, '14:00'], do: 'enquire', body: '佐藤と申します。この物件を週末の作業場として使えないか検討しています。\n電気と水道は今も使えますか。' },
      { at: [15, '10:30'], do: 'send', by: 'seller', body: 'お問い合わせありがとうございます。電気は契約を止めていますが、再開できます。水道は井戸水です。' },
      { at: [14, '20:45'], do: 'send', by: 'buyer', body: 'ありがとうございます。もう少し検討してからご連絡します。' },
    ],
  },
  {
    key: 'deal-closed',
    buyer: BUYER,
    seller: SELLER2,
    listing: 1,
    steps: [
      { at: [18, '21:30'], do: 'enquire', body: '瀬戸内での暮らしに憧れて、移住先を探しています。\n海まで歩いて行けますか。' },
      { at: [17, '09:15'], do: 'send', by: 'seller', body: 'お問い合わせありがとうございます。海岸までは歩いて5分ほどです。坂の上なので眺めもよいですよ。' },
      { at: [16, '19:40'], do: 'act', by: 'buyer', transition: 'requestViewing', via: 'buyerContact', preview: [-11, '13:00'] },
      {
        at: [15, '10:00'],
        do: 'act',
        by: 'seller',
        transition: 'changeViewing',
        via: 'sellerRespondViewing',
        preview: [-10, '10:00'],
        message: '申し訳ありません、その日は所用があります。翌日の午前はいかがでしょうか。',
      },
      { at: [14, '20:10'], do: 'act', by: 'buyer', transition: 'acceptViewing', via: 'buyerRespondSellerChange', message: 'では、その日に伺います。' },
      { at: [10, '16:30'], do: 'act', by: 'seller', transition: 'sendApplicationForm', via: 'sellerSendApplicationForm', message: 'ご来訪ありがとうございました。購入申込書をお送りします。' },
      {
        at: [8, '21:00'],
        do: 'act',
        by: 'buyer',
        transition: 'submitApplication',
        via: 'buyerPurchaseApplication',
        application: { share: 1, settlementDay: 25, payment: 'cash' },
      },
      { at: [7, '11:20'], do: 'act', by: 'seller', transition: 'acceptApplication', via: 'sellerApplicationResponse', message: 'お申し込みありがとうございます。この条件でお受けします。' },
      { at: [6, '19:00'], do: 'send', by: 'buyer', body: 'ありがとうございます！契約の日程について相談させてください。' },
      { at: [5, '10:40'], do: 'send', by: 'seller', body: '司法書士の先生と調整して、改めてご連絡します。' },
      { at: [3, '15:00'], do: 'act', by: 'seller', transition: 'closeDeal', via: 'sellerCloseDeal', message: '売買契約を締結しました。引き渡しまでよろしくお願いいたします。' },
      { at: [3, '21:00'], do: 'read', by: 'buyer' },
    ],
  },
  {
    key: 'paid',
    buyer: BUYER,
    seller: SELLER,
    listing: 5,
    steps: [
      { at: [45, '20:00'], do: 'enquire', body: '家庭菜園ができる広い庭のある家を探しています。\n畑として使える土地はどのくらいありますか。' },
      { at: [44, '12:00'], do: 'send', by: 'seller', body: 'お問い合わせありがとうございます。母屋の南側に100坪ほどの畑があります。今も近所の方が野菜を育てています。' },
      { at: [43, '21:00'], do: 'act', by: 'buyer', transition: 'requestViewing', via: 'buyerContact', preview: [-38, '10:30'] },
      { at: [42, '09:30'], do: 'act', by: 'seller', transition: 'acceptViewing', via: 'sellerRespondViewing' },
      { at: [38, '18:00'], do: 'act', by: 'seller', transition: 'sendApplicationForm', via: 'sellerSendApplicationForm' },
      {
        at: [36, '20:30'],
        do: 'act',
        by: 'buyer',
        transition: 'submitApplication',
        via: 'buyerPurchaseApplication',
        application: { share: 1, settlementDay: -25, payment: 'cash' },
      },
      { at: [35, '10:00'], do: 'act', by: 'seller', transition: 'adjustApplication', via: 'sellerApplicationResponse', reason: '決済の時期を5日ほど遅らせていただけますか。' },
      {
        at: [34, '21:00'],
        do: 'act',
        by: 'buyer',
        transition: 'submitApplication',
        via: 'buyerPurchaseApplication',
        application: { share: 1, settlementDay: -20, payment: 'cash' },
        message: '決済日を変更して再提出しました。',
      },
      { at: [33, '09:00'], do: 'act', by: 'seller', transition: 'acceptApplication', via: 'sellerApplicationResponse' },
      { at: [30, '14:00'], do: 'act', by: 'seller', transition: 'closeDeal', via: 'sellerCloseDeal' },
      { at: [27, '20:00'], do: 'send', by: 'buyer', body: '引っ越しの準備を始めました。決済の日もよろしくお願いいたします。' },
      { at: [20, '16:00'], do: 'act', by: 'seller', transition: 'completePayment', via: 'sellerCompletePayment', message: '本日、決済と引き渡しが完了しました。ありがとうございました。' },
      { at: [19, '20:00'], do: 'read', by: 'buyer' },
    ],
  },
  {
    key: 'cancelled',
    buyer: BUYER,
    seller: SELLER2,
    listing: 0,
    steps: [
      { at: [12, '21:00'], do: 'enquire', body: '築年数のわりにきれいな印象です。リフォームの履歴を教えてください。' },
      { at: [11, '10:00'], do: 'send', by: 'seller', body: 'ありがとうございます。8年前に水回りと内装を改修しています。' },
      { at: [10, '22:00'], do: 'send', by: 'buyer', body: '家族と相談してみます。' },
      {
        at: [4, '20:15'],
        do: 'act',
        by: 'buyer',
        transition: 'cancel',
        via: 'cancel',
        message: '家族と相談した結果、今回は見送ることにしました。ご丁寧にありがとうございました。',
      },
      { at: [4, '22:00'], do: 'read', by: 'seller' },
    ],
  },
  {
    // A purchase application without a viewing (the forced application), sent back for adjustment.
    key: 'application-adjusting',
    buyer: SELLER2,
    seller: SELLER,
    listing: 6,
    steps: [
      { at: [14, '11:00'], do: 'enquire', body: '店舗兼住宅として使えるか検討しています。用途地域を教えてください。' },
      { at: [13, '17:00'], do: 'send', by: 'seller', body: '第一種住居地域です。小規模な店舗であれば営業できます。' },
      {
        at: [11, '10:30'],
        do: 'act',
        by: 'buyer',
        transition: 'submitApplication',
        via: 'buyerForcedApplication',
        application: { share: 0.8, settlementDay: 50, payment: 'cash', note: '近くに住む知人に建物を見てもらいました。' },
        message: '内覧なしで申し込ませてください。',
      },
      { at: [10, '15:00'], do: 'act', by: 'seller', transition: 'adjustApplication', via: 'sellerApplicationResponse', reason: '価格は掲載価格のままでお願いできますか。' },
    ],
  },
  {
    key: 'viewing-proposed',
    buyer: BUYER,
    seller: SELLER,
    listing: 7,
    steps: [
      { at: [5, '19:30'], do: 'enquire', body: 'ペットと暮らせる家を探しています。大型犬がいますが、庭に柵はありますか。' },
      { at: [4, '11:00'], do: 'send', by: 'seller', body: 'お問い合わせありがとうございます。庭の周りは生け垣で囲まれていますが、一部に隙間があります。' },
      { at: [3, '22:00'], do: 'read', by: 'buyer' },
      {
        at: [1, '10:00'],
        do: 'act',
        by: 'seller',
        transition: 'proposeViewing',
        via: 'sellerRequestViewing',
        preview: [6, '13:00'],
        message: 'よろしければ、実際に庭をご覧になりませんか。',
      },
    ],
  },
  {
    key: 'viewing-rejected',
    buyer: SELLER,
    seller: SELLER2,
    listing: 2,
    steps: [
      { at: [9, '13:00'], do: 'enquire', body: 'はじめまして。倉庫として使える建物を探しています。天井の高さはどのくらいありますか。' },
      { at: [8, '10:00'], do: 'send', by: 'seller', body: '梁の下で2.5mほどです。' },
      { at: [7, '20:00'], do: 'act', by: 'buyer', transition: 'requestViewing', via: 'buyerContact', preview: [3, '10:00'] },
      {
        at: [6, '09:00'],
        do: 'act',
        by: 'seller',
        transition: 'rejectViewing',
        via: 'sellerRespondViewing',
        reason: '屋根の修理中のため、工事が終わるまで内覧をお受けできません。',
        message: '工事が終わりましたらご連絡します。',
      },
      { at: [6, '12:00'], do: 'read', by: 'buyer' },
    ],
  },
];

/** 'YYYY-MM-DD' `days` after the date `ymd`. */
function shiftDay(ymd: string, days: number): string {
  const [y, m, d] = ymd.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

interface Party {
  id: number;
  account: (typeof DEMO_ACCOUNTS)[number];
}

interface Thread {
  script: DemoDealScript;
  buyer: Party;
  seller: Party;
  property: { id: number; price: number | null };
  contactId: number | null;
  seq: number;
}

/**
 * Plays the demo deal scripts (see above). Returns the number of threads created (0 when any contact
 * of a demo user exists already, or when the demo users or their listings are missing).
 */
export async function seedDemoDeals(dataSource: DataSource, options: { now?: Date } = {}): Promise<number> {
  const emails = [...new Set(DEMO_DEAL_SCRIPTS.flatMap((s) => [s.buyer, s.seller]))];
  const users: { id: number; email: string }[] = await dataSource.query(`SELECT id, email FROM users WHERE email IN (${placeholders(emails.length)})`, emails);
  const byEmail = new Map(users.map((u) => [u.email, Number(u.id)]));
  if (emails.some((e) => !byEmail.has(e))) return 0;
  const ids = [...byEmail.values()];
  const [existing]: { n: number | string }[] = await dataSource.query(
    `SELECT COUNT(*) AS n FROM contacts WHERE buyer_id IN (${placeholders(ids.length)}) OR seller_id IN (${placeholders(ids.length)})`,
    [...ids, ...ids],
  );
  if (Number(existing?.n ?? 0) > 0) return 0;

  // The listings each seller has open to enquiries, lowest id first.
  const open = new Map<string, { id: number; price: number | null }[]>();
  for (const email of new Set(DEMO_DEAL_SCRIPTS.map((s) => s.seller))) {
    const rows: { id: number; price_man_yen: number | null }[] = await dataSource.query(
      `SELECT id, price_man_yen FROM properties WHERE seller_id = ? AND is_published = ? AND is_stop_published = ? AND is_suspension = ?
       AND reception = ? AND root_type = 'published' AND published_at IS NOT NULL ORDER BY id LIMIT 20`,
      [byEmail.get(email), true, false, false, true],
    );
    open.set(email, rows.map((r) => ({ id: Number(r.id), price: r.price_man_yen === null ? null : Number(r.price_man_yen) })));
  }
  const needed = (email: string) => Math.max(...DEMO_DEAL_SCRIPTS.filter((s) => s.seller === email).map((s) => s.listing)) + 1;
  if ([...open].some(([email, rows]) => rows.length < needed(email))) return 0;

  const party = (email: string): Party => ({ id: byEmail.get(email)!, account: DEMO_ACCOUNTS.find((a) => a.email === email)! });
  const threads: Thread[] = DEMO_DEAL_SCRIPTS.map((script) => ({
    script,
    buyer: party(script.buyer),
    seller: party(script.seller),
    property: open.get(script.seller)![script.listing]!,
    contactId: null,
    seq: 0,
  }));

  const today = todayIn(options.now ?? new Date());
  const timeOf = (at: At) => new Date(`${shiftDay(today, -at[0])}T${at[1]}:00+09:00`);
  // Every step of every thread, in time order (a closing ends the enquiries made before it).
  const steps = threads
    .flatMap((thread) => thread.script.steps.map((step, i) => ({ thread, step, i, time: timeOf(step.at) })))
    .sort((a, b) => a.time.getTime() - b.time.getTime() || a.i - b.i);

  const repo = new ContactsRepository(dataSource);
  await dataSource.transaction(async (m) => {
    for (const { thread, step, time } of steps) {
      if (step.do === 'enquire') await enquire(m, repo, thread, step.body, time);
      else if (step.do === 'send') await send(m, repo, thread, step.by, step.body, time);
      else if (step.do === 'read') await repo.markRead(m, contactOf(thread), who(thread, step.by).id, sqlTime(time));
      else await act(m, repo, thread, step, time, today);
    }
  });
  return threads.length;
}

function contactOf(thread: Thread): number {
  if (thread.contactId === null) throw new Error(`demo deal ${thread.script.key}: a step before the enquiry`);
  return thread.contactId;
}

function who(thread: Thread, by: Who): Party {
  return by === 'seller' ? thread.seller : thread.buyer;
}

function clientId(thread: Thread): string {
  thread.seq += 1;
  return `seed-deal-${thread.script.key}-${thread.seq}`;
}

/** EnquiriesService.createOrFind: a new contact in 商談開始前, its first message, the listing counted. */
async function enquire(m: EntityManager, repo: ContactsRepository, thread: Thread, body: string, time: Date): Promise<void> {
  const now = sqlTime(time);
  await repo.lockProperty(m, thread.property.id);
  const contactId = await repo.insertContact(m, {
    buyerId: thread.buyer.id,
    sellerId: thread.seller.id,
    propertyId: thread.property.id,
    status: DEAL_STATUS.beforeNegotiation,
    lastFrom: SEND_PARTY.buyer,
    lastBody: firstChars(body, 200),
    now,
  });
  thread.contactId = contactId;
  const messageId = await repo.insertMessage(m, {
    contactId,
    kind: 'text',
    from: SEND_PARTY.buyer,
    to: SEND_PARTY.seller,
    senderId: thread.buyer.id,
    recipientId: thread.seller.id,
    body,
    clientId: clientId(thread),
    now,
  });
  await repo.setLastMessage(m, contactId, { messageId, from: SEND_PARTY.buyer, now, preview: firstChars(body, 200), touch: false, sellerMessaged: false });
  await repo.countEnquiry(m, thread.property.id);
}

/** MessagesService.send (the sender has the thread open: read first): the seller's first message starts the negotiation. */
async function send(m: EntityManager, repo: ContactsRepository, thread: Thread, by: Who, body: string, time: Date): Promise<void> {
  const id = contactOf(thread);
  const me = who(thread, by);
  const other = who(thread, by === 'seller' ? 'buyer' : 'seller');
  const isSeller = by === 'seller';
  const now = sqlTime(time);
  await repo.markRead(m, id, me.id, now);
  const locked = await repo.lockForParty(m, id, me.id);
  if (!locked) throw new Error(`demo deal ${thread.script.key}: contact missing`);
  const messageId = await repo.insertMessage(m, {
    contactId: id,
    kind: 'text',
    from: isSeller ? SEND_PARTY.seller : SEND_PARTY.buyer,
    to: isSeller ? SEND_PARTY.buyer : SEND_PARTY.seller,
    senderId: me.id,
    recipientId: other.id,
    body,
    clientId: clientId(thread),
    now,
  });
  await repo.setLastMessage(m, id, {
    messageId,
    from: isSeller ? SEND_PARTY.seller : SEND_PARTY.buyer,
    now,
    preview: firstChars(body, 200),
    touch: true,
    sellerMessaged: isSeller,
  });
  if (isSeller && locked.contact_status === DEAL_STATUS.beforeNegotiation) {
    if (await repo.moveFrom(m, id, DEAL_STATUS.beforeNegotiation, DEAL_STATUS.negotiationStarted)) {
      await repo.insertMessage(m, {
        contactId: id,
        kind: 'status',
        from: SEND_PARTY.seller,
        to: SEND_PARTY.buyer,
        senderId: me.id,
        recipientId: other.id,
        body: '売主が返信し、商談が始まりました。',
        statusFrom: DEAL_STATUS.beforeNegotiation,
        statusTo: DEAL_STATUS.negotiationStarted,
        now,
      });
    }
  }
}

const ELSEWHERE_NOTE = 'この物件は、ほかの方との商談が成立しました。';

/** DealWorkflowService.act on the day of the step: the rule must be allowed then, its input valid. */
async function act(
  m: EntityManager,
  repo: ContactsRepository,
  thread: Thread,
  step: Extract<Step, { do: 'act' }>,
  time: Date,
  seedToday: string,
): Promise<void> {
  const id = contactOf(thread);
  const me = who(thread, step.by);
  const other = who(thread, step.by === 'seller' ? 'buyer' : 'seller');
  const isSeller = step.by === 'seller';
  const now = sqlTime(time);
  await repo.markRead(m, id, me.id, now);
  await repo.lockProperty(m, thread.property.id);
  const c = await repo.lockForParty(m, id, me.id);
  if (!c) throw new Error(`demo deal ${thread.script.key}: contact missing`);

  const req: DealActionRequest = { transition: step.transition, via: step.via, version: c.version };
  if (step.preview) {
    req.preview_date = shiftDay(seedToday, step.preview[0]);
    req.preview_time = step.preview[1];
  }
  if (step.reason) req.reason = step.reason;
  if (step.message) req.message = step.message;
  if (step.application) req.application = application(thread, step.application, seedToday);

  const ctx = dealContextFor(c, isSeller, todayIn(time));
  const rule = findAllowedRule(ctx, step.transition, step.via);
  if (!rule || rule.via === null) throw new Error(`demo deal ${thread.script.key}: ${step.transition} not allowed in ${c.contact_status}`);
  const errors = validateDealActionInput(req, rule.requires, ctx.today);
  if (Object.keys(errors).length > 0) throw new Error(`demo deal ${thread.script.key}: ${step.transition}: ${JSON.stringify(errors)}`);
  const note = statusNote(rule, req);

  const moved = await repo.move(m, id, c.version, {
    to: rule.to,
    side: isSeller ? SEND_PARTY.seller : SEND_PARTY.buyer,
    now,
    note: firstChars(note, 200),
    ...(rule.requires.includes('previewDate') ? { preview: { date: req.preview_date as string, time: req.preview_time || null } } : {}),
    ...(rule.requires.includes('application') ? { application: JSON.stringify(req.application) } : {}),
    ...(rule.requires.includes('reason') ? { reason: req.reason?.trim() ?? null } : {}),
  });
  if (!moved) throw new Error(`demo deal ${thread.script.key}: version conflict`);
  await repo.insertMessage(m, {
    contactId: id,
    kind: 'status',
    from: isSeller ? SEND_PARTY.seller : SEND_PARTY.buyer,
    to: isSeller ? SEND_PARTY.buyer : SEND_PARTY.seller,
    senderId: me.id,
    recipientId: other.id,
    body: note,
    statusFrom: c.contact_status,
    statusTo: rule.to,
    now,
  });
  if (rule.transition === 'closeDeal') {
    const rows = await repo.otherContactsOfProperty(m, thread.property.id, id);
    for (const o of rows.filter((x) => isOpenForDecidedElsewhere(x.contact_status))) {
      if (!(await repo.endAsDecidedElsewhere(m, Number(o.id), o.contact_status, DEAL_STATUS.decidedElsewhere, ELSEWHERE_NOTE, now))) continue;
      await repo.insertMessage(m, {
        contactId: Number(o.id),
        kind: 'status',
        from: SEND_PARTY.seller,
        to: SEND_PARTY.buyer,
        senderId: thread.seller.id,
        recipientId: Number(o.buyer_id),
        body: ELSEWHERE_NOTE,
        statusFrom: o.contact_status,
        statusTo: DEAL_STATUS.decidedElsewhere,
        now,
      });
    }
    await repo.setPropertyDealState(m, thread.property.id, 'under-contract', now);
  }
  if (rule.transition === 'completePayment') await repo.setPropertyDealState(m, thread.property.id, 'sold', now);
  if (rule.transition === 'cancel' && c.contact_status === DEAL_STATUS.dealClosed) await repo.setPropertyDealState(m, thread.property.id, 'published', now);
}

/** The buyer's purchase application, from their demo account (what the form fills in), normalised as the API stores it. */
function application(thread: Thread, a: NonNullable<Extract<Step, { do: 'act' }>['application']>, seedToday: string): PurchaseApplication {
  const u = thread.buyer.account;
  const asking = thread.property.price;
  return {
    offer_price_man_yen: asking && asking > 0 ? Math.max(1, Math.round(asking * a.share)) : 50,
    name: `${u.lastName} ${u.firstName}`,
    name_kana: `${u.lastNameKana}\u3000${u.firstNameKana}`,
    zipcode: u.zipcode,
    address: u.address,
    phone: u.phone,
    payment_method: a.payment,
    desired_settlement_date: shiftDay(seedToday, a.settlementDay),
    note: a.note ?? '',
  };
}
