import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { normalizeEmail, type ProfileFields } from '@akiya/contracts';
import { IsNull, type EntityManager, type Repository } from 'typeorm';
import { UserEntity } from './entities/user.entity';

/** What registration stores besides the password hash. */
export type NewUserFields = ProfileFields & { email: string };

/** The placeholder address of a withdrawn account: unique per id, in the reserved `.invalid` domain (RFC 2606). */
export function withdrawnEmail(id: number): string {
  return `withdrawn+${id}@invalid`;
}

/** Account storage, one purpose per method. Emails are compared in their normalised form. */
@Injectable()
export class UsersRepository {
  constructor(@InjectRepository(UserEntity) private readonly repo: Repository<UserEntity>) {}

  findById(id: number): Promise<UserEntity | null> {
    return this.repo.findOneBy({ id });
  }

  /** The account of an address; a withdrawn account has none (its placeholder address finds nothing). */
  findByEmail(email: string): Promise<UserEntity | null> {
    return this.repo.findOneBy({ email: normalizeEmail(email), withdrawnAt: IsNull() });
  }

  /** A temporary (unverified) account from the registration form. */
  async createTemporary(fields: NewUserFields, passwordHash: string, m?: EntityManager): Promise<UserEntity> {
    const repo = m ? m.getRepository(UserEntity) : this.repo;
    const user = repo.create({
      email: normalizeEmail(fields.email),
      lastName: fields.last_name,
      firstName: fields.first_name,
      lastNameKana: fields.last_name_kana,
      firstNameKana: fields.first_name_kana,
      phone: fields.phone,
      zipcode: fields.zipcode,
      address: fields.address,
      passwordHash,
      passwordChangedAt: new Date(),
      invalidEmailFlag: 0,
      emailVerifiedAt: null,
      checkNameAddress: null,
      disabled: false,
      role: 'user',
      registrationStatus: 'temporary',
      pendingEmail: null,
      profileAlertDismissedAt: null,
      lastLoginAt: null,
    });
    return repo.save(user);
  }

  async markVerified(id: number, at: Date): Promise<void> {
    await this.repo.update({ id }, { emailVerifiedAt: at, registrationStatus: 'registered' });
  }

  async setPasswordHash(id: number, passwordHash: string, changedAt: Date | null): Promise<void> {
    await this.repo.update({ id }, changedAt ? { passwordHash, passwordChangedAt: changedAt } : { passwordHash });
  }

  async recordLogin(id: number, at: Date): Promise<void> {
    await this.repo.update({ id }, { lastLoginAt: at });
  }

  async setPendingEmail(id: number, email: string | null, m?: EntityManager): Promise<void> {
    await (m ? m.getRepository(UserEntity) : this.repo).update({ id }, { pendingEmail: email });
  }

  /**
   * An email change is complete: the new address is the account's, verified now. Conditional on
   * the address still being the pending one, so of two confirmations (or a confirmation and a
   * cancel) racing on two instances only one applies; false when nothing was changed. The unique
   * index on `email` refuses an address another account took meanwhile.
   */
  async replaceEmail(id: number, email: string, at: Date): Promise<boolean> {
    const normalized = normalizeEmail(email);
    const result = await this.repo.update(
      { id, pendingEmail: normalized },
      { email: normalized, pendingEmail: null, invalidEmailFlag: 0, emailVerifiedAt: at, registrationStatus: 'registered' },
    );
    return result.affected === 1;
  }

  async updateProfile(id: number, fields: ProfileFields): Promise<void> {
    await this.repo.update(
      { id },
      {
        lastName: fields.last_name,
        firstName: fields.first_name,
        lastNameKana: fields.last_name_kana,
        firstNameKana: fields.first_name_kana,
        zipcode: fields.zipcode,
        address: fields.address,
        phone: fields.phone,
      },
    );
  }

  async dismissProfileAlert(id: number, at: Date): Promise<void> {
    await this.repo.update({ id }, { profileAlertDismissedAt: at });
  }

  /**
   * Withdrawal (退会, docs/accounts.md): erases the personal columns in the caller's transaction —
   * names, kana, address, zipcode and phone emptied, the address replaced by `withdrawnEmail(id)`
   * (unique, never delivered, so the real address can register again), no password, no pending
   * change, no saved search — and records when and why. Conditional on the account not having
   * withdrawn yet, so of two concurrent withdrawals one applies; false when nothing changed.
   */
  async eraseForWithdrawal(m: EntityManager, id: number, at: Date, reason: string | null): Promise<boolean> {
    const result = await m.getRepository(UserEntity).update(
      { id, withdrawnAt: IsNull() },
      {
        email: withdrawnEmail(id),
        lastName: '',
        firstName: '',
        lastNameKana: '',
        firstNameKana: '',
        zipcode: '',
        address: '',
        phone: '',
        passwordHash: null,
        pendingEmail: null,
        searchParams: null,
        checkNameAddress: null,
        emailVerifiedAt: null,
        withdrawnAt: at,
        withdrawalReason: reason,
      },
    );
    return result.affected === 1;
  }

  /** Stores the my-search params (JSON from serializeSearchParams). */
  async setSearchParams(id: number, json: string): Promise<void> {
    await this.repo.update({ id }, { searchParams: json });
  }
}
