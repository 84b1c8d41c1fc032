import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { normalizeEmail, type ProfileFields } from '@akiya/contracts';
import type { Repository } from 'typeorm';
import { UserEntity } from './entities/user.entity';

/** What registration stores besides the password hash. */
export type NewUserFields = ProfileFields & { email: string };

/** Account storage, one purpose per method. Emails are compared in their normalised form. */
@Injectable()
export class UsersRepository {
  constructor(@InjectRepository(UserEntity) private readonly repo: Repository<UserEntity>) {}

  findById(id: number): Promise<UserEntity | null> {
    return this.repo.findOneBy({ id });
  }

  findByEmail(email: string): Promise<UserEntity | null> {
    return this.repo.findOneBy({ email: normalizeEmail(email) });
  }

  /** A temporary (unverified) account from the registration form. */
  async createTemporary(fields: NewUserFields, passwordHash: string): Promise<UserEntity> {
    const user = this.repo.create({
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
    return this.repo.save(user);
  }

  /** Removes an account that was never used (registration rolled back because its mail failed). */
  async deleteTemporary(id: number): Promise<void> {
    await this.repo.delete({ id, registrationStatus: 'temporary' });
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

  async setPendingEmail(id: number, email: string | null): Promise<void> {
    await this.repo.update({ id }, { pendingEmail: email });
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

  /** Stores the my-search params (JSON from serializeSearchParams). */
  async setSearchParams(id: number, json: string): Promise<void> {
    await this.repo.update({ id }, { searchParams: json });
  }
}
