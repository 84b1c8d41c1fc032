import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  formatMessage,
  MESSAGES,
  POSTING_MESSAGES,
  UPLOAD_TOTAL_LIMIT_BYTES,
  UPLOAD_TOTAL_LIMIT_MB,
  type ApiErrorBody,
  type PostingDetail,
  type PostingResponse,
  type PropertyDetail,
  type ReviewListResponse,
} from '@akiya/contracts';
import sharp from 'sharp';
import { OutboxReader } from '../src/mail/outbox-transport';
import { createUser, login, loginAs, seedAccounts } from './support/accounts';
import { Browser, type FormFile } from './support/browser';
import { useTestApp } from './support/test-app';
import { testEngines } from './support/test-database';
import { postingMultipart, validPostingFields } from './support/posting-form';

const SELLER = 'seller@example.jp';
const STAFF = 'staff@example.jp';

/** A multipart body of text fields and files (field `photos`, type image/jpeg unless given). */
function form(fields: Record<string, string | string[]>, files: FormFile[] = []): { contentType: string; payload: Buffer } {
  return postingMultipart(fields, files.map((f) => ({ contentType: 'image/jpeg', ...f })));
}

/** A JPEG with GPS and an orientation in its EXIF. */
async function gpsJpeg(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'GPS-1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '35/1 40/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '139/1 45/1 0/1' },
    })
    .toBuffer();
}

