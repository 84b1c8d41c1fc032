import { ARTICLE_TYPE_PATHS, ARTICLE_TYPES, PAGINATION_TITLES, type ArticleType, type ArticleTypeName } from '@akiya/contracts';

/** Each article type's code, path and title (the pagination title of docs/product.md §7). */
export interface ArticleTypeInfo {
  name: ArticleTypeName;
  type: ArticleType;
  path: string;
  title: string;
}

export const ARTICLE_TYPE_NAMES = Object.keys(ARTICLE_TYPES) as ArticleTypeName[];

export function articleTypeInfo(name: ArticleTypeName): ArticleTypeInfo {
  return { name, type: ARTICLE_TYPES[name], path: ARTICLE_TYPE_PATHS[name], title: PAGINATION_TITLES[name] };
}

/** Base path of the story category lists. */
export const REVIEW_CATEGORY_PATH = '/reviews/category';
