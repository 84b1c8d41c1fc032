/**
 * Formats an ISO calendar date ('2026-11-01') the way Japanese pages print it ('2026年11月1日').
 * The date is read as a calendar date, never through a time zone, so it cannot shift by a day.
 */
export function formatJapaneseDate(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!m) throw new Error(`Not an ISO calendar date: ${isoDate}`);
  return `${Number(m[1])}年${Number(m[2])}月${Number(m[3])}日`;
}
