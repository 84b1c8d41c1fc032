import { formatMessage, MESSAGES, POSTING_MESSAGES, type ApiErrorBody } from '@akiya/contracts';
import sharp from 'sharp';
import { login, seedAccounts } from './support/accounts';
import { Browser } from './support/browser';
import { startTestApp, type TestApp } from './support/test-app';
import { createTestDatabase, type TestDatabase } from './support/test-database';

/** Photo limits of the posting form: pixels per photo and per request, checked from the headers. */

function form(fields: Record<string, string | string[]>, files: { filename: string; content: Buffer }[]): { contentType: string; payload: Buffer } {
  const boundary = `----images${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`, 'utf8'));
    }
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="${f.filename}"\r\nContent-Type: image/png\r\n\r\n`, 'utf8'),
      f.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, payload: Buffer.concat(chunks) };
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 180, b: 150 } } }).png({ compressionLevel: 9 }).toBuffer();

describe('photo pixel limits', () => {
  let db: TestDatabase;
  let t: TestApp;
  let seller: Browser;
  let valid: Record<string, string | string[]>;

  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
    t = await startTestApp(db, { RATE_LIMIT_ENABLED: '0' });
    await seedAccounts(t);
    const categoryId = String((await t.dataSource.query("SELECT id FROM categories WHERE name <> '復興応援' ORDER BY id LIMIT 1"))[0].id);
    seller = new Browser(t.app);
    await login(seller, 'seller@example.jp');
    valid = {
      title: '写真の多い古民家',
      description: '写真を確かめる物件です。',
      prefecture_code: '17',
      municipality: '輪島市',
      address_public: '輪島市河井町',
      address_private: '輪島市河井町1-2-3',
      price_man_yen: '300',
      land_or_building: 'building',
      land_area: '250.5',
      building_area: '120',
      built_year: '1970',
      structure: '木造',
      category_ids: [categoryId],
      contact_name: '売主 太郎',
      contact_name_kana: 'うりぬし\u3000たろう',
      contact_phone: '090-1234-5678',
      contact_email: 'uri@example.jp',
      agree_terms: '1',
      agree_privacy: '1',
    };
  });
  afterAll(async () => {
    await t?.close();
    await db?.drop();
  });

  const countListings = async (app: TestApp) => Number((await app.dataSource.query('SELECT COUNT(*) AS n FROM properties'))[0].n);

  it('refuses a 10000×10000 photo (100 million pixels) by its header, with a message for the user', async () => {
    const before = await countListings(t);
    const res = await seller.request('POST', '/api/post', undefined, { raw: form(valid, [{ filename: 'huge.png', content: await png(10_000, 10_000) }]) });
    expect(res.statusCode).toBe(400);
    const body = res.json<ApiErrorBody>();
    expect(body.message).toBe(MESSAGES.formError);
    expect(body.errors?.photos).toEqual([formatMessage(POSTING_MESSAGES.photoTooManyPixels, { name: 'huge.png', max: 5000 })]);
    expect(await countListings(t)).toBe(before);
  });

  it('caps the pixels of one photo (IMAGE_MAX_PIXELS) and of all photos of a request (IMAGE_MAX_TOTAL_PIXELS)', async () => {
    const small = await startTestApp(db, { RATE_LIMIT_ENABLED: '0', IMAGE_MAX_PIXELS: '1000000', IMAGE_MAX_TOTAL_PIXELS: '1500000' });
    try {
      const b = new Browser(small.app);
      await login(b, 'seller@example.jp');
      const big = await b.request('POST', '/api/post', undefined, { raw: form(valid, [{ filename: 'big.png', content: await png(1200, 1000) }]) });
      expect(big.statusCode).toBe(400);
      expect(big.json<ApiErrorBody>().errors?.photos).toEqual([formatMessage(POSTING_MESSAGES.photoTooManyPixels, { name: 'big.png', max: 100 })]);

      const photo = await png(800, 600); // 480,000 pixels: three fit, four do not
      const four = await b.request('POST', '/api/post', undefined, { raw: form(valid, [1, 2, 3, 4].map((i) => ({ filename: `p${i}.png`, content: photo }))) });
      expect(four.statusCode).toBe(400);
      expect(four.json<ApiErrorBody>().errors?.photos).toEqual([formatMessage(POSTING_MESSAGES.photosTooManyPixels, { max: 150 })]);

      const three = await b.request('POST', '/api/post', undefined, { raw: form(valid, [1, 2, 3].map((i) => ({ filename: `p${i}.png`, content: photo }))) });
      expect(three.statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });
});
