import { formatJstDate } from '../utils/editorial-format';

/** The publication date as a `<time>` (Japanese calendar date in Japan), nothing for a draft. */
export function PublishedDate({ iso }: { iso: string | null }) {
  if (!iso) return null;
  return <time dateTime={iso}>{formatJstDate(iso)}</time>;
}
