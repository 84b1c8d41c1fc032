import { Body, Param, Query } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { StaffUserDetail, StaffUserListResponse } from '@akiya/contracts';
import { PositiveIntPipe } from '../http/pipes';
import { NoStoreGet, PostOk } from '../http/route-decorators';
import type { AuthContext } from '../sessions/auth-context';
import { StaffAuth, StaffController } from '../user-messages/staff.guard';
import { StaffUsersService } from './staff-users.service';

/**
 * Staff user administration (/my-page/staff/users). Staff only: the guard answers the plain 404 to
 * everyone else before the path or body is looked at. Mutations are POSTs, so the CSRF check applies.
 */
@StaffController('staff/users')
export class StaffUsersController {
  constructor(private readonly users: StaffUsersService) {}

  // GET /api/staff/users?email= (the exact lookup of the staff message form) stays in user-messages.
  @NoStoreGet('search')
  @ApiOperation({ summary: 'Staff: accounts matching ?q= (email, name, kana or id), newest first, ?page=' })
  list(@Query('q') q: unknown, @Query('page') page: unknown): Promise<StaffUserListResponse> {
    return this.users.list(q, page);
  }

  @NoStoreGet(':id')
  @ApiOperation({ summary: 'Staff: one account with its listings and enquiries' })
  detail(@StaffAuth() auth: AuthContext, @Param('id', PositiveIntPipe) id: number): Promise<StaffUserDetail> {
    return this.users.detail(auth, id);
  }

  @PostOk(':id/disable')
  @ApiOperation({ summary: 'Staff: disables the account {reason}; ends its sessions (400 self or staff, 409 already disabled)' })
  disable(@StaffAuth() auth: AuthContext, @Param('id', PositiveIntPipe) id: number, @Body() body: unknown): Promise<StaffUserDetail> {
    return this.users.disable(auth, id, body);
  }

  @PostOk(':id/enable')
  @ApiOperation({ summary: 'Staff: enables the account again {reason} (409 when not disabled)' })
  enable(@StaffAuth() auth: AuthContext, @Param('id', PositiveIntPipe) id: number, @Body() body: unknown): Promise<StaffUserDetail> {
    return this.users.enable(auth, id, body);
  }
}
