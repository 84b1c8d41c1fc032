import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ContactsModule } from '../contacts/contacts.module';
import { PropertiesModule } from '../properties/properties.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { ProfileController } from './profile.controller';
import { ProfileRepository } from './profile.repository';
import { ProfileService } from './profile.service';
import { WithdrawalRepository } from './withdrawal.repository';
import { WithdrawalService } from './withdrawal.service';

@Module({
  imports: [UsersModule, AuthModule, ContactsModule, PropertiesModule, SessionsModule],
  controllers: [ProfileController],
  providers: [ProfileService, ProfileRepository, WithdrawalService, WithdrawalRepository],
})
export class ProfileModule {}
