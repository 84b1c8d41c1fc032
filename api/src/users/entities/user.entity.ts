import { Column, CreateDateColumn, Entity, UpdateDateColumn } from 'typeorm';
import { DateTimeColumn, IdEntity, IntColumn } from '../../database/entity-columns';

export type UserRole = 'user' | 'staff';

/** 'temporary' from registration until the address is verified, then 'registered'. */
export type RegistrationStatus = 'temporary' | 'registered';

/** An account (buyer and/or seller, or staff). Sessions live in `sessions`, mailed tokens in `user_tokens`. */
@Entity({ name: 'users' })
export class UserEntity extends IdEntity {
  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  @Column({ name: 'last_name', type: 'varchar', length: 100, default: '' })
  lastName: string;

  @Column({ name: 'first_name', type: 'varchar', length: 100, default: '' })
  firstName: string;

  @Column({ name: 'last_name_kana', type: 'varchar', length: 100, default: '' })
  lastNameKana: string;

  @Column({ name: 'first_name_kana', type: 'varchar', length: 100, default: '' })
  firstNameKana: string;

  @Column({ type: 'varchar', length: 32, default: '' })
  phone: string;

  @Column({ type: 'varchar', length: 7, default: '' })
  zipcode: string;

  @Column({ type: 'varchar', length: 255, default: '' })
  address: string;

  /** argon2id hash; null for an account that has not set a password yet. */
  @Column({ name: 'password_hash', type: 'varchar', length: 255, nullable: true })
  passwordHash: string | null;

  /** 1: the registered address bounced and must be updated. */
  @IntColumn('invalid_email_flag', { default: 0 })
  invalidEmailFlag: number;

  @DateTimeColumn('email_verified_at', { nullable: true })
  emailVerifiedAt: Date | null;

  /** '要確認' (CHECK_NAME_ADDRESS_NEEDED) when name/address need checking. */
  @Column({ name: 'check_name_address', type: 'varchar', length: 32, nullable: true })
  checkNameAddress: string | null;

  @Column({ type: 'boolean', default: false })
  disabled: boolean;

  @Column({ type: 'varchar', length: 16, default: 'user' })
  role: UserRole;

  @Column({ name: 'registration_status', type: 'varchar', length: 16, default: 'registered' })
  registrationStatus: RegistrationStatus;

  /** The new address of an email change (forced or from the my page), until its link is followed or it is cancelled. */
  @Column({ name: 'pending_email', type: 'varchar', length: 254, nullable: true })
  pendingEmail: string | null;

  /** When the user dismissed the profile alert (docs/product.md §4); null: not dismissed. */
  @DateTimeColumn('profile_alert_dismissed_at', { nullable: true })
  profileAlertDismissedAt: Date | null;

  @DateTimeColumn('password_changed_at', { nullable: true })
  passwordChangedAt: Date | null;

  @DateTimeColumn('last_login_at', { nullable: true })
  lastLoginAt: Date | null;

  /** The my-search panel's eight search params as JSON (readSavedSearchParams); null: never saved. */
  @Column({ name: 'search_params', type: 'varchar', length: 512, nullable: true })
  searchParams: string | null;

  /** When the account withdrew (退会, docs/accounts.md); null for every other account. */
  @DateTimeColumn('withdrawn_at', { nullable: true })
  withdrawnAt: Date | null;

  /** The optional reason given on withdrawal (for the operator). */
  @Column({ name: 'withdrawal_reason', type: 'text', nullable: true })
  withdrawalReason: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime' })
  updatedAt: Date;
}
