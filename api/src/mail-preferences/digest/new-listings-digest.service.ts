import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { PropertiesQuery } from '@akiya/contracts';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { MailService } from '../../mail/mail.service';
import { PropertiesService, refinementsOf } from '../../properties/properties.service';
import { PropertyListingsRepository } from '../../properties/property-listings.repository';
import { SavedSearchesService, type AlertRunResult } from '../../saved-searches/saved-searches.service';
import type { UserEntity } from '../../users/entities/user.entity';
import { readSavedSearchParams } from '../../users/saved-search-params';
import type { UserMailSettingsEntity } from '../entities/user-mail-settings.entity';
import { newListingsDigestMail } from './new-listings-digest-mail';
import { NewListingsDigestRepository } from './new-listings-digest.repository';
import { UnsubscribeSigner } from './unsubscribe-signer';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often the timer looks for users whose digest is due. */
export const DIGEST_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** At most this many listings are written into one mail. */
export const DIGEST_MAX_LISTINGS = 10;

export interface DigestRunResult {
  /** Users whose digest was due. */
  considered: number;
  /** Mails sent. */
  sent: number;
  failed: number;
  /** The saved-search alerts of the same run (docs/search.md "Saved searches"). */
  savedSearches?: AlertRunResult;
}

/**
 * The daily mail of newly published listings matching a user's saved my-search (users.search_params,
 * saved from the board's my-search panel), for verified, enabled users with newProperties on. Each
 * user gets at most one mail per 24 hours, covering what was published since the previous one (the
 * first one: the last 24 hours); nothing new, no mail (the window still moves on). Every mail carries
 * a signed one-click unsubscribe link (GET /api/mail/unsubscribe). The timer checks hourly; it does
 * not run with NODE_ENV=test (tests call run()).
 */
@Injectable()
export class NewListingsDigestService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('NewListingsDigest');
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  readonly signer: UnsubscribeSigner;

  constructor(
    private readonly repo: NewListingsDigestRepository,
    private readonly listings: PropertyListingsRepository,
    private readonly properties: PropertiesService,
    private readonly mail: MailService,
    @InjectConfig() private readonly config: AppConfig,
    private readonly savedSearches: SavedSearchesService,
  ) {
    this.signer = new UnsubscribeSigner(config.dataDir);
  }

  onApplicationBootstrap(): void {
    if (this.config.nodeEnv === 'test') return;
    this.timer = setInterval(() => void this.run().catch((e) => this.logger.error(`digest run failed: ${String(e)}`)), DIGEST_CHECK_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** The unsubscribe link of a user's digest. */
  unsubscribeUrl(userId: number): string {
    return `${this.config.publicUrl}/api/mail/unsubscribe?u=${userId}&t=${this.signer.sign(userId, 'newProperties')}`;
  }

  /** Sends every digest that is due at `now`. One run at a time per process. */
  async run(now: Date = new Date()): Promise<DigestRunResult> {
    const result: DigestRunResult = { considered: 0, sent: 0, failed: 0 };
    if (this.running) return result;
    this.running = true;
    try {
      const due = await this.repo.findDue(new Date(now.getTime() - DAY_MS));
      for (const user of due) {
        result.considered += 1;
        try {
          if (await this.sendTo(user, user.mailSettings ?? null, now)) result.sent += 1;
        } catch (error) {
          result.failed += 1;
          this.logger.warn(`digest for user ${user.id} failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      // the saved searches' own mail: one per user per day, per search what is new (saved-searches.service.ts)
      result.savedSearches = await this.savedSearches.runAlerts(now);
      return result;
    } finally {
      this.running = false;
    }
  }

  private async sendTo(user: UserEntity, settings: UserMailSettingsEntity | null, now: Date): Promise<boolean> {
    const params = readSavedSearchParams(user);
    if (!params) return false;
    const since = settings?.lastDigestAt && settings.lastDigestAt.getTime() > now.getTime() - DAY_MS ? settings.lastDigestAt : new Date(now.getTime() - DAY_MS);
    const refinements = refinementsOf(params as unknown as PropertiesQuery);
    const head = await this.listings.head({ kind: 'new', since }, refinements, params.sort_order, 1000);
    // Published after `now` belongs to the next digest; own listings are left out.
    const summaries = (await this.properties.summaries(head.ids.slice(0, 200))).filter((l) => Date.parse(l.published_at) <= now.getTime());
    const own = await this.repo.listingIdsOf(user.id);
    const matching = summaries.filter((l) => !own.has(l.id));
    // The queued digest and the user's last_digest_at in one transaction (docs/mail.md): both or neither.
    await this.repo.transaction(async (m) => {
      if (matching.length > 0) {
        await this.mail.send(
          user.email,
          newListingsDigestMail(
            { publicUrl: this.config.publicUrl, operatorEmail: this.config.operatorEmail },
            {
              lastName: user.lastName,
              firstName: user.firstName,
              listings: matching.slice(0, DIGEST_MAX_LISTINGS),
              total: matching.length,
              unsubscribeUrl: this.unsubscribeUrl(user.id),
            },
          ),
          m,
        );
      }
      await this.repo.saveLastDigest(m, {
        userId: user.id,
        waitingForReopening: settings?.waitingForReopening ?? true,
        newProperties: settings?.newProperties ?? true,
        others: settings?.others ?? true,
        lastDigestAt: now,
      });
    });
    return matching.length > 0;
  }
}
