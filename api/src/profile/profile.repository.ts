import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { IN_PROGRESS_DEAL_STATUSES } from '@akiya/contracts';
import type { DataSource } from 'typeorm';
import { placeholders } from '../database/sql';

/** SQL of the public profile (docs/product.md §3) besides the user row. */
@Injectable()
export class ProfileRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The user's enquiries as a buyer in a status of root type 商談中 or 商談開始前 (IN_PROGRESS_DEAL_STATUSES). */
  async countInProgressEnquiries(buyerId: number): Promise<number> {
    const statuses = IN_PROGRESS_DEAL_STATUSES;
    const rows: { n: number | string }[] = await this.dataSource.query(
      `SELECT COUNT(*) AS n FROM contacts WHERE buyer_id = ? AND contact_status IN (${placeholders(statuses.length)})`,
      [buyerId, ...statuses],
    );
    return Number(rows[0]?.n ?? 0);
  }
}
