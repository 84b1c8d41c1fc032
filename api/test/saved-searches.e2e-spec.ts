import { MESSAGES, SAVED_SEARCH_MESSAGES, type ApiErrorBody, type PostingResponse, type SavedSearch, type SavedSearchListResponse } from '@akiya/contracts';
import { NewListingsDigestService } from '../src/mail-preferences/digest/new-listings-digest.service';
import { SavedSearchesService } from '../src/saved-searches/saved-searches.service';
import { UserEntity } from '../src/users/entities/user.entity';
import { createUser, loginAs, outboxMails, seedAccounts } from './support/accounts';
import { Browser } from './support/browser';
import { postableCategoryId, postingMultipart, validPostingFields } from './support/posting-form';
import { useTestApp } from './support/test-app';
import { testEngines } from './support/test-database';
import { readXml } from './support/xml';

const PUBLIC_URL = 'https://ieichiba.example';
const HOUR = 3600_000;

/** The entries of an Atom document read by a strict XML parser (throws when it is not well-formed). */
function atomEntries(xml: string): { root: string; titles: string[] } {
  let root = '';
  const titles: string[] = [];
  const stack: string[] = [];
  let text = '';
  const error = readXml(xml, (parser) => {
    parser.on('opentag', (tag) => {
      if (stack.length === 0) root = `{${tag.uri}}${tag.local}`;
      stack.push(tag.local);
      text = '';
    });
    parser.on('text', (t) => {
      text += t;
    });
    parser.on('closetag', (tag) => {
      if (tag.local === 'title' && stack[stack.length - 2] === 'entry') titles.push(text);
      stack.pop();
    });
  });
  if (error) throw new Error(error);
  return { root, titles };
}

/**
 * Saved searches with alerts and feeds (docs/search.md "Saved searches"): a board URL's combined
 * query saved (normalised), the limit of 10, owners only, CSRF, the daily alert mail per search with
 * its own unsubscribe link, and the per-search Atom feed.
 */
