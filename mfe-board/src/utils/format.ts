import { formatMessage, formatNumber } from '@akiya/contracts';
import { BOARD_TEXTS } from '../config/texts';

/** An area in m²: 1234.5 → '1,234.5m²'; null → null (not shown). */
export function formatArea(m2: number | null | undefined): string | null {
  if (m2 === null || m2 === undefined || !Number.isFinite(m2)) return null;
  return `${formatNumber(m2, 2)}m²`;
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
