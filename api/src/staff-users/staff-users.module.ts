import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { SessionsModule } from '../sessions/sessions.module';
import { StaffUsersController } from './staff-users.controller';
import { StaffUsersRepository } from './staff-users.repository';
import { StaffUsersService } from './staff-users.service';

/** Staff user administration: search, details, disable / enable (docs/accounts.md). */
@Module({
  imports: [AuditModule, SessionsModule],
  controllers: [StaffUsersController],
  providers: [StaffUsersRepository, StaffUsersService],
})
export class StaffUsersModule {}
