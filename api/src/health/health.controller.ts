import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { HealthResponse } from '@akiya/contracts';
import { ApiErrorBodyDto } from '../http/api-error-body.dto';
import { HealthService } from './health.service';

class HealthResponseDto implements HealthResponse {
  @ApiProperty({ enum: ['ok', 'error'] }) status: 'ok' | 'error';
  @ApiProperty({ enum: ['ok', 'error'] }) db: 'ok' | 'error';
  @ApiPropertyOptional({ enum: ['ok', 'error'], description: 'Only when REDIS_URL is set' }) redis?: 'ok' | 'error';
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Readiness: the database and (when configured) Redis answer' })
  @ApiOkResponse({ type: HealthResponseDto })
  @ApiServiceUnavailableResponse({ type: ApiErrorBodyDto, description: 'Also carries status, db (and redis) = error' })
  check(): Promise<HealthResponse> {
    return this.health.check();
  }

  /** Liveness: the process answers HTTP. Depends on nothing, so an outage of the database or Redis does not get the instance restarted. */
  @Get('live')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Liveness: the process answers (checks no dependency)' })
  @ApiOkResponse({ schema: { example: { status: 'ok' } } })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }
}
