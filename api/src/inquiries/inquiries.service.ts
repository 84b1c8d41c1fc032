import { Injectable, Logger } from '@nestjs/common';
import { MESSAGES, STAFF_INBOX_MESSAGES } from '@akiya/contracts';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { InjectConfig } from '../config/config.module';
import { ApiError } from '../http/api-error';
import { MailService } from '../mail/mail.service';
import type { MailContent, MailSite } from '../mail/templates/layout';
import { StaffInboxRecorder } from '../staff-inbox/staff-inbox-recorder.service';
import type { NewInboxItem } from '../staff-inbox/staff-inbox.repository';
import type { InquiryDto } from './dto/inquiry.dto';
import { operatorInquiryMail } from './templates/operator-inquiry';

/** Mails to the operator (OPERATOR_EMAIL): the contact form here, the republish request from the seller module. */
@Injectable()
export class InquiriesService {
  private readonly logger = new Logger('Inquiries');

  constructor(
    private readonly mail: MailService,
    @InjectConfig() private readonly config: AppConfig,
    private readonly inbox: StaffInboxRecorder,
  ) {}

  get site(): MailSite {
    return { publicUrl: this.config.publicUrl, operatorEmail: this.config.operatorEmail };
  }

  /**
   * Stores one contact-form enquiry in the staff inbox and mails it to the operator (one transaction:
   * both or neither). A listing id (a listing's 「この物件を通報する」) must name a listing: else 400 on
   * `project_id`.
   */
  async sendInquiry(form: InquiryDto, userId: number | null): Promise<void> {
    const propertyId = form.project_id ?? null;
    if (propertyId !== null && !(await this.inbox.propertyExists(propertyId))) {
      throw new ApiError(400, STAFF_INBOX_MESSAGES.projectNotFound, { project_id: [STAFF_INBOX_MESSAGES.projectNotFound] });
    }
    const receivedAt = new Date();
    await this.toOperatorAndInbox(
      { kind: 'contact', category: form.category, name: form.name, email: form.email, userId, propertyId, sourceId: null, body: form.message, receivedAt },
      operatorInquiryMail(this.site, {
        name: form.name,
        email: form.email,
        category: form.category,
        message: form.message,
        userId,
        propertyId,
        receivedAt,
      }),
    );
  }

  /** Stores `item` in the staff inbox and queues `content` to the operator in the same transaction; failure: 503. */
  async toOperatorAndInbox(item: NewInboxItem, content: MailContent): Promise<void> {
    try {
      await this.inbox.record(item, (m) => this.mail.send(this.config.operatorEmail, content, m));
    } catch {
      throw new ApiError(503, MESSAGES.mailSendFailed);
    }
  }

  /** Sends a mail to the operator; a transport failure is 503 MESSAGES.mailSendFailed (the form keeps its input). */
  async toOperator(content: MailContent, manager?: EntityManager): Promise<void> {
    try {
      await this.mail.send(this.config.operatorEmail, content, manager);
    } catch {
      throw new ApiError(503, MESSAGES.mailSendFailed);
    }
  }

  /** A filled honeypot: answered like a success, nothing is sent. */
  ignoreBot(kind: string): void {
    this.logger.warn(`${kind}: honeypot filled, nothing sent`);
  }
}
