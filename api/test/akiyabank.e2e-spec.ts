import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  BANK_MESSAGES,
  MESSAGES,
  POSTING_MESSAGES,
  formatMessage,
  type ApiErrorBody,
  type BankListResponse,
  type BankListingDetail,
  type BankManageOverview,
  type BankManagedListing,
  type BankMunicipalitySummary,
} from '@akiya/contracts';
import sharp from 'sharp';
import { insertRow } from '../src/database/sql';
import { DEMO_BANKS } from '../src/database/seeds/akiyabank-seed';
import { Browser } from './support/browser';
import { createUser, login, loginAs } from './support/accounts';
import { seedFixtures } from './support/fixtures';
import { postableCategoryId, postingMultipart, validPostingFields } from './support/posting-form';
import { startTestApp, useTestApp } from './support/test-app';
import { testEngines } from './support/test-database';

const VALID = {
  title: '日当たりの良い平屋',
  description: '昭和40年築の木造平屋です。\r\n庭があります。',
  district: '久世',
  deal_type: 'sale',
  price: '250',
  land_or_building: 'building',
  land_area: '330.5',
  building_area: '98',
  built_year: '1965',
  layout: '5DK',
  bank_number: 'No.901',
};

async function jpeg(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 90, g: 140, b: 60 } } }).jpeg().toBuffer();
}

/** A single-colour PNG: many pixels, few bytes (7071×7071 is just under IMAGE_MAX_PIXELS' 50 million). */
async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 180, b: 150 } } }).png({ compressionLevel: 9 }).toBuffer();
}

/**
 * The vacant-house bank: the seeded demo banks, the public list with its prefecture and municipality
 * filters and paging, a listing's page, and a municipality's management (members only, own listings
 * only, rules with Japanese messages, photos through the upload pipeline, publish/unpublish).
 */
