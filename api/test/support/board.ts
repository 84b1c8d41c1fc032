import { TREASURE_MAX_PRICE_MAN_YEN, type PropertyListResponse } from '@akiya/contracts';
import { PropertyImageEntity } from '../../src/properties/entities/property-image.entity';
import { PropertiesService, type ListingFields } from '../../src/properties/properties.service';
import { UserEntity } from '../../src/users/entities/user.entity';
import { seedFixtures, PUBLISHED_LISTING, type Fixtures } from './fixtures';
import type { TestApp } from './test-app';

/** The board of a suite seeded with the fixture listings, read back by fixture key. */
export interface FixtureBoard {
  /** Set by the beforeAll of useFixtureBoard. */
  fx: Fixtures;
  /** Fixture (or test-made) key by listing id. */
  keyOf: Map<number, string>;
  /** GET /api/properties with a query string; expects 200. */
  list(qs: string): Promise<PropertyListResponse>;
  /** The keys of listings (or listing ids), `?<id>` for one without a key. */
  keys(items: { id: number }[] | number[]): string[];
}

/** Seeds the fixture listings (seedFixtures) in a beforeAll; the fields are set once it has run. */
export function useFixtureBoard(t: TestApp): FixtureBoard {
  const board = {
    keyOf: new Map<number, string>(),
    async list(qs: string) {
      const res = await t.get(`/api/properties${qs}`);
      expect(res.statusCode).toBe(200);
      return res.json<PropertyListResponse>();
    },
    keys(items: { id: number }[] | number[]) {
      return items.map((i) => {
        const id = typeof i === 'number' ? i : i.id;
        return board.keyOf.get(id) ?? `?${id}`;
      });
    },
  } as FixtureBoard;
  beforeAll(async () => {
    board.fx = await seedFixtures(t.dataSource, t.config.publicUploadsDir);
    for (const [key, id] of Object.entries(board.fx.ids)) board.keyOf.set(id, key);
  });
  return board;
}

/** The fields GET /api/properties/:id answers for the fixture listing `field` (all but the seller, images and tags). */
export function fieldListingDetail(fx: Fixtures) {
  return {
    id: fx.ids.field,
    title: '畑付きの一戸建て',
    description: '敷地は100坪です。土地の角にあります。',
    prefecture_code: '20',
    prefecture_name: '長野県',
    municipality: '安曇野市',
    address: '安曇野市',
    address_public: '安曇野市',
    price_man_yen: 150,
    land_or_building: 'building',
    land_area: 200.5,
    building_area: 99.75,
    built_year: 1960,
    structure: '木造',
    root_type: 'published',
    is_published: true,
    is_stop_published: false,
    is_suspension: false,
    reception: true,
    published_at: '2026-06-10T00:00:00.000Z',
    contact_count: 1,
    lat: 36.5,
    lng: 138.1,
    area_category: { id: fx.areaCategoryId('農村'), name: '農村' },
  };
}

const DAY = 24 * 3600 * 1000;

/** A published listing's fields for PropertiesService.createListing (an island house unless told). */
export function listingFields(overrides: Partial<ListingFields> = {}): ListingFields {
  return {
    title: '検索テスト用の物件',
    description: '説明文です。',
    prefectureCode: '32',
    municipality: '隠岐の島町',
    addressPublic: '島根県隠岐の島町',
    priceManYen: 500,
    landOrBuilding: 'building',
    landArea: 100,
    buildingArea: 80,
    builtYear: 1970,
    structure: '木造',
    ...PUBLISHED_LISTING,
    publishedAt: new Date('2024-06-01T00:00:00Z'),
    lat: 36.2,
    lng: 133.3,
    ...overrides,
  };
}

/** The fixture board plus the listings the board suites search for, made through PropertiesService. */
export interface SearchBoard extends FixtureBoard {
  service: PropertiesService;
  /** seller@example.jp, the owner of the listings made here. */
  sellerId: number;
  /** Listings made here (see useSearchBoard), by key. */
  ids: Record<string, number>;
  /** Makes a published listing under `key` with `photos` images; returns its id. */
  create(key: string, overrides: Partial<ListingFields>, photos?: number): Promise<number>;
  /** The sorted keys of a word search. */
  word(w: string): Promise<string[]>;
}

/**
 * useFixtureBoard, and then (in a beforeAll of its own) the listings of the board suites: word-search
 * texts (garden, scattered, spans, cafe, literal, changing), the treasure candidates (cheap, free,
 * cheapNoPhoto, cheapClosed, cheapSuspended, cheapPending, dear, undecided), fresh and hidden.
 */
export function useSearchBoard(t: TestApp): SearchBoard {
  const board = useFixtureBoard(t) as SearchBoard;
  board.ids = {};
  board.create = async (key, overrides, photos = 0) => {
    const id = await board.service.createListing(board.sellerId, listingFields(overrides));
    board.ids[key] = id;
    for (let n = 1; n <= photos; n++) {
      await t.dataSource.getRepository(PropertyImageEntity).insert({ propertyId: id, path: `/uploads/properties/${id}/${n}.jpg`, comment: `写真${n}`, sort: n });
    }
    if (photos > 0) board.service.invalidate(); // images are written here directly, not through the service
    board.keyOf.set(id, key);
    return id;
  };
  board.word = async (w) => board.keys((await board.list(`?word=${encodeURIComponent(w)}&limit=50`)).items).sort();

  beforeAll(async () => {
    board.service = t.app.get(PropertiesService);
    board.sellerId = (await t.dataSource.getRepository(UserEntity).findOneByOrFail({ email: 'seller@example.jp' })).id;
    const { create } = board;
    await create('garden', { title: '家庭菜園つきの平屋', description: '南向きの庭です。' });
    await create('scattered', { title: '家庭の庭菜と菜園の話', description: '家庭、庭菜、菜園は離れています。' });
    await create('spans', { title: '山あいの山', description: '小屋があります。', addressPublic: '島根県隠岐の島町布施' });
    await create('cafe', { title: 'カフェ向きの店舗', description: 'ＤＩＹ歓迎、ＷｉＦｉあり。' });
    await create('literal', {
      title: "O'Neil \"邸\" 50%OFF",
      description: 'ファイルはC:\\temp\\家にあります。a_bという記号も。',
    });
    await create('changing', { title: '更新前のタイトル', description: '古い説明です。' });
    await create('cheap', { title: '宝物の小屋', priceManYen: TREASURE_MAX_PRICE_MAN_YEN }, 1);
    await create('free', { title: '無償譲渡の蔵', priceManYen: 0 }, 2);
    await create('cheapNoPhoto', { title: '写真のない格安物件', priceManYen: 50 });
    await create('cheapClosed', { title: '受付停止の格安物件', priceManYen: 50, reception: false }, 1);
    await create('cheapSuspended', { title: '一時停止の格安物件', priceManYen: 50, isSuspension: true }, 1);
    await create('cheapPending', { title: '商談中の格安物件', priceManYen: 50, rootType: 'sales-pending' }, 1);
    await create('dear', { title: '少し高い物件', priceManYen: 101 }, 1);
    await create('undecided', { title: '価格未定の物件', priceManYen: null }, 1);
    await create('fresh', { title: '新着の物件', publishedAt: new Date(Date.now() - DAY) });
    await create('hidden', { title: '非公開の家庭菜園', isPublished: false });
  });
  return board;
}