describe.each(testEngines())('saved searches on %s', (engine) => {
  const t = useTestApp(engine, { env: { RATE_LIMIT_ENABLED: '0', PUBLIC_URL }, seed: seedAccounts });
  let digest: NewListingsDigestService;
  let seller: Browser;
  let staff: Browser;
  let categoryId: string;

  const mailsTo = (to: string) => outboxMails(t, to);
  const buyer = async (fields: Partial<UserEntity> = {}) => {
    const user = await createUser(t, fields);
    const b = await loginAs(t, user.email, 'secret123');
    return { user, b };
  };
  const save = (b: Browser, query: string, options = {}) => b.post('/api/my-page/saved-searches', { query }, options);
  const list = async (b: Browser) => (await b.get('/api/my-page/saved-searches')).json<SavedSearchListResponse>().items;
  const publish = async (fields: Record<string, string>) => {
    const res = await seller.request('POST', '/api/post', undefined, { raw: postingMultipart({ ...validPostingFields(categoryId), ...fields }) });
    expect(res.statusCode).toBe(200);
    const { id } = res.json<PostingResponse>();
    expect((await staff.post(`/api/staff/review/${id}/approve`, {})).statusCode).toBe(200);
    return id;
  };

  beforeAll(async () => {
    categoryId = await postableCategoryId(t.dataSource);
    seller = await loginAs(t, 'seller@example.jp');
    staff = await loginAs(t, 'staff@example.jp');
    digest = t.app.get(NewListingsDigestService);
  });

  it('saves a combined board query normalised (paging dropped), named after its filters; bad input is refused', async () => {
    const { b } = await buyer();
    const res = await save(b, '?page=3&limit=20&price_to=300&land_or_building=building&area=20&word=%20古民家%20');
    expect(res.statusCode).toBe(201);
    const saved = res.json<SavedSearch>();
    expect(saved.query).toBe(`area=20&word=${encodeURIComponent('古民家')}&price_to=300&land_or_building=building`);
    expect(saved.name).toBe('長野県・「古民家」・建物・300万円以下');
    expect(saved.alert).toBe(true);
    expect(saved.feedUrl).toMatch(new RegExp(`^${PUBLIC_URL}/feed/search/[A-Za-z0-9_-]{32}\\.xml$`));
    // the same search in another order is the same search
    const again = await save(b, 'land_or_building=building&area=20&price_to=300&word=古民家');
    expect(again.statusCode).toBe(400);
    expect(again.json<ApiErrorBody>().message).toBe(SAVED_SEARCH_MESSAGES.duplicate);
    for (const bad of ['area=99', 'nope=1', 'area=13&area=14', `categoryId=999999`]) {
      const r = await save(b, bad);
      expect(r.statusCode).toBe(400);
      expect(r.json<ApiErrorBody>().message).toBe(SAVED_SEARCH_MESSAGES.queryInvalid);
    }
    expect(await list(b)).toHaveLength(1);
  });

  it('keeps at most 10 per user, answers only the owner and refuses writes without the CSRF token', async () => {
    const { b } = await buyer();
    const other = await buyer();
    for (let i = 1; i <= 10; i++) expect((await save(b, `area=${String(i).padStart(2, '0')}`)).statusCode).toBe(201);
    const eleventh = await save(b, 'area=11');
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json<ApiErrorBody>().message).toBe(SAVED_SEARCH_MESSAGES.limitReached);
    expect(SAVED_SEARCH_MESSAGES.limitReached).toContain('10件まで');
    const mine = await list(b);
    expect(mine).toHaveLength(10);

    const target = mine[0];
    const stolen = await other.b.request('PATCH', `/api/my-page/saved-searches/${target.id}`, { name: '横取り' });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json<ApiErrorBody>().message).toBe(MESSAGES.notFound);
    expect((await other.b.request('DELETE', `/api/my-page/saved-searches/${target.id}`)).statusCode).toBe(404);
    expect(await list(other.b)).toEqual([]);
    expect((await b.request('PATCH', `/api/my-page/saved-searches/${target.id}`, { name: '新しい名前' }, { csrf: false })).statusCode).toBe(403);
    expect((await b.request('DELETE', `/api/my-page/saved-searches/${target.id}`, undefined, { csrf: false })).statusCode).toBe(403);
    expect((await save(other.b, 'area=13', { csrf: false })).statusCode).toBe(403);
    expect((await list(b)).find((s) => s.id === target.id)?.name).toBe(target.name);
    expect((await new Browser(t.app).get('/api/my-page/saved-searches')).statusCode).toBe(401);

    const blank = await b.request('PATCH', `/api/my-page/saved-searches/${target.id}`, { name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<ApiErrorBody>().errors).toEqual({ name: [SAVED_SEARCH_MESSAGES.nameRequired] });
    const renamed = await b.request('PATCH', `/api/my-page/saved-searches/${target.id}`, { name: ' 実家の近く ', alert: false });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<SavedSearch>()).toMatchObject({ name: '実家の近く', alert: false });
    expect((await b.request('DELETE', `/api/my-page/saved-searches/${target.id}`)).statusCode).toBe(200);
    expect(await list(b)).toHaveLength(9);
    expect((await save(b, 'area=11')).statusCode).toBe(201);
  });

  it('mails new matches per search once, with a per-search unsubscribe link, and serves each search as an Atom feed', async () => {
    const { user, b } = await buyer();
    const disabled = await buyer();
    const withdrawn = await buyer();
    const matching = (await save(b, 'area=17&price_to=500&land_or_building=building')).json<SavedSearch>();
    const elsewhere = (await save(b, 'area=01')).json<SavedSearch>();
    const tokyo = (await save(b, 'area=13')).json<SavedSearch>();
    for (const u of [disabled, withdrawn]) expect((await save(u.b, 'area=17')).statusCode).toBe(201);
    await t.dataSource.getRepository(UserEntity).update({ id: disabled.user.id }, { disabled: true });
    await t.dataSource.getRepository(UserEntity).update({ id: withdrawn.user.id }, { withdrawnAt: new Date() });

    const wajima = await publish({ title: '輪島の平屋', prefecture_code: '17', price_man_yen: '300' });
    const ome = await publish({ title: '青梅の古家', prefecture_code: '13', municipality: '青梅市', address_public: '青梅市本町', address_private: '青梅市本町1-1', price_man_yen: '800' });

    const run = await digest.run(new Date(Date.now() + 25 * HOUR));
    expect(run.savedSearches?.failed).toBe(0);
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    const text = mails[0].text;
    expect(mails[0].subject).toBe('【家いちば】保存した検索条件に合う新着物件が2件あります');
    /** The part of the mail under one search's heading (up to the next heading). */
    const sectionOf = (name: string) => {
      const start = text.indexOf(`◆ ${name}`);
      expect(start).toBeGreaterThanOrEqual(0);
      const next = text.indexOf('◆', start + 1);
      return text.slice(start, next < 0 ? undefined : next);
    };
    expect(sectionOf(matching.name)).toContain('■ 輪島の平屋');
    expect(sectionOf(matching.name)).toContain(`${PUBLIC_URL}/project/${wajima}`);
    expect(sectionOf(matching.name)).not.toContain('青梅の古家');
    expect(sectionOf(tokyo.name)).toContain(`${PUBLIC_URL}/project/${ome}`);
    expect(sectionOf(tokyo.name)).not.toContain('輪島の平屋');
    expect(text).not.toContain(`◆ ${elsewhere.name}`);
    expect(await mailsTo(disabled.user.email)).toHaveLength(0);
    expect(await mailsTo(withdrawn.user.email)).toHaveLength(0);

    // a second run (the same time, and a day later) sends nothing new
    await digest.run(new Date(Date.now() + 25 * HOUR));
    await digest.run(new Date(Date.now() + 50 * HOUR));
    expect(await mailsTo(user.email)).toHaveLength(1);

    // the per-search link turns only that search's alert off, without a login
    const links = [...text.matchAll(/https:\/\/ieichiba\.example(\/api\/mail\/unsubscribe-search\?s=(\d+)&t=[A-Za-z0-9_-]+)/g)];
    expect(links.map((l) => Number(l[2])).sort()).toEqual([matching.id, tokyo.id].sort());
    const link = links.find((l) => Number(l[2]) === matching.id)![1];
    const forged = await new Browser(t.app).get(link.replace(`s=${matching.id}`, `s=${tokyo.id}`));
    expect(forged.statusCode).toBe(400);
    const done = await new Browser(t.app).get(link);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('配信を停止しました');
    const after = await list(b);
    expect(after.find((s) => s.id === matching.id)?.alert).toBe(false);
    expect(after.find((s) => s.id === tokyo.id)?.alert).toBe(true);
    expect(after.find((s) => s.id === elsewhere.id)?.alert).toBe(true);

    // the feed: well-formed Atom with only the matching listings; unknown token → 404
    const feed = await new Browser(t.app).get(new URL(matching.feedUrl).pathname);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('application/atom+xml');
    const parsed = atomEntries(feed.body);
    expect(parsed.root).toBe('{http://www.w3.org/2005/Atom}feed');
    expect(parsed.titles).toEqual(['輪島の平屋']);
    expect(atomEntries((await new Browser(t.app).get(new URL(tokyo.feedUrl).pathname)).body).titles).toEqual(['青梅の古家']);
    expect(atomEntries((await new Browser(t.app).get(new URL(elsewhere.feedUrl).pathname)).body).titles).toEqual([]);
    expect((await new Browser(t.app).get(`/feed/search/${'A'.repeat(32)}.xml`)).statusCode).toBe(404);
    expect((await new Browser(t.app).get('/feed/search/nope.xml')).statusCode).toBe(404);
  });

  it('serves the Atom feed of any board list\'s filters at /feed/board.xml, the same listings as the list, newest first', async () => {
    await publish({ title: '輪島の安い家', prefecture_code: '17', price_man_yen: '120' });
    await publish({ title: '輪島の高い家', prefecture_code: '17', price_man_yen: '900' });
    const anyone = new Browser(t.app);
    // sort, page and limit are the list's, not the feed's: the feed is the newest 50
    const feed = await anyone.get('/feed/board.xml?price_to=500&sort_order=price-asc&area=17&page=2');
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const parsed = atomEntries(feed.body);
    expect(parsed.root).toBe('{http://www.w3.org/2005/Atom}feed');
    const list = (await anyone.get('/api/properties?area=17&price_to=500&limit=50')).json<{ items: { title: string }[]; total: number }>();
    expect(list.total).toBeGreaterThan(1);
    expect(parsed.titles).toEqual(list.items.map((i) => i.title));
    expect(parsed.titles).toContain('輪島の安い家');
    expect(parsed.titles).not.toContain('輪島の高い家');
    expect(feed.body).toContain(`<link rel="self" type="application/atom+xml" href="${PUBLIC_URL}/feed/board.xml?area=17&amp;price_to=500"/>`);
    expect(feed.body).toContain(`<link rel="alternate" type="text/html" href="${PUBLIC_URL}/board?area=17&amp;price_to=500"/>`);
    expect(feed.body).toContain('<title>石川県・500万円以下 の新着物件 | 家いちば</title>');
    // no filter: every public listing, newest first
    const all = atomEntries((await anyone.get('/feed/board.xml')).body).titles;
    expect(all).toEqual((await anyone.get('/api/properties?limit=50')).json<{ items: { title: string }[] }>().items.map((i) => i.title));
    // the list's rules: a bad value → 400 with the field's message; an unknown category → 404
    const bad = await anyone.get('/feed/board.xml?area=99');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ApiErrorBody>().errors?.area).toBeDefined();
    expect((await anyone.get('/feed/board.xml?nope=1')).json<ApiErrorBody>().errors?.nope).toEqual([MESSAGES.unknownParameter]);
    expect((await anyone.get('/feed/board.xml?categoryId=99999')).statusCode).toBe(404);
  });

  it('two runs at the same time (two instances) send one mail', async () => {
    const { user, b } = await buyer();
    expect((await save(b, 'area=17&word=%E6%BC%81%E6%B8%AF')).statusCode).toBe(201);
    await publish({ title: '漁港の見える家', prefecture_code: '17', description: '漁港の見える家です。' });
    const alerts = t.app.get(SavedSearchesService);
    const at = new Date(Date.now() + 25 * HOUR);
    const [one, two] = await Promise.all([alerts.runAlerts(at), alerts.runAlerts(at)]);
    expect(one.failed + two.failed).toBe(0);
    expect(one.sent + two.sent).toBe(1);
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('■ 漁港の見える家');
  });
});
