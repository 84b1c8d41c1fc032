import { PREFECTURES, priceTagForPrice, type ListingFacts, type Prefecture, type RootTypeKey } from '@akiya/contracts';
import type { PropertyEntity } from '../../properties/entities/property.entity';
import { DEMO_SELLER_EMAILS } from './demo-accounts';
import { MUNICIPALITIES } from './municipalities';
import { makeListingFacts } from './listing-facts-generator';
import { Prng } from './prng';

/**
 * Demo listings composed from phrase banks with a fixed-seed PRNG: the same input always gives the
 * same listings. Pure: no database, no files (see seed-runner.ts for that).
 */

export const DEFAULT_LISTING_COUNT = 320;
export const LISTING_SEED = 20241122;
/** Publication dates are spread over the two years before this date, so every run gives the same data. */
export const SEED_REFERENCE_DATE = new Date('2026-11-01T09:00:00Z');

export interface PhotoDraft {
  comment: string;
}

/** The listing columns a draft sets as they are stored. */
type DraftColumns = Pick<
  PropertyEntity,
  | 'title'
  | 'description'
  | 'prefectureCode'
  | 'municipality'
  | 'addressPublic'
  | 'priceManYen'
  | 'landOrBuilding'
  | 'landArea'
  | 'buildingArea'
  | 'builtYear'
  | 'structure'
  | 'rootType'
  | 'isPublished'
  | 'isSuspension'
  | 'isStopPublished'
  | 'reception'
  | 'createdAt'
  | 'viewCount'
>;

export interface ListingDraft extends DraftColumns {
  /** 1-based position in the generated list. */
  index: number;
  /** 間取り, 交通, 用途地域… (null: the seller stated none). */
  facts: ListingFacts | null;
  areaCategoryName: string | null;
  sellerEmail: string;
  publishedAt: Date;
  lat: number;
  lng: number;
  categoryNames: string[];
  tagSlugs: string[];
  photos: PhotoDraft[];
}

interface Kind {
  category: string;
  /** Extra categories that may be added. */
  also?: string[];
  weight: number;
  land: boolean;
  noun: string;
  titles: string[];
  built?: [number, number];
  buildingArea?: [number, number];
  landArea: [number, number];
}

