import { Injectable } from '@nestjs/common';
import {
  allowedTransitionRules,
  dealContextFor,
  MESSAGES,
  todayIn,
  validateContactMemo,
  type ContactDetail,
  type ContactListItem,
  type ContactMemoResponse,
  type PurchaseApplication,
} from '@akiya/contracts';
import { DataSource } from 'typeorm';
import { bool, withTransaction } from '../database/sql';
import type { UserEntity } from '../users/entities/user.entity';
import { toListItem, type ContactRow } from './contact-rows';
import { ContactsRepository } from './contacts.repository';
import { dealErrors } from './deal-errors';
import { DealNotifier } from './deal.notifier';
import { partyOf } from './party';

/**
 * The viewer's contacts (docs/deals.md): a listing's enquiries, one contact with the moves allowed
 * now, and the viewer's own memo (the combined list and the header's total: api/src/inbox).
 * Every call sees only the contacts the user is a party of (anything else is 404).
 */
@Injectable()
export class ContactsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly contacts: ContactsRepository,
    private readonly notifier: DealNotifier,
  ) {}

  /** List items of contact rows, with their cover images (also the combined inbox's, api/src/inbox). */
  async rowsToItems(rows: ContactRow[], userId: number): Promise<ContactListItem[]> {
    const covers = await this.contacts.coverImages(rows.map((r) => Number(r.property_id)));
    return rows.map((r) => toListItem(r, userId, covers));
  }

  /** GET /api/my-page/projects/:propertyId/contacts — the seller's enquiries on one of their listings. */
  async propertyContacts(user: UserEntity, propertyId: number): Promise<{ items: ContactListItem[] }> {
    if (!(await this.contacts.isOwnProperty(propertyId, user.id))) throw dealErrors.notFound();
    return { items: await this.rowsToItems(await this.contacts.propertyContactRows(user.id, propertyId), user.id) };
  }

  /** GET /api/my-page/contacts/:id */
  async detail(user: UserEntity, id: number): Promise<ContactDetail> {
    const row = await this.contacts.detailRow(id, user.id);
    if (!row) throw dealErrors.notFound();
    const [item] = await this.rowsToItems([row], user.id);
    const ctx = dealContextFor(
      { contact_status: row.contact_status, preview_date: row.preview_date, seller_messaged: bool(row.seller_messaged) },
      item.is_seller,
      todayIn(new Date()),
    );
    let application: PurchaseApplication | null = null;
    try {
      application = row.application ? (JSON.parse(row.application) as PurchaseApplication) : null;
    } catch {
      application = null;
    }
    return {
      ...item,
      application,
      last_reason: row.last_reason ?? null,
      allowed: allowedTransitionRules(ctx).map((r) => ({ transition: r.transition, via: r.via, label: r.label, requires: [...r.requires] })),
    };
  }

  /** POST /api/my-page/post-contact-memo — the viewer's own memo; per-field errors with 200 (docs/product.md §8). */
  async saveMemo(user: UserEntity, rawId: unknown, memo: unknown): Promise<ContactMemoResponse> {
    const id = typeof rawId === 'number' ? rawId : typeof rawId === 'string' && /^[0-9]{1,10}$/.test(rawId) ? Number(rawId) : NaN;
    if (!Number.isInteger(id) || id < 1) return { success: false, errors: { contact_id: [MESSAGES.invalidId] } as { memo?: string[] } };
    const c = await this.contacts.findForParty(id, user.id);
    if (!c) throw dealErrors.notFound();
    const errors = validateContactMemo(memo);
    if (Object.keys(errors).length > 0) return { success: false, errors };
    const column = partyOf(c, user.id).isSeller ? 'seller_memo' : 'buyer_memo';
    await withTransaction(this.dataSource, async (m) => {
      if (!(await this.contacts.lockForParty(m, id, user.id))) throw dealErrors.notFound();
      await this.contacts.saveMemo(m, id, column, memo as string);
    });
    await this.notifier.changed([user.id], id);
    return { success: true, memo: memo as string };
  }
}
