import { Injectable, Logger } from '@nestjs/common';
import { InquiriesService } from '../inquiries/inquiries.service';
import type { MailContent, MailSite } from '../mail/templates/layout';
import { MailPreferencesService } from '../mail-preferences/mail-preferences.service';
import { MessageThreadService, type ThreadNotice } from '../message-threads/message-thread.service';
import { ConsultingRepository } from './consulting.repository';

/**
 * What a consulting change tells the world: its mails, read before the change's transaction and
 * queued inside it (the message-thread core's notices), and once it committed an
 * `updated_user_contacts` row (contact null) for the user and for every staff member (their open
 * pages reload, the user's cached contact list is dropped). A mail that cannot be prepared is
 * logged; the change stays done.
 */
@Injectable()
export class ConsultingNotifier {
  private readonly logger = new Logger('Consulting');

  constructor(
    private readonly repo: ConsultingRepository,
    private readonly threads: MessageThreadService,
    private readonly prefs: MailPreferencesService,
    private readonly inquiries: InquiriesService,
  ) {}

  get site(): MailSite {
    return this.inquiries.site;
  }

  /** The user's thread or request changed: the user's and the staff's open pages reload. */
  async changed(userId: number): Promise<void> {
    await this.threads.touch([userId, ...(await this.repo.staffIds())], null);
  }

  /** The mail to the user, unless they turned off 'others' (その他のお知らせ) or the account is disabled. */
  async userNotice(userId: number, build: (to: string) => MailContent): Promise<ThreadNotice | null> {
    try {
      return await this.prefs.othersMail(userId, build);
    } catch (error) {
      this.logger.error(`consulting mail to user ${userId} failed: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }

  /** The mail to the operator (OPERATOR_EMAIL). */
  operatorNotice(content: MailContent): ThreadNotice {
    return { to: this.site.operatorEmail, content };
  }
}
