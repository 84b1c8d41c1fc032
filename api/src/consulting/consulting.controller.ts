import { Body, Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  isConsultingStatus,
  isConsultingThreadType,
  MESSAGES,
  type ConsultingMessage,
  type ConsultingMessagePage,
  type ConsultingRequestCreated,
  type ConsultingRequestDetail,
  type ConsultingRequestSummary,
  type ConsultingSubject,
  type ConsultingThreadSummary,
  type ConsultingThreadType,
} from '@akiya/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { attachmentReply, pageParams } from '../contacts/contacts.controller';
import { DealRateLimit } from '../contacts/deal-rate-limit';
import { readMessageForm, readThreadMessage } from '../message-threads/message-form';
import { ApiError } from '../http/api-error';
import { PositiveIntPipe } from '../http/pipes';
import { NoStoreGet } from '../http/route-decorators';
import { statusMoveBody } from '../http/validation';
import { assertStaff, isStaff } from '../posting/moderation.service';
import type { AuthContext } from '../sessions/auth-context';
import { CurrentAuth, CurrentUser, VerifiedUserRequired, VerifiedGet, VerifiedPost } from '../sessions/auth.decorators';
import { StaffAuth, StaffPost } from '../user-messages/staff.guard';
import type { UserEntity } from '../users/entities/user.entity';
import { ConsultingRepository } from './consulting.repository';
import { ConsultingRequestsService } from './consulting-requests.service';
import { ConsultingThreadsService } from './consulting-threads.service';

function threadType(type: string): ConsultingThreadType {
  if (!isConsultingThreadType(type)) throw new ApiError(404, MESSAGES.notFound);
  return type;
}

/** The request form of /airyflow/post and the listings it can be about. */
@ApiTags('consulting')
@Controller('consulting')
export class ConsultingFormController {
  constructor(
    private readonly requests: ConsultingRequestsService,
    private readonly repo: ConsultingRepository,
    private readonly limits: DealRateLimit,
  ) {}

  @VerifiedPost('requests')
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiOperation({ summary: 'A consulting request (the form fields, clientId, files[]); opens its thread with the operator; idempotent by clientId' })
  async create(@CurrentUser() user: UserEntity, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<ConsultingRequestCreated> {
    await this.limits.enforce('enquiry', user.id, reply);
    const form = await readMessageForm(req, { maxFields: 16 });
    const input = ConsultingRequestsService.check(form.fields);
    return this.requests.create(user, input.values, input.clientId, form.files);
  }

  @VerifiedGet('my-properties')
  @ApiOperation({ summary: 'The caller’s own listings (id, title) to pick in the request form' })
  async myProperties(@CurrentUser() user: UserEntity): Promise<{ items: { property_id: number; title: string }[] }> {
    return { items: (await this.repo.ownListings(user.id)).map((p) => ({ property_id: Number(p.id), title: p.title })) };
  }
}

/** The user's requests and consulting threads: verified login, own rows only (anything else: 404). */
@ApiTags('consulting')
@Controller('my-page/consulting')
export class MyConsultingController {
  constructor(
    private readonly requests: ConsultingRequestsService,
    private readonly threads: ConsultingThreadsService,
    private readonly limits: DealRateLimit,
  ) {}

  @VerifiedGet('requests')
  @ApiOperation({ summary: 'The user’s consulting requests, newest first' })
  list(@CurrentUser() user: UserEntity): Promise<{ items: ConsultingRequestSummary[] }> {
    return this.requests.listOfUser(user);
  }

  @VerifiedGet('requests/:id')
  @ApiOperation({ summary: 'One request of the user (another user’s: 404)' })
  request(@CurrentUser() user: UserEntity, @Param('id', PositiveIntPipe) id: number): Promise<ConsultingRequestDetail> {
    return this.requests.detailOfUser(user, id);
  }

  @VerifiedGet('threads')
  @ApiOperation({ summary: 'The user’s consulting threads (property / solution), newest activity first' })
  threadList(@CurrentUser() user: UserEntity): Promise<{ items: ConsultingThreadSummary[] }> {
    return this.threads.list({ user, staff: false });
  }

  @VerifiedGet('threads/:id')
  @ApiOperation({ summary: 'One consulting thread of the user' })
  thread(@CurrentUser() user: UserEntity, @Param('id', PositiveIntPipe) id: number): Promise<ConsultingThreadSummary> {
    return this.threads.detail({ user, staff: false }, id);
  }

  @VerifiedGet('threads/:id/messages')
  @ApiOperation({ summary: 'A page of the thread (newest page first, items oldest → newest); before=<message id>' })
  messages(@CurrentUser() user: UserEntity, @Param('id', PositiveIntPipe) id: number, @Query('before') before: unknown, @Query('limit') limit: unknown): Promise<ConsultingMessagePage> {
    const p = pageParams(before, limit);
    return this.threads.page({ user, staff: false }, id, p.before, p.limit);
  }