describe.each(testEngines())('akiyabank on %s', (engine) => {
  const t = useTestApp(engine, { env: { RATE_LIMIT_ENABLED: '0' } });
  let visitor: Browser;
  let member: Browser;
  let otherMember: Browser;
  let stranger: Browser;
  let municipalities: BankMunicipalitySummary[];

  beforeAll(async () => {
    await seedFixtures(t.dataSource, t.config.publicUploadsDir);
    visitor = new Browser(t.app);
    member = await loginAs(t, 'bank@example.jp');
    // A member of the second demo municipality.
    const other = await createUser(t);
    const iiyama: { id: number | string }[] = await t.dataSource.query('SELECT id FROM bank_municipalities WHERE name = ?', ['飯山市']);
    await insertRow(t.dataSource.manager, 'bank_members', { municipality_id: Number(iiyama[0].id), user_id: other.id });
    otherMember = await loginAs(t, other.email, 'secret123');
    const plain = await createUser(t);
    stranger = await loginAs(t, plain.email, 'secret123');
    municipalities = (await visitor.get('/api/akiyabank/municipalities')).json<BankMunicipalitySummary[]>();
  });

  const list = async (query = ''): Promise<BankListResponse> => {
    const res = await visitor.get(`/api/akiyabank/listings${query}`);
    expect(res.statusCode).toBe(200);
    return res.json<BankListResponse>();
  };
  const idOf = (name: string) => municipalities.find((m) => m.name === name)!.id;

  it('seeds three municipalities with ten published listings each', () => {
    expect(municipalities.map((m) => [m.prefecture_name, m.name, m.listing_count])).toEqual([
      ['長野県', '飯山市', 10],
      ['岡山県', '真庭市', 10],
      ['高知県', '四万十町', 10],
    ]);
    expect(DEMO_BANKS).toHaveLength(3);
  });

  it('lists every bank listing, newest first, ten a page', async () => {
    const first = await list();
    expect(first).toMatchObject({ total: 30, page: 1, limit: 10, totalPages: 3 });
    expect(first.items).toHaveLength(10);
    const dates = first.items.map((i) => i.published_at!);
    expect([...dates].sort().reverse()).toEqual(dates);
    const third = await list('?page=3');
    expect(third.items).toHaveLength(10);
    expect(new Set([...first.items, ...third.items].map((i) => i.id)).size).toBe(20);
    expect((await list('?page=4')).items).toEqual([]);
    // None of the board's own listings is in the bank.
    const boardTitles: { title: string }[] = await t.dataSource.query('SELECT title FROM properties');
    expect(first.items.some((i) => boardTitles.some((b) => b.title === i.title))).toBe(false);
  });

  it('filters by prefecture and by municipality', async () => {
    const okayama = await list('?prefecture=33');
    expect(okayama.total).toBe(10);
    expect(okayama.items.every((i) => i.municipality.name === '真庭市' && i.municipality.prefecture_name === '岡山県')).toBe(true);
    const shimanto = await list(`?municipality=${idOf('四万十町')}`);
    expect(shimanto.total).toBe(10);
    expect(shimanto.items.every((i) => i.municipality.bank_name === '四万十町空き家バンク')).toBe(true);
    expect((await list(`?prefecture=33&municipality=${idOf('四万十町')}`)).total).toBe(0);
    expect((await list('?prefecture=13')).total).toBe(0);
  });

  it.each([
    ['?page=0', 'page', MESSAGES.invalidPage],
    ['?prefecture=48', 'prefecture', MESSAGES.invalidArea],
    ['?municipality=abc', 'municipality', BANK_MESSAGES.invalidMunicipality],
    ['?sort=new', 'sort', MESSAGES.unknownParameter],
  ])('refuses the query %s with a Japanese message', async (query, field, message) => {
    const res = await visitor.get(`/api/akiyabank/listings${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiErrorBody>().errors?.[field]).toEqual([message]);
  });

  it("shows a listing with its municipality's terms, contact and photos", async () => {
    const [item] = (await list(`?municipality=${idOf('真庭市')}`)).items;
    const res = await visitor.get(`/api/akiyabank/listings/${item.id}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json<BankListingDetail>();
    expect(detail.municipality).toMatchObject({ name: '真庭市', office_phone: '0867-42-1111', office_name: '真庭市 建設部 住宅政策課' });
    expect(detail.municipality.terms).toContain('真庭市空き家情報バンク');
    expect(detail.photos.length).toBeGreaterThan(0);
    expect(detail.description).toContain('真庭市');
    // The fixtures seed without rendering photos; the path is where the seed renders them.
    expect(detail.photos[0].path).toMatch(new RegExp(`^/uploads/akiyabank/${item.id}/1\\.jpg$`));
    expect(existsSync(join(t.config.publicUploadsDir, 'akiyabank'))).toBe(false);
    expect((await visitor.get('/api/akiyabank/listings/999999')).statusCode).toBe(404);
    expect((await visitor.get('/api/akiyabank/listings/abc')).statusCode).toBe(400);
  });

  describe('management', () => {
    let created: BankManagedListing;

    it('needs a login; a user who is no member of a municipality gets 404', async () => {
      expect((await visitor.get('/api/akiyabank/manage')).statusCode).toBe(401);
      expect((await stranger.get('/api/akiyabank/manage')).statusCode).toBe(404);
      expect((await stranger.post('/api/akiyabank/manage/listings', VALID)).statusCode).toBe(404);
      const overview = (await member.get('/api/akiyabank/manage')).json<BankManageOverview>();
      expect(overview.municipality.name).toBe('真庭市');
      expect(overview.listings).toHaveLength(10);
    });

    it('refuses a listing breaking the rules with each field’s Japanese message', async () => {
      const res = await member.post('/api/akiyabank/manage/listings', {
        ...VALID,
        title: '',
        deal_type: 'gift',
        price: '-5',
        built_year: '65',
        land_area: 'abc',
        layout: 'x'.repeat(21),
      });
      expect(res.statusCode).toBe(400);
      const body = res.json<ApiErrorBody>();
      expect(body.message).toBe(MESSAGES.formError);
      expect(body.errors).toMatchObject({
        title: [MESSAGES.required],
        deal_type: ['選択肢から選んでください'],
        price: ['価格は0以上の整数（万円）で入力してください'],
        land_area: [MESSAGES.numericPeriod],
        layout: ['20文字以内にしてください'],
      });
      expect(body.errors?.built_year?.[0]).toMatch(/^築年は西暦4桁で入力してください/);
    });

    it('registers a draft that is not public until published, and publishing needs a photo', async () => {
      const res = await member.post('/api/akiyabank/manage/listings', VALID);
      expect(res.statusCode).toBe(201);
      created = res.json<BankManagedListing>();
      expect(created).toMatchObject({ status: 'draft', title: VALID.title, description: '昭和40年築の木造平屋です。\n庭があります。', price: 250, land_area: 330.5, built_year: 1965 });
      expect((await visitor.get(`/api/akiyabank/listings/${created.id}`)).statusCode).toBe(404);
      const publish = await member.post(`/api/akiyabank/manage/listings/${created.id}/publish`);
      expect(publish.statusCode).toBe(400);
      expect(publish.json<ApiErrorBody>().errors?.photos).toEqual([BANK_MESSAGES.publishNeedsPhoto]);
    });

    it('adds photos through the upload pipeline and refuses a file that is not an image', async () => {
      const bad = postingMultipart({}, [{ filename: 'memo.jpg', content: Buffer.from('not an image'), contentType: 'image/jpeg' }]);
      const refused = await member.request('POST', `/api/akiyabank/manage/listings/${created.id}/photos`, undefined, { raw: bad });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ApiErrorBody>().errors?.photos?.[0]).toContain('memo.jpg');

      const form = postingMultipart({ photo_comments: ['外観', '台所'] }, [
        { filename: 'a.jpg', content: await jpeg(), contentType: 'image/jpeg' },
        { filename: 'b.jpg', content: await jpeg(), contentType: 'image/jpeg' },
      ]);
      const res = await member.request('POST', `/api/akiyabank/manage/listings/${created.id}/photos`, undefined, { raw: form });
      expect(res.statusCode).toBe(200);
      const withPhotos = res.json<BankManagedListing>();
      expect(withPhotos.photos.map((p) => p.comment)).toEqual(['外観', '台所']);
      const card = await sharp(join(t.config.publicUploadsDir, withPhotos.photos[0].card_path.replace('/uploads/', ''))).metadata();
      expect([card.width, card.height]).toEqual([480, 360]);
      created = withPhotos;
    });

    it('publishes, edits and withdraws; the public list follows', async () => {
      const res = await member.post(`/api/akiyabank/manage/listings/${created.id}/publish`);
      expect(res.statusCode).toBe(200);
      expect(res.json<BankManagedListing>().status).toBe('published');
      expect((await list('?prefecture=33')).items[0].id).toBe(created.id);
      const detail = (await visitor.get(`/api/akiyabank/listings/${created.id}`)).json<BankListingDetail>();
      expect(detail.municipality.name).toBe('真庭市');

      const edit = await member.request('PUT', `/api/akiyabank/manage/listings/${created.id}`, { ...VALID, title: '価格を見直した平屋', price: '' });
      expect(edit.statusCode).toBe(200);
      expect(edit.json<BankManagedListing>()).toMatchObject({ title: '価格を見直した平屋', price: null });

      // The last photo of a published listing cannot be removed; another one can.
      const removeOne = await member.request('DELETE', `/api/akiyabank/manage/listings/${created.id}/photos/${created.photos[1].id}`);
      expect(removeOne.statusCode).toBe(200);
      const removeLast = await member.request('DELETE', `/api/akiyabank/manage/listings/${created.id}/photos/${created.photos[0].id}`);
      expect(removeLast.statusCode).toBe(400);

      const withdraw = await member.post(`/api/akiyabank/manage/listings/${created.id}/unpublish`);
      expect(withdraw.json<BankManagedListing>().status).toBe('draft');
      expect((await visitor.get(`/api/akiyabank/listings/${created.id}`)).statusCode).toBe(404);
      expect((await list('?prefecture=33')).total).toBe(10);
    });

    it("edits its bank's terms and contact (rules checked); the public listing page shows them", async () => {
      const profile = {
        bank_name: '真庭市空き家情報バンク',
        terms: '第1条 この規約は…\n\n第2条 利用者登録が必要です。',
        office_name: '真庭市 建設部 住宅政策課 空き家係',
        office_phone: '0867-42-1112',
        office_email: 'akiya2@maniwa.example.jp',
        office_hours: '平日 9:00〜17:00',
      };
      const bad = await member.request('PUT', '/api/akiyabank/manage/municipality', { ...profile, terms: '', office_phone: '0867421112' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<ApiErrorBody>().errors).toMatchObject({ terms: [MESSAGES.required], office_phone: [MESSAGES.phone] });
      expect((await stranger.request('PUT', '/api/akiyabank/manage/municipality', profile)).statusCode).toBe(404);
      const res = await member.request('PUT', '/api/akiyabank/manage/municipality', profile);
      expect(res.statusCode).toBe(200);
      expect(res.json<BankManageOverview>().municipality).toMatchObject({ office_phone: '0867-42-1112', office_hours: '平日 9:00〜17:00' });
      const [item] = (await list(`?municipality=${idOf('真庭市')}`)).items;
      const detail = (await visitor.get(`/api/akiyabank/listings/${item.id}`)).json<BankListingDetail>();
      expect(detail.municipality).toMatchObject({ office_name: '真庭市 建設部 住宅政策課 空き家係', terms: profile.terms });
      // The other municipality is untouched.
      const others = (await otherMember.get('/api/akiyabank/manage')).json<BankManageOverview>();
      expect(others.municipality.office_phone).toBe('0269-62-3111');
    });

    it('refuses a non-member with the same 404 whatever the body, before the body is checked', async () => {
      const notFound = (res: { statusCode: number; json<T>(): T }) => {
        expect(res.statusCode).toBe(404);
        expect(res.json<ApiErrorBody>()).toMatchObject({ message: MESSAGES.notFound });
        expect(res.json<ApiErrorBody>().errors).toBeUndefined();
      };
      notFound(await stranger.request('PUT', '/api/akiyabank/manage/municipality', { terms: '', office_phone: 'x', unknown: 1 }));
      notFound(await stranger.request('PUT', '/api/akiyabank/manage/municipality', {}));
      notFound(await stranger.post('/api/akiyabank/manage/listings', { ...VALID, title: '', price: '-5' }));
      notFound(await stranger.post('/api/akiyabank/manage/listings', {}));
      notFound(await stranger.request('PUT', `/api/akiyabank/manage/listings/${created.id}`, { title: '' }));
      notFound(await stranger.request('PUT', '/api/akiyabank/manage/listings/abc', VALID));
      notFound(await stranger.get('/api/akiyabank/manage/listings/abc'));
      notFound(await stranger.post('/api/akiyabank/manage/listings/abc/publish'));
      notFound(await stranger.request('DELETE', '/api/akiyabank/manage/listings/abc/photos/x'));
      notFound(await stranger.post(`/api/akiyabank/manage/listings/${created.id}/photos`, { photos: 'x' }));
      const upload = postingMultipart({ unknown: 'x' }, [{ filename: 'memo.txt', content: Buffer.from('not an image') }]);
      notFound(await stranger.request('POST', `/api/akiyabank/manage/listings/${created.id}/photos`, undefined, { raw: upload }));
    });

    it('puts bank photos through the posting photo limits: the same answer as /api/post, before anything is decoded', async () => {
      const draft = (await member.post('/api/akiyabank/manage/listings', VALID)).json<BankManagedListing>();
      // One photo over IMAGE_MAX_PIXELS (50 million by default).
      const huge = postingMultipart({}, [{ filename: 'huge.png', content: await png(7072, 7072) }]);
      const one = await member.request('POST', `/api/akiyabank/manage/listings/${draft.id}/photos`, undefined, { raw: huge });
      expect(one.statusCode).toBe(400);
      expect(one.json<ApiErrorBody>()).toMatchObject({
        message: MESSAGES.formError,
        errors: { photos: [formatMessage(POSTING_MESSAGES.photoTooManyPixels, { name: 'huge.png', max: 5000 })] },
      });

      // Ten photos just under the per-photo cap: 500 million pixels in all, over IMAGE_MAX_TOTAL_PIXELS.
      const big = await png(7071, 7071);
      const files = Array.from({ length: 10 }, (_, i) => ({ filename: `p${i}.png`, content: big }));
      const categoryId = await postableCategoryId(t.dataSource);
      const posting = await member.request('POST', '/api/post', undefined, { raw: postingMultipart(validPostingFields(categoryId), files) });
      expect(posting.statusCode).toBe(400);
      const started = Date.now();
      const bank = await member.request('POST', `/api/akiyabank/manage/listings/${draft.id}/photos`, undefined, { raw: postingMultipart({}, files) });
      const elapsed = Date.now() - started;
      expect(bank.statusCode).toBe(400);
      expect(bank.json<ApiErrorBody>()).toEqual(posting.json<ApiErrorBody>());
      expect(bank.json<ApiErrorBody>().errors?.photos).toEqual([formatMessage(POSTING_MESSAGES.photosTooManyPixels, { max: 40000 })]);
      expect(elapsed).toBeLessThan(3000); // refused from the headers: nothing decoded
      const unchanged = (await member.get(`/api/akiyabank/manage/listings/${draft.id}`)).json<BankManagedListing>();
      expect(unchanged.photos).toEqual([]);

      // A normal photo still goes through.
      const ok = await member.request('POST', `/api/akiyabank/manage/listings/${draft.id}/photos`, undefined, {
        raw: postingMultipart({}, [{ filename: 'a.jpg', content: await jpeg(), contentType: 'image/jpeg' }]),
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json<BankManagedListing>().photos).toHaveLength(1);
    });

    it("another municipality's listing is 404 for every management call", async () => {
      const base = `/api/akiyabank/manage/listings/${created.id}`;
      expect((await otherMember.get(base)).statusCode).toBe(404);
      expect((await otherMember.request('PUT', base, VALID)).statusCode).toBe(404);
      expect((await otherMember.post(`${base}/publish`)).statusCode).toBe(404);
      expect((await otherMember.request('DELETE', `${base}/photos/${created.photos[0].id}`)).statusCode).toBe(404);
      const form = postingMultipart({}, [{ filename: 'a.jpg', content: await jpeg(), contentType: 'image/jpeg' }]);
      expect((await otherMember.request('POST', `${base}/photos`, undefined, { raw: form })).statusCode).toBe(404);
      const unchanged = (await member.get(base)).json<BankManagedListing>();
      expect(unchanged.title).toBe('価格を見直した平屋');
      expect(unchanged.photos).toHaveLength(1);
      const others = (await otherMember.get('/api/akiyabank/manage')).json<BankManageOverview>();
      expect(others.municipality.name).toBe('飯山市');
      expect(others.listings.some((l) => l.id === created.id)).toBe(false);
    });
  });

  describe('upload rate limit', () => {
    it('counts bank photo uploads in the posting bucket: over the limit → 429 with Retry-After and the Japanese message', async () => {
      const limited = await startTestApp(t.db, { RATE_LIMIT_ENABLED: '1', RATE_LIMIT_POSTING_EMAIL: '2/1h', RATE_LIMIT_POSTING_IP: '100/1h' });
      try {
        const b = new Browser(limited.app);
        await login(b, 'bank@example.jp');
        const draft = (await b.post('/api/akiyabank/manage/listings', VALID)).json<BankManagedListing>();
        const upload = async () =>
          b.request('POST', `/api/akiyabank/manage/listings/${draft.id}/photos`, undefined, {
            raw: postingMultipart({}, [{ filename: 'a.jpg', content: await jpeg(), contentType: 'image/jpeg' }]),
          });
        expect((await upload()).statusCode).toBe(200);
        expect((await upload()).statusCode).toBe(200);
        const third = await upload();
        expect(third.statusCode).toBe(429);
        expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
        expect(third.json<ApiErrorBody>().message).toBe(MESSAGES.rateLimited);
        expect((await b.get(`/api/akiyabank/manage/listings/${draft.id}`)).json<BankManagedListing>().photos).toHaveLength(2);
      } finally {
        await limited.close();
      }
    });
  });
});
