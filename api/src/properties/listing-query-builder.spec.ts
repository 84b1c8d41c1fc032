import { buildListingQuery, frequencyKeysOf } from './listing-query-builder';

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
    expect(word?.from).toMatch(/^property_search_grams g0 STRAIGHT_JOIN property_search_grams g1 .* STRAIGHT_JOIN properties p ON/);
    // the category's and tag's rows join the bigrams' before the listing; parameters in textual order
    expect(word?.from).toContain(
      'STRAIGHT_JOIN property_categories pc ON pc.property_id = g0.property_id AND pc.category_id = ? STRAIGHT_JOIN property_tags pt ON pt.property_id = g0.property_id AND pt.tag_id = ? STRAIGHT_JOIN properties p',
    );
    expect(word?.params.slice(0, 4)).toEqual(['民家', 2, 5, '古民']);
    expect(word?.where.some((w) => w.includes('EXISTS'))).toBe(false);

    const place = buildListingQuery(filter, {}, counts({ 'pref:20': 300 }), mysql);
    expect(place?.start).toBe('place');
    expect(place?.from).toBe('properties p FORCE INDEX (IDX_properties_area_publish)');
    // the word's bigrams become primary-key probes, rarest first, and the 3-character term a LIKE
    expect(place?.where.filter((w) => w.includes('property_search_grams'))).toHaveLength(2);
    expect(place?.where.some((w) => w.startsWith('p.search_text LIKE'))).toBe(true);
    expect(place?.params.slice(0, 2)).toEqual(['古民', '民家']);

    const category = buildListingQuery({ categoryId: 2, tagId: 5 }, {}, counts({}), sqlite);
    expect(category?.start).toBe('category');
    expect(category?.from).toBe(
      'property_categories pc CROSS JOIN property_tags pt ON pt.property_id = pc.property_id AND pt.tag_id = ? CROSS JOIN properties p ON p.id = pc.property_id',
    );
    expect(category?.params.slice(0, 2)).toEqual([5, 2]);
    expect(category?.where.some((w) => w.includes('EXISTS'))).toBe(false);

    const tag = buildListingQuery({ categoryId: 2, tagId: 5 }, {}, counts({ 'tag:5': 10 }), mysql);
    expect(tag?.start).toBe('tag');
    expect(tag?.from).toContain('property_tags pt STRAIGHT_JOIN property_categories pc ON pc.property_id = pt.property_id AND pc.category_id = ?');
    expect(tag?.from).toContain('properties p FORCE INDEX (IDX_properties_narrow)');
  });

  it('walks a bounded range along its own index on MySQL: for the count, and for its own sort only', () => {
    const age = { builtYearFrom: 1996 };
    expect(buildListingQuery(age, {}, new Map(), mysql)?.from).toBe('properties p FORCE INDEX (IDX_properties_order_age_asc)');
    expect(buildListingQuery(age, {}, new Map(), mysql, { sort: 'age-desc' })?.from).toBe('properties p FORCE INDEX (IDX_properties_order_age_desc)');
    expect(buildListingQuery(age, {}, new Map(), mysql, { sort: 'publish-desc' })?.from).toBe('properties p');
    expect(buildListingQuery({ landAreaFrom: 200 }, {}, new Map(), mysql, { sort: 'land-asc' })?.from).toBe('properties p FORCE INDEX (IDX_properties_order_land_asc)');
    expect(buildListingQuery(age, {}, new Map(), sqlite)?.from).toBe('properties p');
  });

  it('walks every listing when nothing narrows the start, and knows an absent bigram matches nothing', () => {
    expect(buildListingQuery({ landAreaFrom: 200 }, {}, new Map(), mysql)?.start).toBe('properties');
    expect(buildListingQuery({ terms: ['家', '畑'] }, {}, new Map(), sqlite)?.start).toBe('properties');
    expect(buildListingQuery({ terms: ['温泉'] }, {}, new Map([['gram:温泉', 0]]), sqlite)).toBeNull();
  });
});
