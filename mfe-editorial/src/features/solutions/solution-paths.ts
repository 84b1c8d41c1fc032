import { PAGINATION_TITLES } from '@akiya/contracts';

export const SOLUTIONS_PATH = '/solution';
export const SOLUTIONS_TITLE = PAGINATION_TITLES.solutions;

export function solutionPath(id: number): string {
  return `${SOLUTIONS_PATH}/${id}`;
}
