import { Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { InjectConfig } from '../config/config.module';
import { MailService } from '../mail/mail.service';
import type { MailContent, MailSite } from '../mail/templates/layout';
import { MailPreferencesService } from '../mail-preferences/mail-preferences.service';
import { PropertiesService } from '../properties/properties.service';
import { RealtimeService } from '../realtime/realtime.service';
import { publicName } from './contact-rows';
import { ContactsRepository } from './contacts.repository';

/** Builds a mail for one addressee (`to`: their public name as "山田 様"). */
export type DealMailBuilder = (site: MailSite, to: string) => MailContent;

/**
 * What a deal change tells the world once its transaction committed: the realtime rows (both
 * parties' open pages and their cached contact lists, through RealtimeService), the listings cache,
 * and the mails. A failed mail is logged; the change stays done.
 */
@Injectable()
export class DealNotifier {
  private readonly logger = new Logger('Deals');

  constructor(
    private readonly contacts: ContactsRepository,
    private readonly mail: MailService,
    private readonly prefs: MailPreferencesService,
    private readonly realtime: RealtimeService,
    private readonly properties: PropertiesService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** The contact changed for these users (their pages reload it). */
  async changed(userIds: readonly number[], contactId: number): Promise<void> {
    await this.realtime.touch(userIds, contactId);
  }

  /** A listing's public state or enquiry count changed. */
  listingChanged(): void {
    this.properties.invalidate();
  }

  /**
   * Mails a party about their deal unless they turned off 'others' (商談の進み具合のお知らせ,
   * MailPreferencesService) or the account is disabled.
   */
  async mailTo(userId: number, build: DealMailBuilder): Promise<void> {
    try {
      if (!(await this.prefs.allows(userId, 'others'))) return;
      const u = await this.contacts.mailRecipient(userId);
      if (!u || u.disabled) return;
      const site: MailSite = { publicUrl: this.config.publicUrl, operatorEmail: this.config.operatorEmail };
      await this.mail.send(u.email, build(site, publicName(u.last_name).replace(/さん$/, ' 様')));
    } catch (error) {
      this.logger.error(`deal mail to user ${userId} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  log(message: string): void {
    this.logger.log(message);
  }
}
