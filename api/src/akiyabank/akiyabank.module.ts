import { Module } from '@nestjs/common';
import { PostingModule } from '../posting/posting.module';
import { StorageModule } from '../storage/storage.module';
import { AkiyabankController, AkiyabankManageController } from './akiyabank.controller';
import { BankManageService } from './bank-manage.service';
import { BankMemberGuard } from './bank-member.guard';
import { BankReadService } from './bank-read.service';
import { BankRepository } from './bank.repository';

/** The vacant-house bank (/api/akiyabank): public list and pages, a municipality's management. docs/akiyabank.md */
@Module({
  imports: [StorageModule, PostingModule],
  controllers: [AkiyabankController, AkiyabankManageController],
  providers: [BankRepository, BankReadService, BankManageService, BankMemberGuard],
  exports: [BankReadService],
})
export class AkiyabankModule {}
