import { todayIn } from '@akiya/contracts';

const JAPAN_OFFSET_MS = 9 * 3_600_000;
const two = (n: number) => String(n).padStart(2, '0');

/**
 * '2026-05-01T10:00:00Z' → '2026/05/01 19:00' in Japan time (where the deals happen, and the same
 * on the server that renders the page as in any browser); '' for a bad value.
 */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  // Japan has no daylight saving: its time is UTC + 9 h (by hand: an Intl formatter costs a long task on a phone).
  const j = new Date(d.getTime() + JAPAN_OFFSET_MS);
  return `${j.getUTCFullYear()}/${two(j.getUTCMonth() + 1)}/${two(j.getUTCDate())} ${two(j.getUTCHours())}:${two(j.getUTCMinutes())}`;
}

export function formatDate(iso: string | null | undefined): string {
  return formatDateTime(iso).slice(0, 10);
}

/** 'YYYY-MM-DD' of today in Japan time, the day the API checks viewing and settlement dates against. */
export function todayLocal(now: Date = new Date()): string {
  return todayIn(now);
}

/** The viewing date as shown: '2026/05/01 14:00' or '2026/05/01'. */
export function formatPreview(preview: { preview_date: string; preview_time: string | null } | null): string {
  if (!preview) return '';
  const date = preview.preview_date.slice(0, 10).replace(/-/g, '/');
  return preview.preview_time ? `${date} ${preview.preview_time}` : date;
}
