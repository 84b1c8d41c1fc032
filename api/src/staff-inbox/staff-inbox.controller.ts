import { Body, Param, Query } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { StaffInboxDetail, StaffInboxListResponse, StaffInboxUnreadResponse } from '@akiya/contracts';
import { PositiveIntPipe } from '../http/pipes';
import { NoStoreGet, PostOk } from '../http/route-decorators';
import type { AuthContext } from '../sessions/auth-context';
import { StaffAuth, StaffController } from '../user-messages/staff.guard';
import { StaffInboxService } from './staff-inbox.service';

/**
 * The staff inbox (/my-page/staff/inbox, docs/accounts.md "Staff inbox"). Staff only: the guard
 * answers the plain 404 to everyone else before the path or body is looked at. Mutations are POSTs,
 * so the CSRF check applies.
 */
@StaffController('staff/inbox')
export class StaffInboxController {
  constructor(private readonly inbox: StaffInboxService) {}

  @NoStoreGet()
  @ApiOperation({ summary: 'Staff: inbox items, newest first (?kind=contact|republish|user_reply, ?state=unread|handled, ?q=, ?page=)' })
  list(
    @Query('kind') kind: unknown,
    @Query('state') state: unknown,
    @Query('q') q: unknown,
    @Query('page') page: unknown,
  ): Promise<StaffInboxListResponse> {
    return this.inbox.list({ kind, state, q, page });
  }

  @NoStoreGet('unread-count')
  @ApiOperation({ summary: 'Staff: how many inbox items are unread (the navigation badge)' })
  unread(): Promise<StaffInboxUnreadResponse> {
    return this.inbox.unread();
  }

  @NoStoreGet(':id')
  @ApiOperation({ summary: 'Staff: one inbox item with the whole message and its replies' })
  detail(@Param('id', PositiveIntPipe) id: number): Promise<StaffInboxDetail> {
    return this.inbox.detail(id);
  }

  @PostOk(':id/state')
  @ApiOperation({ summary: 'Staff: marks an item handled or unread {state}' })
  setState(@StaffAuth() auth: AuthContext, @Param('id', PositiveIntPipe) id: number, @Body() body: unknown): Promise<StaffInboxDetail> {
    return this.inbox.setState(auth, id, body);
  }

  @PostOk(':id/reply')
  @ApiOperation({ summary: 'Staff: replies {body} — an operator message to a registered sender, else a mail; the item is then handled' })
  reply(@StaffAuth() auth: AuthContext, @Param('id', PositiveIntPipe) id: number, @Body() body: unknown): Promise<StaffInboxDetail> {
    return this.inbox.reply(auth, id, body);
  }
}
