import { isDigits } from '@akiya/contracts';

// The route parameters a page and its route's loader both read: one reading for both, so the loader
// starts exactly the queries the page asks for.

/** The number of an id parameter (`:id`, `:propertyId`), once DigitsRoute has let it through. */
export function idOf(param: string | undefined): number {
  return Number(param);
}

/** The page of an optional `/page/:page` parameter: 1 without it. */
export function pageOf(param: string | undefined): number {
  return param ? Number(param) : 1;
}

/**
 * Whether every named parameter present is digits only: what DigitsRoute checks before it renders
 * the page (otherwise the 404 page, which asks for nothing).
 */
export function digitsOnly(params: Readonly<Record<string, string | undefined>>, names: readonly string[] = ['page']): boolean {
  return names.every((name) => params[name] === undefined || isDigits(params[name] ?? ''));
}
