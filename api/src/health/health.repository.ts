import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** The database side of the readiness check. */
@Injectable()
export class HealthRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Resolves when the database answers `SELECT 1`; rejects when it does not. */
  async ping(): Promise<void> {
    await this.dataSource.query('SELECT 1');
  }
}
