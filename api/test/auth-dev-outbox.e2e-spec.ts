import { useLoginApp } from './support/accounts';
import { Browser } from './support/browser';
import { startTestApp } from './support/test-app';
import { testEngines } from './support/test-database';

/**
 * The demo outbox (GET /api/dev/outbox): off unless DEMO_OUTBOX=1, loopback only, never in production.
 */
describe.each(testEngines())('demo outbox on %s', (engine) => {
  const { t } = useLoginApp(engine);

  describe('GET /api/dev/outbox', () => {
    it('is 404 unless DEMO_OUTBOX=1', async () => {
      expect((await new Browser(t.app).get('/api/dev/outbox')).statusCode).toBe(404);
    });

    it('lists the outbox newest first and shows one mail with its links when DEMO_OUTBOX=1', async () => {
      const demo = await startTestApp(t.db, { DEMO_OUTBOX: '1', RATE_LIMIT_ENABLED: '0', PUBLIC_URL: 'https://ieichiba.example' }, { mail: t.config.mail });
      try {
        const b = new Browser(demo.app);
        await b.post('/api/login/remember', { email: 'buyer@example.jp' });
        const list = await b.get('/api/dev/outbox');
        expect(list.statusCode).toBe(200);
        const items = list.json<{ items: { id: string; to: string; subject: string; date: string }[] }>().items;
        expect(items[0]).toMatchObject({ to: 'buyer@example.jp', subject: expect.stringContaining('パスワード再設定') });
        expect(Object.keys(items[0]).sort()).toEqual(['date', 'id', 'subject', 'to']);
        const dates = items.map((i) => i.date);
        expect([...dates].sort().reverse()).toEqual(dates);

        const one = await b.get(`/api/dev/outbox/${items[0].id}`);
        expect(one.statusCode).toBe(200);
        const mail = one.json<{ subject: string; text: string; html: string; links: string[] }>();
        expect(mail.html).toContain('<a href="https://ieichiba.example/login/reset?token=');
        expect(mail.links[0]).toMatch(/^https:\/\/ieichiba\.example\/login\/reset\?token=[A-Za-z0-9_-]{43}$/);
        for (const id of ['nope', '..%2F..%2Fetc%2Fpasswd', '20260101T000000000Z-0001-x']) {
          expect((await b.get(`/api/dev/outbox/${id}`)).statusCode).toBe(404);
        }
      } finally {
        await demo.close();
      }
    });

    it('with DEMO_OUTBOX=1 answers only loopback clients without a forwarding header', async () => {
      const demo = await startTestApp(t.db, { DEMO_OUTBOX: '1', RATE_LIMIT_ENABLED: '0', TRUST_PROXY: 'true' }, { mail: t.config.mail });
      try {
        await new Browser(demo.app).post('/api/login/remember', { email: 'buyer@example.jp' });
        const list = await new Browser(demo.app).get('/api/dev/outbox');
        expect(list.statusCode).toBe(200);
        const id = list.json<{ items: { id: string }[] }>().items[0].id;
        for (const remoteAddress of ['203.0.113.5', '192.168.1.20', '::ffff:10.0.0.8', '2001:db8::1']) {
          const stranger = new Browser(demo.app, { remoteAddress });
          expect((await stranger.get('/api/dev/outbox')).statusCode).toBe(404);
          expect((await stranger.get(`/api/dev/outbox/${id}`)).statusCode).toBe(404);
        }
        for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
          expect((await new Browser(demo.app, { remoteAddress }).get('/api/dev/outbox')).statusCode).toBe(200);
        }
        // A proxy on this machine forwards a stranger: the socket is loopback, the client is not.
        const proxied = new Browser(demo.app, { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '127.0.0.1' } });
        expect((await proxied.get('/api/dev/outbox')).statusCode).toBe(404);
        expect((await proxied.get(`/api/dev/outbox/${id}`)).statusCode).toBe(404);
      } finally {
        await demo.close();
      }
    });

    it('is 404 in production even when the configuration says otherwise', async () => {
      const prod = await startTestApp(t.db, { RATE_LIMIT_ENABLED: '0' }, { mail: t.config.mail, demoOutbox: true, nodeEnv: 'production' });
      try {
        expect((await new Browser(prod.app, { remoteAddress: '127.0.0.1' }).get('/api/dev/outbox')).statusCode).toBe(404);
      } finally {
        await prod.close();
      }
    });
  });
});
