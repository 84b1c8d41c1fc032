import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ApiErrorBody } from '@akiya/contracts';

/** OpenAPI description of the one error body (ApiErrorBody from @akiya/contracts). */
export class ApiErrorBodyDto implements ApiErrorBody {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({ example: 'Bad Request', description: 'HTTP reason phrase' })
  error: string;

  @ApiProperty({ example: 'ページ番号は1以上の整数で指定してください', description: 'Japanese message for the user' })
  message: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    example: { page: ['ページ番号は1以上の整数で指定してください'] },
    description: 'Per-field messages; show the first of each',
  })
  errors?: Record<string, string[]>;
}
