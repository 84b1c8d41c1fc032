import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  email,
  EMAIL_MAX_LENGTH,
  isSafeReturnPath,
  maxLength,
  MESSAGES,
  PROFILE_RULES,
  REGISTRATION_RULES,
  required,
  type Rule,
  type RegistrationFields,
  WITHDRAWAL_REASON_MAX_LENGTH,
  WITHDRAWAL_RULES,
} from '@akiya/contracts';
import { Transform } from 'class-transformer';
import { checkbox, Satisfies, text, trimmed, TrimmedText } from '../../http/contract-rule';

// Request bodies of the account endpoints, validated with the rules of @akiya/contracts.

/** A token as mailed: never longer than this (anything else is simply not found). */
const tokenRules: Rule[] = [text, required, maxLength(200)];
const emailRules: Rule[] = [text, required, email, maxLength(EMAIL_MAX_LENGTH)];
const returnPath: Rule = (v: unknown) => (isSafeReturnPath(v) ? null : MESSAGES.invalidReturnPath);

/** {email}: the email checks, remember, resend-verify. */
export class EmailDto {
  @ApiProperty({ example: 'taro@example.jp' })
  @Transform(trimmed)
  @Satisfies(...emailRules)
  email: string;
}

/** Login step one. The login dialog also sends an empty `password`, which is ignored. */
export class PostEmailDto extends EmailDto {
  @ApiPropertyOptional({ description: 'ignored' })
  @Satisfies(text)
  password?: string;
}

/** Login step two. The password is only required here: its format is not revealed. */
export class LoginDto extends EmailDto {
  @ApiProperty({ example: 'akiyademo1' })
  @Satisfies(text, required)
  password: string;
}

export class TokenDto {
  @ApiProperty({ description: 'the token from the mailed link' })
  @Satisfies(...tokenRules)
  token: string;
}

export class ResetPasswordDto extends TokenDto {
  @ApiProperty({ example: 'newpass123', description: 'half-width letters and digits, 6–20' })
  @Satisfies(text, ...REGISTRATION_RULES.password)
  password: string;
}

/** POST /api/login/reservation-re-verify. The email is checked by the service (messages of docs/product.md §5's dialog). */
export class ReserveEmailDto {
  @ApiProperty({ example: 'new@example.jp' })
  @Transform(trimmed)
  @Satisfies(text)
  email?: string;

  @ApiProperty({ example: '/my-page', description: 'same-site path the mailed link returns to' })
  @Satisfies(text, required, returnPath)
  currentUrl: string;
}

export class ChangePasswordDto {
  @ApiProperty()
  @Satisfies(text, required)
  current_password: string;

  @ApiProperty({ description: 'half-width letters and digits, 6–20' })
  @Satisfies(text, ...REGISTRATION_RULES.password)
  password: string;
}

/** POST /api/my-page/email-change. The email is checked by the service (the docs/product.md §5 messages of the forced update). */
export class ChangeEmailDto {
  @ApiProperty({ example: 'new@example.jp' })
  @Transform(trimmed)
  @Satisfies(text)
  email?: string;

  @ApiProperty()
  @Satisfies(text, required)
  current_password: string;
}

/** POST /api/my-page/withdraw (退会): contracts' WITHDRAWAL_RULES. */
export class WithdrawDto {
  @ApiProperty()
  @Satisfies(text, ...WITHDRAWAL_RULES.current_password)
  current_password: string;

  @ApiPropertyOptional({ description: 'optional reason for leaving', maxLength: WITHDRAWAL_REASON_MAX_LENGTH })
  @Transform(trimmed)
  @Satisfies(text, ...WITHDRAWAL_RULES.reason)
  reason?: string;
}

/** Name, kana, zipcode, address, phone (my-page/profile and registration). */
export class ProfileDto {
  @TrimmedText(PROFILE_RULES.last_name, { example: '山田' })
  last_name: string;

  @TrimmedText(PROFILE_RULES.first_name, { example: '太郎' })
  first_name: string;

  @TrimmedText(PROFILE_RULES.last_name_kana, { example: 'やまだ' })
  last_name_kana: string;

  @TrimmedText(PROFILE_RULES.first_name_kana, { example: 'たろう' })
  first_name_kana: string;

  @TrimmedText(PROFILE_RULES.zipcode, { example: '1040061' })
  zipcode: string;

  @TrimmedText(PROFILE_RULES.address, { example: '東京都中央区銀座1-1-1' })
  address: string;

  @TrimmedText(PROFILE_RULES.phone, { example: '090-1234-5678' })
  phone: string;
}

/** POST /api/login/post-register (multipart/form-data, application/x-www-form-urlencoded or JSON). */
export class RegisterDto extends ProfileDto implements RegistrationFields {
  @TrimmedText(REGISTRATION_RULES.email, { example: 'taro@example.jp' })
  email: string;

  @ApiProperty({ example: 'akiya2026', description: 'half-width letters and digits, 6–20' })
  @Satisfies(text, ...REGISTRATION_RULES.password)
  password: string;

  @ApiProperty({ description: "true ('true', '1' or 'on' as form data)" })
  @Transform(checkbox)
  @Satisfies(...REGISTRATION_RULES.agree_terms)
  agree_terms: boolean;

  @ApiProperty({ description: "true ('true', '1' or 'on' as form data)" })
  @Transform(checkbox)
  @Satisfies(...REGISTRATION_RULES.agree_privacy)
  agree_privacy: boolean;
}
