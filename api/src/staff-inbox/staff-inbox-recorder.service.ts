import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { withTransaction } from '../database/sql';
import { RealtimeService } from '../realtime/realtime.service';
import { StaffInboxRepository, type NewInboxItem } from './staff-inbox.repository';

/**
 * Puts what reaches the operator into the staff inbox (docs/accounts.md "Staff inbox"): the contact
 * form and the republish request (through InquiriesService, in the transaction that queues the
 * operator's mail), a user's reply to an operator message (in the transaction that stores it). After
 * the commit every staff account gets a realtime event (RealtimeService.touch without a contact, over
 * the bus to every instance), on which an open inbox page and the navigation badge reload.
 */
@Injectable()
export class StaffInboxRecorder {
  private readonly logger = new Logger('StaffInbox');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repo: StaffInboxRepository,
    private readonly realtime: RealtimeService,
  ) {}

  /** Whether a listing id names a listing (the contact form's report of a listing). */
  propertyExists(id: number): Promise<boolean> {
    return this.repo.propertyExists(id);
  }

  /**
   * Stores the item, inside `m` when given (the caller commits and then calls `notifyStaff`), else in
   * its own transaction together with `alongside` (e.g. queuing the operator's mail), then notifies.
   */
  async record(item: NewInboxItem, alongside?: (m: EntityManager) => Promise<void>): Promise<number> {
    const id = await withTransaction(this.dataSource, async (m) => {
      const itemId = await this.repo.insert(m, item);
      if (alongside) await alongside(m);
      return itemId;
    });
    await this.notifyStaff();
    return id;
  }

  /** Stores the item in the caller's transaction; the caller calls `notifyStaff` after the commit. */
  insertIn(m: EntityManager, item: NewInboxItem): Promise<number> {
    return this.repo.insert(m, item);
  }

  /** Tells every staff account's open pages that the inbox changed. Never throws. */
  async notifyStaff(): Promise<void> {
    try {
      const ids = await this.repo.staffIds();
      if (ids.length) await this.realtime.touch(ids, null);
    } catch (error) {
      this.logger.warn(`inbox notification failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
