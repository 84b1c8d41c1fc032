import {
  DEAL_LIMITS,
  ERROR_PAGE,
  MAIL_RECEIVING_LABELS,
  MESSAGES,
  QUESTIONNAIRE_PURPOSE,
  QUESTIONNAIRE_TEXTS,
  type BaseData,
  type PropertyDetail,
} from '@akiya/contracts';
import { checkLoaderCoverage } from '../../../../tools/testing/loader-coverage';
import { answersByRoute, mockFetch, type FakeAnswer, type FakeHandler } from '../../../../tools/testing/mock-fetch';
import { loggedInBaseData, testBaseData, testUser } from '../../../../tools/testing/base-data';
import { fakeContact, fakeDetail, fakeList, fakeMessage } from '../../testing/deal-fixtures';
import { fakeConsultingMessage, fakeConsultingRequest, fakeConsultingThread } from '../../testing/consulting-fixtures';
import { fakePostedProperty, fakeProfile, fakeStaffArticle } from '../../testing/fixtures';
import { fakeAuditItem, fakeStaffUserDetail, fakeStaffUserItem } from '../../testing/staff-user-fixtures';
import { USER_MESSAGE_TEXTS } from '../../features/user-messages/user-message-limits';
import { routes } from '../routes';

// The server renders a page once, after the loaders of the routes matching it (the frame's and the
// page's) have loaded its data. Here the loaders run, then the page renders with that store: it must
// ask for nothing more (`extra`), and the loaders must have asked for what the page shows.

jest.setTimeout(30_000);
afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

const buyer = () => loggedInBaseData(testUser());
const seller = () => loggedInBaseData(testUser({ id: 2, email: 'seller@example.jp' }));
const staff = () => loggedInBaseData(testUser({ id: 9, email: 'staff@example.jp', is_staff: true }));

const BASE = '/api/common/base-data';
/** The contact list: the frame's loader loads it for every /my-page path. */
const CONTACTS = '/api/my-page/all-contacts';

const page = <T,>(items: T[], over: { page?: number; total?: number } = {}) => ({
  items,
  total: over.total ?? items.length,
  page: over.page ?? 1,
  limit: 10,
  totalPages: Math.max(1, Math.ceil((over.total ?? items.length) / 10)),
});

const POSTED = fakePostedProperty({ image: null, view_count: 12, contact_count: 1 });
const REQUEST = fakeConsultingRequest();
// Nothing unread: the thread marks nothing read (a mark would refetch the lists).
const THREAD = fakeConsultingThread({ unread: 0 });
const CONSULTING_MESSAGE = fakeConsultingMessage({
  from_operator: true,
  body: '担当の者です。オンラインでお話をうかがえますか。',
  read_at: '2026-11-10T02:00:00.000Z',
});

const ENQUIRY_PROPERTY = {
  id: 42,
  title: '海の見える古民家',
  prefecture_code: '17',
  prefecture_name: '石川県',
  municipality: '輪島市',
  price_man_yen: 250,
  image: null,
  reception: true,
  seller: { id: 77, name: '売主' },
} as unknown as PropertyDetail;

const ARTICLE = fakeStaffArticle({ tags: [] });

const json = (body: unknown): FakeAnswer => ({ body });

