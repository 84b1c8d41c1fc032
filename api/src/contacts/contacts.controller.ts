import { Body, Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  DEAL_LIMITS,
  MESSAGES,
  type ContactDetail,
  type ContactListItem,
  type ContactMemoResponse,
  type DealMessage,
  type DealMessagePage,
  type EnquiryResponse,
} from '@akiya/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';
import { PositiveIntPipe } from '../http/pipes';
import { CurrentUser, VerifiedUserRequired, VerifiedGet, VerifiedPost } from '../sessions/auth.decorators';
import type { UserEntity } from '../users/entities/user.entity';
import { ContactsService } from './contacts.service';
import { DealRateLimit } from './deal-rate-limit';
import { DealWorkflowService } from './deal-workflow.service';
import { DealActionDto } from './dto/deal-action.dto';
import { EnquiryDto } from './dto/enquiry.dto';
import { EnquiriesService } from './enquiries.service';
import { readThreadMessage } from '../message-threads/message-form';
import { MessagesService } from './messages.service';

const MAX_PAGE = 100;

/** The `before` / `limit` query of a thread page (also the consulting threads'). */
export function pageParams(before: unknown, limit: unknown): { before: number | null; limit: number } {
  const errors: Record<string, string[]> = {};
  let b: number | null = null;
  let l: number = DEAL_LIMITS.messagesPageSize;
  if (before !== undefined && before !== '') {
    if (typeof before !== 'string' || !/^[1-9][0-9]{0,9}$/.test(before)) errors.before = [MESSAGES.invalidId];
    else b = Number(before);
  }
  if (limit !== undefined && limit !== '') {
    if (typeof limit !== 'string' || !/^[1-9][0-9]{0,2}$/.test(limit) || Number(limit) > MAX_PAGE) errors.limit = [MESSAGES.invalidValue];
    else l = Number(limit);
  }
  if (Object.keys(errors).length > 0) throw new ApiError(400, Object.values(errors)[0][0], errors);
  return { before: b, limit: l };
}

/** The buyer's enquiry from a listing (/contact/project/{id}). */
@ApiTags('deals')
@Controller('contact')
export class EnquiryController {
  constructor(
    private readonly enquiries: EnquiriesService,
    private readonly limits: DealRateLimit,
  ) {}

  @VerifiedPost('project/:id')
  @ApiOperation({ summary: 'Enquires about a listing: a new deal in 商談開始前 (or a message on the open one); idempotent by clientId' })
  async enquire(
    @CurrentUser() user: UserEntity,
    @Param('id', PositiveIntPipe) id: number,
    @Body() body: EnquiryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<EnquiryResponse> {
    await this.limits.enforce('enquiry', user.id, reply);
    return this.enquiries.enquire(user, id, body);
  }
}

/** The my-page deal calls: every one needs a verified login and sees only the viewer's own contacts. */
@ApiTags('deals')
@Controller('my-page')
export class ContactsController {
  constructor(
    private readonly contacts: ContactsService,
    private readonly messagesService: MessagesService,
    private readonly workflow: DealWorkflowService,
    private readonly limits: DealRateLimit,
  ) {}

  @VerifiedGet('projects/:propertyId/contacts')
  @ApiOperation({ summary: 'The enquiries on one of the seller’s own listings (another user’s listing: 404)' })
  propertyContacts(@CurrentUser() user: UserEntity, @Param('propertyId', PositiveIntPipe) propertyId: number): Promise<{ items: ContactListItem[] }> {
    return this.contacts.propertyContacts(user, propertyId);
  }

  @VerifiedGet('contacts/:id')
  @ApiOperation({ summary: 'One contact with the purchase application and the moves allowed to the viewer' })
  detail(@CurrentUser() user: UserEntity, @Param('id', PositiveIntPipe) id: number): Promise<ContactDetail> {
    return this.contacts.detail(user, id);
  }

  @VerifiedGet('contacts/:id/messages')
  @ApiOperation({ summary: 'A page of the thread (newest page first, items oldest → newest); before=<message id>' })
  messages(
    @CurrentUser() user: UserEntity,
    @Param('id', PositiveIntPipe) id: number,
    @Query('before') before: unknown,
    @Query('limit') limit: unknown,
  ): Promise<DealMessagePage> {
    const p = pageParams(before, limit);
    return this.messagesService.page(user, id, p.before, p.limit);
  }

  @VerifiedPost('contacts/:id/messages')
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiOperation({ summary: 'Sends a message (body, clientId, files[]); a retry with the same clientId returns the same message' })
  async send(
    @CurrentUser() user: UserEntity,
    @Param('id', PositiveIntPipe) id: number,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<DealMessage> {
    await this.limits.enforce('message', user.id, reply);
    const message = await readThreadMessage(req);
    return this.messagesService.send(user, id, message.body, message.clientId, message.files);
  }

  @VerifiedPost('contacts/:id/read')
  @ApiOperation({ summary: 'Marks the messages sent to the viewer in this thread read' })
  read(@CurrentUser() user: UserEntity, @Param('id', PositiveIntPipe) id: number): Promise<{ success: true; read: number }> {
    return this.messagesService.markRead(user, id);
  }

  @VerifiedPost('contacts/:id/actions')
  @ApiOperation({ summary: 'A status move (DealActionRequest); 409 when the version is not the current one' })
  async act(
    @CurrentUser() user: UserEntity,
    @Param('id', PositiveIntPipe) id: number,
    @Body() body: DealActionDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ContactDetail> {
    await this.limits.enforce('message', user.id, reply);
    await this.workflow.act(user, id, {
      transition: body.transition,
      ...(body.via === undefined || body.via === null ? {} : { via: body.via }),
      version: body.version,
      preview_date: body.preview_date ?? undefined,
      preview_time: body.preview_time ?? null,
      reason: body.reason ?? undefined,
      application: body.application,
      message: body.message ?? undefined,
    });
    return this.contacts.detail(user, id);
  }

  @VerifiedPost('post-contact-memo')
  @ApiOperation({ summary: 'Saves the viewer’s memo of a contact; errors per field with success:false (docs/product.md §8)' })
  memo(@CurrentUser() user: UserEntity, @Body() body: unknown): Promise<ContactMemoResponse> {
    const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    return this.contacts.saveMemo(user, b.contact_id, b.memo);
  }

  @Get('attachments/:id')
  @VerifiedUserRequired()
  @ApiOperation({ summary: 'An attachment, for the two parties of its deal only (anyone else: 404)' })
  async attachment(
    @CurrentUser() user: UserEntity,
    @Param('id', PositiveIntPipe) id: number,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    return attachmentReply(reply, await this.messagesService.attachment(user, id));
  }
}

/** Sends a private attachment (deal or consulting): its stored type, never cached, sandboxed. */
export function attachmentReply(reply: FastifyReply, file: { name: string; mime: string; bytes: Buffer }): Buffer {
  const inline = file.mime.startsWith('image/') || file.mime === 'application/pdf';
  reply
    .header('content-type', file.mime)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
    .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.name)}`);
  return file.bytes;
}
