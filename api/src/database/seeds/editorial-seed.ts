import type { DataSource, EntityManager } from 'typeorm';
import { insertRow, sqlTime } from '../sql';
import { markdownToText, renderMarkdown, searchTextOf } from '../../editorial/markdown-renderer';
import { PUBLISHED } from '../../properties/property-listings.repository';
import { DEMO_ARTICLE_TYPES, DEMO_NEWS, DEMO_SOLUTIONS, type DemoArticle, type DemoArticleType } from './editorial-content';

/** Publication times of the demo entries count back from here, a few days apart per entry. */
const NEWEST = Date.parse('2026-10-28T01:00:00Z');
const DAY = 86_400_000;

/** The Markdown body of a demo article: lead, two sections of its type around its own points, the listing link. */
export function demoArticleBody(t: DemoArticleType, entry: DemoArticle, index: number, listingId: number | null): string {
  const first = t.sections[index % t.sections.length];
  const second = t.sections[(index + 1) % t.sections.length];
  const parts = [
    entry.lead,
    `## ${first.heading}\n\n${first.text}${entry.points[0]}`,
    `## ${second.heading}\n\n${second.text}${entry.points[1]}`,
  ];
  if (listingId !== null) parts.push(`この記事の物件は[物件ページ](/project/${listingId})からご覧いただけます。`);
  return parts.join('\n\n');
}

export interface EditorialSeedSummary {
  articles: number;
  news: number;
  solutions: number;
}

async function isEmpty(m: EntityManager, table: string): Promise<boolean> {
  const [row]: { n: number | string }[] = await m.query(`SELECT COUNT(*) AS n FROM ${table}`);
  return Number(row.n) === 0;
}

/**
 * Seeds the demo articles, news and Q&A — each table only while it is empty, so a database whose
 * staff already wrote content is left alone, and running it twice changes nothing. Stories marked
 * with a listing index link to the first published demo listings (none found: no link).
 */
export async function seedEditorial(dataSource: DataSource): Promise<EditorialSeedSummary> {
  const summary: EditorialSeedSummary = { articles: 0, news: 0, solutions: 0 };
  await dataSource.transaction(async (m) => {
    const now = sqlTime();
    if (await isEmpty(m, 'articles')) {
      const listings: { id: number | string }[] = await m.query(`SELECT p.id FROM properties p WHERE ${PUBLISHED} ORDER BY p.id LIMIT 4`);
      const listingIds = listings.map((l) => Number(l.id));
      for (const [typeIndex, t] of DEMO_ARTICLE_TYPES.entries()) {
        for (const [i, entry] of t.entries.entries()) {
          const listingId = entry.listing !== undefined ? (listingIds[entry.listing] ?? null) : null;
          const body = demoArticleBody(t, entry, i, listingId);
          const publishedAt = entry.draft ? null : sqlTime(new Date(NEWEST - (i * 9 + typeIndex) * DAY));
          await insertRow(m, 'articles', {
            type: t.type,
            slug: entry.slug,
            title: entry.title,
            lead: entry.lead,
            body,
            body_html: renderMarkdown(body),
            cover_path: null,
            category: entry.category ?? null,
            tags: JSON.stringify(entry.tags),
            property_id: listingId,
            author: t.author,
            status: entry.draft ? 'draft' : 'published',
            published_at: publishedAt,
            version: 1,
            search_text: searchTextOf(entry.title, entry.lead, markdownToText(body)),
            created_at: now,
            updated_at: now,
          });
          summary.articles += 1;
        }
      }
    }
    if (await isEmpty(m, 'news')) {
      for (const [i, n] of DEMO_NEWS.entries()) {
        await insertRow(m, 'news', {
          slug: n.slug,
          title: n.title,
          category_name: n.categoryName,
          body: n.body,
          body_html: renderMarkdown(n.body),
          status: 'published',
          published_at: sqlTime(new Date(NEWEST - (i * 13 + 2) * DAY)),
          version: 1,
          created_at: now,
          updated_at: now,
        });
        summary.news += 1;
      }
    }
    if (await isEmpty(m, 'solutions')) {
      for (const [i, s] of DEMO_SOLUTIONS.entries()) {
        const id = await insertRow(m, 'solutions', {
          slug: s.slug,
          question: s.question,
          answer: s.answer,
          answer_html: renderMarkdown(s.answer),
          tags: JSON.stringify(s.tags),
          status: 'published',
          published_at: sqlTime(new Date(NEWEST - (i * 7 + 3) * DAY)),
          version: 1,
          search_text: searchTextOf(s.question, markdownToText(s.answer), ...s.tags),
          created_at: now,
          updated_at: now,
        });
        for (const tag of s.tags) await m.query('INSERT INTO solution_tags (solution_id, tag) VALUES (?, ?)', [id, tag]);
        summary.solutions += 1;
      }
    }
  });
  return summary;
}
