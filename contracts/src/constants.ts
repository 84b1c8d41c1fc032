/**
 * Business constants and limits of the product (docs/product.md §9, plus the constant values named in §2–§4 and §7).
 * Every other package reads these values from here; none of them is typed a second time anywhere.
 */

// ---------------------------------------------------------------------------
// Sizes and limits (docs/product.md §9)
// ---------------------------------------------------------------------------

/** Page size for properties, articles, news and solutions. */
export const PAGE_SIZE = 10;
/** Browsing history list: at most 50 entries, most recent first, no duplicates. */
export const HISTORY_MAX = 50;
/** Per-page saved history state: at most 50 items (or the browser history length, whichever is smaller). */
export const HISTORY_STATE_CAP = 50;
/** Unread badge cap (header total and badges) when no other maximum is given. */
export const BADGE_CAP = 99;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 20;
export const SEARCH_WORD_MIN_LENGTH = 2;
export const SEARCH_WORD_MAX_LENGTH = 20;
export const ZIPCODE_LENGTH = 7;
/** The forced-login marker is valid for one hour. */
export const FORCE_LOGIN_TTL_MS = 3_600_000;
/** 1 MB = 1048576 bytes for the upload total limit. */
export const BYTES_PER_MB = 1_048_576;
/** Our own upper bound for the `limit` query parameter of list endpoints (not in the spec). */
export const MAX_PROPERTIES_LIMIT = 50;

/** Timings (docs/product.md §9 and §2). */
export const TIMINGS = {
  /** The header's pinned state resets above this scroll position. */
  scrollThresholdPx: 100,
  /** Side navigation / slide-in menu close animation. */
  menuCloseMs: 300,
  /** A chunk-load failure reloads the page at most once per this period. */
  chunkReloadThrottleMs: 60000,
  /** Short delay before a dialog or panel closes. */
  dialogCloseDelayMs: 100,
  scrollOffset: 150,
  scrollDurationMs: 800,
  /** Scroll and page transitions. */
  transitionMs: 500,
  slideshowIntervalMs: 3000,
  slideshowImageCount: 15,
} as const;

/** Responsive breakpoints in px. */
export const BREAKPOINTS = { small: 600, medium: 850 } as const;

// ---------------------------------------------------------------------------
// Search params (docs/product.md §3, §9)
// ---------------------------------------------------------------------------

export const SORT_ORDERS = [
  'publish-desc',
  'publish-asc',
  'contact-desc',
  'contact-asc',
  'price-asc',
  'price-desc',
  'land-desc',
  'land-asc',
  'age-asc',
  'age-desc',
] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const SORT_ORDER_LABELS: Record<SortOrder, string> = {
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
};

/** Price value used when sorting by price: an undecided price (null) counts as 0 (docs/product.md §9). */
export function priceForSort(priceManYen: number | null): number {
  return priceManYen ?? 0;
}

export const LAND_OR_BUILDING = ['', 'building', 'land'] as const;
export type LandOrBuilding = (typeof LAND_OR_BUILDING)[number];

export const PHOTO_FILTERS = ['', 'has', 'both'] as const;
export type PhotoFilter = (typeof PHOTO_FILTERS)[number];

export const YES_NO = ['yes', 'no'] as const;
export type YesNo = (typeof YES_NO)[number];

/** The eight search params saved per user (docs/product.md §3) and posted to /api/user/post-search-params (§7). */
export interface SearchParams {
  sort_order: SortOrder;
  price_undecided: YesNo;
  /** Price lower bound in 万円: digits, or '' for no bound. */
  price_from: string;
  /** Price upper bound in 万円: digits, or '' for no bound. */
  price_to: string;
  land_or_building: LandOrBuilding;
  photo: PhotoFilter;
  reception: YesNo;
  publication: YesNo;
}

export const DEFAULT_SEARCH_PARAMS: Readonly<SearchParams> = Object.freeze({
  sort_order: 'publish-desc',
  price_undecided: 'yes',
  price_from: '',
  price_to: '',
  land_or_building: '',
  photo: '',
  reception: 'yes',
  publication: 'yes',
});

