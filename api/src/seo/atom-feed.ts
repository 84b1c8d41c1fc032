import { escapeXml } from './html';

/** How many entries a feed carries (the newest ones). */
export const FEED_ENTRIES = 20;

export interface FeedEntry {
  title: string;
  /** Absolute URL of the page (also the entry's id). */
  url: string;
  /** ISO 8601. */
  published: string;
  updated: string;
  summary: string;
  category?: string | null;
}

export interface Feed {
  title: string;
  subtitle: string;
  /** Absolute URL of the feed itself (also the feed's id). */
  selfUrl: string;
  /** Absolute URL of the HTML list the feed follows. */
  pageUrl: string;
  author: string;
  entries: FeedEntry[];
}

/** RFC 3339 without milliseconds. */
const rfc3339 = (iso: string) => iso.replace(/\.\d+Z$/, 'Z');

/**
 * An Atom 1.0 document (RFC 4287): every text XML-escaped, `updated` the newest entry's (or the Unix
 * epoch for an empty feed, so the document is the same on every request until something changes).
 */
export function atomFeed(feed: Feed): string {
  const updated = feed.entries.reduce((max, e) => (e.updated > max ? e.updated : max), '1970-01-01T00:00:00Z');
  const entries = feed.entries.map((e) =>
    [
      '<entry>',
      `<title>${escapeXml(e.title)}</title>`,
      `<link rel="alternate" type="text/html" href="${escapeXml(e.url)}"/>`,
      `<id>${escapeXml(e.url)}</id>`,
      `<published>${rfc3339(e.published)}</published>`,
      `<updated>${rfc3339(e.updated)}</updated>`,
      ...(e.category ? [`<category term="${escapeXml(e.category)}"/>`] : []),
      `<summary>${escapeXml(e.summary)}</summary>`,
      '</entry>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="ja">',
    `<title>${escapeXml(feed.title)}</title>`,
    `<subtitle>${escapeXml(feed.subtitle)}</subtitle>`,
    `<link rel="self" type="application/atom+xml" href="${escapeXml(feed.selfUrl)}"/>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(feed.pageUrl)}"/>`,
    `<id>${escapeXml(feed.selfUrl)}</id>`,
    `<updated>${rfc3339(updated)}</updated>`,
    `<author><name>${escapeXml(feed.author)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
