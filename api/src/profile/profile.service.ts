import { Injectable } from '@nestjs/common';
import { MESSAGES, type ProfileFields, type ProfileResponse, type PublicProfile, type SuccessResponse } from '@akiya/contracts';
import { ApiError } from '../http/api-error';
import type { UserEntity } from '../users/entities/user.entity';
import { toProfileDto } from '../users/user.mapper';
import { UsersRepository } from '../users/users.repository';
import { ProfileRepository } from './profile.repository';

@Injectable()
export class ProfileService {
  constructor(
    private readonly users: UsersRepository,
    private readonly repo: ProfileRepository,
  ) {}

  profileOf(user: UserEntity): ProfileResponse {
    return { success: true, profile: toProfileDto(user) };
  }

  /** check_name_address is left as it is: staff clear '要確認' after reviewing the change. */
  async update(user: UserEntity, fields: ProfileFields): Promise<ProfileResponse> {
    await this.users.updateProfile(user.id, fields);
    const fresh = (await this.users.findById(user.id)) ?? user;
    return { success: true, profile: toProfileDto(fresh) };
  }

  /**
   * Another user's public profile (docs/product.md §3): the family name only (so any logged-in user cannot list
   * everyone's full name) and contact_count = the user's in-progress enquiries as a buyer (statuses
   * of root type 商談中 or 商談開始前, IN_PROGRESS_DEAL_STATUSES). Unknown, unverified and disabled
   * accounts are 404.
   */
  async publicProfile(userId: number): Promise<PublicProfile> {
    const user = await this.users.findById(userId);
    if (!user || user.disabled || user.withdrawnAt || user.registrationStatus === 'temporary') throw new ApiError(404, MESSAGES.notFound);
    return { name: user.lastName, contact_count: await this.repo.countInProgressEnquiries(userId) };
  }

  async dismissAlert(user: UserEntity): Promise<SuccessResponse> {
    await this.users.dismissProfileAlert(user.id, new Date());
    return { success: true };
  }
}
