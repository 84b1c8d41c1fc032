import { formatMessage } from '@akiya/contracts';
import { BOARD_TEXTS } from '../config/texts';

const MAN_PER_OKU = 10_000;

/**
 * A price in 万円 as shown on the board: 350 → '350万円', 10000 → '1億円', 12000 → '1億2000万円',
 * 0 → '0円', null (undecided) → '価格未定'. Fractions of 万円 are kept (12.5 → '12.5万円').
 */
export function formatPrice(manYen: number | null | undefined): string {
  if (manYen === null || manYen === undefined || !Number.isFinite(manYen) || manYen < 0) {
    return BOARD_TEXTS.priceUndecided;
  }
  if (manYen === 0) return '0円';
  const oku = Math.floor(manYen / MAN_PER_OKU);
  const man = Math.round((manYen - oku * MAN_PER_OKU) * 100) / 100;
  if (oku === 0) return `${man}万円`;
  return man === 0 ? `${oku}億円` : `${oku}億${man}万円`;
}

const areaFormat = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 2 });

/** An area in m²: 1234.5 → '1,234.5m²'; null → null (not shown). */
export function formatArea(m2: number | null | undefined): string | null {
  if (m2 === null || m2 === undefined || !Number.isFinite(m2)) return null;
  return `${areaFormat.format(m2)}m²`;
}

/** Built year as 西暦 plus age: 1975 → '1975年築（築51年）' in 2026; null → null. */
export function formatBuiltYear(year: number | null | undefined, now: Date = new Date()): string | null {
  if (year === null || year === undefined || !Number.isInteger(year)) return null;
  const age = now.getFullYear() - year;
  return age >= 1
    ? formatMessage(BOARD_TEXTS.builtYear, { year, age })
    : formatMessage(BOARD_TEXTS.builtYearNew, { year });
}

/** 'prefecture municipality' with whatever parts exist. */
export function formatPlace(prefecture: string | null | undefined, municipality?: string | null): string {
  return [prefecture, municipality].filter(Boolean).join(' ');
}

/**
 * The full public address. The API's `address` is usually already complete ('東京都青梅市成木');
 * the prefecture and municipality are put in front only when it lacks them.
 */
export function formatAddress(listing: { prefecture_name: string; municipality?: string; address?: string }): string {
  const address = listing.address ?? '';
  const municipality = listing.municipality ?? '';
  if (address.startsWith(listing.prefecture_name)) return address;
  if (municipality && address.startsWith(municipality)) return `${listing.prefecture_name}${address}`;
  return `${listing.prefecture_name}${municipality}${address ? ` ${address}` : ''}`;
}
