import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserEntity } from './entities/user.entity';
import { UsersRepository } from './users.repository';

/** Accounts storage (UserEntity, UsersRepository). Login, sessions and profile live in auth/, sessions/, profile/. */
@Module({
  imports: [TypeOrmModule.forFeature([UserEntity])],
  providers: [UsersRepository],
  exports: [TypeOrmModule, UsersRepository],
})
export class UsersModule {}
