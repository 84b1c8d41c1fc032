/** Site paths of the articles by type and of the staff authoring screens. */
import { ARTICLE_TYPES, type ArticleTypeName } from '../constants';

/** The site path of each article type (docs/product.md §2): /reviews/{id}, /thanks-letter/{id}, … */
export const ARTICLE_TYPE_PATHS: { readonly [K in ArticleTypeName]: string } = {
  reviews: '/reviews',
  letters: '/thanks-letter',
  shop: '/shop',
  towns: '/towns',
  blog: '/blog',
  case: '/case',
};

/** The type name of an article type code, or undefined for an unknown code. */
export function articleTypeName(type: number): ArticleTypeName | undefined {
  return (Object.keys(ARTICLE_TYPES) as ArticleTypeName[]).find((name) => ARTICLE_TYPES[name] === type);
}

/** The site path of an article: `/reviews/12`. */
export function articlePath(type: number, id: number): string {
  const name = articleTypeName(type);
  return `${name ? ARTICLE_TYPE_PATHS[name] : '/blog'}/${id}`;
}

/** The staff authoring screens in the my-page (staff only): /my-page/staff/editorial/{section}/{id}. */
export const STAFF_EDITORIAL_PATH = '/my-page/staff/editorial';
export type StaffEditorialSection = ArticleTypeName | 'news' | 'solutions';

/** The staff editor of one entry (or the section's list without an id). */
export function staffEditorialPath(section: StaffEditorialSection, id?: number): string {
  return id === undefined ? `${STAFF_EDITORIAL_PATH}/${section}` : `${STAFF_EDITORIAL_PATH}/${section}/${id}`;
}