describe.each(testEngines())('posting a listing on %s', (engine) => {
  const t = useTestApp(engine, { env: { RATE_LIMIT_ENABLED: '0', LISTING_CACHE_TTL_MS: '30000' }, seed: seedAccounts });
  let categoryId: string;
  let seller: Browser;
  let staff: Browser;

  const valid = (): Record<string, string | string[]> => ({
    ...validPostingFields(categoryId, '海の見える古民家'),
    description: '日当たりの良い古民家です。\n庭もあります。',
  });

  const post = (b: Browser, fields: Record<string, string | string[]>, files: FormFile[] = []) =>
    b.request('POST', '/api/post', undefined, { raw: form(fields, files) });

  const countListings = async () => Number((await t.dataSource.query('SELECT COUNT(*) AS n FROM properties'))[0].n);
  const countFiles = (dir: string): number =>
    existsSync(dir) ? readdirSync(dir, { recursive: true }).filter((f) => statSync(join(dir, String(f))).isFile()).length : 0;

  beforeAll(async () => {
    categoryId = String((await t.dataSource.query("SELECT id FROM categories WHERE name <> '復興応援' ORDER BY id LIMIT 1"))[0].id);
    seller = await loginAs(t, SELLER);
    staff = await loginAs(t, STAFF);
  });

  it('needs a login (401), and nothing is written', async () => {
    const before = await countListings();
    const res = await post(new Browser(t.app), valid());
    expect(res.statusCode).toBe(401);
    expect(res.json<ApiErrorBody>().message).toBe(MESSAGES.loginRequired);
    expect(await countListings()).toBe(before);
  });

  it('posts a listing with photos: pending, not on the board, stripped sizes, private original, mail', async () => {
    const photo = await gpsJpeg();
    const res = await post(seller, { ...valid(), photo_comments: ['外観です', ''], saveId: '12345672026112209050734' }, [
      { filename: 'gaikan.jpg', content: photo },
      { filename: 'niwa.jpg', content: photo },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json<PostingResponse>();
    expect(body).toMatchObject({ success: true, moderation_status: 'pending', duplicate: false });

    // Not on the board until approved
    expect((await t.get(`/api/properties/${body.id}`)).statusCode).toBe(404);

    // The owner sees every field, the private address included
    const detail = (await seller.get(`/api/post/${body.id}`)).json<PostingDetail>();
    expect(detail.values).toMatchObject({
      title: '海の見える古民家',
      address_private: '輪島市河井町1-2-3',
      price_man_yen: '300',
      land_area: '250.5',
      built_year: '1970',
      category_ids: [categoryId],
      contact_phone: '090-1234-5678',
    });
    expect(detail.images).toHaveLength(2);
    expect(detail.images[0].comment).toBe('外観です');

    // Sizes: public, re-encoded, no EXIF at all; rotated by the orientation (640×480 → portrait)
    for (const path of [detail.images[0].path, detail.images[0].card_path!, detail.images[0].full_path!]) {
      const served = await t.get(path);
      expect(served.statusCode).toBe(200);
    }
    const file = join(t.config.publicUploadsDir, detail.images[0].full_path!.replace('/uploads/', ''));
    const meta = await sharp(readFileSync(file)).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([480, 640]);
    const card = await sharp(join(t.config.publicUploadsDir, detail.images[0].card_path!.replace('/uploads/', ''))).metadata();
    expect([card.width, card.height]).toEqual([480, 360]);

    // The original (with its GPS) is kept outside the public folder and not reachable
    const privateDir = join(t.config.dataDir, 'uploads', 'private');
    expect(countFiles(privateDir)).toBeGreaterThanOrEqual(2);
    const original: { original_key: string }[] = await t.dataSource.query(
      'SELECT f.original_key FROM property_image_files f JOIN property_images i ON i.id = f.image_id WHERE i.property_id = ?',
      [body.id],
    );
    expect(readFileSync(join(privateDir, original[0].original_key)).equals(photo)).toBe(true);
    expect((await sharp(photo).metadata()).exif?.length).toBeGreaterThan(0); // the test photo does carry EXIF (GPS)
    expect((await t.get(`/uploads/${original[0].original_key}`)).statusCode).toBe(404);

    const mails = await new OutboxReader(t.config.mail.outboxDir).list();
    expect(mails.some((m) => m.to === SELLER && m.subject.includes('物件のご投稿を受け付けました'))).toBe(true);
  });

  it('is idempotent: the same saveId twice (also at once) makes one listing', async () => {
    const before = await countListings();
    const fields = { ...valid(), saveId: '76543212026112209051234' };
    const [a, b] = await Promise.all([post(seller, fields), post(seller, fields)]);
    const c = await post(seller, fields);
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([200, 200, 200]);
    const ids = [a, b, c].map((r) => r.json<PostingResponse>().id);
    expect(new Set(ids).size).toBe(1);
    expect(c.json<PostingResponse>().duplicate).toBe(true);
    expect(await countListings()).toBe(before + 1);
    // Another seller with the same save id gets a listing of their own
    const other = new Browser(t.app);
    const user = await createUser(t);
    await login(other, user.email, 'secret123');
    const d = await post(other, fields);
    expect(d.json<PostingResponse>().id).not.toBe(ids[0]);
  });

  it('refuses a malformed saveId', async () => {
    const res = await post(seller, { ...valid(), saveId: '../../x' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiErrorBody>().errors).toEqual({ saveId: [POSTING_MESSAGES.invalidSaveId] });
  });

  describe('every field rule (400 入力エラーがあります。, first message per field, nothing saved)', () => {
    const cases: [string, Record<string, string | string[] | undefined>, Record<string, string>][] = [
      ['title required', { title: '' }, { title: MESSAGES.required }],
      ['title whitespace', { title: '\u3000 ' }, { title: MESSAGES.required }],
      ['title too long', { title: 'あ'.repeat(61) }, { title: formatMessage(MESSAGES.maxLength, { length: 60 }) }],
      ['description required', { description: '' }, { description: MESSAGES.required }],
      ['description too long', { description: 'x'.repeat(3001) }, { description: formatMessage(MESSAGES.maxLength, { length: 3000 }) }],
      ['prefecture required', { prefecture_code: '' }, { prefecture_code: MESSAGES.required }],
      ['prefecture unknown', { prefecture_code: '48' }, { prefecture_code: POSTING_MESSAGES.invalidPrefecture }],
      ['municipality required', { municipality: '' }, { municipality: MESSAGES.required }],
      ['municipality too long', { municipality: 'あ'.repeat(51) }, { municipality: formatMessage(MESSAGES.maxLength, { length: 50 }) }],
      ['public address required', { address_public: '' }, { address_public: MESSAGES.required }],
      ['private address required', { address_private: '' }, { address_private: MESSAGES.required }],
      ['private address too long', { address_private: 'あ'.repeat(201) }, { address_private: formatMessage(MESSAGES.maxLength, { length: 200 }) }],
      ['price required', { price_man_yen: '' }, { price_man_yen: MESSAGES.required }],
      ['price negative', { price_man_yen: '-5' }, { price_man_yen: POSTING_MESSAGES.invalidPrice }],
      ['price full-width', { price_man_yen: '３００' }, { price_man_yen: POSTING_MESSAGES.invalidPrice }],
      ['price decimal', { price_man_yen: '1.5' }, { price_man_yen: POSTING_MESSAGES.invalidPrice }],
      ['price too large', { price_man_yen: '1234567890' }, { price_man_yen: POSTING_MESSAGES.priceTooLarge }],
      ['price undecided flag bad', { price_undecided: 'yes' }, { price_undecided: POSTING_MESSAGES.invalidChoice }],
      ['kind required', { land_or_building: '' }, { land_or_building: MESSAGES.required }],
      ['kind unknown', { land_or_building: 'castle' }, { land_or_building: POSTING_MESSAGES.invalidChoice }],
      ['land area text', { land_area: '広い' }, { land_area: MESSAGES.numericPeriod }],
      ['land area zero', { land_area: '0' }, { land_area: POSTING_MESSAGES.invalidArea }],
      ['building area bad', { building_area: '12.' }, { building_area: MESSAGES.numericPeriod }],
      ['built year 2 digits', { built_year: '70' }, { built_year: formatMessage(POSTING_MESSAGES.invalidYear, { min: 1600, max: new Date().getFullYear() + 1 }) }],
      ['built year future', { built_year: '2999' }, { built_year: formatMessage(POSTING_MESSAGES.invalidYear, { min: 1600, max: new Date().getFullYear() + 1 }) }],
      ['structure unknown', { structure: '石造' }, { structure: POSTING_MESSAGES.invalidChoice }],
      ['category required', { category_ids: undefined }, { category_ids: MESSAGES.required }],
      ['category not digits', { category_ids: ['abc'] }, { category_ids: POSTING_MESSAGES.invalidCategory }],
      ['category unknown', { category_ids: ['99999'] }, { category_ids: POSTING_MESSAGES.invalidCategory }],
      ['name required', { contact_name: '' }, { contact_name: MESSAGES.required }],
      ['kana required', { contact_name_kana: '' }, { contact_name_kana: MESSAGES.required }],
      ['kana katakana', { contact_name_kana: 'ウリヌシ' }, { contact_name_kana: MESSAGES.hiragana }],
      ['phone required', { contact_phone: '' }, { contact_phone: MESSAGES.required }],
      ['phone format', { contact_phone: '09012345678' }, { contact_phone: MESSAGES.phone }],
      ['email required', { contact_email: '' }, { contact_email: MESSAGES.required }],
      ['email format', { contact_email: 'uri@' }, { contact_email: MESSAGES.email }],
      ['terms not ticked', { agree_terms: undefined }, { agree_terms: MESSAGES.required }],
      ['privacy not ticked', { agree_privacy: '0' }, { agree_privacy: MESSAGES.required }],
      ['unknown field', { nickname: 'x' }, { nickname: MESSAGES.unknownParameter }],
      ['repeated single field', { title: ['a', 'b'] }, { title: MESSAGES.invalidValue }],
      ['photo comment too long', { photo_comments: ['あ'.repeat(101)] }, { photo_comments: formatMessage(MESSAGES.maxLength, { length: 100 }) }],
    ];

    it.each(cases)('%s', async (_name, change, expected) => {
      const before = await countListings();
      const fields: Record<string, string | string[]> = valid();
      for (const [k, v] of Object.entries(change)) {
        if (v === undefined) delete fields[k];
        else fields[k] = v;
      }
      const files = change.photo_comments ? [{ filename: 'a.jpg', content: await gpsJpeg(64, 48) }] : [];
      const res = await post(seller, fields, files);
      expect(res.statusCode).toBe(400);
      const body = res.json<ApiErrorBody>();
      expect(body.message).toBe(MESSAGES.formError);
      expect(body.errors).toEqual(Object.fromEntries(Object.entries(expected).map(([k, v]) => [k, [v]])));
      expect(await countListings()).toBe(before);
    });

    it('reports every failing field at once', async () => {
      const res = await post(seller, { ...valid(), title: '', contact_phone: 'x', agree_terms: '' });
      expect(Object.keys(res.json<ApiErrorBody>().errors ?? {}).sort()).toEqual(['agree_terms', 'contact_phone', 'title']);
    });

    it('accepts 価格未定 without a price, and a land listing without building fields', async () => {
      const res = await post(seller, { ...valid(), price_undecided: '1', price_man_yen: '', land_or_building: 'land', building_area: '', built_year: '', structure: '' });
      expect(res.statusCode).toBe(200);
    });
  });

  it(`refuses an upload total over ${UPLOAD_TOTAL_LIMIT_MB} MB with the docs/product.md §5 message, saving nothing`, async () => {
    const before = await countListings();
    const publicBefore = countFiles(t.config.publicUploadsDir);
    const half = Buffer.alloc(Math.floor(UPLOAD_TOTAL_LIMIT_BYTES / 2) + 10, 0xff);
    const res = await post(seller, valid(), [
      { filename: 'a.jpg', content: half },
      { filename: 'b.jpg', content: half },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiErrorBody>()).toMatchObject({
      message: MESSAGES.formError,
      errors: { photos: [`ファイルは合計${UPLOAD_TOTAL_LIMIT_MB}MB以内にしてください`] },
    });
    expect(await countListings()).toBe(before);
    expect(countFiles(t.config.publicUploadsDir)).toBe(publicBefore);
  });

  it('says clearly that a text file renamed .jpg is not an image', async () => {
    const before = await countListings();
    const res = await post(seller, valid(), [{ filename: 'photo.jpg', content: Buffer.from('これは写真ではありません\n'.repeat(50), 'utf8') }]);
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiErrorBody>().errors).toEqual({ photos: [formatMessage(POSTING_MESSAGES.notAnImage, { name: 'photo.jpg' })] });
    expect(await countListings()).toBe(before);
  });

  it('refuses a file in another field', async () => {
    const res = await post(seller, valid(), [{ field: 'avatar', filename: 'a.jpg', content: await gpsJpeg(10, 10) }]);
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiErrorBody>().errors).toEqual({ avatar: [MESSAGES.unknownParameter] });
  });

  describe('moderation and ownership', () => {
    let id: number;

    beforeAll(async () => {
      id = (await post(seller, { ...valid(), title: '審査される家' }, [{ filename: 'a.jpg', content: await gpsJpeg() }])).json<PostingResponse>().id;
    });

    it("gives 404 for another user's listing on every seller route (two users)", async () => {
      const other = new Browser(t.app);
      const user = await createUser(t);
      await login(other, user.email, 'secret123');
      const missing = await other.get('/api/post/999999');
      const foreign = await other.get(`/api/post/${id}`);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body).toBe(missing.body);
      const edit = await other.request('POST', `/api/post/${id}`, undefined, { raw: form(valid()) });
      expect(edit.statusCode).toBe(404);
      expect((await seller.get(`/api/post/${id}`)).statusCode).toBe(200);
    });

    it('gives 404 on the staff routes to a normal user and to a visitor', async () => {
      for (const b of [seller, new Browser(t.app)]) {
        expect((await b.get('/api/staff/review')).statusCode).toBe(404);
        expect((await b.get(`/api/staff/review/${id}`)).statusCode).toBe(404);
        expect((await b.post(`/api/staff/review/${id}/approve`, {})).statusCode).toBe(404);
        expect((await b.post(`/api/staff/review/${id}/suspend`, {})).statusCode).toBe(404);
      }
      expect(((await t.dataSource.query('SELECT moderation_status FROM property_postings WHERE property_id = ?', [id])) as { moderation_status: string }[])[0].moderation_status).toBe('pending');
    });

    it('staff send back with a reason (required), the seller corrects, staff approve, suspend; a mail each time', async () => {
      const list = (await staff.get('/api/staff/review')).json<ReviewListResponse>();
      const item = list.items.find((i) => i.id === id);
      expect(item).toMatchObject({ moderation_status: 'pending', address_private: '輪島市河井町1-2-3', contact: { phone: '090-1234-5678' } });

      const noReason = await staff.post(`/api/staff/review/${id}/send-back`, { reason: '' });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json<ApiErrorBody>().errors).toEqual({ reason: [MESSAGES.required] });

      const back = await staff.post(`/api/staff/review/${id}/send-back`, { reason: '写真をもう1枚追加してください。' });
      expect(back.statusCode).toBe(200);
      const outbox = new OutboxReader(t.config.mail.outboxDir);
      const returned = (await outbox.list()).find((m) => m.to === SELLER && m.subject.includes('修正のお願い'));
      expect(returned).toBeDefined();

      const detail = (await seller.get(`/api/post/${id}`)).json<PostingDetail>();
      expect(detail).toMatchObject({ moderation_status: 'returned', moderation_reason: '写真をもう1枚追加してください。' });
      const edited = await seller.request('POST', `/api/post/${id}`, undefined, {
        raw: form({ ...valid(), title: '審査される家（修正）', keep_image_ids: [String(detail.images[0].id)], keep_image_comments: ['玄関'] }, [
          { filename: 'b.jpg', content: await gpsJpeg() },
        ]),
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json<PostingResponse>().moderation_status).toBe('pending');
      const afterEdit = (await seller.get(`/api/post/${id}`)).json<PostingDetail>();
      expect(afterEdit.images.map((i) => i.comment)).toEqual(['玄関', '']);

      // Warm the board cache, then approve: the listing must appear at once (cache dropped, index synced)
      await t.get('/api/properties?word=修正');
      const approved = await staff.post(`/api/staff/review/${id}/approve`, {});
      expect(approved.statusCode).toBe(200);
      const pub = await t.get(`/api/properties/${id}`);
      expect(pub.statusCode).toBe(200);
      expect(pub.json<PropertyDetail>()).toMatchObject({ title: '審査される家（修正）', price_man_yen: 300 });
      expect(pub.body).not.toContain('1-2-3');
      expect(pub.body).not.toContain('090-1234-5678');
      expect((await t.get('/api/properties?word=修正')).json<{ applicableIds: number[] }>().applicableIds).toContain(id);
      expect((await outbox.list()).some((m) => m.to === SELLER && m.subject.includes('掲載を開始しました'))).toBe(true);

      const suspended = await staff.post(`/api/staff/review/${id}/suspend`, { reason: '規約違反の疑い' });
      expect(suspended.statusCode).toBe(200);
      expect((await t.get(`/api/properties/${id}`)).statusCode).toBe(404);
      expect((await outbox.list()).some((m) => m.to === SELLER && m.subject.includes('掲載を停止しました'))).toBe(true);
    });
  });
});

describe('posting rate limit', () => {
  const t = useTestApp('sqlite', { env: { RATE_LIMIT_ENABLED: '1', RATE_LIMIT_POSTING_EMAIL: '2/1h', RATE_LIMIT_POSTING_IP: '100/1h' }, seed: seedAccounts });

  it('refuses the third post of one user within the window with 429, Retry-After and a Japanese message', async () => {
    const seller = await loginAs(t, SELLER);
    const send = () => seller.request('POST', '/api/post', undefined, { raw: form({ title: '' }, []) });
    expect((await send()).statusCode).toBe(400);
    expect((await send()).statusCode).toBe(400);
    const third = await send();
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect(third.json<ApiErrorBody>().message).toMatch(/しばらくしてから/);
  });
});
