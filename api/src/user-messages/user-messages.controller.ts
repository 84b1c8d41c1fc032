import { Body, Controller, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { PositiveIntPipe } from '../http/pipes';
import { NoStoreGet } from '../http/route-decorators';
import { assertStaff } from '../posting/moderation.service';
import type { AuthContext } from '../sessions/auth-context';
import { CurrentAuth, CurrentUser, VerifiedGet, VerifiedPost } from '../sessions/auth.decorators';
import type { UserEntity } from '../users/entities/user.entity';
import { StaffPost } from './staff.guard';
import { OperatorMessageDto, TopicDto, UserMessageReplyDto, UserMessagesReadDto } from './dto/user-message.dto';
import { UserMessagesService } from './user-messages.service';
import type { StaffUserLookup, Topic, TopicListResponse, UserMessage, UserMessageListResponse } from '@akiya/contracts';

/** The user's thread with 家いちば事務局 and the operator's topics: verified login, own rows only. */
@ApiTags('user-messages')
@Controller('my-page')
export class UserMessagesController {
  constructor(private readonly service: UserMessagesService) {}

  @VerifiedGet('user/messages')
  @ApiOperation({ summary: 'The user’s messages with 家いちば事務局, newest first, and the unread operator message ids' })
  list(@CurrentUser() user: UserEntity): Promise<UserMessageListResponse> {
    return this.service.list(user);
  }

  @VerifiedPost('user/messages')
  @ApiOperation({ summary: 'The user replies to 家いちば事務局 (mailed to the operator); idempotent by clientId' })
  reply(@CurrentUser() user: UserEntity, @Body() body: UserMessageReplyDto): Promise<UserMessage> {
    return this.service.reply(user, body.body, body.clientId);
  }

  @VerifiedPost('user/messages/read')
  @ApiOperation({ summary: 'Marks the given (default: every) unread operator messages of the user read' })
  read(@CurrentUser() user: UserEntity, @Body() body: UserMessagesReadDto): Promise<{ read: number }> {
    return this.service.markRead(user, body.ids);
  }

  @VerifiedGet('topics')
  @ApiOperation({ summary: 'The operator’s topics, newest first' })
  topics(): Promise<TopicListResponse> {
    return this.service.topics();
  }

  @VerifiedGet('topics/:id')
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

  @NoStoreGet('users')
  @ApiOperation({ summary: 'Staff: finds a user by email address → {id, name, email} (unknown or non-staff: 404)' })
  lookupUser(@CurrentAuth() auth: AuthContext | null, @Query('email') email: unknown): Promise<StaffUserLookup> {
    assertStaff(auth);
    return this.service.lookupUser(email);
  }

  @StaffPost('user-messages')
  @ApiOperation({ summary: 'Staff: a message from 家いちば事務局 to one user (non-staff: 404)' })
  write(@Body() body: OperatorMessageDto): Promise<UserMessage> {
    return this.service.operatorWrite(body.userId, body.body);
  }

  @StaffPost('topics')
  @ApiOperation({ summary: 'Staff: publishes a topic (non-staff: 404)' })
  createTopic(@Body() body: TopicDto): Promise<Topic> {
    return this.service.createTopic(body.title, body.body);
  }
}
