import { Browser } from './browser';
import { createUser, loginAs } from './accounts';
import { seedFixtures, type Fixtures } from './fixtures';
import { madeBeforeAll, type TestApp } from './test-app';

/** The public address of the editorial suites (feeds and sitemaps link to it). */
export const EDITORIAL_URL = 'https://ieichiba.example';

/** The environment of the editorial suites. */
export const EDITORIAL_ENV: Record<string, string> = { RATE_LIMIT_ENABLED: '0', PUBLIC_URL: EDITORIAL_URL };

/** Who reads and writes in an editorial suite, on the seeded listings and demo editorial content. */
export interface EditorialCast {
  fx: Fixtures;
  /** staff@example.jp, logged in. */
  staff: Browser;
  /** A verified user, logged in. */
  buyer: Browser;
  /** Logged out. */
  visitor: Browser;
  /** The demo blog draft (type 7). */
  draftBlogId: number;
}

/** Seeds the fixtures (the seed adds the demo editorial content) and logs in the cast in a beforeAll; the fields are set once it has run. */
export function useEditorialCast(t: TestApp): EditorialCast {
  return madeBeforeAll(async () => {
    const fx = await seedFixtures(t.dataSource, t.config.publicUploadsDir);
    const staff = await loginAs(t, 'staff@example.jp');
    const buyer = await loginAs(t, (await createUser(t)).email, 'secret123');
    const [draft] = await t.dataSource.query("SELECT id FROM articles WHERE status = 'draft' AND type = 7");
    return { fx, staff, buyer, visitor: new Browser(t.app), draftBlogId: Number(draft.id) };
  });
}

/** GET `url` as `b`; throws unless 200, returns the JSON body. */
export async function getJson<T>(b: Browser, url: string): Promise<T> {
  const res = await b.get(url);
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json<T>();
}
