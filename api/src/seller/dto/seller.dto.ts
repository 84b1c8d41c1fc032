import { ApiProperty } from '@nestjs/swagger';
import { PUBLISH_ACTION_KEYS, REPUBLISH_RULES, SELLER_MESSAGES, type PublishAction } from '@akiya/contracts';
import { Transform } from 'class-transformer';
import { HoneypotField, Satisfies, text, trimmedLines } from '../../http/contract-rule';

/** POST /api/my-page/change-publish/:id */
export class ChangePublishDto {
  @ApiProperty({ enum: PUBLISH_ACTION_KEYS })
  @Satisfies((v: unknown) => ((PUBLISH_ACTION_KEYS as unknown[]).includes(v) ? null : SELLER_MESSAGES.publishAction))
  action: PublishAction;
}

/** POST /api/forms/republish: one of the seller's stopped listings and a message to the operator. */
export class RepublishDto {
  @ApiProperty({ example: 12 })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^[0-9]{1,9}$/.test(value) ? Number(value) : value))
  @Satisfies(...REPUBLISH_RULES.property_id)
  property_id: number;

  @ApiProperty({ example: '写真を差し替えましたので、再掲載をお願いします。' })
  @Transform(trimmedLines)
  @Satisfies(text, ...REPUBLISH_RULES.message)
  message: string;

  @HoneypotField()
  website?: string;
}
