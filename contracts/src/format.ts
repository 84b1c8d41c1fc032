/** Display formats shared by every screen that shows a listing. */

/** The label of an undecided price (docs/product.md §9: an undecided price sorts as 0, but shows as this). */
export const PRICE_UNDECIDED_LABEL = '価格未定';

const MAN_PER_OKU = 10_000;

/**
 * A price in 万円 as shown to users: 350 → '350万円', 10000 → '1億円', 12000 → '1億2000万円',
 * 0 → '0円', null or undefined (undecided) → '価格未定'. Fractions of 万円 are kept (12.5 → '12.5万円').
 */
export function formatPriceManYen(manYen: number | null | undefined): string {
  if (manYen === null || manYen === undefined || !Number.isFinite(manYen) || manYen < 0) return PRICE_UNDECIDED_LABEL;
  if (manYen === 0) return '0円';
  const oku = Math.floor(manYen / MAN_PER_OKU);
  const man = Math.round((manYen - oku * MAN_PER_OKU) * 100) / 100;
  if (oku === 0) return `${man}万円`;
  return man === 0 ? `${oku}億円` : `${oku}億${man}万円`;
}

// Numbers and dates are formatted by hand, not with Intl: the first Intl formatter of a page loads
// the locale's data, a long task on a phone while the page hydrates (measured: ~100 ms at Lighthouse's
// 4x slow-down on a listing page). The results are those of Intl's 'ja-JP' formats.

/**
 * A number with thousands separators and at most `maxFractionDigits` decimals (rounded, trailing
 * zeros dropped): 1234.567 → '1,234.57', 12000 → '12,000', -5 → '-5'. As
 * `Intl.NumberFormat('ja-JP', { maximumFractionDigits })`.
 */
export function formatNumber(value: number, maxFractionDigits = 0): string {
  if (!Number.isFinite(value)) return String(value);
  const factor = 10 ** maxFractionDigits;
  const rounded = Math.round(Math.abs(value) * factor) / factor;
  const [whole, fraction] = rounded.toFixed(maxFractionDigits).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const decimals = fraction?.replace(/0+$/, '') ?? '';
  const sign = value < 0 && rounded !== 0 ? '-' : '';
  return `${sign}${grouped}${decimals ? `.${decimals}` : ''}`;
}

const JAPAN_OFFSET_MS = 9 * 3_600_000;

/** The date in Japan time (no daylight saving) of an ISO date-time: [year, month 1–12, day], or null. */
export function japanDateParts(iso: string | null | undefined): [number, number, number] | null {
  if (!iso) return null;
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return null;
  const japan = new Date(time + JAPAN_OFFSET_MS);
  return [japan.getUTCFullYear(), japan.getUTCMonth() + 1, japan.getUTCDate()];
}

/** An ISO date-time as a Japanese date in Japan time: '2025年5月13日'; '' or invalid → null. */
export function formatJapanDate(iso: string | null | undefined): string | null {
  const parts = japanDateParts(iso);
  return parts ? `${parts[0]}年${parts[1]}月${parts[2]}日` : null;
}
