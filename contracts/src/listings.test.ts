import {
  ANONYMOUS_USER_NAME,
  LISTING_COLLECTIONS,
  NEW_LISTING_DAYS,
  TREASURE_MAX_PRICE_MAN_YEN,
  isTreasure,
  listingPageTitle,
  metaDescription,
  newCollectionSince,
  publicUserName,
} from './listings';

describe('collections', () => {
  it('names treasure and new', () => {
    expect(LISTING_COLLECTIONS).toEqual(['treasure', 'new']);
    expect(TREASURE_MAX_PRICE_MAN_YEN).toBe(100);
    expect(NEW_LISTING_DAYS).toBe(30);
  });

  const base = { price_man_yen: 50, photoCount: 1, reception: true, is_suspension: false, root_type: 'published' };

  it('treasure: a decided price up to 100万円 (0 included), a photo, open to enquiries', () => {
    expect(isTreasure(base)).toBe(true);
    expect(isTreasure({ ...base, price_man_yen: 0 })).toBe(true);
    expect(isTreasure({ ...base, price_man_yen: 100 })).toBe(true);
    expect(isTreasure({ ...base, price_man_yen: 101 })).toBe(false);
    expect(isTreasure({ ...base, price_man_yen: null })).toBe(false);
    expect(isTreasure({ ...base, photoCount: 0 })).toBe(false);
    expect(isTreasure({ ...base, reception: false })).toBe(false);
    expect(isTreasure({ ...base, is_suspension: true })).toBe(false);
    expect(isTreasure({ ...base, root_type: 'sales-pending' })).toBe(false);
  });

  it('new: published within the last 30 days', () => {
    expect(newCollectionSince(new Date('2026-11-22T00:00:00Z')).toISOString()).toBe('2026-10-23T00:00:00.000Z');
  });
});

describe('publicUserName', () => {
  it('is the last name with さん, never the first name', () => {
    expect(publicUserName('山田')).toBe('山田さん');
    expect(publicUserName(' 佐藤 ')).toBe('佐藤さん');
  });
  it('falls back when there is no last name', () => {
    expect(publicUserName('')).toBe(ANONYMOUS_USER_NAME);
    expect(publicUserName(null)).toBe(ANONYMOUS_USER_NAME);
  });
});

describe('listing page title and description', () => {
  it('titles a listing page like every page of the site', () => {
    expect(listingPageTitle('海が見える古民家')).toBe('海が見える古民家 | 家いちば');
  });

  it('keeps a short description, folding whitespace', () => {
    expect(metaDescription('  囲炉裏のある\n家です。 ')).toBe('囲炉裏のある 家です。');
  });

  it('cuts after 120 characters (code points) with an ellipsis', () => {
    const text = '😀'.repeat(50) + 'あ'.repeat(100);
    const cut = metaDescription(text);
    expect([...cut]).toHaveLength(121);
    expect(cut.endsWith('あ…')).toBe(true);
    expect(metaDescription('あ'.repeat(120))).toBe('あ'.repeat(120));
  });
});
