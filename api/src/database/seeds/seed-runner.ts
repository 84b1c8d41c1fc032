import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { hash } from '@node-rs/argon2';
import { layoutRooms, nearestWalkMinutes, storedFactsJson } from '@akiya/contracts';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { AreaCategoryEntity } from '../../categories/entities/area-category.entity';
import { CategoryEntity } from '../../categories/entities/category.entity';
import { PropertyImageEntity } from '../../properties/entities/property-image.entity';
import { PropertyEntity } from '../../properties/entities/property.entity';
import { syncListings } from '../../properties/listing-index';
import { buildSearchText } from '../../properties/search-text';
import { TagEntity } from '../../tags/entities/tag.entity';
import { UserEntity } from '../../users/entities/user.entity';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SELLER_EMAILS } from './demo-accounts';
import { DEFAULT_LISTING_COUNT, generateListings, type ListingDraft } from './listing-generator';
import { seedDemoDeals } from './demo-deals';
import { seedAkiyabank, writeMissingBankPhotos } from './akiyabank-seed';
import { seedDemoConsulting } from './demo-consulting';
import { seedDemoPartners } from './demo-partners';
import { seedEditorial } from './editorial-seed';
import { seedOperatorContent } from './operator-content';
import { renderPhoto } from './photo-renderer';
import { AREA_CATEGORIES, CATEGORIES, TAGS, categoryImagePath } from './reference-data';

/**
 * The demo data seed. Idempotent: reference rows are matched by natural key (name, slug, email),
 * listings are only created while no listing of a demo seller exists, and photo files are only
 * rendered when missing — so running it twice changes nothing.
 */

export interface SeedOptions {
  /** `<DATA_DIR>/uploads/public`; photos go to `<uploadsDir>/properties/<id>/<n>.jpg`. */
  uploadsDir: string;
  /** How many listings to generate (default DEFAULT_LISTING_COUNT). */
  listings?: number;
  /** Render photo files (default true). Image rows are created either way. */
  photos?: boolean;
  log?: (message: string) => void;
}

export interface SeedSummary {
  inserted: {
    areaCategories: number;
    categories: number;
    tags: number;
    users: number;
    listings: number;
    images: number;
  };
  photosWritten: number;
  /** True when demo listings already existed, so none were generated. */
  listingsSkipped: boolean;
  ms: number;
}

/** The public URL path of a listing photo, as stored in property_images.path. */
export function photoPath(propertyId: number, n: number): string {
  return `/uploads/properties/${propertyId}/${n}.jpg`;
}

export async function runSeed(dataSource: DataSource, options: SeedOptions): Promise<SeedSummary> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const summary: SeedSummary = {
    inserted: { areaCategories: 0, categories: 0, tags: 0, users: 0, listings: 0, images: 0 },
    photosWritten: 0,
    listingsSkipped: false,
    ms: 0,
  };

  await dataSource.transaction(async (manager) => {
    summary.inserted.areaCategories = await insertMissingByName(
      manager,
      AreaCategoryEntity,
      AREA_CATEGORIES.map((name) => ({ name })),
    );
    summary.inserted.categories = await insertMissingByName(
      manager,
      CategoryEntity,
      CATEGORIES.map((category) => ({ name: category.name, image: categoryImagePath(category.slug) })),
    );
    summary.inserted.tags = await seedTags(manager);
  });
  summary.inserted.users = await seedUsers(dataSource.manager);
  const operatorRows = await seedOperatorContent(dataSource.manager);
  if (operatorRows > 0) log(`${operatorRows} demo topics / operator messages inserted`);

  const existing = await countDemoListings(dataSource.manager);
  if (existing > 0) {
    summary.listingsSkipped = true;
    log(`${existing} demo listings already exist; no listing generated`);
  } else {
    const drafts = generateListings(options.listings ?? DEFAULT_LISTING_COUNT);
    await dataSource.transaction(async (manager) => {
      const result = await insertListings(manager, drafts);
      summary.inserted.listings = result.listings;
      summary.inserted.images = result.images;
    });
    log(`${summary.inserted.listings} listings and ${summary.inserted.images} image rows inserted`);
  }
  const demoDeals = await seedDemoDeals(dataSource);
  if (demoDeals > 0) log(`${demoDeals} demo deal threads inserted`);
  const recounted = await syncDemoContactCounts(dataSource.manager);
  if (recounted > 0) log(`contact_count of ${recounted} demo listings set to their enquiries`);
  const bankListings = await seedAkiyabank(dataSource);
  if (bankListings > 0) log(`${bankListings} vacant-house bank listings inserted`);
  const demoConsulting = await seedDemoConsulting(dataSource);
  if (demoConsulting > 0) log(`${demoConsulting} demo consulting requests inserted`);
  if ((await seedDemoPartners(dataSource)) > 0) log('the demo supporter (partner@example.jp) inserted');
  const editorial = await seedEditorial(dataSource);
  if (editorial.articles + editorial.news + editorial.solutions > 0) {
    log(`${editorial.articles} articles, ${editorial.news} news items and ${editorial.solutions} Q&A inserted`);
  }

  if (options.photos ?? true) {
    summary.photosWritten = await writeMissingPhotos(dataSource.manager, options.uploadsDir);
    if (summary.photosWritten > 0) log(`${summary.photosWritten} photos rendered`);
    const bankPhotos = await writeMissingBankPhotos(dataSource, options.uploadsDir);
    if (bankPhotos > 0) log(`${bankPhotos} vacant-house bank photos rendered`);
  }

  summary.ms = Date.now() - started;
  return summary;
}

