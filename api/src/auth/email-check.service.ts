import { Injectable } from '@nestjs/common';
import type { CheckEmailMessage } from '@akiya/contracts';
import type { UserEntity } from '../users/entities/user.entity';
import { UsersRepository } from '../users/users.repository';

/** Whether an account can be opened with / moved to an address (docs/product.md §5, §7). */
@Injectable()
export class EmailCheckService {
  constructor(private readonly users: UsersRepository) {}

  /** null when the address is free; otherwise why not. One lookup, whatever the answer. */
  async status(email: string): Promise<CheckEmailMessage | null> {
    return EmailCheckService.statusOf(await this.users.findByEmail(email));
  }

  static statusOf(user: UserEntity | null): CheckEmailMessage | null {
    if (!user) return null;
    if (user.disabled) return 'disabled-login';
    if (user.registrationStatus === 'temporary' || !user.emailVerifiedAt) return 'not-verified';
    return 'email-exists';
  }
}
