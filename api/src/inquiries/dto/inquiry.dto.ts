import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { INQUIRY_CATEGORY_KEYS, INQUIRY_RULES, STAFF_INBOX_MESSAGES, type InquiryCategory } from '@akiya/contracts';
import { Transform } from 'class-transformer';
import { checkbox, HoneypotField, Satisfies, text, trimmedLines, TrimmedText } from '../../http/contract-rule';

/** POST /api/forms/contact: an enquiry to the operator (rules INQUIRY_RULES from @akiya/contracts). */
export class InquiryDto {
  @TrimmedText(INQUIRY_RULES.name, { example: '山田 花子' })
  name: string;

  @TrimmedText(INQUIRY_RULES.email, { example: 'hanako@example.jp' })
  email: string;

  @ApiProperty({ enum: INQUIRY_CATEGORY_KEYS })
  @Satisfies(...INQUIRY_RULES.category)
  category: InquiryCategory;

  @ApiProperty({ example: '掲載方法について教えてください。' })
  @Transform(trimmedLines)
  @Satisfies(text, ...INQUIRY_RULES.message)
  message: string;

  @ApiProperty({ type: Boolean, description: 'agreement to the privacy policy; must be true' })
  @Transform(checkbox)
  @Satisfies(...INQUIRY_RULES.agree)
  agree: boolean;

  @ApiPropertyOptional({ description: 'the listing reported (/contact?project={id}); must name a listing', example: 296 })
  @Transform(({ value }: { value: unknown }) => (value === '' || value === null ? undefined : typeof value === 'string' && /^[1-9][0-9]{0,8}$/.test(value) ? Number(value) : value))
  @Satisfies((v: unknown) => (v === undefined || (typeof v === 'number' && Number.isInteger(v) && v > 0 && v < 2 ** 31) ? null : STAFF_INBOX_MESSAGES.projectNotFound))
  project_id?: number;

  @HoneypotField()
  website?: string;
}