// ---------------------------------------------------------------------------
// Enquiries and profile alert (docs/product.md §3, §4, §9)
// ---------------------------------------------------------------------------

export const ENQUIRY_DEFAULT_SORT = 'post_date_asc';
/** Active enquiries have one of these status names (seller-side ones are excluded from the active list). */
export const ACTIVE_ENQUIRY_STATUS_NAMES = ['商談中', '商談開始前'] as const;
/** The profile alert needs a contact in this status. */
export const PROFILE_ALERT_STATUS = '商談開始前';
/** `check_name_address` value meaning the user's name/address need checking. */
export const CHECK_NAME_ADDRESS_NEEDED = '要確認';
/** The category with this name is hidden from lists. */
export const HIDDEN_CATEGORY_NAME = '復興応援';

// ---------------------------------------------------------------------------
// Footer price tags (docs/product.md §2)
// ---------------------------------------------------------------------------

export type PriceTagSlug = '0-100manyen' | '100-200manyen' | '200-1000manyen' | '1000-10000manyen' | 'okuen';

export interface PriceTag {
  slug: PriceTagSlug;
  label: string;
  /** Exclusive lower bound in 万円 (price > minManYen); null = no lower bound (0 円 included). */
  minManYen: number | null;
  /** Inclusive upper bound in 万円 (price <= maxManYen); null = no upper bound. */
  maxManYen: number | null;
}

/**
 * The five footer price tags. The spec names only the slugs; the bounds are our interpretation:
 * every range is (min, max] — lower bound exclusive, upper bound inclusive — so the ranges are
 * contiguous and never overlap: 100万円 is in "100万円以下", 200万円 in "100〜200万円",
 * 1億円 (10000万円) in "1000万円〜1億円", and only prices above 1億円 in "1億円超".
 */
export const PRICE_TAGS: readonly PriceTag[] = [
  { slug: '0-100manyen', label: '100万円以下', minManYen: null, maxManYen: 100 },
  { slug: '100-200manyen', label: '100〜200万円', minManYen: 100, maxManYen: 200 },
  { slug: '200-1000manyen', label: '200〜1000万円', minManYen: 200, maxManYen: 1000 },
  { slug: '1000-10000manyen', label: '1000万円〜1億円', minManYen: 1000, maxManYen: 10000 },
  { slug: 'okuen', label: '1億円超', minManYen: 10000, maxManYen: null },
];

/** The price tag a price (in 万円) belongs to; null for an undecided (null), negative or non-finite price. */
export function priceTagForPrice(priceManYen: number | null): PriceTagSlug | null {
  if (priceManYen === null || !Number.isFinite(priceManYen) || priceManYen < 0) return null;
  const tag = PRICE_TAGS.find(
    (t) => (t.minManYen === null || priceManYen > t.minManYen) && (t.maxManYen === null || priceManYen <= t.maxManYen),
  );
  return tag ? tag.slug : null;
}

// ---------------------------------------------------------------------------
// Editorial content (docs/product.md §3, §7)
// ---------------------------------------------------------------------------

export const ARTICLE_TYPES = { reviews: 2, letters: 3, shop: 4, towns: 6, blog: 7, case: 8 } as const;
export type ArticleTypeName = keyof typeof ARTICLE_TYPES;
export type ArticleType = (typeof ARTICLE_TYPES)[ArticleTypeName];

/** Titles stored with each listing call for next/previous navigation. */
export const PAGINATION_TITLES = {
  search: '検索',
  reviews: '体験談',
  letters: '売主への手紙',
  shop: '商店街',
  towns: '田舎図鑑',
  blog: '保健室だより',
  case: '診察日誌',
  solutions: '公開Q&A',
  news: 'お知らせ',
} as const;
export type PaginationTitleKey = keyof typeof PAGINATION_TITLES;

