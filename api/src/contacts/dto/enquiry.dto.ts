import { ApiProperty } from '@nestjs/swagger';
import { CLIENT_ID_RE, DEAL_LIMITS, DEAL_MESSAGES, maxLength, type Rule } from '@akiya/contracts';
import { Satisfies } from '../../http/contract-rule';

/** A message text: a string that is not blank (DEAL_MESSAGES.messageRequired). */
export const messageText: Rule = (v: unknown) => (typeof v !== 'string' || v.trim() === '' ? DEAL_MESSAGES.messageRequired : null);

/** The client's id of a send (a retry with the same id answers the same message). */
export const clientIdRule: Rule = (v: unknown) => (typeof v === 'string' && CLIENT_ID_RE.test(v) ? null : DEAL_MESSAGES.clientIdInvalid);

/** POST /api/contact/project/:id — the buyer's first message on a listing. */
export class EnquiryDto {
  @ApiProperty({ example: '内覧できますか？', maxLength: DEAL_LIMITS.enquiryMaxLength })
  @Satisfies(messageText, maxLength(DEAL_LIMITS.enquiryMaxLength))
  message: string;

  @ApiProperty({ example: 'c1k2j3', description: 'the client’s id of this send (idempotency key)' })
  @Satisfies(clientIdRule)
  clientId: string;
}
