import { Module } from '@nestjs/common';
import { AddressModule } from '../address/address.module';
import { MailModule } from '../mail/mail.module';
import { ProfileModule } from '../profile/profile.module';
import { SecurityModule } from '../security/security.module';
import { SessionsModule } from '../sessions/sessions.module';
import { AuthModule } from './auth.module';

/**
 * Everything of the accounts work, wired into AppModule with one line: rate limits and Redis
 * (security/), mail, sessions and the global session guard, login/registration (auth/), my-page
 * profile and the zipcode lookup. The CSRF and cookie hooks are registered in app.factory.ts
 * (registerHttpSecurity), because they act before routing.
 */
@Module({
  imports: [SecurityModule, MailModule, SessionsModule, AuthModule, ProfileModule, AddressModule],
})
export class AccountsModule {}
