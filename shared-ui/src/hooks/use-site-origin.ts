import { useAppSelector } from '../store/hooks';
import { selectSiteOrigin } from '../store/common-slice';

/**
 * The site's origin (https://example.jp) for absolute URLs: the one the server rendered the page
 * with (so the browser's hydration writes the same), else this browser's.
 */
export function useSiteOrigin(): string {
  const fromServer = useAppSelector(selectSiteOrigin);
  return fromServer ?? (typeof window !== 'undefined' ? window.location.origin : '');
}
