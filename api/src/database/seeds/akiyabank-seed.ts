import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { DataSource, EntityManager } from 'typeorm';
import { insertRow, sqlTime } from '../sql';
import { renderPhoto } from './photo-renderer';
import { Prng } from './prng';

/**
 * Demo vacant-house banks (docs/akiyabank.md): three municipalities with ten listings each, photos
 * drawn by the seed's photo renderer, and the demo municipality account (bank@example.jp) as a member
 * of the first one. Idempotent: a municipality that exists (by prefecture + name) is left alone, and
 * photo files are only rendered when missing.
 */

export const DEMO_BANK_MEMBER_EMAIL = 'bank@example.jp';

interface DemoBank {
  prefecture_code: string;
  name: string;
  bank_name: string;
  office_name: string;
  office_phone: string;
  office_email: string;
  office_hours: string;
  terms: string;
  districts: string[];
}

const COMMON_TERMS = (bank: string, office: string) =>
  [
    `${bank}は、市町村内の空き家の売却・賃貸を希望する所有者と、利用を希望する方をつなぐ制度です。`,
    `物件の見学や交渉をご希望の方は、事前に利用者登録（無料）をお願いします。登録は${office}の窓口、郵送またはメールで受け付けています。`,
    '売買・賃貸の契約は、所有者と利用希望者の間で直接、または協力不動産事業者の仲介により行っていただきます。自治体は契約の当事者とはならず、仲介も行いません。',
    '掲載している情報は所有者からの申告に基づくものです。現況と異なる場合は現況を優先します。見学の際は必ず建物の状態をご自身でお確かめください。',
  ].join('\n\n');

export const DEMO_BANKS: readonly DemoBank[] = [
  {
    prefecture_code: '33',
    name: '真庭市',
    bank_name: '真庭市空き家情報バンク',
    office_name: '真庭市 建設部 住宅政策課',
    office_phone: '0867-42-1111',
    office_email: 'akiya@maniwa.example.jp',
    office_hours: '平日 8:30〜17:15（土日祝・年末年始を除く）',
    terms: COMMON_TERMS('真庭市空き家情報バンク', '住宅政策課'),
    districts: ['久世', '落合垂水', '勝山', '湯原温泉', '北房上水田', '蒜山上福田', '美甘', '中和', '川上', '八束'],
  },
  {
    prefecture_code: '20',
    name: '飯山市',
    bank_name: '飯山市空き家バンク',
    office_name: '飯山市 移住定住推進課',
    office_phone: '0269-62-3111',
    office_email: 'iju@iiyama.example.jp',
    office_hours: '平日 8:30〜17:15',
    terms: COMMON_TERMS('飯山市空き家バンク', '移住定住推進課'),
    districts: ['飯山', '静間', '秋津', '木島', '瑞穂', '常盤', '柳原', '外様', '岡山', '太田'],
  },
  {
    prefecture_code: '39',
    name: '四万十町',
    bank_name: '四万十町空き家バンク',
    office_name: '四万十町 企画課 移住定住係',
    office_phone: '0880-22-3115',
    office_email: 'teiju@shimanto.example.jp',
    office_hours: '平日 8:30〜17:15（祝日を除く）',
    terms: COMMON_TERMS('四万十町空き家バンク', '企画課 移住定住係'),
    districts: ['窪川', '琴平町', '影野', '仁井田', '興津', '大正', '十和', '昭和', '打井川', '家地川'],
  },
];

const HOUSE_TITLES = [
  '日当たりの良い平屋の古民家',
  '庭付き・駐車場2台分の二階建て住宅',
  '畑付きの農家住宅（納屋あり）',
  '川沿いの静かな木造住宅',
  '駅まで徒歩15分の中古住宅',
  '土間と囲炉裏のある古民家',
  'リフォーム済みの小さな平屋',
  '蔵付きの旧家',
];
const LAND_TITLES = ['家庭菜園向きの宅地', '山あいの古家付き土地'];
const LAYOUTS = ['5DK', '4LDK', '6K', '3DK', '5LDK', '4DK'];
const FEATURES = [
  '南向きの縁側があり、冬でも日中は暖かく過ごせます。',
  '敷地内に物置と井戸があります（井戸は現在未使用）。',
  '最寄りのスーパーまで車で約10分、小学校まで徒歩20分です。',
  '水回り（台所・浴室・トイレ）は平成20年頃に改修されています。',
  '周辺は田園風景が広がる静かな集落で、地域の行事も盛んです。',
  '屋根瓦の一部に傷みがあり、補修が必要です。',
  '家財道具が一部残っていますが、引き渡しまでに所有者が片付けます。',
  '移住者向けの改修補助金（上限あり）の対象となる物件です。',
];

