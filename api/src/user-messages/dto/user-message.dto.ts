import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { DEAL_MESSAGES, maxLength, MESSAGES, type Rule } from '@akiya/contracts';
import { clientIdRule } from '../../contacts/dto/enquiry.dto';
import { Satisfies } from '../../http/contract-rule';
import { USER_MESSAGE_LIMITS } from '@akiya/contracts';

/** A required text: absent or blank → `requiredMessage`, not a string → invalidValue. */
const requiredText =
  (requiredMessage: string): Rule =>
  (v: unknown) =>
    v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? requiredMessage : typeof v !== 'string' ? MESSAGES.invalidValue : null;

/** POST /api/my-page/user/messages — the user's reply to 家いちば事務局. */
export class UserMessageReplyDto {
  @ApiProperty({ maxLength: USER_MESSAGE_LIMITS.bodyMaxLength })
  @Satisfies(requiredText(DEAL_MESSAGES.messageRequired), maxLength(USER_MESSAGE_LIMITS.bodyMaxLength))
  body: string;

  @ApiProperty({ description: 'the client’s id of this send (idempotency key)' })
  @Satisfies(clientIdRule)
  clientId: string;
}

/** POST /api/my-page/user/messages/read — the ids to mark read (absent: every unread one). */
export class UserMessagesReadDto {
  @ApiPropertyOptional({ type: [Number], maxItems: 500 })
  @Satisfies((v: unknown) =>
    v === undefined ||
    (Array.isArray(v) && v.length > 0 && v.length <= 500 && v.every((i) => Number.isSafeInteger(i) && (i as number) > 0))
      ? null
      : MESSAGES.invalidValue,
  )
  ids?: number[];
}

/** POST /api/staff/user-messages — a message from the operator to one user. */
export class OperatorMessageDto {
  @ApiProperty()
  @Satisfies((v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 1 ? null : MESSAGES.invalidValue))
  userId: number;

  @ApiProperty({ maxLength: USER_MESSAGE_LIMITS.bodyMaxLength })
  @Satisfies(requiredText(DEAL_MESSAGES.messageRequired), maxLength(USER_MESSAGE_LIMITS.bodyMaxLength))
  body: string;
}

/** POST /api/staff/topics — a topic, published at once. */
export class TopicDto {
  @ApiProperty({ maxLength: USER_MESSAGE_LIMITS.topicTitleMaxLength })
  @Satisfies(requiredText(MESSAGES.required), maxLength(USER_MESSAGE_LIMITS.topicTitleMaxLength))
  title: string;

  @ApiProperty({ maxLength: USER_MESSAGE_LIMITS.topicBodyMaxLength })
  @Satisfies(requiredText(MESSAGES.required), maxLength(USER_MESSAGE_LIMITS.topicBodyMaxLength))
  body: string;
}
