/**
 * Accounts: registration and profile field rules, login error codes, cookie names, the
 * open-redirect guard for return paths, and the DTOs of the account endpoints. The API and the
 * frontends both read these, so a rule or a code is written once.
 */
import { email, hiragana, maxLength, password, phone, required, requiredTrue, type Rule, validateFields, zipcode } from './validation';
import type { User } from './types';

/** The site's name as mails and the mail sender show it. */
export const SITE_NAME = '家いちば';
/** Default operator contact address shown in MESSAGES.disabledLogin (the API's OPERATOR_EMAIL overrides it). */
export const DEFAULT_OPERATOR_EMAIL = 'support@ieichiba.example';

// ---------------------------------------------------------------------------
// Cookies and headers
// ---------------------------------------------------------------------------

/** httpOnly session cookie holding the random session token (the server stores only its SHA-256). */
export const SESSION_COOKIE_NAME = 'akiya_session';
/** Readable CSRF cookie (double-submit): its value must come back in CSRF_HEADER_NAME. */
export const CSRF_COOKIE_NAME = 'akiya_csrf';
export const CSRF_HEADER_NAME = 'X-CSRF-Token';

// ---------------------------------------------------------------------------
// Codes (`code` of the error body, `message` of the email checks)
// ---------------------------------------------------------------------------

export const ACCOUNT_ERROR_CODES = {
  /** docs/product.md §8: the account has no password yet; a set-password mail was sent. */
  emptyPassword: 'empty-password',
  /** docs/product.md §8: the account is disabled. */
  disabledLogin: 'disabled-login',
  /** docs/product.md §8: the address is not confirmed yet. */
  notVerified: 'not-verified',
  /** Password step: wrong password or unknown address. */
  wrongPassword: 'wrong-password',
  /** docs/product.md §7: verification / email-change link unknown, used or expired. */
  verifyTokenNotExist: 'verify-token-not-exist',
  /** Password reset / set-password link unknown, used or expired. */
  resetTokenNotExist: 'reset-token-not-exist',
  /** docs/product.md §7: the address belongs to another account. */
  emailExists: 'email-exists',
  /** A page or call that needs a logged-in user. */
  notAuthed: 'not-authed',
  /** Forced email update requested while the address is valid. */
  emailChangeNotNeeded: 'email-change-not-needed',
  csrfFailed: 'csrf-failed',
  rateLimited: 'rate-limited',
} as const;
export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[keyof typeof ACCOUNT_ERROR_CODES];

/** `message` of POST /api/user/check-email-exists when the address is not free (docs/product.md §7). */
export type CheckEmailMessage = 'email-exists' | 'not-verified' | 'disabled-login';

/** Where the register form goes after a temporary registration (docs/product.md §7). */
/** Texts of the account pages that are ours (the spec gives no wording for them). */
export const ACCOUNT_TEXTS = {
  /** Neutral answer of the reminder: the same whether or not the address is registered. */
  rememberSent:
    'ご入力のメールアドレスが登録されている場合は、パスワード再設定用のメールをお送りしました。メールに記載のリンクから新しいパスワードを設定してください。',
  resendSent: '確認メールを再送しました。メールに記載のリンクからご登録を完了してください。',
  emailForceCompleted: 'メールアドレスの更新が完了しました。',
  profileSaved: '登録情報を更新しました。',
  changeRequestReceived: '変更申請を受け付けました。ご協力ありがとうございます。',
} as const;

export const REGISTER_COMPLETE_PATH = '/login/register?complete=1&temporary=1';
/** Query parameter carrying the email-change token in the link mailed to the new address (docs/product.md §4). */
export const EMAIL_TOKEN_PARAM = 'email_token';

// ---------------------------------------------------------------------------
// Field rules (docs/product.md §5)
// ---------------------------------------------------------------------------

export const NAME_MAX_LENGTH = 50;
export const ADDRESS_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 254;

