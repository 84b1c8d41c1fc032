import { Module } from '@nestjs/common';
import { PartnersModule } from '../partners/partners.module';
import { AuditModule } from '../audit/audit.module';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { AccountMailer } from './account-mailer';
import { EmailChangeService } from './email-change.service';
import { EmailCheckController } from './email-check.controller';
import { EmailCheckService } from './email-check.service';
import { UserTokenEntity } from './entities/user-token.entity';
import { LoginController } from './login.controller';
import { LoginService } from './login.service';
import { PasswordResetService } from './password-reset.service';
import { PasswordHasher } from './passwords';
import { RegistrationService } from './registration.service';
import { UserTokensService } from './user-tokens.service';

/** Registration, login, password reset, forced email update, staff impersonation. */
@Module({
  imports: [TypeOrmModule.forFeature([UserTokenEntity]), UsersModule, SessionsModule, MailModule, PartnersModule, AuditModule],
  controllers: [LoginController, EmailCheckController],
  providers: [
    AccountMailer,
    EmailChangeService,
    EmailCheckService,
    LoginService,
    PasswordHasher,
    PasswordResetService,
    RegistrationService,
    UserTokensService,
  ],
  exports: [PasswordResetService, PasswordHasher, EmailChangeService],
})
export class AuthModule {}
