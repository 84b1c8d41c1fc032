import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { MailQueueService } from './mail-queue.service';
import type { MailContent } from './templates/layout';

/**
 * Sends mail through the queue (MailQueueService, docs/mail.md): `send` writes the mail and returns;
 * the worker of some instance delivers it over SMTP (MAIL_URL) or into `<DATA_DIR>/outbox/`, with
 * retries. An SMTP outage therefore never fails the action that sends the mail.
 */
@Injectable()
export class MailService {
  constructor(private readonly queue: MailQueueService) {}

  /** Where mails go, for logs and docs. */
  get transportName(): string {
    return this.queue.transportName;
  }

  /**
   * Queues one mail. Pass the EntityManager of the caller's transaction so the mail is written (and
   * later sent) only if that transaction commits. Rejects only when the database write fails.
   */
  async send(to: string, content: MailContent, manager?: EntityManager): Promise<void> {
    await this.queue.enqueue(to, content, manager);
  }
}