/** Name, kana, address and phone: what my-page/profile edits and registration asks for. */
export interface ProfileFields {
  last_name: string;
  first_name: string;
  last_name_kana: string;
  first_name_kana: string;
  zipcode: string;
  address: string;
  phone: string;
}

/** GET /api/my-page/profile. */
export interface Profile extends ProfileFields {
  email: string;
}

/** The fields of POST /api/login/post-register (form data). */
export interface RegistrationFields extends ProfileFields {
  email: string;
  password: string;
  agree_terms: boolean;
  agree_privacy: boolean;
}

const nameRules: Rule[] = [required, maxLength(NAME_MAX_LENGTH)];
const kanaRules: Rule[] = [required, hiragana, maxLength(NAME_MAX_LENGTH)];

/** Rules of the profile form, in form order (use with validateFields). */
export const PROFILE_RULES: Record<keyof ProfileFields, Rule[]> = {
  last_name: nameRules,
  first_name: nameRules,
  last_name_kana: kanaRules,
  first_name_kana: kanaRules,
  zipcode: [required, zipcode],
  address: [required, maxLength(ADDRESS_MAX_LENGTH)],
  phone: [required, phone],
};

/** Rules of the registration form, in form order (use with validateFields). */
export const REGISTRATION_RULES: Record<keyof RegistrationFields, Rule[]> = {
  last_name: nameRules,
  first_name: nameRules,
  last_name_kana: kanaRules,
  first_name_kana: kanaRules,
  email: [required, email, maxLength(EMAIL_MAX_LENGTH)],
  password: [required, password],
  phone: [required, phone],
  zipcode: [required, zipcode],
  address: [required, maxLength(ADDRESS_MAX_LENGTH)],
  agree_terms: [requiredTrue],
  agree_privacy: [requiredTrue],
};

/** The form of an email address as stored and compared: trimmed and lower-cased. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

// ---------------------------------------------------------------------------
// Return paths (open-redirect guard)
// ---------------------------------------------------------------------------

/** Longest return path accepted. */
export const RETURN_PATH_MAX_LENGTH = 2048;

