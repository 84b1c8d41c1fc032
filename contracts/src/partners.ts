/**
 * The supporter programme (応援団, docs/partners.md): people who find vacant houses in their town and
 * introduce the owners to the site. The reward amounts (data, shown on /ouendan/reward), the join
 * form's rules and Japanese messages (the browser and the API run the same `validatePartnerJoin`),
 * the statuses of a partner and of a reward request with their transition tables (the API refuses
 * any other move with 409), the referral cookie, and the DTOs of /my-page/ouendan and the staff pages.
 */
import { formatNumber } from './format';
import { MESSAGES } from './messages';
import { movesChecker, oneOfGuard } from './status-table';
import { maxLength, minLength, phone, required, requiredTrue, validateFields, type Rule } from './validation';

// ---------------------------------------------------------------------------
// Rewards — data
// ---------------------------------------------------------------------------

export type PartnerReferralKind = 'registration' | 'listing';

export interface PartnerRewardRule {
  kind: PartnerReferralKind;
  /** What earns it. */
  label: string;
  /** In yen (tax included). */
  amountYen: number;
  description: string;
}

/** What a supporter receives for each owner it brought (one reward per owner and kind). */
export const PARTNER_REWARDS: readonly PartnerRewardRule[] = [
  {
    kind: 'registration',
    label: 'ご紹介の方が会員登録',
    amountYen: 1_000,
    description: '紹介リンクから来た方が30日以内に会員登録し、メールアドレスの確認を済ませると対象になります。',
  },
  {
    kind: 'listing',
    label: 'ご紹介の方が物件を掲載',
    amountYen: 10_000,
    description: '紹介リンクから来た方が30日以内に物件を投稿し、審査で掲載が承認されると対象になります。',
  },
];

export function rewardAmountOf(kind: PartnerReferralKind): number {
  return PARTNER_REWARDS.find((r) => r.kind === kind)?.amountYen ?? 0;
}

/** '10,000円'. */
export function formatYen(amount: number): string {
  return `${formatNumber(amount)}円`;
}

// ---------------------------------------------------------------------------
// The referral link /ref/{id}
// ---------------------------------------------------------------------------

/** The cookie /ref/{id} sets: the partner's id only (no personal data), for 30 days. */
export const REFERRAL_COOKIE = 'akiya_ref';
export const REFERRAL_DAYS = 30;

export const partnerPaths = {
  referral: (partnerId: number) => `/ref/${partnerId}`,
  myPage: '/my-page/ouendan',
  join: '/ouendan/join',
  staff: '/my-page/staff/partners',
} as const;

// ---------------------------------------------------------------------------
// Statuses
// ---------------------------------------------------------------------------

export const PARTNER_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];
export const PARTNER_STATUS_LABELS: Record<PartnerStatus, string> = {
  pending: '審査中',
  approved: '承認済み',
  rejected: '見送り',
};
const PARTNER_MOVES: Record<PartnerStatus, readonly PartnerStatus[]> = {
  pending: ['approved', 'rejected'],
  approved: [],
  rejected: [],
};
export const canMovePartner = movesChecker(PARTNER_MOVES);
export const isPartnerStatus = oneOfGuard(PARTNER_STATUSES);

export const PARTNER_REWARD_STATUSES = ['requested', 'approved', 'paid', 'rejected'] as const;
export type PartnerRewardStatus = (typeof PARTNER_REWARD_STATUSES)[number];
export const PARTNER_REWARD_STATUS_LABELS: Record<PartnerRewardStatus, string> = {
  requested: '申請中',
  approved: '承認済み',
  paid: '支払済み',
  rejected: '見送り',
};
const REWARD_MOVES: Record<PartnerRewardStatus, readonly PartnerRewardStatus[]> = {
  requested: ['approved', 'rejected'],
  approved: ['paid'],
  paid: [],
  rejected: [],
};
export const canMoveReward = movesChecker(REWARD_MOVES);
export const isPartnerRewardStatus = oneOfGuard(PARTNER_REWARD_STATUSES);

// ---------------------------------------------------------------------------
// The join form (/ouendan/join)
// ---------------------------------------------------------------------------

export const PARTNER_LIMITS = {
  displayName: 30,
  area: 50,
  activityMin: 10,
  activity: 1000,
} as const;

export interface PartnerJoinValues {
  display_name: string;
  area: string;
  activity: string;
  phone: string;
  agree: boolean;
}

export const PARTNER_JOIN_LABELS: Record<keyof PartnerJoinValues, string> = {
  display_name: '活動名（ニックネーム可）',
  area: '活動する地域',
  activity: '応援団として取り組みたいこと',
  phone: '電話番号',
  agree: '応援団の規約への同意',
};

export function emptyPartnerJoin(): PartnerJoinValues {
  return { display_name: '', area: '', activity: '', phone: '', agree: false };
}

export const PARTNER_JOIN_RULES: Partial<Record<keyof PartnerJoinValues, Rule[]>> = {
  display_name: [required, maxLength(PARTNER_LIMITS.displayName)],
  area: [required, maxLength(PARTNER_LIMITS.area)],
  activity: [required, minLength(PARTNER_LIMITS.activityMin), maxLength(PARTNER_LIMITS.activity)],
  phone: [phone],
  agree: [requiredTrue],
};

