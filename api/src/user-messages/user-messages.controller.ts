import { Body, Controller, Get, Header, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MESSAGES } from '@akiya/contracts';
import { ApiError } from '../http/api-error';
import { PositiveIntPipe } from '../http/pipes';
import { assertStaff } from '../posting/moderation.service';
import type { AuthContext } from '../sessions/auth-context';
import { CurrentAuth, CurrentUser, VerifiedUserRequired } from '../sessions/auth.decorators';
import type { UserEntity } from '../users/entities/user.entity';
import { UserMessagesService } from './user-messages.service';
import type { StaffUserLookup, Topic, TopicListResponse, UserMessage, UserMessageListResponse } from './user-messages.types';

/** The body as an object whose keys are all in `allowed` (else 400 unknownParameter). */
function fields(body: unknown, allowed: readonly string[]): Record<string, unknown> {
  const b = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  for (const k of Object.keys(b)) {
    if (!allowed.includes(k)) throw new ApiError(400, MESSAGES.formError, { [k]: [MESSAGES.unknownParameter] });
  }
  return b;
}

/** The user's thread with 家いちば事務局 and the operator's topics: verified login, own rows only. */
@ApiTags('user-messages')
@Controller('my-page')
export class UserMessagesController {
  constructor(private readonly service: UserMessagesService) {}

  @Get('user/messages')
  @VerifiedUserRequired()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'The user’s messages with 家いちば事務局, newest first, and the unread operator message ids' })
  list(@CurrentUser() user: UserEntity): Promise<UserMessageListResponse> {
    return this.service.list(user);
  }

  @Post('user/messages')
  @HttpCode(200)
  @VerifiedUserRequired()
  @ApiOperation({ summary: 'The user replies to 家いちば事務局 (mailed to the operator); idempotent by clientId' })
  reply(@CurrentUser() user: UserEntity, @Body() body: unknown): Promise<UserMessage> {
    const b = fields(body, ['body', 'clientId']);
    return this.service.reply(user, b.body, b.clientId);
  }

  @Post('user/messages/read')
  @HttpCode(200)
  @VerifiedUserRequired()
  @ApiOperation({ summary: 'Marks the given (default: every) unread operator messages of the user read' })
  read(@CurrentUser() user: UserEntity, @Body() body: unknown): Promise<{ read: number }> {
    return this.service.markRead(user, fields(body, ['ids']).ids);
  }

  @Get('topics')
  @VerifiedUserRequired()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'The operator’s topics, newest first' })
  topics(): Promise<TopicListResponse> {
    return this.service.topics();
  }

  @Get('topics/:id')
  @VerifiedUserRequired()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'One topic (unknown: 404)' })
  topic(@Param('id', PositiveIntPipe) id: number): Promise<Topic> {
    return this.service.topic(id);
  }
}

/** Staff writes to a user and publishes topics; anyone else gets the plain 404. */
@ApiTags('user-messages')
@Controller('staff')
export class StaffUserMessagesController {
  constructor(private readonly service: UserMessagesService) {}

  @Get('users')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Staff: finds a user by email address → {id, name, email} (unknown or non-staff: 404)' })
  lookupUser(@CurrentAuth() auth: AuthContext | null, @Query('email') email: unknown): Promise<StaffUserLookup> {
    assertStaff(auth);
    return this.service.lookupUser(email);
  }

  @Post('user-messages')
  @HttpCode(200)
  @ApiOperation({ summary: 'Staff: a message from 家いちば事務局 to one user (non-staff: 404)' })
  write(@CurrentAuth() auth: AuthContext | null, @Body() body: unknown): Promise<UserMessage> {
    assertStaff(auth);
    const b = fields(body, ['userId', 'body']);
    return this.service.operatorWrite(b.userId, b.body);
  }

  @Post('topics')
  @HttpCode(200)
  @ApiOperation({ summary: 'Staff: publishes a topic (non-staff: 404)' })
  createTopic(@CurrentAuth() auth: AuthContext | null, @Body() body: unknown): Promise<Topic> {
    assertStaff(auth);
    const b = fields(body, ['title', 'body']);
    return this.service.createTopic(b.title, b.body);
  }
}
