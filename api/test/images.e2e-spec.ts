import { formatMessage, MESSAGES, POSTING_MESSAGES, type ApiErrorBody } from '@akiya/contracts';
import sharp from 'sharp';
import { login, seedAccounts } from './support/accounts';
import { Browser } from './support/browser';
import { postableCategoryId, postingMultipart as form, validPostingFields } from './support/posting-form';
import { startTestApp, type TestApp, useTestApp } from './support/test-app';

/** Photo limits of the posting form: pixels per photo and per request, checked from the headers. */

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 180, b: 150 } } }).png({ compressionLevel: 9 }).toBuffer();

describe('photo pixel limits', () => {
  const t = useTestApp('sqlite', { env: { RATE_LIMIT_ENABLED: '0' }, seed: seedAccounts });
  let seller: Browser;
  let valid: Record<string, string | string[]>;

  beforeAll(async () => {
    const categoryId = await postableCategoryId(t.dataSource);
    seller = new Browser(t.app);
    await login(seller, 'seller@example.jp');
    valid = validPostingFields(categoryId);
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
    const small = await startTestApp(t.db, { RATE_LIMIT_ENABLED: '0', IMAGE_MAX_PIXELS: '1000000', IMAGE_MAX_TOTAL_PIXELS: '1500000' });
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
