import { Body, Controller, Delete, Get, Header, HttpCode, Param, Post, Put, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { StaffBankMunicipalitiesResponse, StaffBankMunicipality } from '@akiya/contracts';
import { PositiveIntPipe } from '../http/pipes';
import { assertStaff } from '../posting/moderation.service';
import type { AuthContext } from '../sessions/auth-context';
import { CurrentAuth } from '../sessions/auth.decorators';
import { StaffGuard } from '../user-messages/staff.guard';
import { StaffBankMemberDto, StaffBankMunicipalityDto } from './dto/staff-bank.dto';
import { StaffBankService } from './staff-bank.service';

/**
 * Staff: the bank's partner municipalities and their member accounts (docs/akiyabank.md). The
 * StaffGuard answers the plain 404 to everyone else before a body is read; mutations pass the global
 * CSRF check like every other; each change is in the staff audit log.
 */
@ApiTags('akiyabank')
@Controller('staff/akiyabank/municipalities')
@UseGuards(StaffGuard)
export class StaffAkiyabankController {
  constructor(private readonly staff: StaffBankService) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Staff: every municipality with its bank, published listing count and members' })
  list(@CurrentAuth() auth: AuthContext | null): Promise<StaffBankMunicipalitiesResponse> {
    assertStaff(auth);
    return this.staff.list();
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Staff: adds a municipality (prefecture code, name, bank name, terms, office contact)' })
  create(@CurrentAuth() auth: AuthContext | null, @Body() body: StaffBankMunicipalityDto): Promise<StaffBankMunicipality> {
    assertStaff(auth);
    return this.staff.create(auth.user.id, body);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Staff: replaces a municipality’s fields' })
  update(@CurrentAuth() auth: AuthContext | null, @Param('id', PositiveIntPipe) id: number, @Body() body: StaffBankMunicipalityDto): Promise<StaffBankMunicipality> {
    assertStaff(auth);
    return this.staff.update(auth.user.id, id, body);
  }

  @Post(':id/members')
  @HttpCode(200)
  @ApiOperation({ summary: 'Staff: adds the account with this email as a member {email} (unknown email, member already: 400)' })
  addMember(@CurrentAuth() auth: AuthContext | null, @Param('id', PositiveIntPipe) id: number, @Body() body: StaffBankMemberDto): Promise<StaffBankMunicipality> {
    assertStaff(auth);
    return this.staff.addMember(auth.user.id, id, body);
  }

  @Delete(':id/members/:userId')
  @ApiOperation({ summary: 'Staff: removes a member account (it can no longer manage the bank)' })
  removeMember(
    @CurrentAuth() auth: AuthContext | null,
    @Param('id', PositiveIntPipe) id: number,
    @Param('userId', PositiveIntPipe) userId: number,
  ): Promise<StaffBankMunicipality> {
    assertStaff(auth);
    return this.staff.removeMember(auth.user.id, id, userId);
  }
}
