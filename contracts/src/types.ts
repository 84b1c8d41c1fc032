/**
 * DTO types exchanged over HTTP between the API and the frontends (docs/product.md §3, §7, plus our own
 * endpoints). Field names follow the spec's snake_case where it names them.
 */
import type { RemoteName, SearchParams } from './constants';
import type { RootTypeKey } from './deal-status';
import type { ListingFacts } from './listing-facts';

/** The logged-in user (docs/product.md §3). */
export interface User {
  id: number;
  email: string;
  last_name: string;
  first_name: string;
  /** Ids of favourite listings. */
  favorites: number[];
  /** 1: the registered address is invalid and must be updated (forced email update dialog). */
  invalid_email_flag: 0 | 1;
  /** null until the email address is verified; my page requires it. */
  email_verified_at: string | null;
  /** '要確認' (CHECK_NAME_ADDRESS_NEEDED) means name/address need checking. */
  check_name_address: string | null;
  /** Present (true) only for operator staff: the my-page shows the links to the staff screens. */
  is_staff?: true;
}

/** Public profile of another user (docs/product.md §3). */
export interface PublicProfile {
  name: string;
  /** In-progress enquiries, 0 if absent. */
  contact_count: number;
}

export interface Category {
  id: number;
  name: string;
  image?: string;
}

export interface AreaCategory {
  id: number;
  name: string;
}

export type PrefectureGroupCode = 'hokkaido-tohoku' | 'kanto' | 'chubu' | 'kinki' | 'chugoku' | 'shikoku' | 'kyushu-okinawa';

/** One prefecture inside a group: code, short_name, disabled (docs/product.md §3), plus id and name as base data items have. */
export interface PrefectureGroupItem {
  /** The JIS code as a number (1–47). */
  id: number;
  /** Two-digit JIS code '01'–'47'. */
  code: string;
  name: string;
  short_name: string;
  disabled: boolean;
}

/** Prefecture group (docs/product.md §3): code, name, items. */
export interface PrefectureGroup {
  code: PrefectureGroupCode;
  name: string;
  items: PrefectureGroupItem[];
}

/** Mail receiving settings (docs/product.md §3); toggle types in MAIL_RECEIVING_TYPES. */
export interface MailReceivingSettings {
  waitingForReopening: boolean;
  newProperties: boolean;
  others: boolean;
}

/** GET /api/common/base-data (docs/product.md §7). */
export interface BaseData {
  prefectures: PrefectureGroup[];
  prefectureForUsers: PrefectureGroup[];
  areaCategories: AreaCategory[];
  categories: Category[];
  favorites: number[];
  articleFavorites: number[];
  solutionFavorites: number[];
  user: User | null;
  searchParams: SearchParams;
  mailReceivingSettings: MailReceivingSettings;
  /** True when the logged-in user dismissed the profile alert (docs/product.md §4); false when logged out. */
  profileAlertDismissed?: boolean;
}

/** Image (docs/product.md §3). */
export interface ListingImage {
  path: string;
  comment: string;
}

/** One listing in a list response. */
export interface ListingSummary {
  id: number;
  title: string;
  /** Two-digit JIS code. */
  prefecture_code: string;
  prefecture_name: string;
  municipality: string;
  /**
   * 5-digit 全国地方公共団体コード of the municipality (no check digit), derived from prefecture +
   * municipality when the listing is written; null when it matches none. Always present in the
   * answers of GET /api/properties (optional here for other lists' literals).
   */
  city_code?: string | null;
  address: string;
  /** Price in 万円; null when undecided. */
  price_man_yen: number | null;
  land_or_building: 'building' | 'land';
  /** m². */
  land_area: number | null;
  /** m². */
  building_area: number | null;
  built_year: number | null;
  image: ListingImage | null;
  categories: Category[];
  tags: string[];
  root_type: RootTypeKey;
  is_suspension: boolean;
  /** ISO 8601 date-time. */
  published_at: string;
  contact_count: number;
}

/** A municipality of GET /api/areas/{pref}/cities: code, name, kana and its published listings. */
export interface MunicipalityCount {
  /** 5-digit 全国地方公共団体コード (no check digit). */
  code: string;
  name: string;
  /** Full-width katakana. */
  kana: string;
  /** Published listings (as on the board with the default search params). */
  count: number;
}

/** GET /api/properties (docs/product.md §7: applicableIds, items; the paging fields are ours). */
export interface PropertyListResponse {
  /** Ids of every listing matching the query (all pages), for next/previous navigation. */
  applicableIds: number[];
  items: ListingSummary[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

/**
 * The one error body of every 4xx (and 5xx) response: `message` is a Japanese sentence for the user,
 * `errors` holds per-field messages (show the first of each).
 */
export interface ApiErrorBody {
  statusCode: number;
  /** HTTP reason phrase, e.g. 'Bad Request'. */
  error: string;
  message: string;
  errors?: Record<string, string[]>;
  /** Machine-readable reason where the client branches on it (ACCOUNT_ERROR_CODES, e.g. 'wrong-password'). */
  code?: string;
  /** A server error's request id (X-Request-Id), shown on the error page as 「エラーID: …」 (docs/operations.md). */
  request_id?: string;
}

/** One micro-frontend remote as announced to the shell. */
export interface RemoteDescriptor {
  /** The federation name; one of REMOTE_NAMES by default, or any name in the server's remotes configuration. */
  name: RemoteName | (string & {});
  /** URL of the remote's mf-manifest.json. */
  entry: string;
  /** Route patterns the remote serves (from the routes.json next to its manifest). */
  routes: string[];
  /** The deployed version (a versioned deploy's folder name, else the manifest's build version). */
  version?: string;
}

/** A route pattern two remotes claim: the earlier remote of the configuration keeps it. */
export interface RouteConflict {
  route: string;
  owner: string;
  claimedBy: string;
}

export interface RemotesDocument {
  remotes: RemoteDescriptor[];
  /** Routes refused to a remote because an earlier one owns them (logged by the server too). */
  conflicts?: RouteConflict[];
}

export interface HealthResponse {
  status: 'ok' | 'error';
  db: 'ok' | 'error';
  /** Only when the API uses Redis (REDIS_URL): sessions and rate limits depend on it. */
  redis?: 'ok' | 'error';
}

/** The seller of a listing as the public sees them: id and public name only (publicUserName). */
export interface ListingSeller {
  id: number;
  name: string;
}

/** GET /api/properties/:id: one published listing with everything the detail page shows. */
export interface PropertyDetail extends ListingSummary {
  description: string;
  /** The public part of the address (town level, no house number); the same value as `address`. */
  address_public: string;
  structure: string | null;
  /** 間取り, 交通, 用途地域, 建ぺい率, 容積率, 接道, 設備, 土地権利, 現況 (contracts listing-facts.ts). */
  facts: ListingFacts;
  lat: number | null;
  lng: number | null;
  /** The seller accepts new enquiries. */
  reception: boolean;
  /** Publication flags (always true / false for a listing the API serves; kept for the owner's views). */
  is_published: boolean;
  is_stop_published: boolean;
  view_count: number;
  area_category: AreaCategory | null;
  /** All photos in display order, each with its comment. */
  images: ListingImage[];
  seller: ListingSeller;
  /** ISO 8601 date-time of the last change. */
  updated_at: string;
}

/** POST /api/user/post-search-params: the validated params, every absent one filled with its default. */
export interface PostSearchParamsResponse {
  success: true;
  searchParams: SearchParams;
}
