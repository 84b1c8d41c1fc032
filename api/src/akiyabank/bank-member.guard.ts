import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { getAuthContext } from '../sessions/auth-context';
import { BankManageService } from './bank-manage.service';
import { bankNotFound } from './bank-read.service';

/**
 * /api/akiyabank/manage is for members of a municipality only. A guard runs before the pipes, so a
 * user who is no member gets the same 404 whatever the body, the parameters or the upload (nothing
 * is validated or read for them: a 400 with field errors would confirm the route). Not logged in:
 * the session guard has already answered 401.
 */
@Injectable()
export class BankMemberGuard implements CanActivate {
  constructor(private readonly manage: BankManageService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const auth = getAuthContext(context.switchToHttp().getRequest());
    if (!auth) throw bankNotFound();
    await this.manage.membership(auth.user);
    return true;
  }
}