const KINDS: Kind[] = [
  {
    category: '古民家',
    also: ['空き家'],
    weight: 16,
    land: false,
    noun: '古民家',
    built: [1900, 1960],
    buildingArea: [100, 320],
    landArea: [300, 2000],
    titles: [
      '築{age}年の古民家、囲炉裏のある暮らし',
      '土間と縁側が残る築{age}年の古民家',
      '{muni}の山あいに佇む茅葺きの古民家',
      '太い梁が自慢の古民家、蔵と納屋付き',
      '庭の広い古民家、約{tsubo}坪の敷地',
    ],
  },
  {
    category: '空き家',
    weight: 26,
    land: false,
    noun: '一戸建て',
    built: [1955, 2015],
    buildingArea: [60, 180],
    landArea: [120, 800],
    titles: [
      '{muni}の平屋、すぐに住める空き家',
      '日当たり良好な{rooms}の一戸建て',
      '駅まで車で{minutes}分、{rooms}の二階建て',
      'リフォームして住みたい方へ、{muni}の空き家',
      '家庭菜園のできる庭付き一戸建て',
      '静かな住宅地の{rooms}、駐車場2台分',
    ],
  },
  {
    category: '別荘',
    weight: 7,
    land: false,
    noun: '別荘',
    built: [1970, 2010],
    buildingArea: [50, 160],
    landArea: [300, 1500],
    titles: ['薪ストーブのあるログハウス、週末の隠れ家に', '森に囲まれた別荘、テラスから{view}', '{muni}の別荘地に建つ山荘'],
  },
  {
    category: '店舗',
    weight: 6,
    land: false,
    noun: '店舗付き住宅',
    built: [1950, 2000],
    buildingArea: [80, 250],
    landArea: [80, 400],
    titles: ['商店街の角にある元{shop}の店舗付き住宅', '通りに面した元{shop}、住居部分あり', 'カフェ開業にも、元{shop}の店舗'],
  },
  {
    category: '倉庫・工場',
    weight: 3,
    land: false,
    noun: '倉庫',
    built: [1960, 2005],
    buildingArea: [150, 900],
    landArea: [300, 3000],
    titles: ['天井の高い元{factory}の倉庫', '大型車が入れる元{factory}、事務所付き'],
  },
  {
    category: '旅館・民宿',
    weight: 4,
    land: false,
    noun: '元民宿',
    built: [1955, 1995],
    buildingArea: [200, 800],
    landArea: [300, 1500],
    titles: ['客室{rooms_n}室の元民宿、温泉の引き込みあり', '海辺の元民宿、ゲストハウス開業に', '{muni}の元旅館、大広間と厨房付き'],
  },
  {
    category: '町家',
    also: ['古民家'],
    weight: 4,
    land: false,
    noun: '町家',
    built: [1900, 1950],
    buildingArea: [70, 180],
    landArea: [60, 200],
    titles: ['格子戸の美しい町家、通り庭のある暮らし', '坪庭のある築{age}年の町家'],
  },
  {
    category: '長屋',
    weight: 2,
    land: false,
    noun: '長屋',
    built: [1920, 1970],
    buildingArea: [40, 90],
    landArea: [40, 120],
    titles: ['{rooms_n}軒続きの長屋の端の一戸', '路地奥の長屋、手を入れて楽しむ住まい'],
  },
  {
    category: '蔵',
    also: ['古民家'],
    weight: 2,
    land: false,
    noun: '土蔵付きの旧家',
    built: [1900, 1940],
    buildingArea: [120, 300],
    landArea: [400, 1500],
    titles: ['白壁の土蔵付きの旧家', 'なまこ壁の蔵が残る屋敷'],
  },
  {
    category: '事務所',
    weight: 2,
    land: false,
    noun: '事務所',
    built: [1965, 2010],
    buildingArea: [60, 300],
    landArea: [100, 600],
    titles: ['元診療所の事務所物件', '駐車場付きの二階建て事務所'],
  },
  {
    category: '社寺',
    weight: 1,
    land: false,
    noun: '元寺院',
    built: [1900, 1960],
    buildingArea: [150, 500],
    landArea: [600, 3000],
    titles: ['本堂と庫裏の残る元お寺', '鎮守の森に囲まれた元寺院の建物'],
  },
  {
    category: '学校・公共施設',
    weight: 1,
    land: false,
    noun: '元校舎',
    built: [1930, 1980],
    buildingArea: [500, 2500],
    landArea: [3000, 12000],
    titles: ['廃校になった木造校舎と校庭', '元公民館、地域の拠点づくりに'],
  },
  {
    category: 'マンション',
    weight: 3,
    land: false,
    noun: 'マンションの一室',
    built: [1975, 2010],
    buildingArea: [35, 90],
    landArea: [0, 0],
    titles: ['リゾートマンションの一室、{view}', '温泉大浴場付きマンションの{rooms}'],
  },
  {
    category: 'その他',
    weight: 2,
    land: false,
    noun: '建物',
    built: [1950, 2000],
    buildingArea: [30, 200],
    landArea: [100, 1000],
    titles: ['趣味の工房にどうぞ、元作業小屋', '元集会所の小さな建物'],
  },
  {
    category: '土地',
    weight: 8,
    land: true,
    noun: '土地',
    landArea: [100, 1500],
    titles: ['約{tsubo}坪の更地、{view}', '家庭菜園付きの家を建てたい方へ、約{tsubo}坪の土地', '{muni}の分譲地、約{tsubo}坪'],
  },
  {
    category: '農地',
    weight: 4,
    land: true,
    noun: '農地',
    landArea: [500, 5000],
    titles: ['約{tsubo}坪の畑、農業を始めたい方へ', '日当たりの良い田んぼ、約{tsubo}坪'],
  },
  {
    category: '山林',
    weight: 3,
    land: true,
    noun: '山林',
    landArea: [3000, 50000],
    titles: ['約{hectare}ヘクタールの山林、キャンプ場にも', '沢の流れる山林、約{hectare}ヘクタール'],
  },
];

