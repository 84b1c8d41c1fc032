import type { ReactNode } from 'react';

/**
 * The small content model of the static pages. Page texts live in `features/<page>/content/` as data
 * of these types, so an editor changes wording without touching a component.
 *
 * A block is one of:
 * - a string or a React node: one paragraph (use a node when the paragraph holds a link);
 * - `{ kind: 'list' }`: a bulleted (or, with `ordered`, numbered) list;
 * - `{ kind: 'subsection' }`: an h3 heading with its own blocks;
 * - `{ kind: 'table' }`: a two-column table of labelled rows (会社概要, 特定商取引法に基づく表記 …); its
 *   caption names it for screen readers and is hidden with `hideCaption` when the h2 above says the same;
 * - `{ kind: 'note' }`: a boxed remark set apart from the running text;
 * - `{ kind: 'catchphrase' }`: one short line set large, such as the company's mission;
 * - `{ kind: 'steps' }`: a numbered step list (取引の流れ …); `label` names the list for screen readers.
 */
export type ContentBlock =
  | string
  | { kind: 'paragraph'; content: ReactNode }
  | { kind: 'list'; items: ReactNode[]; ordered?: boolean }
  | { kind: 'subsection'; heading: string; blocks: ContentBlock[] }
  | { kind: 'table'; caption: string; rows: TableRow[]; hideCaption?: boolean }
  | { kind: 'note'; content: ReactNode }
  | { kind: 'catchphrase'; text: string }
  | { kind: 'steps'; label: string; steps: Step[] };

/** One step of a step list: an h3 title and its explanation. */
export interface Step {
  title: string;
  body: ReactNode;
}

export interface TableRow {
  label: string;
  value: ReactNode;
}

/** An h2 section of a page. `id` is the anchor used by the table of contents (ASCII, kebab-case). */
export interface ContentSection {
  id: string;
  heading: string;
  blocks: ContentBlock[];
}

/** What every static page declares about itself. */
export interface PageMeta {
  /** The h1, the breadcrumb's last item and the document title ("title | 家いちば"). */
  title: string;
  /** ISO calendar date of the last change of the text, shown as 最終更新日. */
  updatedAt: string;
}
