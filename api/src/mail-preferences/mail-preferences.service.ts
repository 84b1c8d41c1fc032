import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DEFAULT_MAIL_RECEIVING_SETTINGS, type MailReceivingKind, type MailReceivingSettings } from '@akiya/contracts';
import { DataSource, Repository } from 'typeorm';
import type { MailContent } from '../mail/templates/layout';
import { userBrief } from '../users/user-briefs.repository';
import { UserMailSettingsEntity } from './entities/user-mail-settings.entity';

function toSettings(row: UserMailSettingsEntity | null): MailReceivingSettings {
  if (!row) return { ...DEFAULT_MAIL_RECEIVING_SETTINGS };
  return { waitingForReopening: row.waitingForReopening, newProperties: row.newProperties, others: row.others };
}

/**
 * The mail receiving settings of docs/product.md §3 (waitingForReopening, newProperties, others), stored per user in
 * `user_mail_settings`; a user without a row receives everything. Other modules ask
 * `allows(userId, kind)` before sending an optional mail (docs/seller.md).
 */
@Injectable()
export class MailPreferencesService {
  constructor(
    @InjectRepository(UserMailSettingsEntity) private readonly rows: Repository<UserMailSettingsEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** The user's three toggles (all true for a user who never changed one). */
  async settingsOf(userId: number): Promise<MailReceivingSettings> {
    return toSettings(await this.rows.findOneBy({ userId }));
  }

  /**
   * Whether the user wants mails of `kind`. Mails the user cannot do without (verification, password,
   * replies to their own requests) are not asked about.
   */
  async allows(userId: number, kind: MailReceivingKind): Promise<boolean> {
    return (await this.settingsOf(userId))[kind];
  }

  /**
   * An 'others' mail (その他のお知らせ) to a user, built for "山田 様" before the transaction that queues
   * it: null when they turned these mails off or the account is disabled or unknown.
   */
  async othersMail(userId: number, build: (to: string) => MailContent): Promise<{ to: string; content: MailContent } | null> {
    if (!(await this.allows(userId, 'others'))) return null;
    const u = await userBrief(this.dataSource, userId);
    if (!u || u.disabled) return null;
    return { to: u.email, content: build(`${u.last_name} 様`) };
  }

  /** Turns one toggle on or off and returns all three. */
  async set(userId: number, kind: MailReceivingKind, value: boolean): Promise<MailReceivingSettings> {
    const current = await this.rows.findOneBy({ userId });
    const next = { ...toSettings(current), [kind]: value };
    await this.rows.save(this.rows.create({ userId, ...next, lastDigestAt: current?.lastDigestAt ?? null }));
    return next;
  }
}