const ROOMS = ['3DK', '4DK', '4LDK', '5DK', '5LDK', '6K', '3LDK'];
const SHOPS = ['酒屋', '八百屋', '喫茶店', '理容室', '呉服店', '駄菓子屋', '食堂', '薬局'];
const FACTORIES = ['縫製工場', '製材所', '味噌蔵', '精米所', '印刷所'];
const VIEWS = ['海が見えます', '山並みを一望', '川のせせらぎが聞こえます', '田園風景が広がります', '夕日がきれいです'];
const STRUCTURES: [string, number][] = [
  ['木造', 75],
  ['鉄骨造', 15],
  ['RC造', 10],
];

const ISLANDS = new Set(['佐渡市', '八丈町', '隠岐の島町', '小豆島町', '土庄町', '五島市', '対馬市', '奄美市', '屋久島町', '石垣市', '宮古島市', '周防大島町']);
const ONSEN = new Set(['草津町', '由布市', '指宿市', '熱海市', '下田市', '伊豆市', 'みなかみ町', '嬉野市', '南小国町', '加賀市', '那須町', '雫石町', '霧島市']);
const CASTLE_TOWNS = new Set(['萩市', '松江市', '会津若松市', '弘前市', '高山市', '大洲市', '津和野町', '犬山市', '松本市', '小田原市', '唐津市', '竹田市', '米沢市', '大野市']);
const SNOW_PREFS = new Set(['01', '02', '03', '05', '06', '15', '16', '17', '18', '20']);
const COAST_TOWNS = new Set([
  '小樽市', '函館市', '深浦町', '宮古市', '石巻市', '気仙沼市', '男鹿市', '鶴岡市', '酒田市', 'いわき市', '南房総市',
  'いすみ市', '鴨川市', '館山市', '真鶴町', '三浦市', '氷見市', '輪島市', '珠洲市', '七尾市', '能登町', '小浜市',
  '若狭町', '下田市', '熱海市', '常滑市', '尾鷲市', '熊野市', '志摩市', '京丹後市', '舞鶴市', '伊根町', '淡路市',
  '田辺市', '新宮市', '那智勝浦町', '有田市', '大山町', '出雲市', '大田市', '笠岡市', '尾道市', '江田島市', '竹原市',
  '萩市', '長門市', '下関市', '海陽町', '観音寺市', '三豊市', '宇和島市', '今治市', '室戸市', '須崎市', '糸島市',
  '宗像市', '唐津市', '平戸市', '島原市', '天草市', '国東市', '日南市', '串間市', '南九州市', '本部町', '今帰仁村',
  '国頭村',
]);

