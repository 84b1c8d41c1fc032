import { ApiProperty } from '@nestjs/swagger';
import { STAFF_BANK_MEMBER_RULES, STAFF_BANK_MUNICIPALITY_RULES } from '@akiya/contracts';
import { Transform } from 'class-transformer';
import { Satisfies, text } from '../../http/contract-rule';
import { BankProfileDto } from './bank-listing.dto';

const trimmed = ({ value }: { value: unknown }) => (value === undefined || value === null ? '' : typeof value === 'string' ? value.trim() : value);

/**
 * POST/PUT /api/staff/akiyabank/municipalities(/:id): a municipality (prefecture code, name) and its
 * bank's name, terms and office contact (the member's own form's fields). Rules from contracts.
 */
export class StaffBankMunicipalityDto extends BankProfileDto {
  @ApiProperty({ example: '33', description: 'JIS prefecture code 01–47' })
  @Transform(trimmed)
  @Satisfies(text, ...STAFF_BANK_MUNICIPALITY_RULES.prefecture_code)
  prefecture_code: string;

  @ApiProperty({ example: '真庭市' })
  @Transform(trimmed)
  @Satisfies(text, ...STAFF_BANK_MUNICIPALITY_RULES.name)
  name: string;
}

/** POST /api/staff/akiyabank/municipalities/:id/members: the email of an existing account. */
export class StaffBankMemberDto {
  @ApiProperty({ example: 'bank@example.jp' })
  @Transform(trimmed)
  @Satisfies(text, ...STAFF_BANK_MEMBER_RULES)
  email: string;
}
