import { PAGINATION_TITLES } from '@akiya/contracts';

export const NEWS_PATH = '/news';
export const NEWS_TITLE = PAGINATION_TITLES.news;

export function newsCategoryPath(categoryName: string): string {
  return `${NEWS_PATH}/category/${encodeURIComponent(categoryName)}`;
}

export function newsPath(id: number): string {
  return `${NEWS_PATH}/${id}`;
}
