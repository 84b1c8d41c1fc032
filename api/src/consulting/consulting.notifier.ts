import { Injectable, Logger } from '@nestjs/common';
import { InquiriesService } from '../inquiries/inquiries.service';
import { MailService } from '../mail/mail.service';
import type { MailContent, MailSite } from '../mail/templates/layout';
import { MailPreferencesService } from '../mail-preferences/mail-preferences.service';
import { RealtimeService } from '../realtime/realtime.service';
import { ConsultingRepository } from './consulting.repository';

/**
 * What a consulting change tells the world after its transaction committed: an
 * `updated_user_contacts` row (contact null) for the user and for every staff member, through the
 * deals' RealtimeService (their open pages reload, the user's cached contact list is dropped), and
 * the mails. A failed mail is logged; the change stays done.
 */
@Injectable()
export class ConsultingNotifier {
  private readonly logger = new Logger('Consulting');

  constructor(
    private readonly repo: ConsultingRepository,
    private readonly realtime: RealtimeService,
    private readonly prefs: MailPreferencesService,
    private readonly mail: MailService,
    private readonly inquiries: InquiriesService,
  ) {}

  get site(): MailSite {
    return this.inquiries.site;
  }

  /** The user's thread or request changed: the user's and the staff's open pages reload. */
  async changed(userId: number): Promise<void> {
    await this.realtime.touch([userId, ...(await this.repo.staffIds())], null);
  }

  /** Mails the user unless they turned off 'others' (その他のお知らせ) or the account is disabled. */
  async mailUser(userId: number, build: (to: string) => MailContent): Promise<void> {
    try {
      if (!(await this.prefs.allows(userId, 'others'))) return;
      const u = await this.repo.userBrief(userId);
      if (!u || u.disabled) return;
      await this.mail.send(u.email, build(`${u.last_name} 様`));
    } catch (error) {
      this.logger.error(`consulting mail to user ${userId} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async mailOperator(content: MailContent): Promise<void> {
    try {
      await this.inquiries.toOperator(content);
    } catch (error) {
      this.logger.error(`consulting mail to the operator failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