export function validatePartnerJoin(values: PartnerJoinValues): Partial<Record<keyof PartnerJoinValues, string>> {
  return validateFields(values, PARTNER_JOIN_RULES);
}

// ---------------------------------------------------------------------------
// Where a referral stands
// ---------------------------------------------------------------------------

/**
 * Where a referral stands. `waiting`: recorded, but it counts for nothing yet (a registration whose
 * email address is not verified, a listing not yet approved by the review); `creditable`: a reward
 * may be requested; `void`: it never pays (the listing was suspended or removed, the account disabled).
 * The API works it out from the account and the listing each time: nothing to keep in step.
 */
export const PARTNER_REFERRAL_STATES = ['waiting', 'creditable', 'void'] as const;
export type PartnerReferralState = (typeof PARTNER_REFERRAL_STATES)[number];

/** What /my-page/ouendan shows instead of the request button for a referral that is not creditable. */
export function partnerReferralStateLabel(kind: PartnerReferralKind, state: PartnerReferralState): string {
  if (state === 'creditable') return '報酬の対象';
  if (state === 'void') return '報酬の対象外';
  return kind === 'registration' ? 'メールアドレスの確認待ち' : '掲載の審査待ち';
}

export const PARTNER_MESSAGES = {
  joined: '応援団へのお申し込みを受け付けました。審査の結果はメールでお知らせします。',
  alreadyApplied: 'すでに応援団にお申し込みいただいています。状況はマイページの応援団でご確認ください。',
  notPartner: '応援団のメンバーではありません。',
  notApproved: '応援団の審査が終わるまで、報酬の申請はできません。',
  rewardRequested: '報酬を申請しました。事務局で確認のうえご連絡します。',
  rewardExists: 'このご紹介の報酬はすでに申請されています。',
  notCreditable:
    'このご紹介はまだ報酬の対象になっていません。会員登録はメールアドレスの確認が済んだとき、物件の投稿は審査で掲載が承認されたときに対象になります。',
  notCreditableAnyMore: 'このご紹介は報酬の対象外です（物件の掲載停止やアカウントの停止など）。',
  noLongerCreditable: 'このご紹介は報酬の対象外になりました（物件の掲載停止など）。申請は見送りにしてください。',
  conflict: 'ほかの操作によって状況が変わりました。ページを再読み込みしてからもう一度お試しください。',
  copied: '紹介リンクをコピーしました。',
  loginToJoin: 'お申し込みにはログインが必要です。',
} as const;

// ---------------------------------------------------------------------------
// DTOs
// ---------------------------------------------------------------------------

export interface PartnerSummary {
  id: number;
  status: PartnerStatus;
  displayName: string;
  area: string;
  /** The referral path (/ref/{id}); null until the partner is approved. */
  referralPath: string | null;
  createdAt: string;
  version: number;
}

export interface PartnerReferralItem {
  id: number;
  kind: PartnerReferralKind;
  /** The owner it brought, masked ("山田 様"): no email or full name on the partner's page. */
  ownerLabel: string;
  propertyId: number | null;
  propertyTitle: string | null;
  createdAt: string;
  /** Whether a reward may be requested (`creditable`), not yet (`waiting`) or never (`void`). */
  state: PartnerReferralState;
  /** The reward requested for it, if any. */
  rewardId: number | null;
}

export interface PartnerRewardItem {
  id: number;
  referralId: number;
  kind: PartnerReferralKind;
  amountYen: number;
  status: PartnerRewardStatus;
  version: number;
  createdAt: string;
}

export interface MyPartnerResponse {
  partner: PartnerSummary | null;
  referrals: PartnerReferralItem[];
  rewards: PartnerRewardItem[];
}

export interface StaffPartnerItem extends PartnerSummary {
  activity: string;
  phone: string | null;
  user: { id: number; name: string; email: string };
}

export interface StaffPartnerRewardItem extends PartnerRewardItem {
  partner: { id: number; displayName: string };
}

/**
 * GET /api/staff/partner-referrals: where each credit came from (docs/partners.md, "What staff
 * see"): the partner and its link, the registration (the account, when it registered and verified)
 * or the listing (its id, title and review state), when the signed referral cookie was presented.
 */
export interface StaffPartnerReferralItem {
  id: number;
  partner: { id: number; displayName: string };
  kind: PartnerReferralKind;
  state: PartnerReferralState;
  /** The partner's link the visitor followed (/ref/{id}); the signed cookie it set named this partner. */
  referralPath: string;
  /** When the registration or the listing carrying the cookie was received. */
  createdAt: string;
  owner: { id: number; email: string; name: string; registeredAt: string; verifiedAt: string | null };
  property: { id: number; title: string; moderationStatus: string | null } | null;
  rewardId: number | null;
}

/** A formatted message for a field error when the API answers 400. */
export const PARTNER_FORM_ERROR = MESSAGES.formError;
