import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** What SEED_IF_EMPTY looks at before it seeds. */
@Injectable()
export class SeedStateRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** True when the database holds at least one listing. */
  async hasListings(): Promise<boolean> {
    const [{ count }]: { count: number | string }[] = await this.dataSource.query('SELECT COUNT(*) AS count FROM properties');
    return Number(count) > 0;
  }
}
