import { Controller, Get, Param } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { MESSAGES } from '@akiya/contracts';
import type { AppConfig } from '../config/app-config';
import { InjectConfig } from '../config/config.module';
import { ApiError } from '../http/api-error';
import { extractLinks, OutboxReader, type OutboxEntry } from './outbox-transport';

/**
 * Demo aid (DEMO_OUTBOX=1, refused in production): the mails written to the outbox, so a person
 * trying the demo can open the verification link. Without DEMO_OUTBOX both routes are 404.
 */
@ApiExcludeController()
@Controller('dev/outbox')
export class DevOutboxController {
  private readonly reader: OutboxReader;

  constructor(@InjectConfig() private readonly config: AppConfig) {
    this.reader = new OutboxReader(config.mail.outboxDir);
  }

  private ensureEnabled(): void {
    if (!this.config.demoOutbox) throw new ApiError(404, MESSAGES.notFound);
  }

  @Get()
  async list(): Promise<{ items: Pick<OutboxEntry, 'id' | 'to' | 'subject' | 'date'>[] }> {
    this.ensureEnabled();
    const entries = await this.reader.list();
    return { items: entries.map(({ id, to, subject, date }) => ({ id, to, subject, date })) };
  }

  @Get(':id')
  async one(@Param('id') id: string): Promise<OutboxEntry & { links: string[] }> {
    this.ensureEnabled();
    const entry = await this.reader.read(id);
    if (!entry) throw new ApiError(404, MESSAGES.notFound);
    return { ...entry, links: extractLinks(entry.text) };
  }
}
