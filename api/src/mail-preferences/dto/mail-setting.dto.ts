import { ApiProperty } from '@nestjs/swagger';
import { MESSAGES, SELLER_MESSAGES, mailReceivingKindOf } from '@akiya/contracts';
import { Satisfies } from '../../http/contract-rule';

/** POST /api/my-page/mail-settings: one toggle (type 1, 2 or 3) and its new value. */
export class MailSettingDto {
  @ApiProperty({ enum: [1, 2, 3], description: '1 waitingForReopening, 2 newProperties, 3 others' })
  @Satisfies((v: unknown) => (mailReceivingKindOf(v) ? null : SELLER_MESSAGES.mailSettingType))
  type: number;

  @ApiProperty({ type: Boolean })
  @Satisfies((v: unknown) => (typeof v === 'boolean' ? null : MESSAGES.invalidValue))
  value: boolean;
}
