import { Controller, Get, Param, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiExcludeController } from '@nestjs/swagger';
import { MESSAGES } from '@akiya/contracts';
import type { AppConfig } from '../config/app-config';
import { InjectConfig } from '../config/config.module';
import { ApiError } from '../http/api-error';
import { extractLinks, OutboxReader, type OutboxEntry } from './outbox-transport';

/** 127.0.0.0/8, ::1 and their IPv4-mapped IPv6 forms. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const a = address.toLowerCase().replace(/^::ffff:/, '');
  return a === '::1' || /^127(\.\d{1,3}){3}$/.test(a);
}

/**
 * Development aid: the mails written to the outbox, so a developer can open a verification link.
 * Answered only when DEMO_OUTBOX=1 was set explicitly (`npm start` does not set it), never with
 * NODE_ENV=production, and only to a client connected over loopback with no forwarding header
 * (a proxy on the same machine would otherwise make every stranger look local). Else 404.
 */
@ApiExcludeController()
@Controller('dev/outbox')
export class DevOutboxController {
  private readonly reader: OutboxReader;

  constructor(@InjectConfig() private readonly config: AppConfig) {
    this.reader = new OutboxReader(config.mail.outboxDir);
  }

  private ensureEnabled(request: FastifyRequest): void {
    const local =
      isLoopbackAddress(request.socket?.remoteAddress ?? request.ip) &&
      request.headers['x-forwarded-for'] === undefined &&
      request.headers['forwarded'] === undefined;
    if (!this.config.demoOutbox || this.config.nodeEnv === 'production' || !local) {
      throw new ApiError(404, MESSAGES.notFound);
    }
  }

  @Get()
  async list(@Req() request: FastifyRequest): Promise<{ items: Pick<OutboxEntry, 'id' | 'to' | 'subject' | 'date'>[] }> {
    this.ensureEnabled(request);
    const entries = await this.reader.list();
    return { items: entries.map(({ id, to, subject, date }) => ({ id, to, subject, date })) };
  }

  @Get(':id')
  async one(@Req() request: FastifyRequest, @Param('id') id: string): Promise<OutboxEntry & { links: string[] }> {
    this.ensureEnabled(request);
    const entry = await this.reader.read(id);
    if (!entry) throw new ApiError(404, MESSAGES.notFound);
    return { ...entry, links: extractLinks(entry.text) };
  }
}
