import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { INQUIRY_FINISH_PATH, INQUIRY_HONEYPOT_FIELD, normalizeEmail } from '@akiya/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readFormBody, validateDto } from '../auth/form-body';
import { RateLimitService } from '../security/rate-limit.service';
import { CurrentUser } from '../sessions/auth.decorators';
import type { UserEntity } from '../users/entities/user.entity';
import { InquiryDto } from './dto/inquiry.dto';
import { enforceInquiryLimit, honeypotFilled } from './inquiry-rate-limit';
import { InquiriesService } from './inquiries.service';

export interface FormSentResponse {
  success: true;
  redirect: string;
}

/** The operator contact form of /contact and /forms/contact. */
@ApiTags('forms')
@Controller('forms')
export class InquiriesController {
  constructor(
    private readonly inquiries: InquiriesService,
    private readonly limits: RateLimitService,
  ) {}

  @Post('contact')
  @HttpCode(200)
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded', 'multipart/form-data')
  @ApiBody({ type: InquiryDto })
  @ApiOperation({ summary: 'Mails an enquiry to the operator (honeypot `website`; 429 over the inquiry limit)' })
  async contact(
    @CurrentUser() user: UserEntity | null,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<FormSentResponse> {
    const raw = await readFormBody(req);
    const done: FormSentResponse = { success: true, redirect: INQUIRY_FINISH_PATH };
    if (honeypotFilled(raw[INQUIRY_HONEYPOT_FIELD])) {
      await enforceInquiryLimit(this.limits, req, reply, null);
      this.inquiries.ignoreBot('contact');
      return done;
    }
    const form = await validateDto(InquiryDto, raw);
    await enforceInquiryLimit(this.limits, req, reply, user ? `user:${user.id}` : normalizeEmail(form.email));
    await this.inquiries.sendInquiry(form, user?.id ?? null);
    return done;
  }
}
