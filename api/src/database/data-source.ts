import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { describeDatabase, type DatabaseConfig } from '../config/app-config';
import { AreaCategoryEntity } from '../categories/entities/area-category.entity';
import { CategoryEntity } from '../categories/entities/category.entity';
import { PropertyImageEntity } from '../properties/entities/property-image.entity';
import { PropertyEntity } from '../properties/entities/property.entity';
import { TagEntity } from '../tags/entities/tag.entity';
import { UserEntity } from '../users/entities/user.entity';
import { InitialSchema1763770000000 } from './migrations/1763770000000-InitialSchema';
import { SessionEntity } from '../sessions/entities/session.entity';
import { UserTokenEntity } from '../auth/entities/user-token.entity';
import { Accounts1763780000000 } from './migrations/1763780000000-Accounts';
import { BoardSearch1763790000000 } from './migrations/1763790000000-BoardSearch';
import { FavoritesAndMySearch1763800000000 } from './migrations/1763800000000-FavoritesAndMySearch';
import { FavoriteEntity } from '../favorites/entities/favorite.entity';
import { Posting1763810000000 } from './migrations/1763810000000-Posting';
import { UserMailSettingsEntity } from '../mail-preferences/entities/user-mail-settings.entity';
import { UserQuestionnaireEntity } from '../questionnaires/entities/user-questionnaire.entity';
import { UserTutorialEntity } from '../questionnaires/entities/user-tutorial.entity';
import { PropertyPublishChangeEntity } from '../seller/entities/property-publish-change.entity';
import { SellerAndMailSettings1763830000000 } from './migrations/1763830000000-SellerAndMailSettings';
import { UserMessages1763840000000 } from './migrations/1763840000000-UserMessages';
import { Deals1763820000000 } from './migrations/1763820000000-Deals';
import { OneOpenEnquiry1763850000000 } from './migrations/1763850000000-OneOpenEnquiry';
import { Editorial1763900000000 } from './migrations/1763900000000-Editorial';
import { Akiyabank1763920000042 } from './migrations/1763920000042-Akiyabank';
import { Partners1763960000080 } from './migrations/1763960000080-Partners';
import { StaffAdmin1764000000020 } from './migrations/1764000000020-StaffAdmin';
import { Withdrawal1764000000010 } from './migrations/1764000000010-Withdrawal';
import { Consulting1763910000031 } from './migrations/1763910000031-Consulting';
import { ContactEntity } from '../contacts/entities/contact.entity';
import { ContactMessageEntity } from '../contacts/entities/contact-message.entity';
import { MessageAttachmentEntity } from '../contacts/entities/message-attachment.entity';
import { UpdatedUserContactEntity } from '../realtime/updated-user-contact.entity';
import { TopicEntity } from '../user-messages/entities/topic.entity';
import { MailQueueEntity } from '../mail/mail-queue.entity';
import { MailQueue1764000000050 } from './migrations/1764000000050-MailQueue';
import { Municipalities1764000000070 } from './migrations/1764000000070-Municipalities';
import { ListingFacts1764000000080 } from './migrations/1764000000080-ListingFacts';
import { StaffInbox1764000000030 } from './migrations/1764000000030-StaffInbox';
import { SavedSearches1764000000090 } from './migrations/1764000000090-SavedSearches';
import { RemoteDeploys1764000000100 } from './migrations/1764000000100-RemoteDeploys';
import { FacetCopies1764000000110 } from './migrations/1764000000110-FacetCopies';
import { SearchTexts1764000000120 } from './migrations/1764000000120-SearchTexts';
import { TextListedAt1764000000130 } from './migrations/1764000000130-TextListedAt';
import { TreasureListedAt1764000000140 } from './migrations/1764000000140-TreasureListedAt';
import { SavedSearchEntity } from '../saved-searches/entities/saved-search.entity';
import { UserMessageEntity } from '../user-messages/entities/user-message.entity';

/** Every entity, listed explicitly (no globs: works the same from src/ under Jest and from dist/). */
export const ENTITIES = [
  AreaCategoryEntity,
  CategoryEntity,
  TagEntity,
  UserEntity,
  PropertyEntity,
  PropertyImageEntity,
  SessionEntity,
  UserTokenEntity,
  UserMailSettingsEntity,
  UserQuestionnaireEntity,
  UserTutorialEntity,
  PropertyPublishChangeEntity,
  FavoriteEntity,
  ContactEntity,
  ContactMessageEntity,
  MessageAttachmentEntity,
  UpdatedUserContactEntity,
  UserMessageEntity,
  TopicEntity,
  MailQueueEntity,
  SavedSearchEntity,
];

/** Every migration, in order. */
export const MIGRATIONS = [
  InitialSchema1763770000000,
  Accounts1763780000000,
  BoardSearch1763790000000,
  FavoritesAndMySearch1763800000000,
  Posting1763810000000,
  Deals1763820000000,
  SellerAndMailSettings1763830000000,
  UserMessages1763840000000,
  OneOpenEnquiry1763850000000,
  Editorial1763900000000,
  Consulting1763910000031,
  Akiyabank1763920000042,
  Partners1763960000080,
  Withdrawal1764000000010,
  StaffAdmin1764000000020,
  StaffInbox1764000000030,
  MailQueue1764000000050,
  Municipalities1764000000070,
  ListingFacts1764000000080,
  SavedSearches1764000000090,
  RemoteDeploys1764000000100,
  FacetCopies1764000000110,
  SearchTexts1764000000120,
  TextListedAt1764000000130,
  TreasureListedAt1764000000140,
];

/** How long a MySQL connection attempt may take before start-up gives up. */
export const CONNECT_TIMEOUT_MS = 5000;

/**
 * TypeORM options for the configured database. `synchronize` is always off: the schema only
 * changes through MIGRATIONS, which run at start (see database.module.ts) and from the CLI.
 */
export function buildDataSourceOptions(db: DatabaseConfig): DataSourceOptions {
  const common = {
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    logging: false,
  } as const;
  if (db.type === 'better-sqlite3') {
    return { ...common, type: 'better-sqlite3', database: db.file, enableWAL: true };
  }
  return {
    ...common,
    type: 'mysql',
    host: db.host,
    port: db.port,
    username: db.username,
    password: db.password,
    database: db.database,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    connectTimeout: CONNECT_TIMEOUT_MS,
  };
}

/** The database could not be opened or reached. Carries a message meant for the operator. */
export class DatabaseUnavailableError extends Error {
  constructor(
    readonly target: string,
    override readonly cause: unknown,
  ) {
    super(`Cannot connect to the database ${target}: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * Creates and connects a DataSource, creating the SQLite folder on first start. Connection
 * failures become a DatabaseUnavailableError (no retry: a dead database fails start-up at once).
 */
export async function connectDataSource(db: DatabaseConfig, options: Partial<DataSourceOptions> = {}): Promise<DataSource> {
  if (db.type === 'better-sqlite3') mkdirSync(dirname(db.file), { recursive: true });
  const dataSource = new DataSource({ ...buildDataSourceOptions(db), ...options } as DataSourceOptions);
  try {
    await dataSource.initialize();
  } catch (error) {
    throw new DatabaseUnavailableError(describeDatabase(db), error);
  }
  return dataSource;
}

/** Applies pending migrations, each in its own transaction; returns their names. */
export async function runMigrations(dataSource: DataSource): Promise<string[]> {
  const done = await dataSource.runMigrations({ transaction: 'each' });
  return done.map((m) => m.name);
}
