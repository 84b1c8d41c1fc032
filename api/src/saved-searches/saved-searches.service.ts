import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  formatPriceManYen,
  MAX_SAVED_SEARCHES,
  MESSAGES,
  normaliseSavedSearchQuery,
  parseQueryString,
  prefectureByCode,
  SAVED_SEARCH_MESSAGES,
  boardFeedQuery,
  savedSearchBoardPath,
  SITE_NAME,
  validatePropertiesQuery,
  validateSavedSearchName,
  type PropertiesQuery,
  type SavedSearch,
  type SavedSearchListResponse,
} from '@akiya/contracts';
import { randomBytes } from 'node:crypto';
import { Repository } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { InjectConfig } from '../config/config.module';
import { sqlTime, withTransaction } from '../database/sql';
import { ApiError } from '../http/api-error';
import { MailService } from '../mail/mail.service';
import { UnsubscribeSigner } from '../mail-preferences/digest/unsubscribe-signer';
import { PropertiesService } from '../properties/properties.service';
import { PropertyListingsRepository } from '../properties/property-listings.repository';
import { atomFeed } from '../seo/atom-feed';
import { UserEntity } from '../users/entities/user.entity';
import { SavedSearchEntity } from './entities/saved-search.entity';
import { ALERT_MAX_LISTINGS_PER_SEARCH, savedSearchAlertMail, type AlertSection } from './saved-search-alert-mail';
import { savedSearchName } from './saved-search-name';
import { SavedSearchesRepository } from './saved-searches.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How many listings a saved search's feed carries (the newest), like /new/feed.xml. */
export const SEARCH_FEED_ENTRIES = 50;
/** How many new matches of one search an alert run looks at. */
const ALERT_SCAN_CAP = 200;

/** Whole seconds: MySQL DATETIME keeps no fraction, and the alert claim compares the stored value. */
const toSecond = (d: Date) => new Date(Math.floor(d.getTime() / 1000) * 1000);

export interface AlertRunResult {
  considered: number;
  sent: number;
  failed: number;
}

/**
 * Saved searches with alerts and feeds (docs/search.md "Saved searches"): up to MAX_SAVED_SEARCHES
 * per user, each the normalised query string of a board URL, run through PropertiesService's own
 * listing query (so every filter of GET /api/properties works). The daily alert (runAlerts, called
 * by the new-listings digest) mails one message per user listing each alerting search's new
 * matches; each search claims its window with a conditional UPDATE, so two instances never mail
 * the same matches twice. Every search has an Atom feed at /feed/search/{token}.xml.
 */
@Injectable()
export class SavedSearchesService {
  private readonly logger = new Logger('SavedSearchAlerts');
  readonly signer: UnsubscribeSigner;

  constructor(
    @InjectRepository(SavedSearchEntity) private readonly searches: Repository<SavedSearchEntity>,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly properties: PropertiesService,
    private readonly listings: PropertyListingsRepository,
    private readonly mail: MailService,
    private readonly rows: SavedSearchesRepository,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    this.signer = new UnsubscribeSigner(config.dataDir);
  }

  feedUrl(token: string): string {
    return `${this.config.publicUrl}/feed/search/${token}.xml`;
  }

  unsubscribeUrl(searchId: number): string {
    return `${this.config.publicUrl}/api/mail/unsubscribe-search?s=${searchId}&t=${this.signer.sign(searchId, 'savedSearch')}`;
  }

  private toDto(row: SavedSearchEntity): SavedSearch {
    return { id: row.id, name: row.name, query: row.query, alert: row.alert, feedUrl: this.feedUrl(row.feedToken), createdAt: row.createdAt.toISOString() };
  }

  async list(userId: number): Promise<SavedSearchListResponse> {
    const rows = await this.searches.find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
    return { items: rows.map((r) => this.toDto(r)), max: MAX_SAVED_SEARCHES };
  }

  /** The validated API query of a stored (normalised) query string; null when it no longer validates. */
  private apiQuery(query: string): PropertiesQuery | null {
    const raw = parseQueryString(query);
    const result = raw ? validatePropertiesQuery(raw) : null;
    return result?.ok ? result.value : null;
  }

