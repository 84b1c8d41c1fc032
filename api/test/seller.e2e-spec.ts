import {
  MESSAGES,
  POSTED_PROPERTY_STATUSES,
  PUBLISH_ACTION_DONE,
  SELLER_MESSAGES,
  type ApiErrorBody,
  type ChangePublishResponse,
  type PostedPropertyListResponse,
  type PostedPropertyResponse,
  type PropertyDetail,
  type PropertyListResponse,
} from '@akiya/contracts';
import { PropertiesService } from '../src/properties/properties.service';
import { UserEntity } from '../src/users/entities/user.entity';
import { createUser, login, outboxCount, outboxMail } from './support/accounts';
import { Browser, multipart } from './support/browser';
import { FIXTURE_LISTINGS, seedFixtures, type Fixtures, PUBLISHED_LISTING } from './support/fixtures';
import { useTestApp } from './support/test-app';
import { testEngines } from './support/test-database';

const OPERATOR = 'operator-seller@example.jp';

/** The seller's my-page: posted properties, change of publication, the republish request (docs/seller.md). */
describe.each(testEngines())('seller my-page on %s', (engine) => {
  const t = useTestApp(engine, { env: { OPERATOR_EMAIL: OPERATOR, RATE_LIMIT_INQUIRY_IP: '1000/1h', RATE_LIMIT_INQUIRY_EMAIL: '5/1h', RATE_LIMIT_LOGIN_EMAIL: '1000/10m' } });
  let fx: Fixtures;
  let seller2ListingId: number;
  let ip = 0;
  /** A browser from its own address, so the per-IP limits of one test do not touch another. */
  const fresh = () => new Browser(t.app, { remoteAddress: `10.9.${Math.floor(++ip / 250)}.${ip % 250}` });
  const as = async (email: string) => {
    const b = fresh();
    await login(b, email);
    return b;
  };

  beforeAll(async () => {
    fx = await seedFixtures(t.dataSource, t.config.publicUploadsDir);
    const seller2 = await t.dataSource.getRepository(UserEntity).findOneByOrFail({ email: 'seller2@example.jp' });
    seller2ListingId = await t.app.get(PropertiesService).createListing(seller2.id, {
      title: '尾道の坂の上の家',
      description: '海が見えます。',
      prefectureCode: '34',
      municipality: '尾道市',
      addressPublic: '尾道市東土堂町',
      priceManYen: 250,
      landOrBuilding: 'building',
      landArea: 80,
      buildingArea: 60,
      builtYear: 1955,
      structure: '木造',
      ...PUBLISHED_LISTING,
      publishedAt: new Date('2026-08-01T00:00:00Z'),
      lat: null,
      lng: null,
    });
  });

  describe('GET /api/my-page/project', () => {
    it('needs a login', async () => {
      const res = await fresh().get('/api/my-page/project');
      expect(res.statusCode).toBe(401);
      expect(res.json<ApiErrorBody>().message).toBe(MESSAGES.loginRequired);
    });

    it('lists only the logged-in seller’s listings, newest first, 10 per page, with the docs/product.md §3 fields', async () => {
      const b = await as('seller@example.jp');
      const first = await b.get('/api/my-page/project');
      expect(first.statusCode).toBe(200);
      const page1 = first.json<PostedPropertyListResponse>();
      expect(page1).toMatchObject({ total: FIXTURE_LISTINGS.length, page: 1, limit: 10, totalPages: Math.ceil(FIXTURE_LISTINGS.length / 10) });
      expect(page1.items).toHaveLength(10);
      const all: number[] = [];
      for (let page = 1; page <= page1.totalPages; page++) {
        const res = await b.get(`/api/my-page/project?page=${page}`);
        all.push(...res.json<PostedPropertyListResponse>().items.map((i) => i.property_id));
      }
      expect(all.sort((a, c) => a - c)).toEqual(Object.values(fx.ids).sort((a, c) => a - c));
      expect(all).not.toContain(seller2ListingId);

      const loghouse = (await b.get(`/api/my-page/project/${fx.ids.loghouse}`)).json<PostedPropertyResponse>().property;
      expect(loghouse).toMatchObject({
        property_id: fx.ids.loghouse,
        title: 'ログハウスの別荘',
        is_published: true,
        is_suspension: false,
        is_stop_published: false,
        price_man_yen: 300,
        status: 'published',
        status_label: POSTED_PROPERTY_STATUSES.published,
        contact_count: 5,
        view_count: 0,
        published_at: '2026-01-10T00:00:00.000Z',
        can_resume_publication: false,
      });
      expect(loghouse.image).toEqual({ path: `/uploads/properties/${fx.ids.loghouse}/1.jpg`, comment: '写真1' });
      expect(Number.isNaN(Date.parse(loghouse.created_at))).toBe(false);
      const labels = Object.fromEntries(
        page1.items.concat((await b.get('/api/my-page/project?page=2')).json<PostedPropertyListResponse>().items).map((i) => [i.property_id, i.status_label]),
      );
      expect(labels[fx.ids.unpublished]).toBe(POSTED_PROPERTY_STATUSES.unpublished);
      expect(labels[fx.ids.hiragana]).toBe('商談中');
    });

    it('answers 404 past the last page, 400 for a bad page or filter; a seller without listings gets an empty page', async () => {
      const b = await as('seller@example.jp');
      const past = await b.get('/api/my-page/project?page=4');
      expect(past.statusCode).toBe(404);
      expect(past.json<ApiErrorBody>().errors).toEqual({ page: [MESSAGES.notFound] });
      for (const q of ['page=0', 'page=x', 'status=open', 'sort=asc']) {
        const res = await b.get(`/api/my-page/project?${q}`);
        expect(res.statusCode).toBe(400);
      }
      expect((await b.get('/api/my-page/project?page=abc')).json<ApiErrorBody>().message).toBe(MESSAGES.invalidPage);

      const buyer = await as('buyer@example.jp');
      const empty = await buyer.get('/api/my-page/project');
      expect(empty.statusCode).toBe(200);
      expect(empty.json<PostedPropertyListResponse>()).toEqual({ items: [], total: 0, page: 1, limit: 10, totalPages: 0 });

      const seller2 = await as('seller2@example.jp');
      const own = seller2.get('/api/my-page/project');
      expect((await own).json<PostedPropertyListResponse>().items.map((i) => i.property_id)).toEqual([seller2ListingId]);
    });

    it('status=stopped lists the stopped listings; one stopped by the operator cannot be resumed by the seller', async () => {
      const b = await as('seller@example.jp');
      const res = (await b.get('/api/my-page/project?status=stopped')).json<PostedPropertyListResponse>();
      expect(res.items.map((i) => i.property_id)).toEqual([fx.ids.stopped]);
      expect(res.items[0]).toMatchObject({ status: 'stopped', status_label: '掲載中止', can_resume_publication: false });
    });

    it('another user’s listing is 404, exactly like a missing one', async () => {
      const b = await as('seller2@example.jp');
      const other = await b.get(`/api/my-page/project/${fx.ids.loghouse}`);
      const missing = await b.get('/api/my-page/project/999999');
      expect(other.statusCode).toBe(404);
      expect(other.body).toBe(missing.body);
      expect((await b.get('/api/my-page/project/0')).statusCode).toBe(400);
    });
  });

  describe('POST /api/my-page/change-publish/:id', () => {
    const board = () => fresh().get('/api/properties?limit=50');
    const onBoard = async (id: number) => (await board()).json<PropertyListResponse>().items.some((i) => i.id === id);

    it('受付休止 and its resumption: the board shows the flag at once', async () => {
      const b = await as('seller@example.jp');
      const id = fx.ids.field;
      const res = await b.post(`/api/my-page/change-publish/${id}`, { action: 'suspend' });
      expect(res.statusCode).toBe(200);
      expect(res.json<ChangePublishResponse>()).toMatchObject({
        success: true,
        message: PUBLISH_ACTION_DONE.suspend,
        property: { property_id: id, is_suspension: true, status: 'suspended', status_label: '受付休止中' },
      });
      expect((await board()).json<PropertyListResponse>().items.find((i) => i.id === id)?.is_suspension).toBe(true);
      expect((await fresh().get(`/api/properties/${id}`)).json<PropertyDetail>().is_suspension).toBe(true);

      const again = await b.post(`/api/my-page/change-publish/${id}`, { action: 'suspend' });
      expect(again.statusCode).toBe(409);
      expect(again.json<ApiErrorBody>().message).toBe(SELLER_MESSAGES.publishActionUnavailable);

      const resumed = await b.post(`/api/my-page/change-publish/${id}`, { action: 'resume-reception' });
      expect(resumed.json<ChangePublishResponse>().property).toMatchObject({ is_suspension: false, status: 'published' });
      expect((await board()).json<PropertyListResponse>().items.find((i) => i.id === id)?.is_suspension).toBe(false);
    });

    it('掲載中止 takes the listing off the board and its page; the seller resumes it', async () => {
      const b = await as('seller@example.jp');
      const id = fx.ids.loghouse;
      expect(await onBoard(id)).toBe(true);
      const stopped = await b.post(`/api/my-page/change-publish/${id}`, { action: 'stop' });
      expect(stopped.json<ChangePublishResponse>()).toMatchObject({
        message: PUBLISH_ACTION_DONE.stop,
        property: { is_stop_published: true, status: 'stopped', can_resume_publication: true },
      });
      expect(await onBoard(id)).toBe(false);
      expect((await fresh().get(`/api/properties/${id}`)).statusCode).toBe(404);
      expect((await b.post(`/api/my-page/change-publish/${id}`, { action: 'suspend' })).statusCode).toBe(409);

      const resumed = await b.post(`/api/my-page/change-publish/${id}`, { action: 'resume-publication' });
      expect(resumed.statusCode).toBe(200);
      expect(resumed.json<ChangePublishResponse>().property).toMatchObject({ is_stop_published: false, status: 'published' });
      expect(await onBoard(id)).toBe(true);
      expect((await fresh().get(`/api/properties/${id}`)).statusCode).toBe(200);
      expect((await b.post(`/api/my-page/change-publish/${id}`, { action: 'resume-publication' })).statusCode).toBe(409);
    });

    it('a listing stopped by the operator is 409 with the republish hint', async () => {
      const b = await as('seller@example.jp');
      const res = await b.post(`/api/my-page/change-publish/${fx.ids.stopped}`, { action: 'resume-publication' });
      expect(res.statusCode).toBe(409);
      expect(res.json<ApiErrorBody>()).toMatchObject({
        message: SELLER_MESSAGES.publishResumeByOperator,
        errors: { action: [SELLER_MESSAGES.publishResumeByOperator] },
      });
    });

    it('another user’s listing is 404 and stays unchanged', async () => {
      const b = await as('seller2@example.jp');
      for (const action of ['suspend', 'stop']) {
        const res = await b.post(`/api/my-page/change-publish/${fx.ids.kominka}`, { action });
        expect(res.statusCode).toBe(404);
        expect(res.json<ApiErrorBody>().message).toBe(MESSAGES.notFound);
      }
      const buyer = await as('buyer@example.jp');
      expect((await buyer.post(`/api/my-page/change-publish/${seller2ListingId}`, { action: 'stop' })).statusCode).toBe(404);
      expect(await onBoard(fx.ids.kominka)).toBe(true);
      expect(await onBoard(seller2ListingId)).toBe(true);
      const own = await b.post(`/api/my-page/change-publish/${seller2ListingId}`, { action: 'suspend' });
      expect(own.statusCode).toBe(200);
      await b.post(`/api/my-page/change-publish/${seller2ListingId}`, { action: 'resume-reception' });
    });

    it('validates the action, needs the CSRF token and a login', async () => {
      const b = await as('seller@example.jp');
      const bad = await b.post(`/api/my-page/change-publish/${fx.ids.kominka}`, { action: 'delete' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<ApiErrorBody>()).toMatchObject({ message: MESSAGES.formError, errors: { action: [SELLER_MESSAGES.publishAction] } });
      const extra = await b.post(`/api/my-page/change-publish/${fx.ids.kominka}`, { action: 'stop', is_published: true });
      expect(extra.statusCode).toBe(400);
      expect(extra.json<ApiErrorBody>().errors).toEqual({ is_published: [MESSAGES.unknownParameter] });
      const noCsrf = await b.post(`/api/my-page/change-publish/${fx.ids.kominka}`, { action: 'stop' }, { csrf: false });
      expect(noCsrf.statusCode).toBe(403);
      expect((await fresh().post(`/api/my-page/change-publish/${fx.ids.kominka}`, { action: 'stop' })).statusCode).toBe(401);
      expect(await onBoard(fx.ids.kominka)).toBe(true);
    });
  });

  describe('POST /api/forms/republish', () => {
    it('mails the operator the seller’s request for a stopped listing', async () => {
      const b = await as('seller@example.jp');
      const res = await b.post('/api/forms/republish', { property_id: fx.ids.stopped, message: '写真を差し替えました。\n再掲載をお願いします。' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, redirect: '/message-finish' });
      const mail = await outboxMail(t, OPERATOR);
      expect(mail.subject).toBe(`【家いちば】再掲載のご依頼（物件ID ${fx.ids.stopped}）`);
      expect(mail.text).toContain('物件名：掲載中止の物件テスト');
      expect(mail.text).toContain('売主：佐藤 一郎');
      expect(mail.text).toContain('メールアドレス：seller@example.jp');
      expect(mail.text).toContain('写真を差し替えました。\n再掲載をお願いします。');
      expect(mail.text).toContain(`/project/${fx.ids.stopped}`);
    });

    it('accepts multipart form data too', async () => {
      const b = await as('seller@example.jp');
      const before = await outboxCount(t, OPERATOR);
      const res = await b.post('/api/forms/republish', undefined, {
        raw: multipart({ property_id: String(fx.ids.stopped), message: 'フォームから送信' }),
      });
      expect(res.statusCode).toBe(200);
      expect(await outboxCount(t, OPERATOR)).toBe(before + 1);
    });

    it('refuses a listing that is not stopped (400), another user’s (404), bad input (400), and a filled honeypot sends nothing', async () => {
      const b = await as('seller@example.jp');
      const before = await outboxCount(t, OPERATOR);
      const notStopped = await b.post('/api/forms/republish', { property_id: fx.ids.kominka, message: 'お願いします' });
      expect(notStopped.statusCode).toBe(400);
      expect(notStopped.json<ApiErrorBody>().errors).toEqual({ property_id: [SELLER_MESSAGES.republishNotStopped] });

      const other = await (await as('seller2@example.jp')).post('/api/forms/republish', { property_id: fx.ids.stopped, message: 'お願いします' });
      expect(other.statusCode).toBe(404);

      const invalid = await b.post('/api/forms/republish', { property_id: 'x', message: ' ' });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json<ApiErrorBody>().errors).toEqual({ property_id: [SELLER_MESSAGES.republishProperty], message: [MESSAGES.required] });
      const long = await b.post('/api/forms/republish', { property_id: fx.ids.stopped, message: 'あ'.repeat(1001) });
      expect(long.json<ApiErrorBody>().errors).toEqual({ message: ['1000文字以内にしてください'] });

      const bot = await b.post('/api/forms/republish', { property_id: fx.ids.stopped, message: 'spam', website: 'http://spam.example' });
      expect(bot.statusCode).toBe(200);
      expect(bot.json()).toEqual({ success: true, redirect: '/message-finish' });
      expect(await outboxCount(t, OPERATOR)).toBe(before);
      expect((await fresh().post('/api/forms/republish', { property_id: fx.ids.stopped, message: 'x' })).statusCode).toBe(401);
    });

    it('is rate limited per user (RATE_LIMIT_INQUIRY_EMAIL) with the Japanese message', async () => {
      const user = await createUser(t);
      const listingId = await t.app.get(PropertiesService).createListing(user.id, {
        title: '試験の家',
        description: '説明',
        prefectureCode: '13',
        municipality: '青梅市',
        addressPublic: '青梅市',
        priceManYen: 10,
        landOrBuilding: 'building',
        landArea: null,
        buildingArea: null,
        builtYear: null,
        structure: null,
        rootType: 'published',
        isPublished: true,
        isSuspension: false,
        isStopPublished: true,
        reception: true,
        areaCategoryId: null,
        publishedAt: new Date(),
        lat: null,
        lng: null,
      });
      const b = fresh();
      await login(b, user.email, 'secret123');
      for (let i = 0; i < 5; i++) {
        expect((await b.post('/api/forms/republish', { property_id: listingId, message: `依頼${i}` })).statusCode).toBe(200);
      }
      const blocked = await b.post('/api/forms/republish', { property_id: listingId, message: '依頼6' });
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.json<ApiErrorBody>()).toMatchObject({ statusCode: 429, message: SELLER_MESSAGES.inquiryRateLimited, code: 'rate-limited' });
    });
  });
});
