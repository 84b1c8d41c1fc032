import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { InjectConfig } from '../config/config.module';
import { MailService } from '../mail/mail.service';
import type { MailContent, MailSite } from '../mail/templates/layout';
import { MailPreferencesService } from '../mail-preferences/mail-preferences.service';
import { MessageThreadService } from '../message-threads/message-thread.service';
import { PropertiesService } from '../properties/properties.service';
import { publicName } from './contact-rows';
import { ContactsRepository } from './contacts.repository';

/** Builds a mail for one addressee (`to`: their public name as "山田 様"). */
export type DealMailBuilder = (site: MailSite, to: string) => MailContent;

/** A mail to one party, built before the change's transaction. */
export interface PreparedMail {
  to: string;
  content: MailContent;
}

/**
 * What a deal change tells the world: its mails, read before the change's transaction and queued
 * inside it (`prepareMail` / `queueMail`), and once it committed the realtime rows (both parties'
 * open pages and their cached contact lists, the message-thread core's touch) and the listings cache.
 */
@Injectable()
export class DealNotifier {
  private readonly logger = new Logger('Deals');

  constructor(
    private readonly contacts: ContactsRepository,
    private readonly mail: MailService,
    private readonly prefs: MailPreferencesService,
    private readonly threads: MessageThreadService,
    private readonly properties: PropertiesService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** The contact changed for these users (their pages reload it). */
  async changed(userIds: readonly number[], contactId: number): Promise<void> {
    await this.threads.touch(userIds, contactId);
  }

  /** A listing's public state or enquiry count changed. */
  listingChanged(): void {
    this.properties.invalidate();
  }

  /**
   * Mails a party about their deal unless they turned off 'others' (商談の進み具合のお知らせ,
   * MailPreferencesService) or the account is disabled. Without `manager` the mail is queued at once
   * and a failure is logged; with the EntityManager of the change's transaction use
   * `prepareMail` before it and `queueMail` inside it instead.
   */
  async mailTo(userId: number, build: DealMailBuilder): Promise<void> {
    try {
      const mail = await this.prepareMail(userId, build);
      if (mail) await this.mail.send(mail.to, mail.content);
    } catch (error) {
      this.logger.error(`deal mail to user ${userId} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /**
   * The mail for a party, read before the change's transaction (so the transaction holds no second
   * connection); null when they turned deal mails off or the account is disabled.
   */
  async prepareMail(userId: number, build: DealMailBuilder): Promise<PreparedMail | null> {
    const r = await this.recipient(userId);
    return r ? { to: r.to, content: build(this.site, r.name) } : null;
  }

  /** A party's address and salutation ("山田 様"), read before a transaction; null as for `prepareMail`. */
  async recipient(userId: number): Promise<{ to: string; name: string } | null> {
    if (!(await this.prefs.allows(userId, 'others'))) return null;
    const u = await this.contacts.mailRecipient(userId);
    if (!u || u.disabled) return null;
    return { to: u.email, name: publicName(u.last_name).replace(/さん$/, ' 様') };
  }

  get site(): MailSite {
    return { publicUrl: this.config.publicUrl, operatorEmail: this.config.operatorEmail };
  }

  /** Queues a prepared mail in the change's transaction (sent only if it commits; docs/mail.md). */
  async queueMail(m: EntityManager, mail: PreparedMail | null): Promise<void> {
    await this.threads.queue(m, [mail]);
  }

  log(message: string): void {
    this.logger.log(message);
  }
}
