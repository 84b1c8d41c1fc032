import { formatMessage, isDigits } from '@akiya/contracts';
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

/**
 * What a list route shows for its `:page` parameter: a page of the list, the 404 page (not digits —
 * DigitsRoute's answer — or out of range) or, for an explicit /page/1, a redirect to the list's own
 * address. PageGate renders it and the route's loader loads the page it shows.
 */
export function listPageOf(param: string | undefined): number | 'notFound' | 'firstPage' {
  if (param !== undefined && !isDigits(param)) return 'notFound';
  const page = pageFromParam(param);
  if (Number.isNaN(page)) return 'notFound';
  return param !== undefined && page === 1 ? 'firstPage' : page;
}

/**
 * The page of the list a list route's address ends up showing, for its loader: an explicit /page/1
 * goes to the list at once (a redirect in the browser), so page 1; null for the 404 page.
 */
export function listPageShown(param: string | undefined): number | null {
  const page = listPageOf(param);
  if (page === 'notFound') return null;
  return page === 'firstPage' ? 1 : page;
}

/** "体験談" on page 1, "体験談（2ページ目）" after. */
export function pagedTitle(title: string, page: number): string {
  return page > 1 ? formatMessage(EDITORIAL_TEXTS.titleWithPage, { title, page }) : title;
}
