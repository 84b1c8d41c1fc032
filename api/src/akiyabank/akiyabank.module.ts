import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { PostingModule } from '../posting/posting.module';
import { StorageModule } from '../storage/storage.module';
import { AkiyabankController, AkiyabankManageController } from './akiyabank.controller';
import { BankManageService } from './bank-manage.service';
import { BankMemberGuard } from './bank-member.guard';
import { BankReadService } from './bank-read.service';
import { BankRepository } from './bank.repository';
import { StaffAkiyabankController } from './staff-akiyabank.controller';
import { StaffBankService } from './staff-bank.service';

/** The vacant-house bank (/api/akiyabank): public list and pages, a municipality's management, staff administration of municipalities and members. docs/akiyabank.md */
@Module({
  imports: [StorageModule, PostingModule, AuditModule],
  controllers: [AkiyabankController, AkiyabankManageController, StaffAkiyabankController],
  providers: [BankRepository, BankReadService, BankManageService, BankMemberGuard, StaffBankService],
  exports: [BankReadService],
})
export class AkiyabankModule {}
