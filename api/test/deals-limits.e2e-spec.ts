import { DEAL_MESSAGES, type ApiErrorBody, type ContactListResponse } from '@akiya/contracts';
import { seedAccounts } from './support/accounts';
import { createListing, enquire, party } from './support/deals';
import { useTestApp } from './support/test-app';

/** The deals API with the rate limits on, and its compressed contact list. */
describe('deals API limits and compression (sqlite)', () => {
  const t = useTestApp('sqlite', { env: { RATE_LIMIT_ENABLED: '1' }, seed: seedAccounts });

  it('limits enquiries per user (20 an hour) with 429 and Retry-After', async () => {
    const seller = await party(t, '売田');
    const buyer = await party(t, '買山');
    const pid = await createListing(t, seller.user.id);
    for (let i = 0; i < 20; i++) {
      expect((await buyer.browser.post(`/api/contact/project/${pid}`, { message: `質問${i}`, clientId: `rl-${i}` })).statusCode).toBe(200);
    }
    const over = await buyer.browser.post(`/api/contact/project/${pid}`, { message: '質問21', clientId: 'rl-21' });
    expect(over.statusCode).toBe(429);
    expect(over.json<ApiErrorBody>().message).toBe(DEAL_MESSAGES.rateLimited);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('sends a big contact list gzip-compressed to a client that accepts it', async () => {
    const { gunzipSync } = await import('node:zlib');
    const buyer = await party(t, '多問');
    const seller = await party(t, '売多');
    for (let i = 0; i < 15; i++) {
      const pid = await createListing(t, seller.user.id, { title: `とても長い物件名の古民家と広い畑と納屋のある家 その${i}` });
      await enquire(buyer.browser, pid, 'こんにちは。'.repeat(20));
    }
    const plain = await buyer.browser.get('/api/my-page/all-contacts');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(8 * 1024);
    const zipped = await t.app.inject({ method: 'GET', url: '/api/my-page/all-contacts', headers: { cookie: [...buyer.browser.jar].map(([k, v]) => `${k}=${v}`).join('; '), 'accept-encoding': 'gzip, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(plain.json<ContactListResponse>().items).toHaveLength(15);
  });
});