/** Inserts the rows whose name is not there yet, each sorted by its place in the list (from 1); returns how many. */
async function insertMissingByName(
  manager: EntityManager,
  entity: typeof AreaCategoryEntity | typeof CategoryEntity,
  rows: { name: string; image?: string | null }[],
): Promise<number> {
  const repo = manager.getRepository<AreaCategoryEntity | CategoryEntity>(entity);
  const existing = new Set((await repo.find()).map((row) => row.name));
  let inserted = 0;
  for (const [i, row] of rows.entries()) {
    if (existing.has(row.name)) continue;
    await repo.insert({ ...row, sort: i + 1 });
    inserted++;
  }
  return inserted;
}

async function seedTags(manager: EntityManager): Promise<number> {
  const repo = manager.getRepository(TagEntity);
  const existing = new Set((await repo.find()).map((t) => t.slug));
  const missing = TAGS.filter((t) => !existing.has(t.slug));
  if (missing.length > 0) await repo.insert(missing.map((t) => ({ ...t })));
  return missing.length;
}

async function seedUsers(manager: EntityManager): Promise<number> {
  const repo = manager.getRepository(UserEntity);
  const existing = new Set((await repo.find({ select: { email: true } })).map((u) => u.email));
  const missing = DEMO_ACCOUNTS.filter((a) => !existing.has(a.email));
  if (missing.length === 0) return 0;
  // @node-rs/argon2 hashes with argon2id by default.
  const passwordHash = await hash(DEMO_PASSWORD);
  const verifiedAt = new Date('2024-01-01T00:00:00Z');
  for (const account of missing) {
    await repo.insert({
      email: account.email,
      lastName: account.lastName,
      firstName: account.firstName,
      lastNameKana: account.lastNameKana,
      firstNameKana: account.firstNameKana,
      phone: account.phone,
      zipcode: account.zipcode,
      address: account.address,
      passwordHash,
      invalidEmailFlag: 0,
      emailVerifiedAt: verifiedAt,
      checkNameAddress: null,
      disabled: account.disabled ?? false,
      role: account.role,
    });
  }
  return missing.length;
}

async function countDemoListings(manager: EntityManager): Promise<number> {
  return manager
    .getRepository(PropertyEntity)
    .createQueryBuilder('p')
    .innerJoin(UserEntity, 'u', 'u.id = p.seller_id')
    .where('u.email IN (:...emails)', { emails: DEMO_SELLER_EMAILS })
    .getCount();
}

