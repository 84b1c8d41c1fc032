import { applyDecorators, createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ApiErrorBodyDto } from '../http/api-error-body.dto';
import { NoStoreGet, PostOk } from '../http/route-decorators';
import type { UserEntity } from '../users/entities/user.entity';
import { type AuthContext, getAuthContext } from './auth-context';

export const AUTH_REQUIREMENT = 'akiya:auth-requirement';
export type AuthRequirement = 'login' | 'verified';

/** The route needs a logged-in user: else 401 MESSAGES.loginRequired, code not-authed. */
export const LoginRequired = () => SetMetadata(AUTH_REQUIREMENT, 'login' satisfies AuthRequirement);

/** The route needs a logged-in user with a verified address (my page, docs/product.md §4): else 401, code not-authed or not-verified. */
export const VerifiedUserRequired = () => SetMetadata(AUTH_REQUIREMENT, 'verified' satisfies AuthRequirement);

/** LoginRequired or VerifiedUserRequired (`requirement`) with its 401 answer in the API docs, on a controller or a route. */
export const RequiresAuth = (requirement: AuthRequirement) =>
  applyDecorators(SetMetadata(AUTH_REQUIREMENT, requirement), ApiUnauthorizedResponse({ type: ApiErrorBodyDto }));

/** A GET of the verified user's own data (my page): verified login, never cached. */
export const VerifiedGet = (path?: string) => applyDecorators(NoStoreGet(path), VerifiedUserRequired());

/** A POST of the verified user that answers 200: verified login. */
export const VerifiedPost = (path?: string) => applyDecorators(PostOk(path), VerifiedUserRequired());

/** The request's session and user (AuthContext), or null when logged out. */
export const CurrentAuth = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuthContext | null =>
  getAuthContext(ctx.switchToHttp().getRequest()),
);

/** The logged-in user, or null. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): UserEntity | null => getAuthContext(ctx.switchToHttp().getRequest())?.user ?? null,
);