/** The API of these tests, answered by path (any query); anything else falls through to base data and 404. */
const ANSWERS = {
  [`GET ${CONTACTS}`]: json(fakeList([fakeContact({ contact_id: 3 })])),
  'GET /api/my-page/questionnaires': json({ questionnaires: [{ type: QUESTIONNAIRE_PURPOSE, answer: null }], tutorials: [] }),
  'GET /api/my-page/topics': json({ items: [{ id: 7, title: 'メンテナンスのお知らせ', body: '本文', published_at: '2026-11-01T00:00:00.000Z' }] }),
  'GET /api/my-page/topics/7': json({ id: 7, title: 'メンテナンスのお知らせ', body: '夜間に止まります。', published_at: '2026-11-01T00:00:00.000Z' }),
  'GET /api/favorites': json(page([])),
  'GET /api/favorites/article': json(page([])),
  'GET /api/favorites/solution': json(page([], { page: 2, total: 11 })),
  'GET /api/my-page/contacts/3': json(fakeDetail({ contact_id: 3 })),
  'GET /api/my-page/contacts/3/messages': json({ items: [fakeMessage({ id: 1, contact_id: 3 })], hasMore: false }),
  'GET /api/my-page/projects/12/contacts': json([fakeContact({ contact_id: 4, is_seller: true, property: { ...fakeContact({ contact_id: 4 }).property, property_id: 12 } })]),
  'GET /api/properties/42': json(ENQUIRY_PROPERTY),
  'GET /api/my-page/project': json(page([POSTED])),
  'GET /api/my-page/project/12': json({ property: POSTED }),
  'GET /api/my-page/mail-settings': json({ success: true, mailReceivingSettings: { waitingForReopening: true, newProperties: true, others: false } }),
  'GET /api/my-page/profile': json({ success: true, profile: fakeProfile() }),
  'GET /api/my-page/email-change': json({ success: true, pending: { email: 'hanako.new@example.jp', expires_at: '2026-11-02T00:00:00.000Z' } }),
  'GET /api/my-page/partner': json({ partner: null, referrals: [], rewards: [] }),
  'GET /api/my-page/user/messages': json({ items: [], unreadIds: [] }),
  'GET /api/my-page/consulting/requests': json({ items: [REQUEST] }),
  'GET /api/my-page/consulting/requests/5': json(REQUEST),
  'GET /api/my-page/consulting/threads': json({ items: [THREAD] }),
  'GET /api/my-page/consulting/threads/9': json(THREAD),
  'GET /api/my-page/consulting/threads/9/messages': json({ items: [CONSULTING_MESSAGE], hasMore: false }),
  'GET /api/my-page/consulting/subjects/solution/3': json({ type: 'solution', subject_id: 3, title: '古い家は直して住めますか', thread: { ...THREAD, type: 'solution', subject_id: 3, request_id: null, request_status: null } }),
  'GET /api/staff/review': json({ items: [] }),
  'GET /api/staff/partners': json({ items: [] }),
  'GET /api/staff/partner-rewards': json({ items: [] }),
  'GET /api/staff/partner-referrals': json({ items: [] }),
  'GET /api/staff/users/search': json({ items: [fakeStaffUserItem()], total: 1, page: 1, perPage: 20, q: '' }),
  'GET /api/staff/users/5': json(fakeStaffUserDetail()),
  'GET /api/staff/audit': json({ items: [fakeAuditItem()], total: 1, page: 1, perPage: 50 }),
  'GET /api/staff/akiyabank/municipalities': json({ items: [] }),
  'GET /api/staff/consulting/requests': json({ items: [] }),
  'GET /api/staff/consulting/requests/5': json(REQUEST),
  'GET /api/staff/consulting/threads': json({ items: [] }),
  'GET /api/staff/consulting/threads/9': json(THREAD),
  'GET /api/staff/consulting/threads/9/messages': json({ items: [{ ...CONSULTING_MESSAGE, from_operator: false, body: 'よろしくお願いします。' }], hasMore: false }),
  'GET /api/staff/articles': json(page([ARTICLE])),
  'GET /api/staff/articles/41': json(ARTICLE),
};

function api(baseData: BaseData, first: FakeHandler = () => undefined) {
  const table = answersByRoute(ANSWERS);
  return mockFetch(async (url, request) => (await first(url, request)) ?? table(url, request), { baseData });
}

interface Case {
  path: string;
  who: () => BaseData;
  /** What the page's own loader asks for, besides base data and (in the frame) the contact list. */
  loads: string[];
  /** Text of the page's content: the page itself rendered (not a loading state). */
  shows: string;
  /** Outside the my-page frame: no contact list unless the page loads it. */
  outsideFrame?: boolean;
}

async function expectCovered({ path, who, loads, shows, outsideFrame }: Case, first?: FakeHandler) {
  const fetchMock = api(who(), first);
  const { loaded, extra, container } = await checkLoaderCoverage(routes, path, fetchMock);
  expect(extra).toEqual([]);
  expect([...loaded].sort()).toEqual([BASE, ...(outsideFrame ? [] : [CONTACTS]), ...loads].sort());
  expect(container).toHaveTextContent(shows);
  return container;
}

const threadMessages = (contactId: number) => `/api/my-page/contacts/${contactId}/messages?limit=${DEAL_LIMITS.messagesPageSize}`;

