/**
 * The operator of the site, as printed on 運営会社, 特定商取引法に基づく表記, プライバシーポリシー and
 * 個人情報の取り扱いについて. Kept in one place so the four pages can never disagree.
 *
 * 株式会社家いちば is the fictional operator of this product: none of these facts describe a real
 * company. The operator publishes no telephone number or e-mail address; every enquiry goes through
 * the contact form at CONTACT_PATH (the telephone number is disclosed on request, as the 特定商取引法
 * allows).
 */
export const OPERATOR = {
  name: '株式会社家いちば',
  postalCode: '〒111-0051',
  address: '東京都台東区蔵前三丁目8番12号',
  established: '2015年6月',
  representative: '代表取締役　森本 由紀',
  representativeName: '森本 由紀',
  businesses: [
    '空き家・古い建物の売買掲示板「家いちば」の運営',
    '不動産ストック活用コンサルティング',
    '民間空き家バンクの運営',
  ],
  /** Reception hours of the contact desk. */
  hours: '平日10時〜17時（土日祝日・年末年始を除く）',
} as const;

/** The one contact route of the site (the shell's /contact page). */
export const CONTACT_PATH = '/contact';

/** Date these legal texts were first enacted and last revised (ISO calendar date). */
export const LEGAL_TEXT_DATE = '2026-11-01';
