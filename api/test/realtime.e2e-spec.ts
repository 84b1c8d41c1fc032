import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { UpdatedUserContactEvent } from '@akiya/contracts';
import { RealtimeService } from '../src/realtime/realtime.service';
import { seedAccounts } from './support/accounts';
import type { Browser } from './support/browser';
import { createListing, enquire, party } from './support/deals';
import { madeBeforeAll, useTestApp } from './support/test-app';
import { describeRedis } from './support/redis';
import { testEngines } from './support/test-database';
import { crossEngine, listen, useTwoInstances } from './support/two-instances';

/** A minimal EventSource over node:http: collects `updated_user_contacts` events and comment lines. */
class SseClient {
  readonly events: UpdatedUserContactEvent[] = [];
  readonly comments: string[] = [];
  res!: IncomingMessage;
  private buffer = '';
  private waiters: (() => void)[] = [];
  private req!: ReturnType<typeof httpRequest>;

  static open(port: number, browser: Browser): Promise<SseClient> {
    const c = new SseClient();
    return new Promise((resolve, reject) => {
      c.req = httpRequest(
        { host: '127.0.0.1', port, path: '/api/my-page/events', headers: { cookie: [...browser.jar].map(([k, v]) => `${k}=${v}`).join('; '), accept: 'text/event-stream' } },
        (res) => {
          c.res = res;
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => c.feed(chunk));
          resolve(c);
        },
      );
      c.req.on('error', reject);
      c.req.end();
    });
  }

  private feed(chunk: string): void {
    this.buffer += chunk;
    let i: number;
    while ((i = this.buffer.indexOf('\n\n')) >= 0) {
      const block = this.buffer.slice(0, i);
      this.buffer = this.buffer.slice(i + 2);
      let event = 'message';
      let data = '';
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) this.comments.push(line.slice(1).trim());
        else if (line.startsWith('event: ')) event = line.slice(7);
        else if (line.startsWith('data: ')) data += line.slice(6);
      }
      if (event === 'updated_user_contacts' && data) this.events.push(JSON.parse(data) as UpdatedUserContactEvent);
    }
    for (const w of this.waiters.splice(0)) w();
  }

  /** Resolves when an event matching `pred` has arrived (or rejects after `ms`). */
  async waitFor(pred: (e: UpdatedUserContactEvent) => boolean, ms = 5000): Promise<UpdatedUserContactEvent> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.events.find(pred);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no matching SSE event within ${ms} ms (got ${JSON.stringify(this.events)})`);
      await new Promise<void>((r) => {
        this.waiters.push(r);
        setTimeout(r, 50);
      });
    }
  }

  close(): void {
    this.req.destroy();
  }
}

describe.each(testEngines())('realtime (SSE) on %s', (engine) => {
  const t = useTestApp(engine, { env: { RATE_LIMIT_ENABLED: '0' }, seed: seedAccounts });
  const cast = madeBeforeAll(async () => {
    const seller = await party(t, '売田');
    const buyer = await party(t, '買山');
    return { seller, buyer, propertyId: await createListing(t, seller.user.id), port: await listen(t) };
  });

  it('streams unbuffered text/event-stream and needs a verified login', async () => {
    const anon = await new Promise<number>((resolve) => httpRequest({ host: '127.0.0.1', port: cast.port, path: '/api/my-page/events' }, (res) => resolve(res.statusCode ?? 0)).end());
    expect(anon).toBe(401);
    const sse = await SseClient.open(cast.port, cast.seller.browser);
    try {
      expect(sse.res.statusCode).toBe(200);
      expect(sse.res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(sse.res.headers['cache-control']).toBe('no-store, no-transform');
      expect(sse.res.headers['x-accel-buffering']).toBe('no');
      expect(sse.res.headers['content-length']).toBeUndefined();
      // The first bytes arrive before any event: the stream is not held back.
      await new Promise((r) => setTimeout(r, 100));
      expect(sse.comments).toContain('connected');
    } finally {
      sse.close();
    }
  });

  it('pushes a change to both parties, drops stale rows on connect, sends today’s pending ones, and acks', async () => {
    // A stale row from yesterday and a pending one of today for the buyer.
    await t.dataSource.query('INSERT INTO updated_user_contacts (user_id, contact_id, created_at) VALUES (?, NULL, ?), (?, NULL, ?)', [
      cast.buyer.user.id,
      '2000-01-01 00:00:00',
      cast.buyer.user.id,
      new Date().toISOString().slice(0, 19).replace('T', ' '),
    ]);
    const buyerSse = await SseClient.open(cast.port, cast.buyer.browser);
    const sellerSse = await SseClient.open(cast.port, cast.seller.browser);
    try {
      const pending = await buyerSse.waitFor((e) => e.contact_id === null);
      const left = await t.dataSource.query('SELECT id FROM updated_user_contacts WHERE user_id = ?', [cast.buyer.user.id]);
      expect(left.map((r: { id: number }) => Number(r.id))).toEqual([pending.id]);

      // The hourly sweep removes every user's rows of earlier days.
      await t.dataSource.query('INSERT INTO updated_user_contacts (user_id, contact_id, created_at) VALUES (?, NULL, ?)', [cast.seller.user.id, '2000-01-01 00:00:00']);
      expect(await t.app.get(RealtimeService).sweepStale()).toBe(1);

      const { contact_id } = await enquire(cast.buyer.browser, cast.propertyId);
      const toSeller = await sellerSse.waitFor((e) => e.contact_id === contact_id);
      const toBuyer = await buyerSse.waitFor((e) => e.contact_id === contact_id);
      expect(toSeller.user_id).toBe(cast.seller.user.id);
      expect(toBuyer.user_id).toBe(cast.buyer.user.id);
      // The seller's reply reaches the buyer's open page.
      const sentAt = Date.now();
      const n = buyerSse.events.length;
      const reply = await cast.seller.browser.post(`/api/my-page/contacts/${contact_id}/messages`, { body: 'ご連絡ありがとうございます', clientId: 'rt-1' });
      expect(reply.statusCode).toBe(200);
      await buyerSse.waitFor((e) => e.contact_id === contact_id && buyerSse.events.indexOf(e) >= n);
      expect(Date.now() - sentAt).toBeLessThan(2000);
      // Only the owner's rows are deleted by an ack.
      const ids = buyerSse.events.map((e) => e.id);
      const foreign = await cast.seller.browser.post('/api/my-page/updated-user-contacts/ack', { ids });
      expect(foreign.json()).toEqual({ success: true, deleted: 0 });
      const own = await cast.buyer.browser.post('/api/my-page/updated-user-contacts/ack', { ids });
      expect(own.json<{ deleted: number }>().deleted).toBe(new Set(ids).size);
      expect((await cast.buyer.browser.post('/api/my-page/updated-user-contacts/ack', { ids: ['x'] })).statusCode).toBe(400);
      expect((await cast.buyer.browser.post('/api/my-page/updated-user-contacts/ack', { ids: [1] }, { csrf: false })).statusCode).toBe(403);
    } finally {
      buyerSse.close();
      sellerSse.close();
    }
  });
});

/**
 * Two API instances (two Nest apps listening on two ports) sharing one database and Redis: an event
 * published on one reaches an SSE client of the other. MariaDB when TEST_DATABASE_URL is set.
 */
describeRedis(`realtime across two API instances (Redis pub/sub, ${crossEngine})`, () => {
  const instances = useTwoInstances();
  let portB: number;

  beforeAll(async () => {
    await listen(instances.a, Number(process.env.REALTIME_TEST_PORT_A ?? 0));
    portB = await listen(instances.b, Number(process.env.REALTIME_TEST_PORT_B ?? 0));
  });

  it('delivers a change made on instance A to the open page on instance B', async () => {
    const { a } = instances;
    const seller = await party(a, '売田');
    const buyer = await party(a, '買山');
    const propertyId = await createListing(a, seller.user.id);
    const { contact_id } = await enquire(buyer.browser, propertyId);
    // The buyer's session (in Redis) works on B too; the page there opens the stream.
    const sse = await SseClient.open(portB, buyer.browser);
    try {
      expect(sse.res.statusCode).toBe(200);
      await sse.waitFor((e) => e.contact_id === contact_id); // today's pending row, sent on connect
      const n = sse.events.length;
      const sent = await seller.browser.post(`/api/my-page/contacts/${contact_id}/messages`, { body: '返信です', clientId: 'x-1' });
      expect(sent.statusCode).toBe(200);
      const e = await sse.waitFor((ev) => ev.contact_id === contact_id && sse.events.indexOf(ev) >= n);
      expect(e.user_id).toBe(buyer.user.id);
    } finally {
      sse.close();
    }
  });
});

describe('realtime stream and the session', () => {
  const t = useTestApp('sqlite', { env: { RATE_LIMIT_ENABLED: '0', SSE_HEARTBEAT_MS: '150' }, seed: seedAccounts });
  let port: number;

  beforeAll(async () => {
    port = await listen(t);
  });

  it('sends heartbeats while the session lives and ends the stream after a logout', async () => {
    const someone = await party(t, '出田');
    const sse = await SseClient.open(port, someone.browser);
    const ended = new Promise<void>((resolve) => sse.res.on('end', () => resolve()));
    try {
      const deadline = Date.now() + 3000;
      while (!sse.comments.some((c) => c.startsWith('heartbeat')) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(sse.comments.some((c) => c.startsWith('heartbeat'))).toBe(true);
      expect((await someone.browser.post('/api/logout', {})).statusCode).toBe(200);
      const outcome = await Promise.race([ended.then(() => 'ended'), new Promise((r) => setTimeout(() => r('still open'), 3000))]);
      expect(outcome).toBe('ended');
    } finally {
      sse.close();
    }
  });
});
