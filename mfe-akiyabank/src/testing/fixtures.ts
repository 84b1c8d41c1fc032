import type { BankListResponse, BankListingDetail, BankListingSummary, BankMunicipality, BankMunicipalitySummary } from '@akiya/contracts';

export const MANIWA: BankMunicipality = {
  id: 2,
  prefecture_code: '33',
  prefecture_name: '岡山県',
  name: '真庭市',
  bank_name: '真庭市空き家情報バンク',
  terms: '真庭市空き家情報バンクは、空き家の所有者と利用希望者をつなぐ制度です。\n\n契約は当事者間で行っていただきます。',
  office_name: '真庭市 建設部 住宅政策課',
  office_phone: '0867-42-1111',
  office_email: 'akiya@maniwa.example.jp',
  office_hours: '平日 8:30〜17:15',
};

export const MUNICIPALITIES: BankMunicipalitySummary[] = [
  { id: 1, prefecture_code: '20', prefecture_name: '長野県', name: '飯山市', bank_name: '飯山市空き家バンク', listing_count: 10 },
  { id: 2, prefecture_code: '33', prefecture_name: '岡山県', name: '真庭市', bank_name: '真庭市空き家情報バンク', listing_count: 10 },
  { id: 4, prefecture_code: '33', prefecture_name: '岡山県', name: '高梁市', bank_name: '高梁市空き家バンク', listing_count: 0 },
  { id: 3, prefecture_code: '39', prefecture_name: '高知県', name: '四万十町', bank_name: '四万十町空き家バンク', listing_count: 10 },
];

export function fakeListing(id: number, overrides: Partial<BankListingSummary> = {}): BankListingSummary {
  return {
    id,
    title: `古民家 ${id}`,
    municipality: { id: 2, name: '真庭市', prefecture_code: '33', prefecture_name: '岡山県', bank_name: '真庭市空き家情報バンク' },
    district: '久世',
    deal_type: 'sale',
    price: 100 * id,
    land_or_building: 'building',
    image: { path: `/uploads/akiyabank/${id}/1.jpg`, comment: '外観' },
    published_at: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

export function fakeDetail(id: number, overrides: Partial<BankListingDetail> = {}): BankListingDetail {
  return {
    ...fakeListing(id),
    description: '昭和40年築の木造平屋です。\n庭があります。',
    land_area: 330.5,
    building_area: 98,
    built_year: 1965,
    layout: '5DK',
    bank_number: 'No.012',
    photos: [
      { id: 11, path: `/uploads/akiyabank/${id}/1.jpg`, card_path: `/uploads/akiyabank/${id}/1.jpg`, comment: '外観' },
      { id: 12, path: `/uploads/akiyabank/${id}/2.jpg`, card_path: `/uploads/akiyabank/${id}/2.jpg`, comment: '台所' },
    ],
    municipality: MANIWA,
    ...overrides,
  };
}

export function fakeList(items: BankListingSummary[], paging: Partial<BankListResponse> = {}): BankListResponse {
  return {
    items,
    total: items.length,
    page: 1,
    limit: 10,
    totalPages: items.length ? 1 : 0,
    ...paging,
  };
}
