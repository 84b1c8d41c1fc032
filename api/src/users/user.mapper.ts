import type { Profile, User } from '@akiya/contracts';
import type { UserEntity } from './entities/user.entity';

/** The logged-in user as base data and the login calls return it (docs/product.md §3). */
export function toUserDto(user: UserEntity): User {
  return {
    id: user.id,
    email: user.email,
    last_name: user.lastName,
    first_name: user.firstName,
    favorites: [],
    invalid_email_flag: user.invalidEmailFlag === 1 ? 1 : 0,
    email_verified_at: user.emailVerifiedAt ? new Date(user.emailVerifiedAt).toISOString() : null,
    check_name_address: user.checkNameAddress,
    // Only on staff, so every other user's object is unchanged.
    ...(user.role === 'staff' ? { is_staff: true as const } : {}),
  };
}

/** GET /api/my-page/profile. */
export function toProfileDto(user: UserEntity): Profile {
  return {
    email: user.email,
    last_name: user.lastName,
    first_name: user.firstName,
    last_name_kana: user.lastNameKana,
    first_name_kana: user.firstNameKana,
    zipcode: user.zipcode,
    address: user.address,
    phone: user.phone,
  };
}

/**
 * When the account withdrew (退会, docs/accounts.md), ISO 8601, or null: what staff screens show of
 * a withdrawal (the personal columns themselves are erased by then).
 */
export function withdrawnAtOf(user: Pick<UserEntity, 'withdrawnAt'>): string | null {
  return user.withdrawnAt ? new Date(user.withdrawnAt).toISOString() : null;
}

