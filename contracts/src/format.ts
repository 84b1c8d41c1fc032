/** Display formats shared by every screen that shows a listing. */

/** The label of an undecided price (spec §9: an undecided price sorts as 0, but shows as this). */
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
