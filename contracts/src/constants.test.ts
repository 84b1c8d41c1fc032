import * as constants from './constants';

const { capBadge, DEFAULT_SEARCH_PARAMS, PRICE_TAGS, priceForSort, priceTagForPrice, SORT_ORDER_LABELS, SORT_ORDERS } = constants;

/** The values of docs/product.md §2–§4, §7 and §9, one row a constant: [exported name, value]. */
const SPEC_VALUES: [keyof typeof constants, unknown][] = [
  // limits (§9)
  ['PAGE_SIZE', 10],
  ['HISTORY_MAX', 50],
  ['HISTORY_STATE_CAP', 50],
  ['BADGE_CAP', 99],
  ['PASSWORD_MIN_LENGTH', 6],
  ['PASSWORD_MAX_LENGTH', 20],
  ['SEARCH_WORD_MIN_LENGTH', 2],
  ['SEARCH_WORD_MAX_LENGTH', 20],
  ['ZIPCODE_LENGTH', 7],
  ['FORCE_LOGIN_TTL_MS', 60 * 60 * 1000],
  ['BYTES_PER_MB', 1048576],
  ['MAX_PROPERTIES_LIMIT', 50],
  ['BREAKPOINTS', { small: 600, medium: 850 }],
  // search params
  ['LAND_OR_BUILDING', ['', 'building', 'land']],
  ['PHOTO_FILTERS', ['', 'has', 'both']],
  ['YES_NO', ['yes', 'no']],
  // enquiries and the profile alert
  ['ENQUIRY_DEFAULT_SORT', 'post_date_asc'],
  ['ACTIVE_ENQUIRY_STATUS_NAMES', ['商談中', '商談開始前']],
  ['PROFILE_ALERT_STATUS', '商談開始前'],
  ['CHECK_NAME_ADDRESS_NEEDED', '要確認'],
  ['HIDDEN_CATEGORY_NAME', '復興応援'],
  // codes
  ['ARTICLE_TYPES', { reviews: 2, letters: 3, shop: 4, towns: 6, blog: 7, case: 8 }],
  ['MAIL_RECEIVING_TYPES', { waitingForReopening: 1, newProperties: 2, others: 3 }],
  ['QUESTIONNAIRE_PURPOSE', 1],
  ['QUESTIONNAIRE_ANSWERS', { seller: 1, buyer: 2, both: 3, neither: 4 }],
  ['TUTORIAL_TYPES', { newProperties: 1 }],
  ['MESSAGE_ACTIONS', { scrollTop: 1, reloadMessages: 2, loginCompleted: 3, scrollUp: 10, scrollDown: 11 }],
  ['MESSAGE_DISPLAY_TYPE_BOARD', 1],
  ['EMAIL_FORCE_UPDATE_STATUS', { mailSent: 1, interrupted: 2, completed: 3 }],
  ['VISIT_POST_VALUE', '1'],
  ['REMOTE_NAMES', ['board', 'mypage', 'editorial', 'consulting', 'akiyabank']],
  [
    'ANALYTICS_EVENTS',
    ['click_header_post', 'click_header_board', 'click_header_feature', 'click_header_mypage', 'click_header_login', 'save_my-search'],
  ],
];

/**
 * The tables with more entries, as [key, value] pairs in declaration order (so the order is pinned too).
 * The sort orders with their labels: the spec's six, then ours (docs/search.md "Combined filters").
 */
const SORT_ORDER_ROWS: [string, string][] = [
  ['publish-desc', '新着順'],
  ['publish-asc', '古い順'],
  ['contact-desc', '問い合わせが多い順'],
  ['contact-asc', '問い合わせが少ない順'],
  ['price-asc', '価格が安い順'],
  ['price-desc', '価格が高い順'],
  ['land-desc', '土地が広い順'],
  ['land-asc', '土地が狭い順'],
  ['age-asc', '築年数が浅い順'],
  ['age-desc', '築年数が古い順'],
];
const ENTRIES: [keyof typeof constants, [string, unknown][]][] = [
  [
    'TIMINGS',
    [
      ['scrollThresholdPx', 100], ['menuCloseMs', 300], ['chunkReloadThrottleMs', 60000], ['dialogCloseDelayMs', 100],
      ['scrollOffset', 150], ['scrollDurationMs', 800], ['transitionMs', 500],
      ['slideshowIntervalMs', 3000], ['slideshowImageCount', 15],
    ],
  ],
  [
    'DEFAULT_SEARCH_PARAMS',
    [
      ['sort_order', 'publish-desc'], ['price_undecided', 'yes'], ['price_from', ''], ['price_to', ''],
      ['land_or_building', ''], ['photo', ''], ['reception', 'yes'], ['publication', 'yes'],
    ],
  ],
  [
    'PAGINATION_TITLES',
    [
      ['search', '検索'], ['reviews', '体験談'], ['letters', '売主への手紙'], ['shop', '商店街'], ['towns', '田舎図鑑'],
      ['blog', '保健室だより'], ['case', '診察日誌'], ['solutions', '公開Q&A'], ['news', 'お知らせ'],
    ],
  ],
  [
    'STORAGE_KEYS',
    [
      ['histories', 'histories'], ['redirectUrl', 'redirect-url'], ['redirectAfterSearch', 'redirect-after-search'],
      ['quickRedirect', 'quick-redirect'], ['emailForceUpdateStatus', 'email-force-update-status'],
      ['forceLogin', 'force-login'], ['draftSaveId', 'draft-save-id'], ['visitPost', 'visit-post'],
      ['listingNavigation', 'listing-navigation'], ['registerFormDraft', 'register-form-draft'],
      ['remoteOverrides', 'mf-remote-overrides'],
    ],
  ],
  ['SORT_ORDER_LABELS', SORT_ORDER_ROWS],
];

