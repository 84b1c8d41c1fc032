import {
  ACTIVE_ENQUIRY_STATUS_NAMES,
  ANALYTICS_EVENTS,
  ARTICLE_TYPES,
  BADGE_CAP,
  BREAKPOINTS,
  BYTES_PER_MB,
  capBadge,
  CHECK_NAME_ADDRESS_NEEDED,
  DEFAULT_SEARCH_PARAMS,
  EMAIL_FORCE_UPDATE_STATUS,
  ENQUIRY_DEFAULT_SORT,
  FORCE_LOGIN_TTL_MS,
  HIDDEN_CATEGORY_NAME,
  HISTORY_MAX,
  HISTORY_STATE_CAP,
  LAND_OR_BUILDING,
  MAIL_RECEIVING_TYPES,
  MAX_PROPERTIES_LIMIT,
  MESSAGE_ACTIONS,
  MESSAGE_DISPLAY_TYPE_BOARD,
  PAGE_SIZE,
  PAGINATION_TITLES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHOTO_FILTERS,
  PRICE_TAGS,
  priceForSort,
  priceTagForPrice,
  PROFILE_ALERT_STATUS,
  QUESTIONNAIRE_ANSWERS,
  QUESTIONNAIRE_PURPOSE,
  REMOTE_NAMES,
  SEARCH_WORD_MAX_LENGTH,
  SEARCH_WORD_MIN_LENGTH,
  SORT_ORDER_LABELS,
  SORT_ORDERS,
  STORAGE_KEYS,
  TIMINGS,
  TUTORIAL_TYPES,
  VISIT_POST_VALUE,
  YES_NO,
  ZIPCODE_LENGTH,
} from './constants';

describe('limits (docs/product.md §9)', () => {
  it('has the spec values', () => {
    expect(PAGE_SIZE).toBe(10);
    expect(HISTORY_MAX).toBe(50);
    expect(HISTORY_STATE_CAP).toBe(50);
    expect(BADGE_CAP).toBe(99);
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([6, 20]);
    expect([SEARCH_WORD_MIN_LENGTH, SEARCH_WORD_MAX_LENGTH]).toEqual([2, 20]);
    expect(ZIPCODE_LENGTH).toBe(7);
    expect(FORCE_LOGIN_TTL_MS).toBe(60 * 60 * 1000);
    expect(BYTES_PER_MB).toBe(1048576);
    expect(MAX_PROPERTIES_LIMIT).toBe(50);
  });

  it('has the timings and breakpoints', () => {
    expect(TIMINGS).toEqual({
      scrollThresholdPx: 100,
      menuCloseMs: 300,
      chunkReloadThrottleMs: 60000,
      dialogCloseDelayMs: 100,
      scrollOffset: 150,
      scrollDurationMs: 800,
      transitionMs: 500,
      slideshowIntervalMs: 3000,
      slideshowImageCount: 15,
    });
    expect(BREAKPOINTS).toEqual({ small: 600, medium: 850 });
  });
});

describe('search params', () => {
  it('lists the allowed values', () => {
    expect(SORT_ORDERS).toEqual([
      'publish-desc',
      'publish-asc',
      'contact-desc',
      'contact-asc',
      'price-asc',
      'price-desc',
      // ours (docs/search.md "Combined filters")
      'land-desc',
      'land-asc',
      'age-asc',
      'age-desc',
    ]);
    expect(LAND_OR_BUILDING).toEqual(['', 'building', 'land']);
    expect(PHOTO_FILTERS).toEqual(['', 'has', 'both']);
    expect(YES_NO).toEqual(['yes', 'no']);
  });

  it('labels every sort order in Japanese', () => {
    expect(SORT_ORDER_LABELS).toEqual({
      'publish-desc': '新着順',
      'publish-asc': '古い順',
      'contact-desc': '問い合わせが多い順',
      'contact-asc': '問い合わせが少ない順',
      'price-asc': '価格が安い順',
      'price-desc': '価格が高い順',
      'land-desc': '土地が広い順',
      'land-asc': '土地が狭い順',
      'age-asc': '築年数が浅い順',
      'age-desc': '築年数が古い順',
    });
  });

  it('has the default search params of docs/product.md §9, frozen', () => {
    expect(DEFAULT_SEARCH_PARAMS).toEqual({
      sort_order: 'publish-desc',
      price_undecided: 'yes',
      price_from: '',
      price_to: '',
      land_or_building: '',
      photo: '',
      reception: 'yes',
      publication: 'yes',
    });
    expect(Object.isFrozen(DEFAULT_SEARCH_PARAMS)).toBe(true);
  });

  it('sorts an undecided price as 0', () => {
    expect(priceForSort(null)).toBe(0);
    expect(priceForSort(0)).toBe(0);
    expect(priceForSort(350)).toBe(350);
  });
});