/** The listing drafts of one bank: ten, deterministic. */
function listingDrafts(bank: DemoBank, bankIndex: number) {
  const rng = new Prng(4021 + bankIndex * 97);
  return bank.districts.map((district, i) => {
    const land = i % 5 === 4;
    const rent = !land && i % 4 === 3;
    const builtYear = land ? null : rng.int(1935, 1998);
    const features = [...FEATURES].sort(() => rng.next() - 0.5).slice(0, 3);
    const title = land ? LAND_TITLES[(i + bankIndex) % LAND_TITLES.length] : HOUSE_TITLES[(i + bankIndex * 3) % HOUSE_TITLES.length];
    const landArea = rng.int(180, 1200);
    const price = rent ? rng.int(2, 6) * 5000 : i % 7 === 6 ? null : rng.int(1, 40) * 10;
    return {
      title: `${district}の${title}`,
      description: [
        `${bank.name}${district}地区にある${land ? '土地' : `${builtYear}年築の木造住宅`}です。`,
        ...features,
        `見学をご希望の方は${bank.office_name}までご連絡ください。`,
      ].join('\n'),
      district,
      deal_type: rent ? 'rent' : 'sale',
      price,
      land_or_building: land ? 'land' : 'building',
      land_area: landArea,
      building_area: land ? null : rng.int(60, 220),
      built_year: builtYear,
      layout: land ? '' : LAYOUTS[rng.int(0, LAYOUTS.length - 1)],
      bank_number: `No.${String(bankIndex * 100 + i + 1).padStart(3, '0')}`,
      photos: land ? 1 : 3,
      daysAgo: bankIndex + i * 3,
    };
  });
}

export function bankPhotoPath(listingId: number, n: number): string {
  return `/uploads/akiyabank/${listingId}/${n}.jpg`;
}

/** Inserts the demo banks that do not exist yet; returns how many listings were inserted. */
export async function seedAkiyabank(dataSource: DataSource): Promise<number> {
  return dataSource.transaction(async (m) => {
    let inserted = 0;
    for (const [bankIndex, bank] of DEMO_BANKS.entries()) {
      const existing: unknown[] = await m.query('SELECT id FROM bank_municipalities WHERE prefecture_code = ? AND name = ?', [bank.prefecture_code, bank.name]);
      if (existing.length > 0) continue;
      const { districts: _districts, ...columns } = bank;
      const municipalityId = await insertRow(m, 'bank_municipalities', { ...columns, created_at: sqlTime(), updated_at: sqlTime() });
      if (bankIndex === 0) await addDemoMember(m, municipalityId);
      for (const d of listingDrafts(bank, bankIndex)) {
        const { photos, daysAgo, ...listing } = d;
        const at = sqlTime(new Date(Date.now() - daysAgo * 86_400_000 - 3_600_000));
        const id = await insertRow(m, 'bank_listings', { municipality_id: municipalityId, status: 'published', ...listing, published_at: at, created_at: at, updated_at: at });
        for (let n = 1; n <= photos; n++) {
          const path = bankPhotoPath(id, n);
          await insertRow(m, 'bank_listing_photos', { listing_id: id, path, card_path: path, full_path: path, storage_stem: '', comment: ['外観', '周辺の様子', '庭'][n - 1], sort: n, created_at: at });
        }
        inserted++;
      }
    }
    return inserted;
  });
}

async function addDemoMember(m: EntityManager, municipalityId: number): Promise<void> {
  const users: { id: number | string }[] = await m.query('SELECT id FROM users WHERE email = ?', [DEMO_BANK_MEMBER_EMAIL]);
  if (users.length === 0) return;
  const member: unknown[] = await m.query('SELECT id FROM bank_members WHERE user_id = ?', [users[0].id]);
  if (member.length === 0) await insertRow(m, 'bank_members', { municipality_id: municipalityId, user_id: Number(users[0].id), created_at: sqlTime() });
}

/** Renders every seeded bank photo whose file is missing. */
export async function writeMissingBankPhotos(dataSource: DataSource, uploadsDir: string): Promise<number> {
  const rows: { path: string; sort: number | string; listing_id: number | string; land_or_building: string }[] = await dataSource.query(
    `SELECT p.path, p.sort, p.listing_id, l.land_or_building FROM bank_listing_photos p INNER JOIN bank_listings l ON l.id = p.listing_id
      WHERE p.storage_stem = '' AND p.path LIKE '/uploads/akiyabank/%'`,
  );
  let written = 0;
  for (const r of rows) {
    const file = join(uploadsDir, r.path.replace(/^\/uploads\//, ''));
    if (existsSync(file)) continue;
    const id = Number(r.listing_id);
    const jpeg = await renderPhoto({ seed: 50_000 + id, number: id, landOnly: r.land_or_building === 'land', view: (Number(r.sort) - 1) % 3 });
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, jpeg);
    written++;
  }
  return written;
}
