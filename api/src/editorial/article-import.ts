import { readdir, readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { articleTypeName, ARTICLE_TYPES, type ArticleTypeName, type EditorialStatus, type Rule, publishedAtRule, slugRule, MESSAGES } from '@akiya/contracts';
import { stripXmlForbidden } from '../seo/xml-chars';
import { ARTICLE_FIELD_RULES as RULES } from './article-rules';
import type { ArticleDto } from './dto/editorial.dto';

/**
 * `npm run import:articles -- <folder>`: every `*.md` file of the folder is one article, Markdown
 * with a front matter block (docs/editorial.md):
 *
 *   ---
 *   type: reviews            # a type name (reviews, letters, shop, towns, blog, case) or its code (2…8)
 *   title: 相続した家を売りました
 *   slug: inherited-house    # required: the import updates the article of this slug
 *   lead: 一行の紹介文
 *   category: inherited      # stories only
 *   tags: [相続, 遠方]        # or: tags: 相続, 遠方
 *   published_at: 2026-04-01 # optional
 *   status: published        # draft (default) | published
 *   ---
 *   本文（Markdown）
 */

export interface ParsedArticleFile {
  dto: ArticleDto & { slug: string };
  status: EditorialStatus;
}

/** One value of a front matter line: quotes removed; `[a, b]` → list. */
function parseValue(raw: string): string | string[] {
  const v = raw.trim();
  if (v.startsWith('[') && v.endsWith(']')) {
    return v
      .slice(1, -1)
      .split(',')
      .map((s) => unquote(s.trim()))
      .filter((s) => s !== '');
  }
  return unquote(v);
}

function unquote(v: string): string {
  if (v.length >= 2 && ((v.startsWith('"') && v.endsWith('"')) || (v.startsWith("'") && v.endsWith("'")))) return v.slice(1, -1);
  return v;
}

/** Splits `---\nkey: value\n---\nbody` into its fields and body; null without a front matter block. */
export function splitFrontMatter(text: string): { fields: Record<string, string | string[]>; body: string } | null {
  const match = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) return null;
  const fields: Record<string, string | string[]> = {};
  for (const line of match[1].split(/\r?\n/)) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    const colon = line.indexOf(':');
    if (colon < 1) continue;
    const key = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).replace(/\s+#.*$/, '');
    Object.defineProperty(fields, key, { value: parseValue(value), enumerable: true, writable: true, configurable: true });
  }
  return { fields, body: match[2].trim() };
}

const text = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v.join(', ') : v);

/**
 * One file's article, validated with the same rules as the staff form. Returns the per-field
 * Japanese messages when it is not valid.
 */
export function parseArticleFile(content: string): { ok: true; value: ParsedArticleFile } | { ok: false; errors: Record<string, string[]> } {
  // Characters XML 1.0 forbids go before anything is read: titles and texts end up in the feeds.
  const split = splitFrontMatter(stripXmlForbidden(content));
  if (!split) return { ok: false, errors: { frontMatter: [MESSAGES.required] } };
  const f = split.fields;
  const typeRaw = text(f.type) ?? '';
  const type = /^[0-9]+$/.test(typeRaw) ? Number(typeRaw) : (ARTICLE_TYPES[typeRaw as ArticleTypeName] ?? NaN);
  const tagsRaw = f.tags;
  const tags = tagsRaw === undefined ? [] : Array.isArray(tagsRaw) ? tagsRaw : tagsRaw.split(',').map((t) => t.trim()).filter((t) => t !== '');
  const propertyRaw = text(f.property_id);
  const dto: ArticleDto & { slug: string } = {
    type,
    title: text(f.title) ?? '',
    slug: text(f.slug) ?? '',
    lead: text(f.lead) ?? '',
    body: split.body,
    category: text(f.category) || null,
    tags,
    coverPath: text(f.cover) || null,
    propertyId: propertyRaw ? Number(propertyRaw) : null,
    author: text(f.author) ?? '',
    publishedAt: text(f.published_at) || null,
  };
  const statusRaw = text(f.status) || 'draft';
  // Keyed by the front matter's names; the slug is required here (the import matches on it).
  const checks: [string, unknown, readonly Rule[]][] = [
    ['type', dto.type, RULES.type],
    ['title', dto.title, RULES.title],
    ['slug', dto.slug, [(v: unknown) => (v ? null : MESSAGES.required), slugRule]],
    ['lead', dto.lead, RULES.lead],
    ['body', dto.body, RULES.body],
    ['category', dto.category, RULES.category],
    ['tags', dto.tags, RULES.tags],
    ['cover', dto.coverPath, RULES.coverPath],
    ['property_id', dto.propertyId, RULES.propertyId],
    ['author', dto.author, RULES.author],
    ['published_at', dto.publishedAt, [publishedAtRule]],
    ['status', statusRaw, [(v: unknown) => (v === 'draft' || v === 'published' ? null : MESSAGES.invalidValue)]],
  ];
  const errors: Record<string, string[]> = {};
  for (const [field, value, rules] of checks) {
    for (const rule of rules) {
      const message = rule(value);
      if (message !== null) {
        errors[field] = [message];
        break;
      }
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { dto, status: statusRaw as EditorialStatus } };
}

export interface ImportReport {
  created: string[];
  updated: string[];
  failed: { file: string; errors: Record<string, string[]> }[];
}

/** What the importer needs from the authoring service (so the loop is testable without Nest). */
export interface ArticleUpserter {
  upsertArticleBySlug(dto: ArticleDto & { slug: string }, status: EditorialStatus): Promise<{ id: number; created: boolean }>;
}

/** Imports every `*.md` file of a folder (sorted by name); a bad file is reported and skipped. */
export async function importArticleFolder(folder: string, target: ArticleUpserter): Promise<ImportReport> {
  const report: ImportReport = { created: [], updated: [], failed: [] };
  const files = (await readdir(folder)).filter((f) => extname(f).toLowerCase() === '.md').sort();
  for (const file of files) {
    const parsed = parseArticleFile(await readFile(join(folder, file), 'utf8'));
    if (!parsed.ok) {
      report.failed.push({ file, errors: parsed.errors });
      continue;
    }
    try {
      const result = await target.upsertArticleBySlug(parsed.value.dto, parsed.value.status);
      (result.created ? report.created : report.updated).push(`${file} → ${articleTypeName(parsed.value.dto.type)} #${result.id}`);
    } catch (error) {
      const body = (error as { toBody?: () => { errors?: Record<string, string[]>; message?: string } }).toBody?.();
      report.failed.push({ file, errors: body?.errors ?? { file: [body?.message ?? (error instanceof Error ? error.message : String(error))] } });
    }
  }
  return report;
}
