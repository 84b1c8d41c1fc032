import { applyDecorators, type CanActivate, Controller, createParamDecorator, type ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PostOk } from '../http/route-decorators';
import { assertStaff } from '../posting/moderation.service';
import { type AuthContext, getAuthContext } from '../sessions/auth-context';

/**
 * Staff only, checked before the body is validated: anyone else gets the plain 404 whatever they
 * send (a 400 would tell them the route exists).
 */
@Injectable()
export class StaffGuard implements CanActivate {
  canActivate(ctx: ExecutionContext): boolean {
    assertStaff(getAuthContext(ctx.switchToHttp().getRequest()));
    return true;
  }
}

/**
 * The staff member's session and user, for a route behind StaffGuard (which has already answered
 * everyone else with the plain 404; asserted again so the handler gets a staff AuthContext).
 */
export const StaffAuth = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuthContext => {
  const auth = getAuthContext(ctx.switchToHttp().getRequest());
  assertStaff(auth);
  return auth;
});

/** A staff-only controller under `path`: every route behind StaffGuard, listed in the API docs under `tag`. */
export function StaffController(path: string, tag = 'staff'): ClassDecorator {
  return applyDecorators(ApiTags(tag), Controller(path), UseGuards(StaffGuard));
}

/** A staff-only POST answering 200 in a controller that also serves others: behind StaffGuard. */
export const StaffPost = (path?: string) => applyDecorators(PostOk(path), UseGuards(StaffGuard));