  @VerifiedPost('threads/:id/messages')
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiOperation({ summary: 'The user writes to the operator (body, clientId, files[]); idempotent by clientId' })
  async send(
    @CurrentUser() user: UserEntity,
    @Param('id', PositiveIntPipe) id: number,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ConsultingMessage> {
    await this.limits.enforce('message', user.id, reply);
    const message = await readThreadMessage(req);
    return this.threads.send({ user, staff: false }, id, message.body, message.clientId, message.files);
  }

  @VerifiedPost('threads/:id/read')
  @ApiOperation({ summary: 'Marks the operator’s messages in the thread read' })
  read(@CurrentUser() user: UserEntity, @Param('id', PositiveIntPipe) id: number): Promise<{ success: true; read: number }> {
    return this.threads.markRead({ user, staff: false }, id);
  }

  @VerifiedGet('subjects/:type/:id')
  @ApiOperation({ summary: 'A listing (property) or public Q&A answer (solution) and the user’s thread about it, if any' })
  subject(@CurrentUser() user: UserEntity, @Param('type') type: string, @Param('id', PositiveIntPipe) id: number): Promise<ConsultingSubject> {
    return this.threads.subject(user, threadType(type), id);
  }

  @VerifiedPost('subjects/:type/:id/messages')
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiOperation({ summary: 'Writes to the operator about a listing or a Q&A answer (the thread is made on the first message)' })
  async start(
    @CurrentUser() user: UserEntity,
    @Param('type') type: string,
    @Param('id', PositiveIntPipe) id: number,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ConsultingMessage> {
    const t = threadType(type);
    await this.limits.enforce('message', user.id, reply);
    const message = await readThreadMessage(req);
    return this.threads.startAbout(user, t, id, message.body, message.clientId, message.files);
  }

  @Get('attachments/:id')
  @VerifiedUserRequired()
  @ApiOperation({ summary: 'An attachment of a consulting thread: its user and staff only (anyone else: 404)' })
  async attachment(
    @CurrentAuth() auth: AuthContext | null,
    @CurrentUser() user: UserEntity,
    @Param('id', PositiveIntPipe) id: number,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    return attachmentReply(reply, await this.threads.attachment({ user, staff: isStaff(auth) }, id));
  }
}

/** Staff answer consulting requests and threads; anyone else gets the plain 404. */
@ApiTags('consulting')
@Controller('staff/consulting')
export class StaffConsultingController {
  constructor(
    private readonly requests: ConsultingRequestsService,
    private readonly threads: ConsultingThreadsService,
  ) {}

  @NoStoreGet('requests')
  @ApiOperation({ summary: 'Staff: every consulting request (status=… filters), newest first' })
  list(@CurrentAuth() auth: AuthContext | null, @Query('status') status: unknown): Promise<{ items: ConsultingRequestSummary[] }> {
    assertStaff(auth);
    return this.requests.listForStaff(status);
  }

  @NoStoreGet('requests/:id')
  @ApiOperation({ summary: 'Staff: one request with the moves allowed now' })
  request(@CurrentAuth() auth: AuthContext | null, @Param('id', PositiveIntPipe) id: number): Promise<ConsultingRequestDetail> {
    assertStaff(auth);
    return this.requests.detailForStaff(id);
  }

  @StaffPost('requests/:id/status')
  @ApiOperation({ summary: 'Staff: moves a request {to, version}; a move not in the table or an old version → 409' })
  move(@StaffAuth() auth: AuthContext, @Param('id', PositiveIntPipe) id: number, @Body() body: unknown): Promise<ConsultingRequestDetail> {
    const b = statusMoveBody(body, isConsultingStatus);
    return this.requests.move(auth.user, id, b.to, b.version);
  }

  @NoStoreGet('threads')
  @ApiOperation({ summary: 'Staff: every consulting thread, newest activity first, with unread user messages' })
  threadList(@CurrentAuth() auth: AuthContext | null): Promise<{ items: ConsultingThreadSummary[] }> {
    assertStaff(auth);
    return this.threads.list({ user: auth.user, staff: true });
  }

  @NoStoreGet('threads/:id')
  @ApiOperation({ summary: 'Staff: one consulting thread' })
  thread(@CurrentAuth() auth: AuthContext | null, @Param('id', PositiveIntPipe) id: number): Promise<ConsultingThreadSummary> {
    assertStaff(auth);
    return this.threads.detail({ user: auth.user, staff: true }, id);
  }

  @NoStoreGet('threads/:id/messages')
  @ApiOperation({ summary: 'Staff: a page of a consulting thread' })
  messages(@CurrentAuth() auth: AuthContext | null, @Param('id', PositiveIntPipe) id: number, @Query('before') before: unknown, @Query('limit') limit: unknown): Promise<ConsultingMessagePage> {
    assertStaff(auth);
    const p = pageParams(before, limit);
    return this.threads.page({ user: auth.user, staff: true }, id, p.before, p.limit);
  }

  @StaffPost('threads/:id/messages')
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiOperation({ summary: 'Staff: the operator replies (body, clientId, files[]); mailed to the user per their mail settings' })
  async send(@StaffAuth() auth: AuthContext, @Param('id', PositiveIntPipe) id: number, @Req() req: FastifyRequest): Promise<ConsultingMessage> {
    const message = await readThreadMessage(req);
    return this.threads.send({ user: auth.user, staff: true }, id, message.body, message.clientId, message.files);
  }

  @StaffPost('threads/:id/read')
  @ApiOperation({ summary: 'Staff: marks the user’s messages in the thread read' })
  read(@StaffAuth() auth: AuthContext, @Param('id', PositiveIntPipe) id: number): Promise<{ success: true; read: number }> {
    return this.threads.markRead({ user: auth.user, staff: true }, id);
  }
}
