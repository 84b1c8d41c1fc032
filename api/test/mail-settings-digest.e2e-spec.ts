import { DEFAULT_SEARCH_PARAMS, SELLER_MESSAGES, type BaseData, type SearchParams } from '@akiya/contracts';
import { NewListingsDigestService } from '../src/mail-preferences/digest/new-listings-digest.service';
import { UserEntity } from '../src/users/entities/user.entity';
import { createUser, loginAs, outboxMails } from './support/accounts';
import { Browser } from './support/browser';
import { seedFixtures } from './support/fixtures';
import { useTestApp } from './support/test-app';
import { testEngines } from './support/test-database';

/**
 * The daily new-listings digest for saved my-searches (issue 6, beyond the spec) and its signed
 * one-click unsubscribe link. The fixtures' publication dates are fixed, so each run passes `now`.
 */
describe.each(testEngines())('new-listings digest on %s', (engine) => {
  const t = useTestApp(engine, { env: { RATE_LIMIT_ENABLED: '0', PUBLIC_URL: 'https://ieichiba.example' } });
  let digest: NewListingsDigestService;

  const mailsTo = (to: string) => outboxMails(t, to); // the digest queues its mails (docs/mail.md): delivered first
  /** A verified user who saved `params` through the my-search panel's call. */
  const withSearch = async (params: Partial<SearchParams> | null) => {
    const user = await createUser(t);
    const b = await loginAs(t, user.email, 'secret123');
    if (params) expect((await b.post('/api/user/post-search-params', { ...DEFAULT_SEARCH_PARAMS, ...params })).statusCode).toBe(200);
    return { user, b };
  };

  beforeAll(async () => {
    await seedFixtures(t.dataSource, t.config.publicUploadsDir);
    digest = t.app.get(NewListingsDigestService);
  });

  it('mails the listings published since the last digest that match the saved search, once per window', async () => {
    const a = await withSearch({});
    const priced = await withSearch({ price_from: '1000' });
    const buildings = await withSearch({ land_or_building: 'building' });
    const off = await withSearch({});
    await off.b.post('/api/my-page/mail-settings', { type: 2, value: false });
    const none = await withSearch(null);
    const seller = await t.dataSource.getRepository(UserEntity).findOneByOrFail({ email: 'seller@example.jp' });
    seller.searchParams = JSON.stringify(DEFAULT_SEARCH_PARAMS);
    await t.dataSource.getRepository(UserEntity).save(seller);

    // 100%リフォーム済みの平屋 (price 0) was published at 2026-03-10T00:00Z
    const first = await digest.run(new Date('2026-03-10T12:00:00Z'));
    expect(first.failed).toBe(0);
    const mailA = await mailsTo(a.user.email);
    expect(mailA).toHaveLength(1);
    expect(mailA[0].subject).toBe('【家いちば】マイ検索の条件に合う新着物件が1件あります');
    expect(mailA[0].text).toContain('■ 100%リフォーム済みの平屋');
    expect(mailA[0].text).toContain('東京都青梅市／0円');
    expect(mailA[0].text).toMatch(/https:\/\/ieichiba\.example\/project\/\d+/);
    expect(mailA[0].text).toContain(`https://ieichiba.example/api/mail/unsubscribe?u=${a.user.id}&t=`);
    expect(await mailsTo(priced.user.email)).toHaveLength(0);
    expect(await mailsTo(buildings.user.email)).toHaveLength(1);
    expect(await mailsTo(off.user.email)).toHaveLength(0);
    expect(await mailsTo(none.user.email)).toHaveLength(0);
    // a seller is not told about their own listings
    expect(await mailsTo('seller@example.jp')).toHaveLength(0);

    // the same day again: nothing new is due
    expect((await digest.run(new Date('2026-03-10T18:00:00Z'))).sent).toBe(0);
    expect(await mailsTo(a.user.email)).toHaveLength(1);

    // お得な土地_角地 (land, 12000万円) at 2026-04-10: the price search gets it, the building search does not
    await digest.run(new Date('2026-04-10T12:00:00Z'));
    const pricedMails = await mailsTo(priced.user.email);
    expect(pricedMails).toHaveLength(1);
    expect(pricedMails[0].text).toContain('■ お得な土地_角地');
    expect(await mailsTo(buildings.user.email)).toHaveLength(1);
    expect(await mailsTo(a.user.email)).toHaveLength(2);
  });

  it('the signed link turns newProperties off without a login; a forged one is refused', async () => {
    const { user, b } = await withSearch({});
    await digest.run(new Date('2026-05-10T12:00:00Z'));
    const [mail] = await mailsTo(user.email);
    const link = new URL((mail.text.match(/https:\/\/ieichiba\.example\/api\/mail\/unsubscribe\?[^\s]+/) ?? [''])[0]);
    const path = `${link.pathname}${link.search}`;

    const forged = await new Browser(t.app).get(path.replace(/t=./, (m) => (m.endsWith('A') ? 't=B' : 't=A')));
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain(SELLER_MESSAGES.unsubscribeInvalid);
    const otherUser = await new Browser(t.app).get(path.replace(`u=${user.id}`, `u=${user.id + 1}`));
    expect(otherUser.statusCode).toBe(400);
    expect((await new Browser(t.app).get('/api/mail/unsubscribe?u=1')).statusCode).toBe(400);
    expect((await b.get('/api/common/base-data')).json<BaseData>().mailReceivingSettings.newProperties).toBe(true);

    const done = await new Browser(t.app).get(path);
    expect(done.statusCode).toBe(200);
    expect(done.headers['content-type']).toContain('text/html');
    expect(done.body).toContain('配信を停止しました');
    expect((await new Browser(t.app).get(path)).statusCode).toBe(200);
    expect((await b.get('/api/common/base-data')).json<BaseData>().mailReceivingSettings).toEqual({
      waitingForReopening: true,
      newProperties: false,
      others: true,
    });
    await digest.run(new Date('2026-06-10T12:00:00Z'));
    expect(await mailsTo(user.email)).toHaveLength(1);
  });
});
