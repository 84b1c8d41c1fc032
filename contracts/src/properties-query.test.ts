import { PROPERTIES_QUERY_KEYS, validatePropertiesQuery, validateSearchParams } from './properties-query';
import { DEFAULT_SEARCH_PARAMS } from './constants';
import { FACT_MESSAGES } from './listing-facts';
import { MESSAGES } from './messages';

/** The query texts; their wording is pinned in messages.test.ts. */
const M = MESSAGES;

const ok = (query: Record<string, unknown>) => {
  const result = validatePropertiesQuery(query);
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.errors)}`);
  return result.value;
};
const errors = (query: Record<string, unknown>) => {
  const result = validatePropertiesQuery(query);
  if (result.ok) throw new Error(`expected errors, got ${JSON.stringify(result.value)}`);
  return result.errors;
};

describe('validatePropertiesQuery', () => {
  it('defaults page 1 and limit 10', () => {
    expect(ok({})).toEqual({ page: 1, limit: 10 });
  });

  it('lists its allowed keys', () => {
    expect([...PROPERTIES_QUERY_KEYS].sort()).toEqual(
      [
        'page',
        'limit',
        'area',
        'city',
        'land_area_from',
        'land_area_to',
        'rooms_from',
        'walk_to',
        'age_from',
        'age_to',
        'areaCategoryId',
        'word',
        'categoryId',
        'tagId',
        'collection',
        'sort_order',
        'price_undecided',
        'price_from',
        'price_to',
        'land_or_building',
        'photo',
        'reception',
        'publication',
      ].sort(),
    );
  });

  describe('page', () => {
    it.each([
      ['1', 1],
      ['2', 2],
      ['007', 7],
      ['9999', 9999],
      [3, 3],
      ['', 1],
      [undefined, 1],
    ])('accepts %p → %p', (page, expected) => {
      expect(ok({ page }).page).toBe(expected);
    });
    it.each(['0', '-1', '1.5', 'abc', '１', ' 1', '1e2', '99999999999999999999', 0, 1.5, ['1', '2'], true])(
      'rejects %p',
      (page) => {
        expect(errors({ page })).toEqual({ page: [M.invalidPage] });
      },
    );
  });

  describe('limit', () => {
    it.each([
      ['1', 1],
      ['10', 10],
      ['50', 50],
      [20, 20],
    ])('accepts %p', (limit, expected) => {
      expect(ok({ limit }).limit).toBe(expected);
    });
    it.each(['0', '51', '100', '-5', 'ten', '１０', 51])('rejects %p', (limit) => {
      expect(errors({ limit })).toEqual({ limit: [M.invalidLimit] });
    });
  });

  describe('filters', () => {
    it('accepts each filter alone', () => {
      expect(ok({ area: '13' })).toEqual({ page: 1, limit: 10, area: '13' });
      expect(ok({ areaCategoryId: '4' })).toEqual({ page: 1, limit: 10, areaCategoryId: 4 });
      expect(ok({ word: '  古民家 ' })).toEqual({ page: 1, limit: 10, word: '古民家' });
      expect(ok({ categoryId: 12 })).toEqual({ page: 1, limit: 10, categoryId: 12 });
      expect(ok({ tagId: ' 0-100manyen ' })).toEqual({ page: 1, limit: 10, tagId: '0-100manyen' });
      expect(ok({ tagId: 'DIY可能' }).tagId).toBe('DIY可能');
    });

    it('treats an empty filter as absent', () => {
      expect(ok({ area: '', word: '', tagId: '' })).toEqual({ page: 1, limit: 10 });
      expect(ok({ area: '', word: '古民家' }).word).toBe('古民家');
    });

    it('combines any filters (docs/search.md "Combined filters")', () => {
      expect(ok({ area: '13', word: '古民家', tagId: 'okuen', categoryId: '1', areaCategoryId: '2', collection: 'new', city: '13205' })).toEqual({
        page: 1,
        limit: 10,
        area: '13',
        city: '13205',
        word: '古民家',
        tagId: 'okuen',
        categoryId: 1,
        areaCategoryId: 2,
        collection: 'new',
      });
    });

    it('validates every filter of a combination on its own', () => {
      expect(errors({ area: '48', word: '古', categoryId: '0' })).toEqual({
        area: [M.invalidArea],
        word: [M.searchWordHint],
        categoryId: [M.invalidId],
      });
    });

    it.each(['1320', '132050', '48201', '00101', 'abcde', '１３２０５', ['13205']])('rejects city %p', (city) => {
      expect(errors({ city })).toEqual({ city: [M.invalidCity] });
    });
    it('accepts a city alone or inside its prefecture, not another one', () => {
      expect(ok({ city: '20202' }).city).toBe('20202');
      expect(ok({ city: 20202, area: '20' })).toMatchObject({ city: '20202', area: '20' });
      expect(errors({ city: '20202', area: '13' })).toEqual({ city: [M.cityNotInArea] });
    });

    it('reads the range bounds as integers, inclusive, upper ≥ lower', () => {
      expect(ok({ land_area_from: '100', land_area_to: '100', age_from: '0', age_to: '30' })).toMatchObject({
        land_area_from: 100,
        land_area_to: 100,
        age_from: 0,
        age_to: 30,
      });
      expect(ok({ land_area_to: '99999999999999999999' }).land_area_to).toBe(2_147_483_647);
      expect(errors({ land_area_from: '1.5', land_area_to: '-1', age_from: 'x', age_to: '１０' })).toEqual({
        land_area_from: [M.invalidLandArea],
        land_area_to: [M.invalidLandArea],
        age_from: [M.invalidBuildingAge],
        age_to: [M.invalidBuildingAge],
      });
      expect(errors({ land_area_from: '200', land_area_to: '100' })).toEqual({ land_area_to: [M.landAreaRangeReversed] });
      expect(errors({ age_from: '20', age_to: '10' })).toEqual({ age_to: [M.buildingAgeRangeReversed] });
    });

    it.each(['0', '00', '1', '48', '東京', 'tokyo', ['13']])('rejects area %p', (area) => {
      expect(errors({ area })).toEqual({ area: [M.invalidArea] });
    });
    it.each(['01', '47', 13])('accepts area %p', (area) => {
      expect(ok({ area }).area).toBe(String(area));
    });

    it.each(['0', '-1', 'x', '1.0', '２'])('rejects ids %p', (id) => {
      expect(errors({ areaCategoryId: id })).toEqual({ areaCategoryId: [M.invalidId] });
      expect(errors({ categoryId: id })).toEqual({ categoryId: [M.invalidId] });
    });

    it.each([
      ['1 char', 'a'],
      ['21 chars', 'あ'.repeat(21)],
      ['whitespace only', '   '],
      ['ideographic spaces only', '　　'],
      ['1 emoji', '😀'],
      ['an array', ['古民家', '長野']],
    ])('rejects word: %s', (_label, word) => {
      expect(errors({ word })).toEqual({ word: [M.searchWordHint] });
    });
    it.each([
      ['2 chars', 'ab'],
      ['20 chars', 'あ'.repeat(20)],
      ['2 emoji', '😀😀'],
      ['full-width digits', '１２'],
    ])('accepts word: %s', (_label, word) => {
      expect(ok({ word }).word).toBe(word);
    });

    it('accepts the collections treasure and new, and nothing else', () => {
      expect(ok({ collection: 'treasure' })).toEqual({ page: 1, limit: 10, collection: 'treasure' });
      expect(ok({ collection: 'new', sort_order: 'price-asc' }).collection).toBe('new');
      expect(errors({ collection: 'old' })).toEqual({ collection: [M.invalidValue] });
      expect(errors({ collection: ['new'] })).toEqual({ collection: [M.invalidValue] });
      expect(ok({ area: '13', collection: 'new' })).toMatchObject({ area: '13', collection: 'new' });
    });

    it('rejects a blank or too long tag', () => {
      expect(errors({ tagId: '   ' })).toEqual({ tagId: [M.invalidValue] });
      expect(errors({ tagId: 'x'.repeat(101) })).toEqual({ tagId: ['100文字以内にしてください'] });
      expect(ok({ tagId: 'x'.repeat(100) }).tagId).toHaveLength(100);
    });
  });

  describe('search params', () => {
    it('accepts every allowed value', () => {
      for (const sort_order of ['publish-desc', 'publish-asc', 'contact-desc', 'contact-asc', 'price-asc', 'price-desc']) {
        expect(ok({ sort_order }).sort_order).toBe(sort_order);
      }
      for (const v of ['yes', 'no']) {
        expect(ok({ price_undecided: v, reception: v, publication: v })).toMatchObject({
          price_undecided: v,
          reception: v,
          publication: v,
        });
      }
      for (const v of ['', 'building', 'land']) expect(ok({ land_or_building: v }).land_or_building).toBe(v);
      for (const v of ['', 'has', 'both']) expect(ok({ photo: v }).photo).toBe(v);
    });

    it('accepts prices as digits or empty', () => {
      expect(ok({ price_from: '0', price_to: '1500' })).toMatchObject({ price_from: '0', price_to: '1500' });
      expect(ok({ price_from: '', price_to: '' })).toMatchObject({ price_from: '', price_to: '' });
      expect(ok({ price_from: 300 }).price_from).toBe('300');
    });

    it.each(['-1', '1.5', 'abc', '１００', ' 100'])('rejects price %p', (price) => {
      expect(errors({ price_from: price, price_to: price })).toEqual({
        price_from: [M.invalidPrice],
        price_to: [M.invalidPrice],
      });
    });

    it('treats an empty sort_order or yes/no as absent', () => {
      expect(ok({ sort_order: '', reception: '' })).toEqual({ page: 1, limit: 10 });
    });

    it.each([
      ['sort_order', 'newest'],
      ['sort_order', 'PUBLISH-DESC'],
      ['price_undecided', 'true'],
      ['land_or_building', 'house'],
      ['photo', 'none'],
      ['reception', 'YES'],
      ['publication', 1],
      ['photo', ['has']],
    ])('rejects %s=%p', (key, v) => {
      expect(errors({ [key]: v })).toEqual({ [key]: [M.invalidValue] });
    });
  });

  describe('unknown keys', () => {
    it('rejects each unknown key', () => {
      expect(errors({ foo: '1', page: '2', sort: 'x' })).toEqual({
        foo: [M.unknownParameter],
        sort: [M.unknownParameter],
      });
    });

    it('handles prototype-like keys as ordinary keys', () => {
      const query = JSON.parse('{"__proto__": "x", "constructor": "y"}') as Record<string, unknown>;
      const result = errors(query);
      expect(Object.keys(result).sort()).toEqual(['__proto__', 'constructor']);
      expect(Object.getOwnPropertyDescriptor(result, '__proto__')?.value).toEqual([M.unknownParameter]);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  });

  it('filters on the facts: rooms_from 1–9 (間取り), walk_to 1–120 minutes, with their messages', () => {
    expect(ok({ rooms_from: '1', walk_to: '120' })).toMatchObject({ rooms_from: 1, walk_to: 120 });
    expect(ok({ rooms_from: '9', walk_to: '1', area: '20' })).toMatchObject({ rooms_from: 9, walk_to: 1, area: '20' });
    for (const bad of ['0', '10', '3.5', 'x']) expect(errors({ rooms_from: bad })).toEqual({ rooms_from: [FACT_MESSAGES.invalidRoomsFilter] });
    for (const bad of ['0', '121', '-1', 'abc']) expect(errors({ walk_to: bad })).toEqual({ walk_to: [FACT_MESSAGES.invalidWalkFilter] });
  });

  it('collects errors from several keys at once', () => {
    expect(errors({ page: '0', limit: '99', area: '13', word: 'a', photo: 'x', zzz: '' })).toEqual({
      page: [M.invalidPage],
      limit: [M.invalidLimit],
      word: [M.searchWordHint],
      photo: [M.invalidValue],
      zzz: [M.unknownParameter],
    });
  });

  it('returns a full valid query', () => {
    const filters = {
      tagId: 'okuen',
      sort_order: 'price-asc',
      price_undecided: 'no',
      price_from: '100',
      price_to: '',
      land_or_building: 'land',
      photo: 'has',
      reception: 'yes',
      publication: 'no',
    };
    expect(ok({ page: '3', limit: '20', ...filters })).toEqual({ page: 3, limit: 20, ...filters });
  });
});

describe('validateSearchParams', () => {
  const defaults = DEFAULT_SEARCH_PARAMS;
  const valid = (body: unknown) => {
    const result = validateSearchParams(body);
    if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.errors)}`);
    return result.value;
  };
  const invalid = (body: unknown) => {
    const result = validateSearchParams(body);
    if (result.ok) throw new Error(`expected errors, got ${JSON.stringify(result.value)}`);
    return result.errors;
  };

  it('fills absent params with the defaults (docs/product.md §9)', () => {
    expect(valid({})).toEqual(defaults);
    expect(valid({ sort_order: '', reception: null })).toEqual(defaults);
  });

  it('keeps every allowed value, prices as digit strings', () => {
    const body = {
      sort_order: 'price-desc',
      price_undecided: 'no',
      price_from: '100',
      price_to: 2000,
      land_or_building: 'land',
      photo: 'both',
      reception: 'no',
      publication: 'no',
    };
    expect(valid(body)).toEqual({ ...body, price_to: '2000' });
    expect(valid({ price_from: '', price_to: '0' })).toMatchObject({ price_from: '', price_to: '0' });
  });

  it('answers per field in Japanese, first message each', () => {
    /** [param, a bad value, its message], all sent together with an unknown param. */
    const bad: [string, unknown, string][] = [
      ['sort_order', 'cheapest', M.invalidValue],
      ['price_undecided', 'maybe', M.invalidValue],
      ['price_from', '-1', M.invalidPrice],
      ['price_to', '1.5', M.invalidPrice],
      ['land_or_building', 'house', M.invalidValue],
      ['photo', 'yes', M.invalidValue],
      ['reception', true, M.invalidValue],
      ['publication', ['yes'], M.invalidValue],
    ];
    expect(invalid({ ...Object.fromEntries(bad.map(([key, value]) => [key, value])), extra: 1 })).toEqual({
      ...Object.fromEntries(bad.map(([key, , message]) => [key, [message]])),
      extra: [M.unknownParameter],
    });
  });

  it('rejects an upper price below the lower one', () => {
    expect(invalid({ price_from: '500', price_to: '100' })).toEqual({ price_to: [M.priceRangeReversed] });
    expect(valid({ price_from: '100', price_to: '100' }).price_to).toBe('100');
  });

  it.each([null, 'sort_order=price-asc', [], 3])('rejects a body that is not an object: %p', (body) => {
    expect(invalid(body)).toEqual({ body: [M.invalidValue] });
  });
});
