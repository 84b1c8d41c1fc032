import { DynamicModule, Injectable, Logger, Module, OnApplicationBootstrap } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { InjectConfig } from '../config/config.module';
import { buildDataSourceOptions, connectDataSource, runMigrations } from './data-source';
import { SeedStateRepository } from './seed-state.repository';
import { seedEditorial } from './seeds/editorial-seed';
import { runSeed } from './seeds/seed-runner';

/**
 * With SEED_IF_EMPTY=1, seeds the demo data at start when the database holds no listing; a database
 * that has listings but empty editorial tables (made before they existed) gets the demo editorial content.
 */
@Injectable()
export class SeedIfEmpty implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly state: SeedStateRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedIfEmpty) return;
    if (await this.state.hasListings()) {
      this.logger.log('SEED_IF_EMPTY: listings exist, not seeding');
      const editorial = await seedEditorial(this.dataSource);
      if (editorial.articles + editorial.news + editorial.solutions > 0) {
        this.logger.log(`SEED_IF_EMPTY: editorial tables were empty: ${editorial.articles} articles, ${editorial.news} news items, ${editorial.solutions} Q&A seeded`);
      }
      return;
    }
    this.logger.log('SEED_IF_EMPTY: the database has no listing, seeding demo data…');
    const summary = await runSeed(this.dataSource, {
      uploadsDir: this.config.publicUploadsDir,
      log: (m) => this.logger.log(m),
    });
    this.logger.log(`Seeded in ${summary.ms} ms`);
  }
}

/**
 * The TypeORM connection. It connects once (no retry: @nestjs/typeorm would otherwise retry 9 times,
 * 3 s apart) and applies pending migrations before any module uses it.
 */
@Module({})
export class DatabaseModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => ({
            ...buildDataSourceOptions(config.database),
            retryAttempts: 1,
            retryDelay: 0,
            toRetry: () => false,
          }),
          dataSourceFactory: async () => {
            const dataSource = await connectDataSource(config.database);
            try {
              const applied = await runMigrations(dataSource);
              if (applied.length > 0) new Logger('Database').log(`Migrations applied: ${applied.join(', ')}`);
            } catch (error) {
              await dataSource.destroy().catch(() => undefined);
              throw error;
            }
            return dataSource;
          },
        }),
      ],
      providers: [SeedIfEmpty, SeedStateRepository],
    };
  }
}
