import type { SortOrder } from '@akiya/contracts';
import { buildListingQuery, frequencyKeysOf } from './listing-query-builder';
import type { ListingFilter, ListingRefinements } from './listing-filter';

const sqlite = { mysql: false };
const mysql = { mysql: true };

describe('buildListingQuery', () => {
  it('asks for the counts of everything the filter can start from', () => {
    expect(frequencyKeysOf({ prefectureCode: '20', cityCode: '20202', terms: ['古民家'], categoryId: 2, tagId: 5 })).toEqual([
      'gram:古民',
      'gram:民家',
      'city:20202',
      'cat:2',
      'tag:5',
    ]);
    expect(frequencyKeysOf({ prefectureCode: '20' })).toEqual(['pref:20']);
    expect(frequencyKeysOf({})).toEqual([]);
  });

  it('starts from the smallest of word, place, category and tag, and probes the rest', () => {
    const filter = { prefectureCode: '20', terms: ['古民家'], categoryId: 2, tagId: 5 };
    const counts = (over: Record<string, number>) => new Map(Object.entries({ 'gram:古民': 900, 'gram:民家': 1200, 'pref:20': 2000, 'cat:2': 19000, 'tag:5': 30000, ...over }));

    const word = buildListingQuery(filter, {}, counts({}), mysql);
    expect(word?.start).toBe('word');
    // the listing through its narrow index (the place is tested on it), the 3-character term's LIKE on
    // the narrow text row, read last; the LIKE confirms the term, so its other bigram is not probed
    expect(word?.from).toMatch(
      /^property_search_grams g0 STRAIGHT_JOIN .* STRAIGHT_JOIN properties p FORCE INDEX \(IDX_properties_narrow\) ON p\.id = g0\.property_id STRAIGHT_JOIN property_search_texts t ON t\.property_id = g0\.property_id$/,
    );
    expect(word?.from).not.toContain('property_search_grams g1');
    expect(word?.where).toContain('t.search_text LIKE ? ESCAPE ?');
    // the category's and tag's rows join the bigrams' before the listing; parameters in textual order
    expect(word?.from).toContain(
      'STRAIGHT_JOIN property_categories pc ON pc.property_id = g0.property_id AND pc.category_id = ? STRAIGHT_JOIN property_tags pt ON pt.property_id = g0.property_id AND pt.tag_id = ? STRAIGHT_JOIN properties p',
    );
    expect(word?.params.slice(0, 3)).toEqual([2, 5, '古民']);
    expect(word?.where.some((w) => w.includes('EXISTS'))).toBe(false);

    const place = buildListingQuery(filter, {}, counts({ 'pref:20': 300 }), mysql);
    expect(place?.start).toBe('place');
    expect(place?.from).toBe('properties p FORCE INDEX (IDX_properties_area_publish)');
    // the word's bigrams become primary-key probes, rarest first, and the 3-character term a LIKE
    expect(place?.where.filter((w) => w.includes('property_search_grams'))).toHaveLength(2);
    expect(place?.where).toContain('EXISTS (SELECT 1 FROM property_search_texts t WHERE t.property_id = p.id AND t.search_text LIKE ? ESCAPE ?)');
    expect(place?.where.some((w) => w.includes('p.search_text'))).toBe(false);
    expect(place?.params.slice(0, 2)).toEqual(['古民', '民家']);

    // a category with a tag and nothing else: the two row sets intersect on their copies, no listing is looked up
    const category = buildListingQuery({ categoryId: 2, tagId: 5 }, {}, counts({}), sqlite);
    expect(category?.start).toBe('category');
    expect(category?.from).toBe('property_categories pc CROSS JOIN property_tags pt ON pt.property_id = pc.property_id AND pt.tag_id = ?');
    expect(category?.params.slice(0, 2)).toEqual([5, 2]);
    expect(category?.where).toEqual(['pc.category_id = ?', 'pc.listed_at IS NOT NULL']);
    expect(category?.id).toBe('pc.property_id');
    expect(category?.orderBy).toBe('pc.listed_at DESC, pc.property_id DESC');
    expect(category?.hashJoin).toBe(true);

    // a column that is not copied (間取り) joins the listing; the copied ones are still read from the rows
    const tag = buildListingQuery({ categoryId: 2, tagId: 5, roomsFrom: 3, landAreaFrom: 100 }, {}, counts({ 'tag:5': 10 }), mysql, { sort: 'land-asc' });
    expect(tag?.start).toBe('tag');
    expect(tag?.from).toBe(
      'property_tags pt FORCE INDEX (IDX_property_tags_listed) STRAIGHT_JOIN property_categories pc ON pc.property_id = pt.property_id AND pc.category_id = ? STRAIGHT_JOIN properties p FORCE INDEX (IDX_properties_narrow) ON p.id = pt.property_id',
    );
    expect(tag?.where).toEqual(['pt.tag_id = ?', 'pt.listed_at IS NOT NULL', 'pt.land_area >= ?', 'p.layout_rooms >= ?']);
    expect(tag?.id).toBe('pt.property_id');
    expect(tag?.orderBy).toBe('pt.land_area ASC, pt.listed_at DESC, pt.property_id DESC');
    expect(tag?.hashJoin).toBe(false);
  });

  it('reads the rows of a category alone for the copied filters and sorts, and joins the listing for the rest', () => {
    const category = buildListingQuery({ categoryId: 2, landAreaFrom: 200 }, { priceTo: 300, photo: 'has' }, new Map(), mysql, { sort: 'price-asc' });
    expect(category?.from).toBe('property_categories pc FORCE INDEX (IDX_property_categories_listed)');
    expect(category?.where).toEqual([
      'pc.category_id = ?',
      'pc.listed_at IS NOT NULL',
      'pc.land_area >= ?',
      '(pc.price_man_yen <= ? OR pc.price_man_yen IS NULL)',
      'EXISTS (SELECT 1 FROM property_images pi2 WHERE pi2.property_id = pc.property_id)',
    ]);
    expect(category?.orderBy).toBe('pc.price_sort ASC, pc.listed_at DESC, pc.property_id DESC');
    // the contact sorts, the map markers (the listing's own columns) and the place filters need the listing
    for (const [filter, use] of [
      [{ categoryId: 2 }, { sort: 'contact-desc' }],
      [{ categoryId: 2 }, { sort: 'publish-desc', listing: true }],
      [{ categoryId: 2, prefectureCode: '20' }, { count: true }],
    ] as const) {
      const sql = buildListingQuery(filter, {}, new Map([['pref:20', 90_000], ['cat:2', 19_000]]), mysql, use);
      expect(sql?.start).toBe('category');
      expect(sql?.from).toContain('STRAIGHT_JOIN properties p FORCE INDEX (IDX_properties_narrow) ON p.id = pc.property_id');
    }
    // any other start reads the listing's own columns
    const all = buildListingQuery({ landAreaFrom: 200 }, { priceTo: 300 }, new Map(), sqlite, { sort: 'price-asc' });
    expect(all?.id).toBe('p.id');
    expect(all?.where[0]).toBe('p.is_published = 1 AND p.is_stop_published = 0 AND p.published_at IS NOT NULL');
    expect(all?.orderBy).toBe('p.price_sort ASC, p.published_at DESC, p.id DESC');
  });

  it('walks a bounded range along its own index on MySQL: for the count, and for its own sort only', () => {
    const age = { builtYearFrom: 1996 };
    expect(buildListingQuery(age, {}, new Map(), mysql)?.from).toBe('properties p FORCE INDEX (IDX_properties_order_age_asc)');
    expect(buildListingQuery(age, {}, new Map(), mysql, { sort: 'age-desc' })?.from).toBe('properties p FORCE INDEX (IDX_properties_order_age_desc)');
    expect(buildListingQuery(age, {}, new Map(), mysql, { sort: 'publish-desc' })?.from).toBe('properties p');
    expect(buildListingQuery({ landAreaFrom: 200 }, {}, new Map(), mysql, { sort: 'land-asc' })?.from).toBe('properties p FORCE INDEX (IDX_properties_order_land_asc)');
    expect(buildListingQuery(age, {}, new Map(), sqlite)?.from).toBe('properties p');
  });

  it('confirms a word on the search texts without the listing when nothing else needs it', () => {
    const counts = new Map(Object.entries({ 'gram:古民': 900, 'gram:民家': 1200, 'gram:温泉': 50 }));
    // word alone, default order: public and the order from the text row's copy; no listing, no other bigram
    const word = buildListingQuery({ terms: ['古民家'] }, {}, counts, mysql, { sort: 'publish-desc' });
    expect(word?.from).toBe('property_search_grams g0 STRAIGHT_JOIN property_search_texts t ON t.property_id = g0.property_id');
    expect(word?.where).toEqual(['g0.gram = ?', 't.search_text LIKE ? ESCAPE ?', 't.listed_at IS NOT NULL']);
    expect(word?.id).toBe('t.property_id');
    expect(word?.orderBy).toBe('t.listed_at DESC, t.property_id DESC');
    // another order, a price or a place reads the listing (its narrow index), the text last
    const cases: [ListingFilter, ListingRefinements, SortOrder][] = [
      [{ terms: ['古民家'] }, {}, 'price-asc'],
      [{ terms: ['古民家'] }, { priceTo: 300 }, 'publish-desc'],
      [{ terms: ['古民家'], prefectureCode: '20' }, {}, 'publish-asc'],
    ];
    for (const [filter, r, sort] of cases) {
      const q = buildListingQuery(filter, r, counts, mysql, { sort });
      expect(q?.from).toContain('STRAIGHT_JOIN properties p FORCE INDEX (IDX_properties_narrow) ON p.id = g0.property_id STRAIGHT_JOIN property_search_texts t');
      expect(q?.id).toBe('p.id');
    }
    // a word of one exact bigram plus a confirmed term keeps probing its other bigrams
    const mixed = buildListingQuery({ terms: ['温泉', '古民家'] }, {}, counts, sqlite, { sort: 'publish-desc' });
    expect(mixed?.from).toContain('property_search_grams g1');
    // one-character terms only: every search text, "new since" on the text's copy
    const text = buildListingQuery({ terms: ['家', '畑'], newSince: new Date('2026-01-01T00:00:00Z') }, {}, new Map(), sqlite, { sort: 'publish-desc' });
    expect(text?.start).toBe('text');
    expect(text?.from).toBe('property_search_texts t');
    expect(text?.where).toEqual(['t.search_text LIKE ? ESCAPE ?', 't.search_text LIKE ? ESCAPE ?', 't.listed_at IS NOT NULL', 't.listed_at >= ?']);
  });

  it('walks the treasure collection along its own index on MySQL, alone or with the narrow index', () => {
    const alone = buildListingQuery({ treasure: true }, {}, new Map(), mysql, { sort: 'publish-desc' });
    expect(alone?.from).toBe('properties p FORCE INDEX (IDX_properties_treasure)');
    expect(alone?.where).toEqual(['p.treasure_listed_at IS NOT NULL']);
    expect(alone?.orderBy).toBe('p.treasure_listed_at DESC, p.id DESC');
    expect(buildListingQuery({ treasure: true }, {}, new Map(), mysql)?.from).toBe('properties p FORCE INDEX (IDX_properties_treasure)');
    const sorted = buildListingQuery({ treasure: true }, { priceTo: 50 }, new Map(), mysql, { sort: 'price-asc' });
    expect(sorted?.from).toBe('properties tr FORCE INDEX (IDX_properties_treasure) STRAIGHT_JOIN properties p FORCE INDEX (IDX_properties_narrow) ON p.id = tr.id');
    expect(sorted?.where[0]).toBe('tr.treasure_listed_at IS NOT NULL');
    expect(sorted?.orderBy).toBe('p.price_sort ASC, tr.treasure_listed_at DESC, p.id DESC');
    // SQLite chooses its index itself; a place start tests the copy on the place's rows
    expect(buildListingQuery({ treasure: true }, {}, new Map(), sqlite, { sort: 'publish-desc' })?.from).toBe('properties p');
    expect(buildListingQuery({ treasure: true, prefectureCode: '13' }, {}, new Map([['pref:13', 10]]), mysql)?.where).toContain('p.treasure_listed_at IS NOT NULL');
  });

  it('walks every listing when nothing narrows the start, and knows an absent bigram matches nothing', () => {
    expect(buildListingQuery({ landAreaFrom: 200 }, {}, new Map(), mysql)?.start).toBe('properties');
    expect(buildListingQuery({ terms: ['家', '畑'] }, {}, new Map(), sqlite)?.start).toBe('text');
    expect(buildListingQuery({ terms: ['家', '畑'] }, { priceTo: 300 }, new Map(), mysql, { sort: 'price-asc' })?.from).toBe(
      'property_search_texts t STRAIGHT_JOIN properties p FORCE INDEX (IDX_properties_narrow) ON p.id = t.property_id',
    );
    expect(buildListingQuery({ terms: ['温泉'] }, {}, new Map([['gram:温泉', 0]]), sqlite)).toBeNull();
  });
});
