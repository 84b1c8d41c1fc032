import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import type { AppConfig } from '../config/app-config';
import { InjectConfig } from '../config/config.module';
import { OutboxTransport } from './outbox-transport';
import type { MailContent } from './templates/layout';

/**
 * Sends mail with nodemailer: over SMTP when MAIL_URL is set, otherwise into `<DATA_DIR>/outbox/`
 * as .eml files (OutboxTransport). Mail bodies are never logged (they carry single-use links).
 */
@Injectable()
export class MailService implements OnApplicationShutdown {
  private readonly transporter: Transporter;
  private readonly logger = new Logger('Mail');

  constructor(@InjectConfig() private readonly config: AppConfig) {
    this.transporter = config.mail.url
      ? createTransport(config.mail.url)
      : createTransport(new OutboxTransport(config.mail.outboxDir));
  }

  /** Where mails go, for logs and docs. */
  get transportName(): string {
    return this.config.mail.url ? 'smtp' : 'outbox';
  }

  /** Sends one mail; rejects when the transport fails (callers decide what the user sees). */
  async send(to: string, content: MailContent): Promise<void> {
    try {
      await this.transporter.sendMail({ from: this.config.mail.from, to, subject: content.subject, text: content.text, html: content.html });
      this.logger.log(`mail "${content.kind}" sent via ${this.transportName}`);
    } catch (error) {
      this.logger.error(`mail "${content.kind}" via ${this.transportName} failed: ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    }
  }

  onApplicationShutdown(): void {
    this.transporter.close();
  }
}
