import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  formatMessage,
  MESSAGES,
  normalizeEmail,
  STAFF_BANK_MESSAGES,
  type StaffBankMember,
  type StaffBankMunicipality,
  type StaffBankMunicipalitiesResponse,
} from '@akiya/contracts';
import type { DataSource } from 'typeorm';
import { AuditLogService } from '../audit/audit-log.service';
import { isoOf, isUniqueViolation, withTransaction } from '../database/sql';
import { ApiError } from '../http/api-error';
import { toMunicipality } from './bank.mapper';
import { BankRepository, type MemberRow } from './bank.repository';
import type { StaffBankMemberDto, StaffBankMunicipalityDto } from './dto/staff-bank.dto';

function fieldError(field: string, message: string): ApiError {
  return new ApiError(400, MESSAGES.formError, { [field]: [message] });
}

const notFound = () => new ApiError(404, MESSAGES.notFound);

function columnsOf(dto: StaffBankMunicipalityDto): Record<string, string> {
  const { prefecture_code, name, bank_name, terms, office_name, office_phone, office_email, office_hours } = dto;
  return { prefecture_code, name, bank_name, terms, office_name, office_phone, office_email, office_hours };
}

function toMember(r: MemberRow): StaffBankMember {
  return { userId: Number(r.user_id), email: r.email, name: `${r.last_name ?? ''} ${r.first_name ?? ''}`.trim(), addedAt: isoOf(r.created_at) };
}

/**
 * Staff administration of the bank's partner municipalities and their member accounts
 * (docs/akiyabank.md, "Staff: municipalities and members"). Each change is recorded in the staff
 * audit log inside its own transaction. The caller (StaffAkiyabankController) has checked staff.
 */
@Injectable()
export class StaffBankService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repo: BankRepository,
    private readonly audit: AuditLogService,
  ) {}

  async list(): Promise<StaffBankMunicipalitiesResponse> {
    const [rows, members] = await Promise.all([this.repo.municipalitiesWithCounts(), this.repo.allMembers()]);
    return {
      items: rows.map((r) => ({
        ...toMunicipality(r),
        listing_count: Number(r.listing_count),
        members: members.filter((m) => Number(m.municipality_id) === Number(r.id)).map(toMember),
      })),
    };
  }

  async one(id: number): Promise<StaffBankMunicipality> {
    const found = (await this.list()).items.find((m) => m.id === id);
    if (!found) throw notFound();
    return found;
  }

  async create(actorId: number, dto: StaffBankMunicipalityDto): Promise<StaffBankMunicipality> {
    const columns = columnsOf(dto);
    const id = await this.unique(() =>
      withTransaction(this.dataSource, async (m) => {
        const newId = await this.repo.insertMunicipality(m, columns);
        await this.audit.record({ actorId, action: 'bank.municipality.create', targetType: 'bank_municipality', targetId: newId, detail: `${columns.prefecture_code} ${columns.name}` }, m);
        return newId;
      }),
    );
    return this.one(id);
  }

  async update(actorId: number, id: number, dto: StaffBankMunicipalityDto): Promise<StaffBankMunicipality> {
    const columns = columnsOf(dto);
    await this.unique(() =>
      withTransaction(this.dataSource, async (m) => {
        const before = await this.repo.lockMunicipality(m, id);
        if (!before) throw notFound();
        await this.repo.updateMunicipality(m, id, columns);
        const changed = Object.keys(columns).filter((k) => String((before as unknown as Record<string, unknown>)[k] ?? '') !== columns[k]);
        await this.audit.record({ actorId, action: 'bank.municipality.update', targetType: 'bank_municipality', targetId: id, detail: changed.length ? `changed: ${changed.join(', ')}` : 'no change' }, m);
      }),
    );
    return this.one(id);
  }

  /** Adds the account with this email as a member (400 with the email field's message otherwise). */
  async addMember(actorId: number, id: number, dto: StaffBankMemberDto): Promise<StaffBankMunicipality> {
    const email = normalizeEmail(dto.email);
    try {
      await withTransaction(this.dataSource, async (m) => {
        if (!(await this.repo.lockMunicipality(m, id))) throw notFound();
        const userId = await this.repo.userIdByEmail(m, email);
        if (userId === null) throw fieldError('email', STAFF_BANK_MESSAGES.unknownEmail);
        const current = await this.repo.membershipOf(m, userId);
        if (current) throw this.memberError(id, current);
        await this.repo.insertMember(m, id, userId);
        await this.audit.record({ actorId, action: 'bank.member.add', targetType: 'bank_municipality', targetId: id, detail: `user ${userId} ${email}` }, m);
      });
    } catch (error) {
      // Two staff adding the same account at once: the unique user_id decides; say where it went.
      if (!isUniqueViolation(error)) throw error;
      const userId = await this.repo.userIdByEmail(this.dataSource.manager, email);
      const current = userId === null ? null : await this.repo.membershipOf(this.dataSource.manager, userId);
      throw current ? this.memberError(id, current) : fieldError('email', STAFF_BANK_MESSAGES.duplicateMember);
    }
    return this.one(id);
  }

  async removeMember(actorId: number, id: number, userId: number): Promise<StaffBankMunicipality> {
    await withTransaction(this.dataSource, async (m) => {
      if (!(await this.repo.lockMunicipality(m, id))) throw notFound();
      if (!(await this.repo.deleteMember(m, id, userId))) throw notFound();
      await this.audit.record({ actorId, action: 'bank.member.remove', targetType: 'bank_municipality', targetId: id, detail: `user ${userId}` }, m);
    });
    return this.one(id);
  }

  private memberError(id: number, current: { municipality_id: number; name: string }): ApiError {
    return current.municipality_id === id
      ? fieldError('email', STAFF_BANK_MESSAGES.duplicateMember)
      : fieldError('email', formatMessage(STAFF_BANK_MESSAGES.memberElsewhere, { name: current.name }));
  }

  /** A (prefecture, name) that exists: 400 on `name`, decided by the unique index. */
  private async unique<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError('name', STAFF_BANK_MESSAGES.nameTaken);
      throw error;
    }
  }
}
