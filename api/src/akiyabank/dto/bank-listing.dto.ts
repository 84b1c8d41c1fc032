import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { BANK_DEAL_TYPES, BANK_PROFILE_RULES, bankListingRules } from '@akiya/contracts';
import { Transform } from 'class-transformer';
import { Satisfies, text, trimmedLines } from '../../http/contract-rule';

const RULES = bankListingRules();
/** An absent field is '' (for the rules' required check); a string is trimmed, its line ends \n (trimmedLines). */
const emptyIfAbsent = ({ value }: { value: unknown }) => (value === undefined || value === null ? '' : trimmedLines({ value }));

/** POST/PUT /api/akiyabank/manage/listings: a bank listing (rules and messages from contracts). */
export class BankListingDto {
  @ApiProperty({ example: '日当たりの良い平屋の古民家' })
  @Transform(emptyIfAbsent)
  @Satisfies(text, ...RULES.title)
  title: string;

  @ApiProperty({ example: '昭和40年築の木造平屋です。' })
  @Transform(emptyIfAbsent)
  @Satisfies(text, ...RULES.description)
  description: string;

  @ApiProperty({ example: '久世' })
  @Transform(emptyIfAbsent)
  @Satisfies(text, ...RULES.district)
  district: string;

  @ApiProperty({ enum: BANK_DEAL_TYPES })
  @Transform(emptyIfAbsent)
  @Satisfies(text, ...RULES.deal_type)
  deal_type: string;

  @ApiPropertyOptional({ description: 'sale: 万円; rent: 円/月; empty: 応相談', example: '300' })
  @Transform(emptyIfAbsent)
  @Satisfies(text, ...RULES.price)
  price: string;

  @ApiProperty({ enum: ['building', 'land'] })
  @Transform(emptyIfAbsent)
  @Satisfies(text, ...RULES.land_or_building)
  land_or_building: string;

  @ApiPropertyOptional({ example: '330.5' })
  @Transform(emptyIfAbsent)
  @Satisfies(text, ...RULES.land_area)
  land_area: string;

  @ApiPropertyOptional({ example: '120' })
  @Transform(emptyIfAbsent)
  @Satisfies(text, ...RULES.building_area)
  building_area: string;

  @ApiPropertyOptional({ example: '1965' })
  @Transform(emptyIfAbsent)
  @Satisfies(text, ...RULES.built_year)
  built_year: string;

  @ApiPropertyOptional({ example: '5DK' })
  @Transform(emptyIfAbsent)
  @Satisfies(text, ...RULES.layout)
  layout: string;

  @ApiPropertyOptional({ example: 'No.12' })
  @Transform(emptyIfAbsent)
  @Satisfies(text, ...RULES.bank_number)
  bank_number: string;
}

const PROFILE = BANK_PROFILE_RULES;

/** PUT /api/akiyabank/manage/municipality: the bank's name, terms and office contact. */
export class BankProfileDto {
  @ApiProperty({ example: '真庭市空き家情報バンク' })
  @Transform(emptyIfAbsent)
  @Satisfies(text, ...PROFILE.bank_name)
  bank_name: string;

  @ApiProperty({ description: 'plain text; paragraphs separated by a blank line' })
  @Transform(emptyIfAbsent)
  @Satisfies(text, ...PROFILE.terms)
  terms: string;

  @ApiProperty({ example: '真庭市 建設部 住宅政策課' })
  @Transform(emptyIfAbsent)
  @Satisfies(text, ...PROFILE.office_name)
  office_name: string;

  @ApiProperty({ example: '0867-42-1111' })
  @Transform(emptyIfAbsent)
  @Satisfies(text, ...PROFILE.office_phone)
  office_phone: string;

  @ApiProperty({ example: 'akiya@maniwa.example.jp' })
  @Transform(emptyIfAbsent)
  @Satisfies(text, ...PROFILE.office_email)
  office_email: string;

  @ApiPropertyOptional({ example: '平日 8:30〜17:15' })
  @Transform(emptyIfAbsent)
  @Satisfies(text, ...PROFILE.office_hours)
  office_hours: string;
}
