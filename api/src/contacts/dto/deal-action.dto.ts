import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { DEAL_BUTTONS_ALL, DEAL_TRANSITIONS, MESSAGES, type DealButton, type DealTransition, type PurchaseApplication, type Rule } from '@akiya/contracts';
import { Satisfies } from '../../http/contract-rule';

const oneOf =
  (values: readonly string[], optional: boolean): Rule =>
  (v: unknown) =>
    (optional && (v === undefined || v === null)) || (typeof v === 'string' && values.includes(v)) ? null : MESSAGES.invalidValue;
const optionalString: Rule = (v: unknown) => (v === undefined || v === null || typeof v === 'string' ? null : MESSAGES.invalidValue);
const positiveInt: Rule = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 1 ? null : MESSAGES.invalidValue);
/** The application's fields are checked by validateDealActionInput once the rule is known (errors as application.<field>). */
const anything: Rule = () => null;

/**
 * POST /api/my-page/contacts/:id/actions — the shape of a DealActionRequest; what the move requires
 * (future date, reason, application) is checked by contracts' validateDealActionInput afterwards.
 */
export class DealActionDto {
  @ApiProperty({ enum: DEAL_TRANSITIONS })
  @Satisfies(oneOf(DEAL_TRANSITIONS, false))
  transition: DealTransition;

  @ApiPropertyOptional({ enum: DEAL_BUTTONS_ALL })
  @Satisfies(oneOf(DEAL_BUTTONS_ALL, true))
  via?: DealButton | null;

  @ApiProperty({ description: 'the contact version the move was decided on (409 when it is not the current one)' })
  @Satisfies(positiveInt)
  version: number;

  @ApiPropertyOptional({ example: '2026-12-01' })
  @Satisfies(optionalString)
  preview_date?: string | null;

  @ApiPropertyOptional({ example: '10:00' })
  @Satisfies(optionalString)
  preview_time?: string | null;

  @ApiPropertyOptional()
  @Satisfies(optionalString)
  reason?: string | null;

  @ApiPropertyOptional({ type: Object })
  @Satisfies(anything)
  application?: PurchaseApplication;

  @ApiPropertyOptional()
  @Satisfies(optionalString)
  message?: string | null;
}
