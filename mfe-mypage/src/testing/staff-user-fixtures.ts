import type { StaffAuditItem, StaffUserDetail, StaffUserListItem } from '@akiya/contracts';

/** A row of the staff users list (the demo seller2's account). */
export function fakeStaffUserItem(over: Partial<StaffUserListItem> = {}): StaffUserListItem {
  return {
    id: 5,
    email: 'seller2@example.jp',
    name: '鈴木 美咲',
    role: 'user',
    disabled: false,
    withdrawnAt: null,
    emailVerified: true,
    createdAt: '2026-01-10T00:00:00.000Z',
    ...over,
  };
}

/** A user's details as GET /api/staff/users/:id answers them. */
export function fakeStaffUserDetail(over: Partial<StaffUserDetail> = {}): StaffUserDetail {
  return {
    ...fakeStaffUserItem(),
    lastNameKana: 'すずき',
    firstNameKana: 'みさき',
    phone: '070-3456-7890',
    zipcode: '7220045',
    address: '広島県尾道市久保2-3-4',
    registrationStatus: 'registered',
    emailVerifiedAt: '2026-01-10T01:00:00.000Z',
    pendingEmail: null,
    lastLoginAt: '2026-11-01T03:00:00.000Z',
    updatedAt: '2026-11-01T03:00:00.000Z',
    disabledReason: null,
    disabledAt: null,
    disabledBy: null,
    listings: [{ id: 31, title: '尾道の坂の上の家', isPublished: true, moderationStatus: 'approved', createdAt: '2026-02-01T00:00:00.000Z' }],
    listingsTotal: 1,
    enquiries: [{ id: 77, side: 'seller', propertyId: 31, propertyTitle: '尾道の坂の上の家', status: '商談開始後', updatedAt: '2026-10-01T00:00:00.000Z' }],
    enquiryCounts: { asBuyer: 0, asSeller: 1 },
    canForceLogin: true,
    canDisable: true,
    ...over,
  };
}

export function fakeAuditItem(over: Partial<StaffAuditItem> = {}): StaffAuditItem {
  return {
    id: 1,
    actor: { id: 9, name: '運営 太郎', email: 'staff@example.jp' },
    action: 'user.disable',
    targetType: 'user',
    targetId: '5',
    detail: '規約違反のため',
    createdAt: '2026-11-20T01:00:00.000Z',
    ...over,
  };
}
