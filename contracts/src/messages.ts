/**
 * Every user-facing Japanese text of the product (docs/product.md §2, §5, §6, §8) plus the messages our API needs
 * that the spec does not list. Spec texts are copied character for character; placeholders are written
 * `{name}` and filled with `formatMessage`.
 */
import { MAX_PROPERTIES_LIMIT } from './constants';

export const MESSAGES = {
  // --- Standard validation rules (docs/product.md §5) ---
  required: '必須項目です',
  email: '有効なメールアドレスではありません',
  maxLength: '{length}文字以内にしてください',
  minLength: '{length}文字以上でなければなりません',

  // --- Custom validation rules (docs/product.md §5) ---
  password: '半角英数字6〜20文字以内で入力してください',
  phone: '正しい電話番号かご確認ください',
  zipcode: '不正な郵便番号です',
  emailExists: 'すでに登録済みのメールアドレスです',
  hiragana: 'ひらがなで入力してください',
  uploadTotal: 'ファイルは合計{size}MB以内にしてください',
  numericPeriod: '数字のみ入力が出来ます',
  searchWordHint: 'キーワードを2〜20文字以内で入力してください',

  // --- Search box (docs/product.md §2) ---
  searchPlaceholder: '物件を検索...',

  // --- Login (docs/product.md §6, §8) ---
  loginRequired: 'ご利用にはログインが必要です。',
  setPassword: 'パスワードを設定してください',
  /** Our wording of "a note that a set-password mail was sent" (docs/product.md §8). */
  setPasswordMailSent: 'パスワード設定用のメールをお送りしました。メールに記載のリンクからパスワードを設定してください。',
  disabledLogin: 'このアカウントは無効です。※ご不明点は家いちば（{email}）までお問い合わせください。',
  wrongPassword: 'パスワードが正しくありません。',

  // --- Forms (docs/product.md §8) ---
  formError: '入力エラーがあります。',
  passwordMismatch: 'パスワードが一致しません',

  // --- Email change dialog (docs/product.md §5). A malformed address uses `email`. ---
  emailChangeEmpty: '新しいメールアドレスを入力してください',
  emailChangeSame: 'ご登録のメールアドレスは使用できません',
  /** Check result email-exists or not-verified. */
  emailChangeTaken: 'このメールアドレスは既に登録されています',
  /** Check result disabled-login. */
  emailChangeDisabled: 'このメールアドレスはご利用できません',
  /** Send failure caused by a failed request (a rejected address uses `email`). */
  emailVerifyFailed: 'メールアドレスの検証に失敗しました',

  // --- Email forced-update dialog (docs/product.md §8) ---
  emailUpdateNotDone: '新しいメールアドレスへの変更はまだ完了していません。',
  emailUpdateFailed: 'エラーが発生したため、メールアドレスの更新に失敗しました。しばらくしてからもう一度お試しください。',
  /** Button that reloads after emailUpdateFailed. */
  emailUpdateRetry: '再実行',
  emailUpdateLinkInvalid: 'メールアドレス更新用のリンクが無効になっています。お手数ですがもう一度最初からやりなおしてください。',
  /** Button that returns to the path after emailUpdateLinkInvalid. */
  close: '閉じる',
  /** Input state of the dialog: the registered address is invalid. */
  emailInvalidCannotLogin: 'ご登録のメールアドレスは無効になっており、ログインできません。',

  // --- Profile alert (docs/product.md §4, §8). The alert text is our wording of the spec's description. ---
  profileAlert:
    'ご登録いただいているお名前・ご住所に不備があります。お手数ですが、お名前・ご住所・ご連絡先の変更申請をお願いいたします。',
  profileAlertButton: '変更申請フォームへ',

  // --- Not in the spec: accounts (registration, login, sessions, email change) ---
  /** 403 when the CSRF token is missing or does not match, or the request comes from another site. */
  csrfFailed: 'ページの有効期限が切れました。ページを再読み込みしてから、もう一度お試しください。',
  /** Login or my page with an address that has not been confirmed yet (code not-verified). */
  notVerified: 'メールアドレスの確認が完了していません。確認メールに記載のリンクからご登録を完了してください。',
  /** Verification link expired, used or unknown (code verify-token-not-exist); offers to resend. */
  verifyTokenInvalid: '確認用のリンクが無効か、有効期限が切れています。お手数ですが、確認メールを再送してください。',
  /** Password reset / set-password link expired, used or unknown (code reset-token-not-exist). */
  resetTokenInvalid: 'パスワード再設定用のリンクが無効か、有効期限が切れています。お手数ですが、もう一度お手続きください。',
  /** A return path that is not a path of this site (open-redirect guard). */
  invalidReturnPath: '戻り先のURLが正しくありません',
  /** The mail server refused or could not be reached. */
  mailSendFailed: 'メールを送信できませんでした。しばらくしてからもう一度お試しください。',
  /** GET /api/address/:zipcode for a zipcode that does not exist. */
  addressNotFound: '該当する住所が見つかりませんでした',
  /** Forced email update requested by a user whose address is valid. */
  emailChangeNotNeeded: 'メールアドレスの変更手続きは必要ありません。',
  /** Password change with a wrong current password. */
  currentPasswordWrong: '現在のパスワードが正しくありません。',

  // --- Not in the spec: API and shell messages ---
  invalidPage: 'ページ番号は1以上の整数で指定してください',
  invalidLimit: `表示件数は1〜${MAX_PROPERTIES_LIMIT}の整数で指定してください`,
  invalidId: 'IDは1以上の整数で指定してください',
  invalidArea: '都道府県コードが正しくありません',
  invalidPrice: '価格は0以上の整数（万円）で指定してください',
  /** Saved search params whose upper price bound is below the lower one. */
  priceRangeReversed: '上限の価格は下限以上で指定してください',
  invalidValue: '指定できない値です',
  unknownParameter: '使用できないパラメータです',
  tooManyFilters: '絞り込み条件は1つだけ指定できます',
  invalidCity: '市区町村コードは5桁の数字で指定してください',
  cityNotInArea: '市区町村が指定の都道府県にありません',
  invalidLandArea: '土地面積は0以上の整数（㎡）で指定してください',
  landAreaRangeReversed: '上限の土地面積は下限以上で指定してください',
  invalidBuildingAge: '築年数は0以上の整数（年）で指定してください',
  buildingAgeRangeReversed: '築年数の上限は下限以上で指定してください',
  notFound: 'お探しのページは見つかりませんでした',
  rateLimited: 'リクエストが多すぎます。しばらくしてからもう一度お試しください。',
  serverError: 'サーバーでエラーが発生しました。しばらくしてからもう一度お試しください。',
  databaseUnavailable: 'データベースに接続できません。しばらくしてからもう一度お試しください。',
  /** 503 when a service the request needs (the session store) does not answer in time. */
  serviceUnavailable: 'ただいま一時的にご利用いただけません。しばらくしてからもう一度お試しください。',
  /** 400 for a body that cannot be read: JSON nested too deeply, multipart without a boundary, broken form data. */
  malformedRequest: '送信された内容の形式が正しくありません。ページを再読み込みしてから、もう一度お試しください。',
  /** A remote's files could not be fetched and the site did not answer either: the visitor's connection (or the network on the way). */
  remoteLoadFailed: 'このページを読み込めませんでした。通信環境をご確認のうえ、もう一度お試しください。',
  /** A remote's files answered with a server error: not the visitor's connection. */
  remoteServerFailed: 'このページの配信元で問題が発生しています（お使いの通信環境の問題ではありません）。しばらくしてからもう一度お試しください。',
  /** A remote's files could not be fetched (or not in time) while the site answers: our fault, not the visitor's connection. */
  remoteUnavailable: '一時的に表示できません。しばらくしてからお試しください',
  /** A remote loaded but failed while showing the page. */
  remoteCrashed: 'このページの表示中にエラーが発生しました。もう一度お試しいただくか、ほかのページへお進みください。',
  retry: '再読み込み',
  /** Shown once after the shell opened a page anew because a newer version of its part of the site was deployed. */
  remoteUpdated: 'サイトが更新されたため、ページを最新の状態で開き直しました。',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/**
 * Replaces each `{name}` in the template with `params[name]`. Placeholders without a value are left
 * as they are, so a missing parameter is visible rather than silently blank.
 */
export function formatMessage(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

// ---------------------------------------------------------------------------
// Error page (docs/product.md §2, §8)
// ---------------------------------------------------------------------------

export const ERROR_PAGE = {
  titles: {
    400: 'Bad request',
    401: 'Unauthorized',
    404: 'Page not found',
    other: 'An error occurred',
  },
  /** Title shown for an unmatched route (status 404). */
  notFoundRoute: 'This page could not be found',
  descriptions: {
    400: '不正なリクエストです。',
    401: 'このページへのアクセス権がありません。',
    404: 'アクセスされたURLは存在しません。URLが変更されたか、表示できない状態になっています。',
    other: '内部エラーが発生しました（{code}）。',
  },
  backToTop: 'トップページに戻る',
  /** A server error's request id (X-Request-Id), quoted by the visitor to the operator (docs/operations.md). */
  errorId: 'エラーID: {id}',
  /** Errors without a status default to 500. */
  defaultStatus: 500,
} as const;

export interface ErrorPageContent {
  status: number;
  title: string;
  description: string;
}

/**
 * Title and description of the error page for a status. A missing or invalid status (not an integer
 * in 100–599) is treated as the default 500. Statuses other than 400/401/404 get the generic texts with
 * the status in `{code}`.
 */
export function errorPageFor(status?: number): ErrorPageContent {
  const s =
    status !== undefined && Number.isInteger(status) && status >= 100 && status <= 599 ? status : ERROR_PAGE.defaultStatus;
  if (s === 400 || s === 401 || s === 404) {
    return { status: s, title: ERROR_PAGE.titles[s], description: ERROR_PAGE.descriptions[s] };
  }
  return {
    status: s,
    title: ERROR_PAGE.titles.other,
    description: formatMessage(ERROR_PAGE.descriptions.other, { code: s }),
  };
}
