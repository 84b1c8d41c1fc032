import { todayIn } from '@akiya/contracts';

const JAPAN_TIME = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * '2026-05-01T10:00:00Z' → '2026/05/01 19:00' in Japan time (where the deals happen, and the same
 * on the server that renders the page as in any browser); '' for a bad value.
 */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const part = Object.fromEntries(JAPAN_TIME.formatToParts(d).map((p) => [p.type, p.value]));
  return `${part.year}/${part.month}/${part.day} ${part.hour}:${part.minute}`;
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
