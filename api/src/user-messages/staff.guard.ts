import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { assertStaff } from '../posting/moderation.service';
import { getAuthContext } from '../sessions/auth-context';

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
