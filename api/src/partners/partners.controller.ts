import { Body, Controller, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  isPartnerRewardStatus,
  isPartnerStatus,
  type MyPartnerResponse,
  type PartnerRewardItem,
  type PartnerSummary,
  type StaffPartnerItem,
  type StaffPartnerReferralItem,
  type StaffPartnerRewardItem,
} from '@akiya/contracts';
import { PositiveIntPipe } from '../http/pipes';
import { NoStoreGet, PostOk } from '../http/route-decorators';
import { statusMoveBody } from '../http/validation';
import { CurrentUser, VerifiedGet, VerifiedPost } from '../sessions/auth.decorators';
import { StaffController } from '../user-messages/staff.guard';
import type { UserEntity } from '../users/entities/user.entity';
import { PartnersService } from './partners.service';

/** The join form (/ouendan/join) and the partner's own page (/my-page/ouendan): verified login. */
@ApiTags('partners')
@Controller()
export class PartnersController {
  constructor(private readonly partners: PartnersService) {}

  @VerifiedPost('partners/join')
  @ApiOperation({ summary: 'Applies to the supporter programme (display_name, area, activity, phone, agree); pending until staff approve' })
  join(@CurrentUser() user: UserEntity, @Body() body: unknown): Promise<{ success: true; partner: PartnerSummary }> {
    return this.partners.join(user, PartnersService.check(body));
  }

  @VerifiedGet('my-page/partner')
  @ApiOperation({ summary: 'The caller’s partner record (null when none), the owners it brought and its reward requests' })
  mine(@CurrentUser() user: UserEntity): Promise<MyPartnerResponse> {
    return this.partners.mine(user);
  }

  @VerifiedPost('my-page/partner/referrals/:id/reward')
  @ApiOperation({ summary: 'Requests the reward of one of the partner’s referrals (404 for another’s; 409 when requested already or not approved)' })
  reward(@CurrentUser() user: UserEntity, @Param('id', PositiveIntPipe) id: number): Promise<PartnerRewardItem> {
    return this.partners.requestReward(user, id);
  }
}

/** Staff: applications and reward requests (404 for everyone else). */
@StaffController('staff', 'partners')
export class StaffPartnersController {
  constructor(private readonly partners: PartnersService) {}

  @NoStoreGet('partners')
  @ApiOperation({ summary: 'Staff: supporter applications (status filter)' })
  list(@Query('status') status: unknown): Promise<{ items: StaffPartnerItem[] }> {
    return this.partners.staffList(status);
  }

  @PostOk('partners/:id/status')
  @ApiOperation({ summary: 'Staff: approves or rejects an application {to, version}; another move or an old version → 409' })
  move(@Param('id', PositiveIntPipe) id: number, @Body() body: unknown): Promise<PartnerSummary> {
    const b = statusMoveBody(body, isPartnerStatus);
    return this.partners.movePartner(id, b.to, b.version);
  }

  @NoStoreGet('partner-referrals')
  @ApiOperation({ summary: 'Staff: the newest 200 referrals with their source (partner and link, account or listing, when, state)' })
  referrals(): Promise<{ items: StaffPartnerReferralItem[] }> {
    return this.partners.staffReferrals();
  }

  @NoStoreGet('partner-rewards')
  @ApiOperation({ summary: 'Staff: reward requests (status filter)' })
  rewards(@Query('status') status: unknown): Promise<{ items: StaffPartnerRewardItem[] }> {
    return this.partners.staffRewards(status);
  }

  @PostOk('partner-rewards/:id/status')
  @ApiOperation({ summary: 'Staff: moves a reward request {to, version} (requested → approved → paid / rejected); anything else → 409' })
  moveReward(@Param('id', PositiveIntPipe) id: number, @Body() body: unknown): Promise<PartnerRewardItem> {
    const b = statusMoveBody(body, isPartnerRewardStatus);
    return this.partners.moveReward(id, b.to, b.version);
  }
}
