import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ACCOUNT_ERROR_CODES, MESSAGES } from '@akiya/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';
import { setAuthContext } from './auth-context';
import { AUTH_REQUIREMENT, type AuthRequirement } from './auth.decorators';
import { SessionsService } from './sessions.service';

/**
 * Global guard: reads the session cookie once per request and records who is calling
 * (`@CurrentUser()`, `@CurrentAuth()`); enforces `@LoginRequired()` / `@VerifiedUserRequired()`.
 * It never refuses a route without those decorators.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly sessions: SessionsService,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const auth = await this.sessions.resolve(request, http.getResponse<FastifyReply>());
    setAuthContext(request, auth);
    const need = this.reflector.getAllAndOverride<AuthRequirement | undefined>(AUTH_REQUIREMENT, [context.getHandler(), context.getClass()]);
    if (!need) return true;
    if (!auth) throw new ApiError(401, MESSAGES.loginRequired, undefined, { code: ACCOUNT_ERROR_CODES.notAuthed });
    if (need === 'verified' && !auth.user.emailVerifiedAt) {
      throw new ApiError(401, MESSAGES.notVerified, undefined, { code: ACCOUNT_ERROR_CODES.notVerified });
    }
    return true;
  }
}