  /**
   * Saves a board URL's query (normalised; paging dropped). Invalid → 400 queryInvalid; an unknown
   * category, tag, area category or municipality → 400 queryInvalid too; the same query again → 400
   * duplicate; an 11th → 400 limitReached.
   */
  async create(userId: number, body: unknown): Promise<SavedSearch> {
    const input = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    const invalid = () => new ApiError(400, SAVED_SEARCH_MESSAGES.queryInvalid, { query: [SAVED_SEARCH_MESSAGES.queryInvalid] });
    const query = typeof input.query === 'string' && input.query.length <= 2000 ? normaliseSavedSearchQuery(input.query) : null;
    if (query === null || query.length > 512) throw invalid();
    const apiQuery = this.apiQuery(query);
    if (!apiQuery) throw invalid();
    try {
      await this.properties.matchingIds(apiQuery, 1);
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 404) throw invalid();
      throw error;
    }
    let name: string;
    if (input.name !== undefined && input.name !== '') {
      const checked = validateSavedSearchName(input.name);
      if (!checked.ok) throw new ApiError(400, MESSAGES.formError, { name: [checked.message] });
      name = checked.value;
    } else {
      name = await savedSearchName(apiQuery, {
        categoryName: (id) => this.rows.categoryName(id),
        areaCategoryName: (id) => this.rows.areaCategoryName(id),
      });
    }
    const now = toSecond(new Date());
    return withTransaction(this.searches.manager.connection, async (m) => {
      const repo = m.getRepository(SavedSearchEntity);
      await this.rows.lockUser(m, userId);
      if (await repo.exists({ where: { userId, query } })) throw new ApiError(400, SAVED_SEARCH_MESSAGES.duplicate, { query: [SAVED_SEARCH_MESSAGES.duplicate] });
      if ((await repo.count({ where: { userId } })) >= MAX_SAVED_SEARCHES) {
        throw new ApiError(400, SAVED_SEARCH_MESSAGES.limitReached, { query: [SAVED_SEARCH_MESSAGES.limitReached] });
      }
      const row = await repo.save(
        repo.create({ userId, name, query, alert: true, feedToken: randomBytes(24).toString('base64url'), lastNotifiedAt: now, createdAt: now }),
      );
      return this.toDto(row);
    });
  }

  private async own(userId: number, id: number): Promise<SavedSearchEntity> {
    const row = await this.searches.findOneBy({ id, userId });
    if (!row) throw new ApiError(404, MESSAGES.notFound, { id: [MESSAGES.notFound] });
    return row;
  }

  /** Renames and/or switches the alert of the user's own search (someone else's → 404). */
  async update(userId: number, id: number, body: unknown): Promise<SavedSearch> {
    const input = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    const errors: Record<string, string[]> = {};
    for (const key of Object.keys(input)) if (key !== 'name' && key !== 'alert') errors[key] = [MESSAGES.unknownParameter];
    let name: string | undefined;
    if (input.name !== undefined) {
      const checked = validateSavedSearchName(input.name);
      if (checked.ok) name = checked.value;
      else errors.name = [checked.message];
    }
    if (input.alert !== undefined && typeof input.alert !== 'boolean') errors.alert = [MESSAGES.formError];
    if (Object.keys(errors).length > 0) throw new ApiError(400, MESSAGES.formError, errors);
    const row = await this.own(userId, id);
    if (name !== undefined) row.name = name;
    if (typeof input.alert === 'boolean' && input.alert !== row.alert) {
      row.alert = input.alert;
      // switched back on: new listings from now on (not the ones of the time it was off)
      if (row.alert) row.lastNotifiedAt = toSecond(new Date());
    }
    return this.toDto(await this.searches.save(row));
  }

  async remove(userId: number, id: number): Promise<{ success: true }> {
    const row = await this.own(userId, id);
    await this.searches.delete({ id: row.id, userId });
    return { success: true };
  }

  /** The signed link of an alert mail: turns that one search's alert off; false for a bad link. */
  async unsubscribe(searchId: number, token: string): Promise<boolean> {
    if (!this.signer.verify(searchId, 'savedSearch', token)) return false;
    await this.searches.update({ id: searchId }, { alert: false });
    return true;
  }

  /** The Atom feed of a saved search (newest SEARCH_FEED_ENTRIES public matches); null for an unknown token. */
  async feed(token: string): Promise<string | null> {
    const row = await this.searches.findOneBy({ feedToken: token });
    if (!row) return null;
    const query = this.apiQuery(row.query);
    let ids: number[] = [];
    if (query) {
      try {
        ids = await this.properties.matchingIds(query, SEARCH_FEED_ENTRIES);
      } catch (error) {
        if (!(error instanceof ApiError && error.statusCode === 404)) throw error;
      }
    }
    return this.atom(row.name, `${SITE_NAME}で保存した検索条件「${row.name}」に合う物件`, ids, this.feedUrl(row.feedToken), savedSearchBoardPath(row.query));
  }

  /**
   * GET /feed/board.xml?<query>: the Atom feed of any board list's filters, without saving them
   * (docs/search.md "Feeds of a board list") — the newest SEARCH_FEED_ENTRIES public listings of the
   * query of GET /api/properties, validated by the same rules (page, limit and sort ignored). A bad
   * value → ApiError 400 with the field's message; an unknown category, tag, area category or
   * municipality → 404.
   */
  async boardFeed(queryString: string): Promise<string> {
    const raw = parseQueryString(queryString);
    if (raw === null) throw new ApiError(400, MESSAGES.invalidValue, {});
    for (const key of ['page', 'limit', 'sort_order']) delete raw[key];
    const checked = validatePropertiesQuery(raw);
    if (!checked.ok) throw new ApiError(400, Object.values(checked.errors)[0]?.[0] ?? MESSAGES.invalidValue, checked.errors);
    const query = boardFeedQuery(checked.value);
    const ids = await this.properties.matchingIds(checked.value, SEARCH_FEED_ENTRIES);
    const name = await savedSearchName(checked.value, { categoryName: (id) => this.rows.categoryName(id), areaCategoryName: (id) => this.rows.areaCategoryName(id) });
    const self = `${this.config.publicUrl}/feed/board.xml${query === '' ? '' : `?${query}`}`;
    return this.atom(name, `${SITE_NAME}の掲示板で「${name}」に合う物件`, ids, self, savedSearchBoardPath(query));
  }

  /** An Atom feed of these listings (in the order given) named after a search. */
  private async atom(name: string, subtitle: string, ids: number[], selfUrl: string, boardPath: string): Promise<string> {
    const { rows } = await this.listings.findCards(ids);
    return atomFeed({
      title: `${name} の新着物件 | ${SITE_NAME}`,
      subtitle,
      selfUrl,
      pageUrl: `${this.config.publicUrl}${boardPath}`,
      author: SITE_NAME,
      entries: rows.map((card) => ({
        title: card.title,
        url: `${this.config.publicUrl}/project/${card.id}`,
        published: card.published_at,
        updated: card.published_at,
        summary: `${[prefectureByCode(card.prefecture_code)?.name, card.municipality].filter(Boolean).join(' ')} ・ ${formatPriceManYen(card.price_man_yen)}`,
      })),
    });
  }

  /**
   * The daily alerts at `now`: users (verified, not disabled, not withdrawn, newProperties on) with
   * an alerting search not covered for 24 hours get one mail with, per alerting search, what was
   * published in [last_notified_at, now) (their own listings left out); searches without matches are
   * not in it, and no matches → no mail. Every alerting search of the user moves on to `now` in the
   * transaction that queues the mail; each claims its window with UPDATE … WHERE last_notified_at =
   * <what was read>, so another instance running at the same time mails nothing of it again.
   */
  async runAlerts(now: Date = new Date()): Promise<AlertRunResult> {
    const result: AlertRunResult = { considered: 0, sent: 0, failed: 0 };
    const at = toSecond(now);
    for (const user_id of await this.rows.dueUserIds(new Date(at.getTime() - DAY_MS))) {
      result.considered += 1;
      try {
        if (await this.alertUser(user_id, at)) result.sent += 1;
      } catch (error) {
        result.failed += 1;
        this.logger.warn(`saved-search alert for user ${String(user_id)} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return result;
  }

  private async alertUser(userId: number, now: Date): Promise<boolean> {
    const user = await this.users.findOneByOrFail({ id: userId });
    const searches = await this.searches.find({ where: { userId, alert: true }, order: { createdAt: 'ASC', id: 'ASC' } });
    const own = await this.rows.listingIdsOfSeller(userId);
    const found: { search: SavedSearchEntity; ids: number[] }[] = [];
    for (const search of searches) {
      const query = this.apiQuery(search.query);
      let ids: number[] = [];
      if (query) {
        try {
          ids = await this.properties.matchingIds(query, ALERT_SCAN_CAP, search.lastNotifiedAt);
        } catch (error) {
          if (!(error instanceof ApiError && error.statusCode === 404)) throw error;
        }
      }
      found.push({ search, ids: ids.filter((id) => !own.has(id)) });
    }
    const summaries = new Map((await this.properties.summaries([...new Set(found.flatMap((f) => f.ids))])).map((l) => [l.id, l]));
    return withTransaction(this.searches.manager.connection, async (m) => {
      const sections: AlertSection[] = [];
      for (const { search, ids } of found) {
        const claimed = await m
          .createQueryBuilder()
          .update(SavedSearchEntity)
          .set({ lastNotifiedAt: now })
          .where('id = :id AND last_notified_at = :prev AND alert = :on', { id: search.id, prev: sqlTime(search.lastNotifiedAt), on: true })
          .execute();
        if (!claimed.affected) continue;
        // [last_notified_at, now): whole seconds on both ends, so a listing is in exactly one window
        const listings = ids
          .map((id) => summaries.get(id))
          .filter((l): l is NonNullable<typeof l> => !!l)
          .filter((l) => Date.parse(l.published_at) >= search.lastNotifiedAt.getTime() && Date.parse(l.published_at) < now.getTime());
        if (listings.length === 0) continue;
        sections.push({
          name: search.name,
          boardUrl: `${this.config.publicUrl}${savedSearchBoardPath(search.query)}`,
          listings: listings.slice(0, ALERT_MAX_LISTINGS_PER_SEARCH),
          total: listings.length,
          unsubscribeUrl: this.unsubscribeUrl(search.id),
        });
      }
      if (sections.length === 0) return false;
      await this.mail.send(
        user.email,
        savedSearchAlertMail({ publicUrl: this.config.publicUrl, operatorEmail: this.config.operatorEmail }, { lastName: user.lastName, firstName: user.firstName, sections }),
        m,
      );
      return true;
    });
  }
}
