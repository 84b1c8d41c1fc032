/** Moderation states and staff actions of a posted listing (docs/posting.md). */

/** pending: waits for staff; approved: on the board; returned: sent back with a reason; suspended: taken down by staff. */
export const MODERATION_STATUSES = ['pending', 'approved', 'returned', 'suspended'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];
export const MODERATION_LABELS: Record<ModerationStatus, string> = {
  pending: '審査待ち',
  approved: '掲載中',
  returned: '差し戻し',
  suspended: '掲載停止',
};
export const MODERATION_ACTIONS = ['approve', 'send-back', 'suspend'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
