import { listingFactRules, PREFECTURES, PRICE_TAGS, priceTagForPrice, valuesFromFacts } from '@akiya/contracts';
import { DEMO_SELLER_EMAILS } from './demo-accounts';
import { DEFAULT_LISTING_COUNT, generateListings } from './listing-generator';
import { MUNICIPALITIES } from './municipalities';
import { Prng } from './prng';
import { CATEGORIES, TAGS } from './reference-data';

describe('Prng', () => {
  it('gives the same sequence for the same seed', () => {
    const a = new Prng(42);
    const b = new Prng(42);
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(Array.from({ length: 5 }, () => b.next()));
  });

  it('stays in range', () => {
    const rng = new Prng(1);
    for (let i = 0; i < 1000; i++) {
      const n = rng.int(3, 7);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(7);
    }
  });
});

describe('generateListings', () => {
  const listings = generateListings();

  it('states facts (間取り, 交通, 用途地域…) for most listings, each passing the posting form’s rules', () => {
    const withFacts = listings.filter((l) => l.facts !== null);
    expect(withFacts.length / listings.length).toBeGreaterThan(0.8);
    expect(withFacts.length).toBeLessThan(listings.length);
    for (const l of withFacts) {
      const values = valuesFromFacts(l.facts!);
      const rules = listingFactRules(values);
      const errors = Object.entries(rules).flatMap(([field, list]) => list.map((rule) => rule(values[field as keyof typeof values])).filter((m) => m !== null).map((m) => `${l.index} ${field}: ${m}`));
      expect(errors).toEqual([]);
      if (l.landOrBuilding === 'land') expect([l.facts!.layout, l.facts!.currentStatus]).toEqual([null, null]);
      else expect(l.facts!.layout).toMatch(/^[1-9](R|K|DK|LDK|SLDK)$/);
    }
    expect(withFacts.filter((l) => l.facts!.access.length > 0).length / withFacts.length).toBeGreaterThan(0.7);
  });

  it('is deterministic', () => {
    expect(generateListings(DEFAULT_LISTING_COUNT)).toEqual(listings);
  });

  it('has at least 300 listings over all 47 prefectures, with real municipalities', () => {
    expect(listings.length).toBeGreaterThanOrEqual(300);
    expect(new Set(listings.map((l) => l.prefectureCode)).size).toBe(PREFECTURES.length);
    for (const l of listings) expect(MUNICIPALITIES[l.prefectureCode]).toContain(l.municipality);
  });

  it('gives every price tag listings, ~10% undecided and some free (0円) ones', () => {
    const counts = new Map<string | null, number>();
    for (const l of listings) {
      const tag = priceTagForPrice(l.priceManYen);
      counts.set(tag, (counts.get(tag) ?? 0) + 1);
      if (tag) expect(l.tagSlugs).toContain(tag);
    }
    for (const tag of PRICE_TAGS) expect(counts.get(tag.slug) ?? 0).toBeGreaterThan(3);
    const undecided = listings.filter((l) => l.priceManYen === null).length / listings.length;
    expect(undecided).toBeGreaterThan(0.05);
    expect(undecided).toBeLessThan(0.16);
    expect(listings.some((l) => l.priceManYen === 0)).toBe(true);
    expect(Math.max(...listings.map((l) => l.priceManYen ?? 0))).toBeGreaterThanOrEqual(20000);
  });

  it('has ~15% land-only listings without building data', () => {
    const land = listings.filter((l) => l.landOrBuilding === 'land');
    expect(land.length / listings.length).toBeGreaterThan(0.08);
    expect(land.length / listings.length).toBeLessThan(0.25);
    for (const l of land) {
      expect(l.buildingArea).toBeNull();
      expect(l.builtYear).toBeNull();
      expect(l.structure).toBeNull();
    }
  });

  it('uses plausible buildings, categories, tags, sellers and dates', () => {
    const categoryNames = new Set(CATEGORIES.map((c) => c.name));
    const tagSlugs = new Set(TAGS.map((t) => t.slug));
    for (const l of listings) {
      if (l.builtYear !== null) {
        expect(l.builtYear).toBeGreaterThanOrEqual(1900);
        expect(l.builtYear).toBeLessThanOrEqual(2015);
        expect(['木造', '鉄骨造', 'RC造']).toContain(l.structure);
      }
      for (const c of l.categoryNames) expect(categoryNames).toContain(c);
      for (const t of l.tagSlugs) expect(tagSlugs).toContain(t);
      expect(DEMO_SELLER_EMAILS).toContain(l.sellerEmail);
      expect(l.photos.length).toBeGreaterThanOrEqual(1);
      expect(l.photos.length).toBeLessThanOrEqual(3);
      expect(l.description.length).toBeGreaterThan(40);
      expect(l.title).not.toMatch(/\{\w+\}/);
      expect(l.description).not.toMatch(/\{\w+\}/);
      expect(Math.abs(l.lat - PREFECTURES.find((p) => p.code === l.prefectureCode)!.lat)).toBeLessThanOrEqual(0.25);
    }
    const times = listings.map((l) => l.publishedAt.getTime());
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(300 * 24 * 3600 * 1000);
    expect(new Set(listings.map((l) => l.sellerEmail)).size).toBe(2);
  });
});
