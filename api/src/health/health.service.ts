import { Injectable } from '@nestjs/common';
import { MESSAGES, type HealthResponse } from '@akiya/contracts';
import { DataSource } from 'typeorm';
import { ApiError } from '../http/api-error';

@Injectable()
export class HealthService {
  constructor(private readonly dataSource: DataSource) {}

  /** {status:'ok', db:'ok'}; a failing `SELECT 1` is 503 with status/db 'error' in the error body. */
  async check(): Promise<HealthResponse> {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw new ApiError(503, MESSAGES.databaseUnavailable, undefined, { status: 'error', db: 'error' });
    }
    return { status: 'ok', db: 'ok' };
  }
}
