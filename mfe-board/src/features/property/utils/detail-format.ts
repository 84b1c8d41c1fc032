import { formatJapanDate, formatMessage, formatNumber } from '@akiya/contracts';
import { BOARD_TEXTS } from '../../../config/texts';
import { formatArea } from '../../../utils/format';

/** 1 坪 = 400/121 m² (about 3.3058 m²). */
export const M2_PER_TSUBO = 400 / 121;

/** '420.5m²（約127.2坪）'; null → null. */
export function formatAreaWithTsubo(m2: number | null | undefined): string | null {
  const area = formatArea(m2);
  if (area === null || m2 === null || m2 === undefined) return null;
  return formatMessage(BOARD_TEXTS.areaWithTsubo, { m2: area, tsubo: formatNumber(m2 / M2_PER_TSUBO, 1) });
}

/** '1975年（築51年）' (西暦 and age); a year of this year or later just '2026年'; null → null. */
export function formatBuiltYearLong(year: number | null | undefined, now: Date = new Date()): string | null {
  if (year === null || year === undefined || !Number.isInteger(year)) return null;
  const age = now.getFullYear() - year;
  return age >= 1 ? formatMessage(BOARD_TEXTS.builtYearAge, { year, age }) : formatMessage(BOARD_TEXTS.builtYearOnly, { year });
}

/** An ISO date-time as a Japanese date in Japan time: '2025年5月13日'; '' or invalid → null. */
export function formatDate(iso: string | null | undefined): string | null {
  return formatJapanDate(iso);
}

/** The yyyy-mm-dd form for <time dateTime>, in Japan time. */
export function isoDay(iso: string): string {
  const date = new Date(iso);
  return new Date(date.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
}