// ---------------------------------------------------------------------------
// Codes (docs/product.md §3, §4)
// ---------------------------------------------------------------------------

/** Mail receiving setting toggle types. */
export const MAIL_RECEIVING_TYPES = { waitingForReopening: 1, newProperties: 2, others: 3 } as const;
export type MailReceivingType = (typeof MAIL_RECEIVING_TYPES)[keyof typeof MAIL_RECEIVING_TYPES];

export const QUESTIONNAIRE_PURPOSE = 1;
export const QUESTIONNAIRE_ANSWERS = { seller: 1, buyer: 2, both: 3, neither: 4 } as const;
export type QuestionnaireAnswer = (typeof QUESTIONNAIRE_ANSWERS)[keyof typeof QUESTIONNAIRE_ANSWERS];

export const TUTORIAL_TYPES = { newProperties: 1 } as const;

/** Message-service action codes. */
export const MESSAGE_ACTIONS = { scrollTop: 1, reloadMessages: 2, loginCompleted: 3, scrollUp: 10, scrollDown: 11 } as const;
export type MessageAction = (typeof MESSAGE_ACTIONS)[keyof typeof MESSAGE_ACTIONS];
/** Message display type 1 is the board. */
export const MESSAGE_DISPLAY_TYPE_BOARD = 1;

/** Stored status of the forced email update (survives reloads). */
export const EMAIL_FORCE_UPDATE_STATUS = { mailSent: 1, interrupted: 2, completed: 3 } as const;
export type EmailForceUpdateStatus = (typeof EMAIL_FORCE_UPDATE_STATUS)[keyof typeof EMAIL_FORCE_UPDATE_STATUS];

// ---------------------------------------------------------------------------
// Browser storage (docs/product.md §3)
// ---------------------------------------------------------------------------

export const STORAGE_KEYS = {
  histories: 'histories',
  redirectUrl: 'redirect-url',
  redirectAfterSearch: 'redirect-after-search',
  quickRedirect: 'quick-redirect',
  emailForceUpdateStatus: 'email-force-update-status',
  forceLogin: 'force-login',
  draftSaveId: 'draft-save-id',
  visitPost: 'visit-post',
  /** Not in the spec: the ids, title and back URL of the last listing call (session storage; next/previous). */
  listingNavigation: 'listing-navigation',
  /** Not in the spec: the registration form kept across reloads (session storage; never the password). */
  registerFormDraft: 'register-form-draft',
  /** Not in the spec: local overrides of micro-frontend remote entries (development aid). */
  remoteOverrides: 'mf-remote-overrides',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Value of the visit-post (return-to-post) flag in local storage. */
export const VISIT_POST_VALUE = '1';

// ---------------------------------------------------------------------------
// Analytics and micro-frontends
// ---------------------------------------------------------------------------

/** Analytics events (sent in production only). */
export const ANALYTICS_EVENTS = [
  'click_header_post',
  'click_header_board',
  'click_header_feature',
  'click_header_mypage',
  'click_header_login',
  'save_my-search',
] as const;
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];

export const REMOTE_NAMES = ['board', 'mypage', 'editorial', 'consulting', 'akiyabank'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

// ---------------------------------------------------------------------------
// Badge
// ---------------------------------------------------------------------------

/**
 * Text of an unread badge. Spec docs/product.md §9: "Unread badge cap 99 (header total and badges; a given max when set)".
 * Read literally: the count is shown capped at `max` (150 → '99', no '+'); 0, negatives and NaN show
 * nothing (''). Fractions are floored.
 */
export function capBadge(n: number, max: number = BADGE_CAP): string {
  if (!Number.isFinite(n) && n !== Infinity) return '';
  const count = Math.floor(n);
  if (count <= 0) return '';
  return String(Math.min(count, max));
}

/** The tagline of docs/product.md §1: header tagline and the top page's heading. */
export const SITE_TAGLINE = '空き家・古い建物の買い手を自分で探せる掲示板サイト';
