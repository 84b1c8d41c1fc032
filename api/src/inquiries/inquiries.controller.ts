import { Controller, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { INQUIRY_FINISH_PATH, normalizeEmail } from '@akiya/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PostOk } from '../http/route-decorators';
import { RateLimitService } from '../security/rate-limit.service';
import { CurrentUser } from '../sessions/auth.decorators';
import type { UserEntity } from '../users/entities/user.entity';
import { InquiryDto } from './dto/inquiry.dto';
import { readOperatorForm } from './inquiry-rate-limit';
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

  @PostOk('contact')
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded', 'multipart/form-data')
  @ApiBody({ type: InquiryDto })
  @ApiOperation({ summary: 'Mails an enquiry to the operator (honeypot `website`; 429 over the inquiry limit)' })
  async contact(
    @CurrentUser() user: UserEntity | null,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<FormSentResponse> {
    const form = await readOperatorForm(this.limits, req, reply, InquiryDto, {
      bot: null,
      of: (f) => (user ? `user:${user.id}` : normalizeEmail(f.email)),
    });
    if (form) await this.inquiries.sendInquiry(form, user?.id ?? null);
    else this.inquiries.ignoreBot('contact');
    return { success: true, redirect: INQUIRY_FINISH_PATH };
  }
}
