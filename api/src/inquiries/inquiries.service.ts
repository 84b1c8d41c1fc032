import { Injectable, Logger } from '@nestjs/common';
import { MESSAGES } from '@akiya/contracts';
import type { AppConfig } from '../config/app-config';
import { InjectConfig } from '../config/config.module';
import { ApiError } from '../http/api-error';
import { MailService } from '../mail/mail.service';
import type { MailContent, MailSite } from '../mail/templates/layout';
import type { InquiryDto } from './dto/inquiry.dto';
import { operatorInquiryMail } from './templates/operator-inquiry';

/** Mails to the operator (OPERATOR_EMAIL): the contact form here, the republish request from the seller module. */
@Injectable()
export class InquiriesService {
  private readonly logger = new Logger('Inquiries');

  constructor(
    private readonly mail: MailService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  get site(): MailSite {
    return { publicUrl: this.config.publicUrl, operatorEmail: this.config.operatorEmail };
  }

  /** Mails one contact-form enquiry to the operator. */
  async sendInquiry(form: InquiryDto, userId: number | null): Promise<void> {
    await this.toOperator(
      operatorInquiryMail(this.site, {
        name: form.name,
        email: form.email,
        category: form.category,
        message: form.message,
        userId,
        receivedAt: new Date(),
      }),
    );
  }

  /** Sends a mail to the operator; a transport failure is 503 MESSAGES.mailSendFailed (the form keeps its input). */
  async toOperator(content: MailContent): Promise<void> {
    try {
      await this.mail.send(this.config.operatorEmail, content);
    } catch {
      throw new ApiError(503, MESSAGES.mailSendFailed);
    }
  }

  /** A filled honeypot: answered like a success, nothing is sent. */
  ignoreBot(kind: string): void {
    this.logger.warn(`${kind}: honeypot filled, nothing sent`);
  }
}