const ACCESS = [
  '最寄り駅から車で約{n}分、スーパーまでは車で{m}分ほどです。',
  '最寄りのバス停まで徒歩{walk}分。役場や郵便局も近く、日々の暮らしに不便はありません。',
  '高速道路のインターチェンジから約{n}分と、週末の行き来にも便利です。',
  '小学校まで徒歩{walk}分、病院までは車で{m}分ほどです。',
  '駅から徒歩{walk}分の距離で、車がなくても生活できます。',
];
const GOOD_CONDITION = [
  '{year}年に屋根を葺き替えており、雨漏りはありません。',
  '数年前まで住んでいたため、状態は比較的良好です。',
  '定期的に風を通しているので、傷みは少なめです。',
];
const POOR_CONDITION = [
  '水回りが古く、キッチンと浴室は入れ替えが必要です。',
  '床の一部が傷んでいるため、住むには改修が必要です。',
  '長く空き家だったため、室内の清掃と修繕が必要です。',
  '外壁と雨どいに傷みがあり、手直しが必要です。',
  '耐震診断は受けていません。購入後の補強をおすすめします。',
];
const LAND_CONDITION = [
  '現況は更地で、すぐに建築に取りかかれます。',
  '雑草が伸びているため、草刈りが必要です。',
  '前面道路は幅4メートルで、車の出入りも容易です。',
  '上下水道は前面道路まで来ています。',
];
const CLOSINGS = [
  '{muni}での暮らしを楽しんでくださる方にお譲りしたいと考えています。',
  'まずはお気軽にお問い合わせください。内覧も随時受け付けています。',
  '地域の行事にも参加していただける方を歓迎します。',
  '思い出の詰まった場所なので、大切に使っていただける方を探しています。',
  '移住のご相談にも、できる範囲でお応えします。',
];
const TAG_SENTENCES: Record<string, string> = {
  海が見える: '二階の窓から海を一望できます。',
  温泉付き: '温泉の引き込み権利が付いています。',
  畑付き: '敷地の裏に畑があり、家庭菜園を楽しめます。',
  家財道具あり: '家財道具が残っていますが、必要なものはそのままお使いいただけます。',
  再建築不可: '接道の関係で再建築はできませんのでご注意ください。',
  ペット可: 'ペットと一緒に暮らしていただけます。',
  川沿い: 'すぐ裏に小川が流れていて、夏は蛍が見られます。',
  山が見える: '居間から山並みがよく見えます。',
  リフォーム済み: '数年前に水回りと内装をリフォームしています。',
  二拠点生活: '都市部との二拠点生活にも向いています。',
};

/** Only these kinds are ever priced above 1億円. */
const LARGE_KINDS = new Set(['旅館・民宿', '学校・公共施設', '倉庫・工場', '社寺', '山林', '別荘', '土地']);

/** Price in 万円 buckets: every footer price tag gets listings; ~10% undecided (null). */
const PRICE_BUCKETS: [number[] | null, number][] = [
  [null, 10],
  [[0], 8],
  [[5, 10, 20, 30, 50, 60, 80, 100], 26],
  [[120, 150, 180, 200], 15],
  [[250, 300, 350, 400, 480, 500, 600, 700, 800, 980], 21],
  [[1200, 1500, 1800, 2000, 2500, 3000, 4500, 6000, 8000], 14],
  [[12000, 15000, 20000, 30000], 6],
];

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

function roundArea(value: number): number {
  return Math.round(value * 100) / 100;
}

