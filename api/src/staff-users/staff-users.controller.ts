import { Body, Controller, Get, Header, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { StaffUserDetail, StaffUserListResponse } from '@akiya/contracts';
import { PositiveIntPipe } from '../http/pipes';
import { assertStaff } from '../posting/moderation.service';
import type { AuthContext } from '../sessions/auth-context';
import { CurrentAuth } from '../sessions/auth.decorators';
import { StaffGuard } from '../user-messages/staff.guard';
import { StaffUsersService } from './staff-users.service';

/**
 * Staff user administration (/my-page/staff/users). Staff only: the guard answers the plain 404 to
 * everyone else before the path or body is looked at. Mutations are POSTs, so the CSRF check applies.
 */
@ApiTags('staff')
@Controller('staff/users')
@UseGuards(StaffGuard)
export class StaffUsersController {
  constructor(private readonly users: StaffUsersService) {}

  // GET /api/staff/users?email= (the exact lookup of the staff message form) stays in user-messages.
  @Get('search')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Staff: accounts matching ?q= (email, name, kana or id), newest first, ?page=' })
  list(@CurrentAuth() auth: AuthContext | null, @Query('q') q: unknown, @Query('page') page: unknown): Promise<StaffUserListResponse> {
    assertStaff(auth);
    return this.users.list(q, page);
  }

  @Get(':id')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Staff: one account with its listings and enquiries' })
  detail(@CurrentAuth() auth: AuthContext | null, @Param('id', PositiveIntPipe) id: number): Promise<StaffUserDetail> {
    assertStaff(auth);
    return this.users.detail(auth, id);
  }

  @Post(':id/disable')
  @HttpCode(200)
  @ApiOperation({ summary: 'Staff: disables the account {reason}; ends its sessions (400 self or staff, 409 already disabled)' })
  disable(@CurrentAuth() auth: AuthContext | null, @Param('id', PositiveIntPipe) id: number, @Body() body: unknown): Promise<StaffUserDetail> {
    assertStaff(auth);
    return this.users.disable(auth, id, body);
  }

  @Post(':id/enable')
  @HttpCode(200)
  @ApiOperation({ summary: 'Staff: enables the account again {reason} (409 when not disabled)' })
  enable(@CurrentAuth() auth: AuthContext | null, @Param('id', PositiveIntPipe) id: number, @Body() body: unknown): Promise<StaffUserDetail> {
    assertStaff(auth);
    return this.users.enable(auth, id, body);
  }
}