describe('enquiry and profile constants', () => {
  it('has the spec values', () => {
    expect(ENQUIRY_DEFAULT_SORT).toBe('post_date_asc');
    expect(ACTIVE_ENQUIRY_STATUS_NAMES).toEqual(['商談中', '商談開始前']);
    expect(PROFILE_ALERT_STATUS).toBe('商談開始前');
    expect(CHECK_NAME_ADDRESS_NEEDED).toBe('要確認');
    expect(HIDDEN_CATEGORY_NAME).toBe('復興応援');
  });
});

describe('price tags', () => {
  it('has the five footer slugs in order with labels', () => {
    expect(PRICE_TAGS.map((t) => t.slug)).toEqual([
      '0-100manyen',
      '100-200manyen',
      '200-1000manyen',
      '1000-10000manyen',
      'okuen',
    ]);
    expect(PRICE_TAGS.map((t) => t.label)).toEqual(['100万円以下', '100〜200万円', '200〜1000万円', '1000万円〜1億円', '1億円超']);
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

describe('codes', () => {
  it('has the article types and pagination titles', () => {
    expect(ARTICLE_TYPES).toEqual({ reviews: 2, letters: 3, shop: 4, towns: 6, blog: 7, case: 8 });
    expect(PAGINATION_TITLES).toEqual({
      search: '検索',
      reviews: '体験談',
      letters: '売主への手紙',
      shop: '商店街',
      towns: '田舎図鑑',
      blog: '保健室だより',
      case: '診察日誌',
      solutions: '公開Q&A',
      news: 'お知らせ',
    });
  });

  it('has the toggle, questionnaire, tutorial, message and email-update codes', () => {
    expect(MAIL_RECEIVING_TYPES).toEqual({ waitingForReopening: 1, newProperties: 2, others: 3 });
    expect(QUESTIONNAIRE_PURPOSE).toBe(1);
    expect(QUESTIONNAIRE_ANSWERS).toEqual({ seller: 1, buyer: 2, both: 3, neither: 4 });
    expect(TUTORIAL_TYPES).toEqual({ newProperties: 1 });
    expect(MESSAGE_ACTIONS).toEqual({ scrollTop: 1, reloadMessages: 2, loginCompleted: 3, scrollUp: 10, scrollDown: 11 });
    expect(MESSAGE_DISPLAY_TYPE_BOARD).toBe(1);
    expect(EMAIL_FORCE_UPDATE_STATUS).toEqual({ mailSent: 1, interrupted: 2, completed: 3 });
  });

  it('has the storage keys, analytics events and remotes', () => {
    expect(STORAGE_KEYS).toEqual({
      histories: 'histories',
      listingNavigation: 'listing-navigation',
      registerFormDraft: 'register-form-draft',
      redirectUrl: 'redirect-url',
      redirectAfterSearch: 'redirect-after-search',
      quickRedirect: 'quick-redirect',
      emailForceUpdateStatus: 'email-force-update-status',
      forceLogin: 'force-login',
      draftSaveId: 'draft-save-id',
      visitPost: 'visit-post',
      remoteOverrides: 'mf-remote-overrides',
    });
    expect(VISIT_POST_VALUE).toBe('1');
    expect(ANALYTICS_EVENTS).toEqual([
      'click_header_post',
      'click_header_board',
      'click_header_feature',
      'click_header_mypage',
      'click_header_login',
      'save_my-search',
    ]);
    expect(REMOTE_NAMES).toEqual(['board', 'mypage', 'editorial', 'consulting', 'akiyabank']);
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