describe('a signed-in buyer: every page’s first render is loaded by its routes’ loaders', () => {
  const cases: Case[] = [
    { path: '/my-page', who: buyer, loads: ['/api/my-page/questionnaires', '/api/my-page/topics'], shows: 'メンテナンスのお知らせ' },
    // The inbox reads the contact list (and its unread marks), which the frame's loader loads.
    { path: '/my-page/messages', who: buyer, loads: [], shows: '物件3' },
    { path: '/my-page/messages/type/buyer/page/1', who: buyer, loads: [], shows: '物件3' },
    { path: '/my-page/messages/3', who: buyer, loads: ['/api/my-page/contacts/3', threadMessages(3)], shows: 'メッセージ1' },
    { path: '/my-page/purchase/3', who: buyer, loads: ['/api/my-page/contacts/3'], shows: '購入申込書' },
    { path: '/my-page/response-purchase/3', who: buyer, loads: ['/api/my-page/contacts/3'], shows: '購入申込書の確認' },
    { path: '/my-page/list', who: buyer, loads: ['/api/favorites', '/api/favorites/article', '/api/favorites/solution'], shows: 'お気に入り一覧' },
    { path: '/my-page/list/items', who: buyer, loads: ['/api/favorites', '/api/favorites/article', '/api/favorites/solution'], shows: 'お気に入りのすべて' },
    { path: '/my-page/list/favorite', who: buyer, loads: ['/api/favorites'], shows: 'お気に入りに登録した物件はまだありません' },
    { path: '/my-page/list/article', who: buyer, loads: ['/api/favorites/article'], shows: 'お気に入りに登録した記事はまだありません' },
    { path: '/my-page/list/solution/page/2', who: buyer, loads: ['/api/favorites/solution?page=2'], shows: 'お気に入りの公開Q&A（2ページ目）' },
    { path: '/my-page/profile', who: buyer, loads: ['/api/my-page/profile', '/api/my-page/email-change'], shows: 'hanako.new@example.jp' },
    { path: '/my-page/profile/update?id=3', who: buyer, loads: ['/api/my-page/profile'], shows: '変更を申請する' },
    { path: '/my-page/profile/withdraw', who: buyer, loads: ['/api/my-page/profile'], shows: 'hanako@example.jp' },
    { path: '/my-page/mail-settings', who: buyer, loads: ['/api/my-page/mail-settings'], shows: MAIL_RECEIVING_LABELS.newProperties.label },
    { path: '/my-page/ouendan', who: buyer, loads: ['/api/my-page/partner'], shows: '応援団としての活動記録はまだありません' },
    { path: '/my-page/user/messages', who: buyer, loads: ['/api/my-page/user/messages'], shows: USER_MESSAGE_TEXTS.empty },
    { path: '/my-page/topics/7', who: buyer, loads: ['/api/my-page/topics/7'], shows: '夜間に止まります。' },
    { path: '/my-page/airyflow', who: buyer, loads: ['/api/my-page/consulting/requests'], shows: '長野県上田市' },
    {
      path: '/my-page/airyflow/5',
      who: buyer,
      loads: ['/api/my-page/consulting/requests/5', '/api/my-page/consulting/threads/9', '/api/my-page/consulting/threads/9/messages'],
      shows: CONSULTING_MESSAGE.body,
    },
    { path: '/my-page/consultings', who: buyer, loads: ['/api/my-page/consulting/threads'], shows: THREAD.title },
    { path: '/my-page/consultings/9', who: buyer, loads: ['/api/my-page/consulting/threads/9', '/api/my-page/consulting/threads/9/messages'], shows: CONSULTING_MESSAGE.body },
    {
      path: '/my-page/consultings/solution/3',
      who: buyer,
      loads: ['/api/my-page/consulting/subjects/solution/3', '/api/my-page/consulting/threads/9/messages'],
      shows: CONSULTING_MESSAGE.body,
    },
    { path: '/contact/project/42', who: buyer, loads: ['/api/properties/42', CONTACTS], shows: '海の見える古民家', outsideFrame: true },
  ];

  test.each(cases)('$path', async (c) => {
    await expectCovered(c);
  });

  test('the home page’s questionnaire is in its first render', async () => {
    const container = await expectCovered(cases[0]);
    expect(container).toHaveTextContent(QUESTIONNAIRE_TEXTS.title);
  });

  test('a page that is the 404 page (an id that is not digits) loads nothing of its own', async () => {
    await expectCovered({ path: '/my-page/messages/x3', who: buyer, loads: [], shows: ERROR_PAGE.notFoundRoute });
  });
});

describe('a signed-in seller', () => {
  test.each<Case>([
    { path: '/my-page/project', who: seller, loads: ['/api/my-page/project?page=1'], shows: POSTED.title },
    { path: '/my-page/project/page/2', who: seller, loads: ['/api/my-page/project?page=2'], shows: POSTED.title },
    { path: '/my-page/change-publish/12', who: seller, loads: ['/api/my-page/project/12'], shows: POSTED.title },
    { path: '/my-page/project/messages/12', who: seller, loads: ['/api/my-page/projects/12/contacts'], shows: '物件4への問い合わせ' },
  ])('$path', async (c) => {
    await expectCovered(c);
  });
});

