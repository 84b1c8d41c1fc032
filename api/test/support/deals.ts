import { todayIn, type ContactDetail, type DealActionRequest, type DealStatusName, type EnquiryResponse } from '@akiya/contracts';
import { openKeyOf } from '../../src/contacts/contacts.repository';
import { PropertiesService } from '../../src/properties/properties.service';
import type { UserEntity } from '../../src/users/entities/user.entity';
import { createUser, login, loginAs } from './accounts';
import { Browser } from './browser';
import { madeBeforeAll, type TestApp } from './test-app';

let n = 0;

/** A listing of `sellerId` through PropertiesService (published and open to enquiries unless told). */
export async function createListing(
  t: TestApp,
  sellerId: number,
  over: Partial<{ isPublished: boolean; reception: boolean; isStopPublished: boolean; title: string }> = {},
): Promise<number> {
  return t.app.get(PropertiesService).createListing(sellerId, {
    title: over.title ?? `商談テスト物件${++n}`,
    description: '古民家です。',
    prefectureCode: '20',
    municipality: '松本市',
    addressPublic: '中央',
    priceManYen: 300,
    landOrBuilding: 'building',
    landArea: 200,
    buildingArea: 100,
    builtYear: 1970,
    structure: null,
    rootType: 'published',
    isPublished: over.isPublished ?? true,
    isSuspension: false,
    isStopPublished: over.isStopPublished ?? false,
    reception: over.reception ?? true,
    areaCategoryId: null,
    publishedAt: new Date('2026-10-01T00:00:00Z'),
    lat: null,
    lng: null,
  });
}

export interface Party {
  user: UserEntity;
  browser: Browser;
}

/** A new verified user, logged in (with a family name of its own when given). */
export async function party(t: TestApp, lastName?: string): Promise<Party> {
  const user = await createUser(t, lastName === undefined ? {} : { lastName });
  const browser = new Browser(t.app);
  await login(browser, user.email, 'secret123');
  return { user, browser };
}

/** The environment of the deal suites (DEALS_LOG=1 shows the app's errors). */
export const DEALS_ENV: Record<string, string> = {
  RATE_LIMIT_ENABLED: '0',
  PUBLIC_URL: 'http://akiya.test',
  ...(process.env.DEALS_LOG ? { LOG_LEVEL: 'error' } : {}),
};

/** The parties of a deal suite: the seller of 松本の古民家 (propertyId), a buyer and a third user. */
export interface DealCast {
  seller: Party;
  buyer: Party;
  stranger: Party;
  propertyId: number;
}

/** Logs in the cast of a deal suite and lists the seller's listing in a beforeAll; the fields are set once it has run. */
export function useDealCast(t: TestApp): DealCast {
  return madeBeforeAll(async () => {
    const seller = await party(t, '売田');
    const buyer = await party(t, '買山');
    const stranger = await party(t, '他人');
    return { seller, buyer, stranger, propertyId: await createListing(t, seller.user.id, { title: '松本の古民家' }) };
  });
}

/** The date `days` after today (Japan time), as YYYY-MM-DD. */
export function futureDate(days: number): string {
  const d = new Date(`${todayIn()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The operator and two users of a suite where staff and users talk, logged in before its tests. */
export interface StaffAndTwoUsers {
  /** staff@example.jp (needs seedAccounts). */
  staff: Browser;
  alice: Party;
  bob: Party;
}

/** Logs in the cast of a staff-to-user suite in a beforeAll; the fields are set once it has run. */
export function useStaffAndTwoUsers(t: TestApp): StaffAndTwoUsers {
  return madeBeforeAll(async () => ({ staff: await loginAs(t, 'staff@example.jp'), alice: await party(t, '有栖'), bob: await party(t, '保武') }));
}

let clientSeq = 0;
export const clientId = () => `c${Date.now().toString(36)}${(++clientSeq).toString(36)}`;

export async function enquire(b: Browser, propertyId: number, message = '内覧できますか？'): Promise<EnquiryResponse> {
  const res = await b.post(`/api/contact/project/${propertyId}`, { message, clientId: clientId() });
  if (res.statusCode !== 200) throw new Error(`enquiry: ${res.statusCode} ${res.body}`);
  return res.json<EnquiryResponse>();
}

export async function detail(b: Browser, id: number): Promise<ContactDetail> {
  const res = await b.get(`/api/my-page/contacts/${id}`);
  if (res.statusCode !== 200) throw new Error(`detail: ${res.statusCode} ${res.body}`);
  return res.json<ContactDetail>();
}

/** Takes a move with the current version; expects 200 and returns the new detail. */
export async function act(b: Browser, id: number, req: Omit<DealActionRequest, 'version'>): Promise<ContactDetail> {
  const current = await detail(b, id);
  const res = await b.post(`/api/my-page/contacts/${id}/actions`, { ...req, version: current.version });
  if (res.statusCode !== 200) throw new Error(`${req.transition}: ${res.statusCode} ${res.body}`);
  return res.json<ContactDetail>();
}

/** Puts a contact straight into a status (for the table walk), bypassing the API. */
export async function forceStatus(t: TestApp, id: number, status: DealStatusName, previewDate: string | null, sellerMessaged = false): Promise<void> {
  await t.dataSource.query('UPDATE contacts SET contact_status = ?, open_key = ?, preview_date = ?, seller_messaged = ? WHERE id = ?', [
    status,
    openKeyOf(status),
    previewDate,
    sellerMessaged ? 1 : 0,
    id,
  ]);
}

export const APPLICATION = {
  offer_price_man_yen: 280,
  name: '山田 太郎',
  name_kana: 'やまだ　たろう',
  zipcode: '3900811',
  address: '長野県松本市中央1-1-1',
  phone: '090-1234-5678',
  payment_method: 'cash' as const,
  desired_settlement_date: '2027-03-31',
  note: '',
};
