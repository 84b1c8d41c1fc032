import { matchPath } from 'react-router-dom';

/** True when the pathname matches one of the react-router patterns (whole path, case-insensitive). */
export function matchesAny(patterns: readonly string[], pathname: string): boolean {
  return patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}

/**
 * Sub-sites with a header of their own inside the remote (docs/product.md §2 consulting and vacant-house-bank
 * layouts): the default header and the return-to-post button are not rendered there.
 */
export const SUB_SITE_PATTERNS = ['/airyflow', '/airyflow/*', '/akiyabank', '/akiyabank/*'] as const;

/** Pages whose footer contents are hidden (docs/product.md §2: contact-project, login-register and post pages). */
export const FOOTER_CONTENTS_HIDDEN_PATTERNS = ['/contact/project', '/contact/project/:id', '/login/register', '/post'] as const;

/** Pages without the return-to-post button (docs/product.md §2: post, contact-project-id, my-page, login-register). */
export const RETURN_TO_POST_HIDDEN_PATTERNS = [
  '/post',
  '/contact/project',
  '/contact/project/*',
  '/my-page',
  '/my-page/*',
  '/login/register',
] as const;

export const isSubSitePath = (pathname: string) => matchesAny(SUB_SITE_PATTERNS, pathname);
export const isFooterContentsHidden = (pathname: string) => matchesAny(FOOTER_CONTENTS_HIDDEN_PATTERNS, pathname);
export const isReturnToPostHidden = (pathname: string) => matchesAny(RETURN_TO_POST_HIDDEN_PATTERNS, pathname);

/** A path on this site ('/x'), not a protocol-relative or absolute URL ('//evil', 'https://…', '/\\evil'). */
export function isSameSitePath(value: unknown): value is string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value);
}