describe('staff', () => {
  test.each<Case>([
    { path: '/my-page/staff/review', who: staff, loads: ['/api/staff/review?status=pending'], shows: '投稿の審査' },
    { path: '/my-page/staff/messages', who: staff, loads: ['/api/staff/review?status=pending'], shows: '会員' },
    { path: '/my-page/staff/partners', who: staff, loads: ['/api/staff/partners', '/api/staff/partner-rewards', '/api/staff/partner-referrals'], shows: '応援団の管理（スタッフ）' },
    { path: '/my-page/staff/users', who: staff, loads: ['/api/staff/users/search'], shows: 'seller2@example.jp' },
    { path: '/my-page/staff/users?q=seller2&page=2', who: staff, loads: ['/api/staff/users/search?q=seller2&page=2'], shows: 'seller2@example.jp' },
    { path: '/my-page/staff/users/5', who: staff, loads: ['/api/staff/users/5', '/api/staff/audit?targetType=user&targetId=5'], shows: '規約違反のため' },
    { path: '/my-page/staff/audit', who: staff, loads: ['/api/staff/audit'], shows: 'アカウントを無効化' },
    { path: '/my-page/staff/akiyabank', who: staff, loads: ['/api/staff/akiyabank/municipalities'], shows: '空き家バンクの自治体（スタッフ）' },
    { path: '/my-page/staff/consulting', who: staff, loads: ['/api/staff/consulting/requests', '/api/staff/consulting/threads'], shows: 'コンサルティングの受付（スタッフ）' },
    {
      path: '/my-page/staff/consulting/5',
      who: staff,
      loads: ['/api/staff/consulting/requests/5', '/api/staff/consulting/threads/9', '/api/staff/consulting/threads/9/messages'],
      shows: 'よろしくお願いします。',
    },
    { path: '/my-page/staff/consulting/threads/9', who: staff, loads: ['/api/staff/consulting/threads/9', '/api/staff/consulting/threads/9/messages'], shows: 'よろしくお願いします。' },
    { path: '/my-page/staff/editorial/blog', who: staff, loads: ['/api/staff/articles?type=7'], shows: ARTICLE.title },
    { path: '/my-page/staff/editorial/blog/page/2', who: staff, loads: ['/api/staff/articles?type=7&page=2'], shows: ARTICLE.title },
    { path: '/my-page/staff/editorial/blog/41', who: staff, loads: ['/api/staff/articles/41'], shows: '状態：下書き' },
  ])('$path', async (c) => {
    await expectCovered(c);
  });

  test('a user who is not staff: the staff users, user and audit pages are the 404 page and load nothing', async () => {
    for (const path of ['/my-page/staff/users?q=seller2', '/my-page/staff/users/5', '/my-page/staff/audit']) {
      await expectCovered({ path, who: buyer, loads: [], shows: ERROR_PAGE.notFoundRoute });
      jest.restoreAllMocks();
    }
  });

  test('a user who is not staff: the staff editorial list is the 404 page and nothing of it is loaded', async () => {
    await expectCovered({ path: '/my-page/staff/editorial/blog', who: buyer, loads: [], shows: ERROR_PAGE.notFoundRoute });
  });

  const refuseStaffApi: FakeHandler = (url) =>
    url.pathname.startsWith('/api/staff/') ? { status: 404, body: { statusCode: 404, error: 'Not Found', message: MESSAGES.notFound } } : undefined;

  test('a user who is not staff: the review queue is asked as the page asks it, and its 404 is the page', async () => {
    const fetchMock = api(buyer(), refuseStaffApi);
    const { loaded, container } = await checkLoaderCoverage(routes, '/my-page/staff/review', fetchMock);
    expect([...loaded].sort()).toEqual([BASE, CONTACTS, '/api/staff/review?status=pending'].sort());
    expect(container.querySelector('[data-testid="error-page"]')).toHaveAttribute('data-status', '404');
  });

  // Known gap outside this remote (as in mfe-editorial): RTK Query asks again for a refused (rejected)
  // query when a component subscribes to it, as it has no fulfilled time. Until refusals a loader
  // settled are marked answered (shared-ui or the server's state), a page whose answer is a 404 asks
  // once more. This test starts passing then: make it a plain `test`.
  test('a user who is not staff: the 404 page of the review queue asks nothing more', async () => {
    const fetchMock = api(buyer(), refuseStaffApi);
    const { extra } = await checkLoaderCoverage(routes, '/my-page/staff/review', fetchMock);
    expect(extra).toEqual([]);
  });
});

describe('no user the login gate lets through', () => {
  test.each([
    ['a visitor', () => testBaseData()],
    ['a user whose email is not verified', () => loggedInBaseData(testUser({ email_verified_at: null }))],
  ])('%s: nothing is loaded beyond base data', async (_who, who) => {
    for (const path of ['/my-page/messages/3', '/contact/project/42']) {
      const fetchMock = api(who());
      const { loaded, extra } = await checkLoaderCoverage(routes, path, fetchMock);
      expect(loaded).toEqual([BASE]);
      expect(extra).toEqual([]);
      jest.restoreAllMocks();
    }
  });
});