async function insertListings(manager: EntityManager, drafts: ListingDraft[]): Promise<{ listings: number; images: number }> {
  const [areaCategories, categories, tags, sellers] = await Promise.all([
    manager.getRepository(AreaCategoryEntity).find(),
    manager.getRepository(CategoryEntity).find(),
    manager.getRepository(TagEntity).find(),
    manager.getRepository(UserEntity).find({ where: { email: In([...DEMO_SELLER_EMAILS]) } }),
  ]);
  const areaId = new Map(areaCategories.map((a) => [a.name, a.id]));
  const categoryId = new Map(categories.map((c) => [c.name, c.id]));
  const tagId = new Map(tags.map((t) => [t.slug, t.id]));
  const sellerId = new Map(sellers.map((u) => [u.email, u.id]));

  const propertyRepo = manager.getRepository(PropertyEntity);
  const categoryLinks: { property_id: number; category_id: number }[] = [];
  const tagLinks: { property_id: number; tag_id: number }[] = [];
  const images: Partial<PropertyImageEntity>[] = [];
  const listingIds: number[] = [];

  for (const d of drafts) {
    const seller = sellerId.get(d.sellerEmail);
    if (seller === undefined) throw new Error(`demo seller ${d.sellerEmail} is missing`);
    const result = await propertyRepo.insert({
      title: d.title,
      description: d.description,
      prefectureCode: d.prefectureCode,
      municipality: d.municipality,
      addressPublic: d.addressPublic,
      priceManYen: d.priceManYen,
      landOrBuilding: d.landOrBuilding,
      landArea: d.landArea,
      buildingArea: d.buildingArea,
      builtYear: d.builtYear,
      structure: d.structure,
      layout: d.facts?.layout ?? null,
      layoutRooms: layoutRooms(d.facts?.layout),
      nearestWalkMinutes: d.facts ? nearestWalkMinutes(d.facts) : null,
      facts: d.facts ? storedFactsJson(d.facts) : null,
      rootType: d.rootType,
      isPublished: d.isPublished,
      isSuspension: d.isSuspension,
      isStopPublished: d.isStopPublished,
      reception: d.reception,
      areaCategoryId: d.areaCategoryName === null ? null : (areaId.get(d.areaCategoryName) ?? null),
      sellerId: seller,
      publishedAt: d.publishedAt,
      createdAt: d.createdAt,
      updatedAt: d.publishedAt,
      // Counted by the demo deals (seedDemoDeals), one per enquiry as the app counts them.
      contactCount: 0,
      viewCount: d.viewCount,
      lat: d.lat,
      lng: d.lng,
      searchText: buildSearchText(d),
    });
    const id = Number(result.identifiers[0].id);
    listingIds.push(id);
    for (const name of d.categoryNames) {
      const cid = categoryId.get(name);
      if (cid !== undefined) categoryLinks.push({ property_id: id, category_id: cid });
    }
    for (const slug of d.tagSlugs) {
      const tid = tagId.get(slug);
      if (tid !== undefined) tagLinks.push({ property_id: id, tag_id: tid });
    }
    d.photos.forEach((photo, n) => images.push({ propertyId: id, path: photoPath(id, n + 1), comment: photo.comment, sort: n + 1 }));
  }

  for (const chunk of chunks(categoryLinks, 200)) {
    await manager.createQueryBuilder().insert().into('property_categories').values(chunk).execute();
  }
  for (const chunk of chunks(tagLinks, 200)) {
    await manager.createQueryBuilder().insert().into('property_tags').values(chunk).execute();
  }
  for (const chunk of chunks(images, 200)) {
    await manager.getRepository(PropertyImageEntity).insert(chunk);
  }
  // search_text, price_sort and the word-search bigrams (property_search_grams)
  await syncListings(manager, listingIds);
  return { listings: drafts.length, images: images.length };
}

/**
 * contact_count of the demo sellers' listings = their enquiries (contacts rows), the number the app
 * keeps (+1 per new enquiry, never decremented). Only a database seeded before the counts were derived
 * differs; returns how many listings were corrected (0 on every later run).
 */
export async function syncDemoContactCounts(manager: EntityManager): Promise<number> {
  const sellers: { id: number }[] = await manager.query(
    `SELECT id FROM users WHERE email IN (${DEMO_SELLER_EMAILS.map(() => '?').join(', ')})`,
    [...DEMO_SELLER_EMAILS],
  );
  if (sellers.length === 0) return 0;
  const ids = sellers.map((s) => Number(s.id));
  const inSellers = `seller_id IN (${ids.map(() => '?').join(', ')})`;
  const counted = '(SELECT COUNT(*) FROM contacts c WHERE c.property_id = properties.id)';
  const [{ n }]: { n: number | string }[] = await manager.query(`SELECT COUNT(*) AS n FROM properties WHERE ${inSellers} AND contact_count <> ${counted}`, ids);
  if (Number(n) === 0) return 0;
  await manager.query(`UPDATE properties SET contact_count = ${counted} WHERE ${inSellers} AND contact_count <> ${counted}`, ids);
  return Number(n);
}

/** Renders every seeded photo whose file is missing (all of them on the first run, none afterwards). */
async function writeMissingPhotos(manager: EntityManager, uploadsDir: string): Promise<number> {
  const rows: { id: number; path: string; sort: number; propertyId: number; landOrBuilding: string }[] = await manager
    .getRepository(PropertyImageEntity)
    .createQueryBuilder('i')
    .innerJoin(PropertyEntity, 'p', 'p.id = i.property_id')
    .innerJoin(UserEntity, 'u', 'u.id = p.seller_id')
    .select(['i.id AS id', 'i.path AS path', 'i.sort AS sort', 'p.id AS propertyId', 'p.land_or_building AS landOrBuilding'])
    .where('u.email IN (:...emails)', { emails: DEMO_SELLER_EMAILS })
    .andWhere("i.path LIKE '/uploads/properties/%'")
    .getRawMany();

  const missing = rows
    .map((r) => ({ ...r, file: join(uploadsDir, r.path.replace(/^\/uploads\//, '')) }))
    .filter((r) => !existsSync(r.file));

  let written = 0;
  const worker = async (queue: typeof missing) => {
    for (let item = queue.shift(); item; item = queue.shift()) {
      const jpeg = await renderPhoto({
        seed: Number(item.propertyId),
        number: Number(item.propertyId),
        landOnly: item.landOrBuilding === 'land',
        view: (Number(item.sort) - 1) % 3,
      });
      await mkdir(dirname(item.file), { recursive: true });
      await writeFile(item.file, jpeg);
      written++;
    }
  };
  const queue = [...missing];
  await Promise.all(Array.from({ length: 4 }, () => worker(queue)));
  return written;
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
