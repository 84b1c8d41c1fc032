import { formatMessage } from '@akiya/contracts';
import { EDITORIAL_TEXTS } from '../config/editorial-texts';
import { formatJapaneseDate } from './format-japanese-date';

const JST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** An ISO date-time (UTC) as the Japanese calendar date in Japan: '2026-03-31T15:00:00Z' → '2026年4月1日'. */
export function formatJstDate(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  return formatJapaneseDate(new Date(ms + JST_OFFSET_MS).toISOString().slice(0, 10));
}

/** The page number of a `/page/:page` route (digits already checked), 1 without the segment; NaN when out of range. */
export function pageFromParam(param: string | undefined): number {
  if (param === undefined) return 1;
  const n = Number(param);
  return Number.isSafeInteger(n) && n >= 1 ? n : Number.NaN;
}

/** "体験談" on page 1, "体験談（2ページ目）" after. */
export function pagedTitle(title: string, page: number): string {
  return page > 1 ? formatMessage(EDITORIAL_TEXTS.titleWithPage, { title, page }) : title;
}