export function generateListings(count: number = DEFAULT_LISTING_COUNT, seed: number = LISTING_SEED): ListingDraft[] {
  const rng = new Prng(seed);
  const referenceYear = SEED_REFERENCE_DATE.getUTCFullYear();
  const drafts: ListingDraft[] = [];
  const kindWeights = KINDS.map((k) => [k, k.weight] as const);
  // The facts draw from a generator of their own: the listings' other values stay what they were.
  const factsRng = new Prng(seed ^ 0x0facf7);

  for (let i = 0; i < count; i++) {
    // The first 47 listings cover every prefecture once; the rest are random.
    const prefecture: Prefecture = i < PREFECTURES.length ? PREFECTURES[i] : rng.pick(PREFECTURES);
    const municipality = rng.pick(MUNICIPALITIES[prefecture.code]);
    const bucket = rng.weighted(PRICE_BUCKETS);
    const priceManYen = bucket === null ? null : rng.pick(bucket);
    const kind = rng.weighted(
      priceManYen !== null && priceManYen > 10000 ? kindWeights.filter(([k]) => LARGE_KINDS.has(k.category)) : kindWeights,
    );

    const builtYear = kind.land || !kind.built ? null : rng.int(kind.built[0], Math.min(kind.built[1], 2015));
    const structure = kind.land
      ? null
      : ['古民家', '町家', '蔵', '長屋', '社寺'].includes(kind.category)
        ? '木造'
        : kind.category === 'マンション'
          ? 'RC造'
          : rng.weighted(STRUCTURES);
    const landArea = kind.landArea[1] === 0 ? null : roundArea(rng.float(kind.landArea[0], kind.landArea[1]));
    const buildingArea = kind.land || !kind.buildingArea ? null : roundArea(rng.float(kind.buildingArea[0], kind.buildingArea[1]));

    // Area category
    let areaCategoryName: string | null;
    const coast = COAST_TOWNS.has(municipality) || ISLANDS.has(municipality);
    if (ISLANDS.has(municipality)) areaCategoryName = '離島';
    else if (ONSEN.has(municipality) && rng.chance(0.6)) areaCategoryName = '温泉地';
    else if (CASTLE_TOWNS.has(municipality) && rng.chance(0.5)) areaCategoryName = '城下町';
    else if (rng.chance(0.08)) areaCategoryName = null;
    else
      areaCategoryName = rng.weighted<string>([
        ['海の近く', coast ? 6 : 0],
        ['雪国', SNOW_PREFS.has(prefecture.code) ? 4 : 0],
        ['山あい', coast ? 1 : 4],
        ['農村', 4],
        ['市街地', 2],
      ]);

    // Tags
    const tags = new Set<string>();
    const priceTag = priceTagForPrice(priceManYen);
    if (priceTag) tags.add(priceTag);
    if (kind.category === '古民家' || kind.also?.includes('古民家')) tags.add('古民家');
    if (coast && rng.chance(0.5)) tags.add('海が見える');
    if (kind.category === '店舗') tags.add('店舗付き');
    if (kind.category === '農地' || (!kind.land && rng.chance(0.2))) tags.add('畑付き');
    if (areaCategoryName === '温泉地' && rng.chance(0.5)) tags.add('温泉付き');
    if (areaCategoryName === '山あい' && rng.chance(0.5)) tags.add('山が見える');
    if (rng.chance(0.35)) tags.add('田舎暮らし');
    if (rng.chance(0.05)) tags.add('再建築不可');
    if (!kind.land && rng.chance(0.4)) tags.add('駐車場あり');
    if (rng.chance(0.1)) tags.add('川沿い');
    if (!kind.land) {
      if (rng.chance(0.15)) tags.add('リフォーム済み');
      else if (builtYear !== null && builtYear < 1980 && rng.chance(0.5)) tags.add('要修繕');
      if (rng.chance(0.25)) tags.add('家財道具あり');
      if (rng.chance(0.1)) tags.add('ペット可');
      if (rng.chance(0.1)) tags.add('二拠点生活');
      if (kind.category === '空き家' && rng.chance(0.3)) tags.add('平屋');
    }

    // Categories
    const categoryNames = [kind.category];
    for (const extra of kind.also ?? []) if (rng.chance(0.5)) categoryNames.push(extra);
    if (rng.chance(0.03)) categoryNames.push('復興応援');

    // Title
    const values: Record<string, string | number> = {
      age: builtYear === null ? 0 : referenceYear - builtYear,
      muni: municipality,
      pref: prefecture.name,
      tsubo: landArea === null ? 0 : Math.round(landArea / 3.306),
      hectare: landArea === null ? 0 : Math.max(0.3, Math.round(landArea / 1000) / 10),
      rooms: rng.pick(ROOMS),
      rooms_n: rng.int(3, 8),
      minutes: rng.int(5, 25),
      shop: rng.pick(SHOPS),
      factory: rng.pick(FACTORIES),
      view: tags.has('海が見える') ? '海が見えます' : rng.pick(VIEWS),
    };
    let title = fill(rng.pick(kind.titles), values);
    if (priceManYen === 0 && rng.chance(0.6)) title = `【0円】${title}`;

    // Description
    const sentences: string[] = [];
    sentences.push(
      builtYear === null
        ? `${prefecture.name}${municipality}にある${kind.noun}です。`
        : `${prefecture.name}${municipality}にある、${builtYear}年築の${kind.noun}です。`,
    );
    if (kind.land) {
      sentences.push(`広さは約${landArea}㎡（約${values.tsubo}坪）です。`);
    } else if (buildingArea !== null) {
      sentences.push(
        landArea === null
          ? `${structure}で、専有面積は約${buildingArea}㎡です。`
          : `${structure}の建物で、延床面積は約${buildingArea}㎡、土地は約${landArea}㎡あります。`,
      );
    }
    sentences.push(fill(rng.pick(ACCESS), { n: rng.int(3, 30), m: rng.int(5, 20), walk: rng.int(3, 15) }));
    if (kind.land) sentences.push(rng.pick(LAND_CONDITION));
    else {
      // The condition agrees with the tags: never "needs work" next to リフォーム済み, or the reverse.
      const condition = tags.has('リフォーム済み')
        ? GOOD_CONDITION
        : tags.has('要修繕')
          ? POOR_CONDITION
          : rng.pick([GOOD_CONDITION, POOR_CONDITION]);
      sentences.push(fill(rng.pick(condition), { year: rng.int(Math.max(builtYear ?? 1990, 1990), 2022) }));
    }
    for (const tag of tags) {
      if (tag === '畑付き' && kind.category === '農地') continue; // the land is the field
      if (TAG_SENTENCES[tag] && rng.chance(0.7)) sentences.push(TAG_SENTENCES[tag]);
    }
    if (priceManYen === 0) sentences.push('価格は0円、無償でお譲りします。');
    else if (priceManYen === null) sentences.push('価格はご相談のうえで決めたいと考えています。');
    sentences.push(fill(rng.pick(CLOSINGS), { muni: municipality }));

    // Status
    const rootType = rng.weighted<RootTypeKey>([
      ['published', 86],
      ['sales-pending', 10],
      ['under-contract', 4],
    ]);
    const isPublished = !rng.chance(0.03);
    const isSuspension = rng.chance(0.03);

    const ageMs = rng.int(0, 730 * 24 * 3600) * 1000;
    const publishedAt = new Date(SEED_REFERENCE_DATE.getTime() - ageMs);
    const createdAt = new Date(publishedAt.getTime() - rng.int(0, 20 * 24 * 3600) * 1000);

    const photoCount = kind.land ? rng.int(1, 2) : rng.int(1, 3);
    const photoComments = kind.land ? ['現地の様子', '周辺の眺め'] : ['外観', '南側から見た様子', '庭と周辺の眺め'];
    const photos = Array.from({ length: photoCount }, (_, n) => ({ comment: photoComments[n] }));
    const reception = rootType === 'published' ? !rng.chance(0.05) : false;
    // Drawn and dropped, so every later draw (and so every listing) stays as it was: a listing's
    // contact_count is its enquiries, counted by the demo deals (demo-deals.ts), not a made-up number.
    rng.weighted<number>([
      [0, 30],
      [rng.int(1, 5), 45],
      [rng.int(6, 30), 25],
    ]);

    drafts.push({
      index: i + 1,
      title,
      description: sentences.join(''),
      prefectureCode: prefecture.code,
      municipality,
      addressPublic: `${prefecture.name}${municipality}`,
      priceManYen,
      landOrBuilding: kind.land ? 'land' : 'building',
      landArea,
      buildingArea,
      builtYear,
      structure,
      facts: makeListingFacts(factsRng, { land: kind.land, category: kind.category, municipality, buildingArea }),
      rootType,
      isPublished,
      isSuspension,
      isStopPublished: false,
      reception,
      areaCategoryName,
      sellerEmail: DEMO_SELLER_EMAILS[i % 5 < 3 ? 0 : 1],
      publishedAt,
      createdAt,
      viewCount: rng.int(10, 3000),
      lat: Math.round((prefecture.lat + rng.float(-0.25, 0.25)) * 1e6) / 1e6,
      lng: Math.round((prefecture.lng + rng.float(-0.25, 0.25)) * 1e6) / 1e6,
      categoryNames,
      tagSlugs: [...tags],
      photos,
    });
  }
  return drafts;
}