/** One layer of checks on a literal (not decoded) path. */
function isSafeLiteralPath(p: string): boolean {
  // A single leading '/': not '//' (protocol-relative) nor '/\' (browsers read '\' as '/').
  if (p[0] !== '/' || p[1] === '/' || p[1] === '\\') return false;
  // No control character, whitespace (browsers strip tabs and newlines from URLs) or backslash.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]|\s/u.test(p)) return false;
  // The path part has no empty segment ('//') and no dot segment ('/./', '/../'): after
  // normalisation such a path could become protocol-relative.
  const pathPart = p.split(/[?#]/)[0];
  if (pathPart.includes('//') || /\/\.{1,2}(?:\/|$)/.test(pathPart)) return false;
  return true;
}

/**
 * True when `path` is a path of this site, safe to redirect to or to put after the site's origin:
 * a single leading '/', no '//' or '/\', no scheme, no control characters or whitespace, no dot
 * segments — checked on the value and on each percent-decoded form of it (so '/%2F%2Fevil' is
 * refused too). Malformed percent-encoding is refused.
 */
export function isSafeReturnPath(path: unknown): path is string {
  if (typeof path !== 'string' || path.length === 0 || path.length > RETURN_PATH_MAX_LENGTH) return false;
  let current = path;
  for (let layer = 0; layer < 4; layer++) {
    if (!isSafeLiteralPath(current)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return false;
    }
    if (decoded === current) return true;
    current = decoded;
  }
  // Still changing after several decodings: deliberately nested encoding.
  return false;
}

// ---------------------------------------------------------------------------
// Responses of the account endpoints
// ---------------------------------------------------------------------------

export interface SuccessResponse {
  success: true;
}

/** POST /api/login/post, /api/login/verify, /api/login/reset: the user now logged in. */
export interface LoginResponse {
  success: true;
  user: User;
}

/** POST /api/login/post-register. */
export interface RegisterResponse {
  success: true;
  redirect: string;
}

/** POST /user/check-email-exists: success means the address is free. */
export interface CheckEmailResponse {
  success: boolean;
}

/** POST /api/user/check-email-exists. */
export interface CheckEmailDetailResponse {
  success: boolean;
  message: CheckEmailMessage | null;
}

/** POST /api/login/force/:id (staff only). */
export interface ForceLoginResponse {
  success: true;
  user: User;
  /** ISO 8601: the impersonation session ends then (FORCE_LOGIN_TTL_MS after its start). */
  expires_at: string;
}

/** GET /api/address/:zipcode. */
export interface AddressLookup {
  zipcode: string;
  prefecture: string;
  /** Two-digit JIS code. */
  prefecture_code: string;
  city: string;
  town: string;
}

/** GET/POST /api/my-page/profile. */
export interface ProfileResponse {
  success: true;
  profile: Profile;
}

/** A change of the account's address that waits for the link mailed to the new address. */
export interface PendingEmailChange {
  /** The new address (normalised). */
  email: string;
  /** ISO 8601: the mailed link stops working then. */
  expires_at: string;
}

/** GET /api/my-page/email-change, and the answers of starting and cancelling a change. */
export interface EmailChangeStatusResponse {
  success: true;
  pending: PendingEmailChange | null;
}

/** Body of POST /api/my-page/email-change. */
export interface EmailChangeRequest {
  email: string;
  current_password: string;
}

// ---------------------------------------------------------------------------
// Finish pages (/password-finish, /cancel-done, /address-finish)
// ---------------------------------------------------------------------------

/** Heading and message of the pages that end the password, cancellation and address flows. */
export const FINISH_PAGE_TEXTS = {
  password: {
    title: 'パスワードの設定が完了しました',
    message: '新しいパスワードでログインできます。',
  },
  cancel: {
    title: 'キャンセルが完了しました',
    // Ends both a cancelled deal and a withdrawal (退会).
    message: 'お手続きのキャンセル（商談のキャンセル、または退会）を受け付けました。ご利用ありがとうございました。',
  },
  address: {
    title: 'メールアドレスの変更が完了しました',
    message: '今後のお知らせは新しいメールアドレスにお送りします。',
  },
  toMyPage: 'マイページへ',
  toTop: 'トップページへ',
} as const;

// ---------------------------------------------------------------------------
// Withdrawal (退会, /my-page/profile/withdraw; docs/accounts.md "退会")
// ---------------------------------------------------------------------------

/** How a withdrawn account is named wherever it was a party (deal threads, contact lists, mails). */
export const WITHDRAWN_USER_NAME = '退会したユーザー';

/** The longest reason a user may give for leaving (optional). */
export const WITHDRAWAL_REASON_MAX_LENGTH = 1000;

/** Body of POST /api/my-page/withdraw. */
export interface WithdrawalRequest {
  current_password: string;
  /** Optional; at most WITHDRAWAL_REASON_MAX_LENGTH characters. */
  reason?: string;
}

/** The withdrawal form's rules (the browser and the API run the same `validateWithdrawal`). */
export const WITHDRAWAL_RULES: Record<keyof WithdrawalRequest, Rule[]> = {
  current_password: [required],
  reason: [maxLength(WITHDRAWAL_REASON_MAX_LENGTH)],
};

/** Field errors of a withdrawal request (empty: valid); the reason is counted trimmed. */
export function validateWithdrawal(values: { current_password?: unknown; reason?: unknown }): Partial<Record<keyof WithdrawalRequest, string>> {
  const reason = typeof values.reason === 'string' ? values.reason.trim() : values.reason;
  return validateFields({ current_password: values.current_password ?? '', reason: reason ?? '' }, WITHDRAWAL_RULES);
}

/** The status note recorded in each deal the withdrawal ended (shown to the other party). */
export function withdrawalDealNote(isSeller: boolean): string {
  return `${isSeller ? '売主' : '買主'}が退会したため、この商談はキャンセルされました。`;
}
