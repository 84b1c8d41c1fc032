import { Body, Delete, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { StaffBankMunicipalitiesResponse, StaffBankMunicipality } from '@akiya/contracts';
import { PositiveIntPipe } from '../http/pipes';
import { NoStoreGet, PostOk } from '../http/route-decorators';
import type { AuthContext } from '../sessions/auth-context';
import { StaffAuth, StaffController } from '../user-messages/staff.guard';
import { StaffBankMemberDto, StaffBankMunicipalityDto } from './dto/staff-bank.dto';
import { StaffBankService } from './staff-bank.service';

/**
 * Staff: the bank's partner municipalities and their member accounts (docs/akiyabank.md). The
 * StaffGuard answers the plain 404 to everyone else before a body is read; mutations pass the global
 * CSRF check like every other; each change is in the staff audit log.
 */
@StaffController('staff/akiyabank/municipalities', 'akiyabank')
export class StaffAkiyabankController {
  constructor(private readonly staff: StaffBankService) {}

  @NoStoreGet()
  @ApiOperation({ summary: 'Staff: every municipality with its bank, published listing count and members' })
  list(): Promise<StaffBankMunicipalitiesResponse> {
    return this.staff.list();
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Staff: adds a municipality (prefecture code, name, bank name, terms, office contact)' })
  create(@StaffAuth() auth: AuthContext, @Body() body: StaffBankMunicipalityDto): Promise<StaffBankMunicipality> {
    return this.staff.create(auth.user.id, body);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Staff: replaces a municipality’s fields' })
  update(@StaffAuth() auth: AuthContext, @Param('id', PositiveIntPipe) id: number, @Body() body: StaffBankMunicipalityDto): Promise<StaffBankMunicipality> {
    return this.staff.update(auth.user.id, id, body);
  }

  @PostOk(':id/members')
  @ApiOperation({ summary: 'Staff: adds the account with this email as a member {email} (unknown email, member already: 400)' })
  addMember(@StaffAuth() auth: AuthContext, @Param('id', PositiveIntPipe) id: number, @Body() body: StaffBankMemberDto): Promise<StaffBankMunicipality> {
    return this.staff.addMember(auth.user.id, id, body);
  }

  @Delete(':id/members/:userId')
  @ApiOperation({ summary: 'Staff: removes a member account (it can no longer manage the bank)' })
  removeMember(
    @StaffAuth() auth: AuthContext,
    @Param('id', PositiveIntPipe) id: number,
    @Param('userId', PositiveIntPipe) userId: number,
  ): Promise<StaffBankMunicipality> {
    return this.staff.removeMember(auth.user.id, id, userId);
  }
}
