import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { TIMINGS } from '@akiya/contracts';
import { anchorScrollTop, smoothScrollTo } from '../utils/smooth-scroll';

/**
 * Smooth scroll of the consulting top (docs/product.md §9: offset 150 px, 800 ms). Each navigation to
 * /airyflow#<anchor> — the header's in-page links, a link from another page, a reload — scrolls to
 * that section and moves focus to it; the logo (no hash) scrolls back to the top.
 */
export function useAnchorScroll(): void {
  const { hash, key } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    const initial = first.current;
    first.current = false;
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!id) {
      return initial ? undefined : smoothScrollTo(0, TIMINGS.scrollDurationMs);
    }
    const target = document.getElementById(id);
    if (!target) return undefined;
    const cancel = smoothScrollTo(anchorScrollTop(target, TIMINGS.scrollOffset), TIMINGS.scrollDurationMs);
    target.focus({ preventScroll: true });
    return cancel;
  }, [hash, key]);
}
