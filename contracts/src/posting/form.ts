/** The posting form: its text fields, their labels in form order, and the empty form. */
import { EMPTY_LISTING_FACT_VALUES, LISTING_FACT_FIELDS, LISTING_FACT_FIELD_LABELS, type ListingFactValues } from '../listing-facts';

/** The text fields of the posting form, as strings (the multipart field names); the facts (間取り, 交通…) from listing-facts.ts. */
export interface PostingValues extends ListingFactValues {
  title: string;
  description: string;
  prefecture_code: string;
  municipality: string;
  address_public: string;
  address_private: string;
  /** '1' when the price is not decided (価格未定); then price_man_yen is ignored. */
  price_undecided: string;
  price_man_yen: string;
  land_or_building: string;
  land_area: string;
  building_area: string;
  built_year: string;
  structure: string;
  category_ids: string[];
  contact_name: string;
  contact_name_kana: string;
  contact_phone: string;
  contact_email: string;
  agree_terms: string;
  agree_privacy: string;
}

export const POSTING_TEXT_FIELDS = [
  'title',
  'description',
  'prefecture_code',
  'municipality',
  'address_public',
  'address_private',
  'price_undecided',
  'price_man_yen',
  'land_or_building',
  'land_area',
  'building_area',
  'built_year',
  'structure',
  ...LISTING_FACT_FIELDS,
  'contact_name',
  'contact_name_kana',
  'contact_phone',
  'contact_email',
  'agree_terms',
  'agree_privacy',
] as const satisfies readonly (keyof PostingValues)[];

/** Field labels, in form order (the error list follows this order). */
export const POSTING_FIELD_LABELS: Record<keyof PostingValues | 'photos' | 'photo_comments', string> = {
  title: 'タイトル',
  description: '物件の説明',
  prefecture_code: '都道府県',
  municipality: '市区町村',
  address_public: '公開する所在地',
  address_private: '所在地（番地まで・非公開）',
  price_undecided: '価格未定',
  price_man_yen: '価格',
  land_or_building: '物件の種類',
  land_area: '土地面積',
  building_area: '建物面積',
  built_year: '築年',
  structure: '構造',
  ...LISTING_FACT_FIELD_LABELS,
  category_ids: 'カテゴリー',
  photos: '写真',
  photo_comments: '写真のコメント',
  contact_name: 'お名前',
  contact_name_kana: 'お名前（ふりがな）',
  contact_phone: '電話番号',
  contact_email: 'メールアドレス',
  agree_terms: '利用規約への同意',
  agree_privacy: '個人情報の取り扱いへの同意',
};

export const EMPTY_POSTING_VALUES: PostingValues = {
  title: '',
  description: '',
  prefecture_code: '',
  municipality: '',
  address_public: '',
  address_private: '',
  price_undecided: '',
  price_man_yen: '',
  land_or_building: 'building',
  land_area: '',
  building_area: '',
  built_year: '',
  structure: '',
  ...EMPTY_LISTING_FACT_VALUES,
  category_ids: [],
  contact_name: '',
  contact_name_kana: '',
  contact_phone: '',
  contact_email: '',
  agree_terms: '',
  agree_privacy: '',
};
