import { DynamicModule, Module, RequestMethod } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { CategoriesModule } from './categories/categories.module';
import { CommonModule } from './common/common.module';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { FavoritesModule } from './favorites/favorites.module';
import { HealthModule } from './health/health.module';
import { PropertiesModule } from './properties/properties.module';
import { RemotesModule } from './remotes/remotes.module';
import { SeoModule } from './seo/seo.module';
import { TagsModule } from './tags/tags.module';
import { UsersModule } from './users/users.module';
import { AccountsModule } from './auth/accounts.module';
import { pinoHttpParams } from './security/log-redaction';
import { SellerModule } from './seller/seller.module';
import { InquiriesModule } from './inquiries/inquiries.module';
import { MailPreferencesModule } from './mail-preferences/mail-preferences.module';
import { QuestionnairesModule } from './questionnaires/questionnaires.module';
import { ContactsModule } from './contacts/contacts.module';
import { InboxModule } from './inbox/inbox.module';
import { ConsultingModule } from './consulting/consulting.module';
import { PartnersModule } from './partners/partners.module';
import { PostingModule } from './posting/posting.module';
import { UserMessagesModule } from './user-messages/user-messages.module';
import { EditorialModule } from './editorial/editorial.module';
import { AkiyabankModule } from './akiyabank/akiyabank.module';
import { AuditModule } from './audit/audit.module';
import { StaffUsersModule } from './staff-users/staff-users.module';
import { StaffInboxModule } from './staff-inbox/staff-inbox.module';

/** Wires the application for one validated configuration (from the environment, or a test's). */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot({
          // Request logs for the API routes (static files are not logged).
          forRoutes: [{ path: '{*splat}', method: RequestMethod.ALL }],
          // Cookies, the CSRF header, passwords and mailed tokens are redacted (security/log-redaction.ts).
          pinoHttp: pinoHttpParams(config.logLevel, config.logDestination),
        }),
        DatabaseModule.forRoot(config),
        UsersModule,
        CategoriesModule,
        TagsModule,
        HealthModule,
        CommonModule,
        PropertiesModule,
        FavoritesModule,
        RemotesModule,
        SeoModule,
        AccountsModule,
        SellerModule,
        InquiriesModule,
        MailPreferencesModule,
        QuestionnairesModule,
        PostingModule,
        ContactsModule,
        InboxModule,
        ConsultingModule,
        PartnersModule,
        UserMessagesModule,
        EditorialModule,
        AkiyabankModule,
        AuditModule,
        StaffUsersModule,
        StaffInboxModule,
      ],
    };
  }
}