describe('spec values', () => {
  it.each(SPEC_VALUES)('%s is %p', (name, value) => {
    expect(constants[name]).toEqual(value);
  });

  it.each(ENTRIES)('%s has its entries in order', (name, entries) => {
    expect(Object.entries(constants[name])).toEqual(entries);
  });

  it('lists every sort order with a Japanese label, in order', () => {
    expect(SORT_ORDERS).toEqual(SORT_ORDER_ROWS.map(([order]) => order));
    expect(Object.keys(SORT_ORDER_LABELS)).toEqual([...SORT_ORDERS]);
  });

  it('freezes the default search params (docs/product.md §9)', () => {
    expect(Object.isFrozen(DEFAULT_SEARCH_PARAMS)).toBe(true);
  });

  it('sorts an undecided price as 0', () => {
    expect(priceForSort(null)).toBe(0);
    expect(priceForSort(0)).toBe(0);
    expect(priceForSort(350)).toBe(350);
  });
});

describe('price tags', () => {
  it('has the five footer tags in order: slug, label and bounds', () => {
    expect(PRICE_TAGS.map(({ slug, label, minManYen, maxManYen }) => [slug, label, minManYen, maxManYen])).toEqual([
      ['0-100manyen', '100万円以下', null, 100],
      ['100-200manyen', '100〜200万円', 100, 200],
      ['200-1000manyen', '200〜1000万円', 200, 1000],
      ['1000-10000manyen', '1000万円〜1億円', 1000, 10000],
      ['okuen', '1億円超', 10000, null],
    ]);
  });

  it('has contiguous bounds (each max is the next min)', () => {
    expect(PRICE_TAGS[0].minManYen).toBeNull();
    expect(PRICE_TAGS[PRICE_TAGS.length - 1].maxManYen).toBeNull();
    for (let i = 1; i < PRICE_TAGS.length; i++) expect(PRICE_TAGS[i].minManYen).toBe(PRICE_TAGS[i - 1].maxManYen);
  });

  it.each([
    [0, '0-100manyen'],
    [1, '0-100manyen'],
    [99.9, '0-100manyen'],
    [100, '0-100manyen'],
    [100.5, '100-200manyen'],
    [101, '100-200manyen'],
    [200, '100-200manyen'],
    [201, '200-1000manyen'],
    [1000, '200-1000manyen'],
    [1001, '1000-10000manyen'],
    [10000, '1000-10000manyen'],
    [10001, 'okuen'],
    [1_000_000, 'okuen'],
  ] as const)('price %p 万円 → %s', (price, slug) => {
    expect(priceTagForPrice(price)).toBe(slug);
  });

  it.each([null, -1, NaN, Infinity])('price %p → null', (price) => {
    expect(priceTagForPrice(price)).toBeNull();
  });
});

describe('capBadge', () => {
  it.each([
    [0, ''],
    [-3, ''],
    [NaN, ''],
    [-Infinity, ''],
    [0.5, ''],
    [1, '1'],
    [42.9, '42'],
    [98, '98'],
    [99, '99'],
    [100, '99'],
    [150, '99'],
    [Infinity, '99'],
  ])('%p → %p with the default cap', (n, text) => {
    expect(capBadge(n)).toBe(text);
  });

  it('uses a given max', () => {
    expect(capBadge(9, 9)).toBe('9');
    expect(capBadge(10, 9)).toBe('9');
    expect(capBadge(150, 999)).toBe('150');
    expect(capBadge(0, 9)).toBe('');
  });
});
