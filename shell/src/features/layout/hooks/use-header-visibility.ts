import { useEffect, useRef, useState } from 'react';
import { TIMINGS } from '@akiya/contracts';

export interface HeaderScrollState {
  hidden: boolean;
  lastY: number;
  /** Upward scroll events since the last downward one. */
  upCount: number;
}

export const INITIAL_HEADER_SCROLL: HeaderScrollState = { hidden: false, lastY: 0, upCount: 0 };

/** Upward scroll events needed before a hidden header reappears. */
export const UP_SCROLLS_TO_SHOW = 2;

/**
 * Spec docs/product.md §2: the header hides on scroll down and reappears after scrolling up twice (two separate
 * upward scroll events); at or above the threshold (scrollY ≤ 100 px) it is always shown and the
 * count starts again.
 */
export function nextHeaderScrollState(state: HeaderScrollState, y: number): HeaderScrollState {
  if (y <= TIMINGS.scrollThresholdPx) return { hidden: false, lastY: y, upCount: 0 };
  if (y > state.lastY) return { hidden: true, lastY: y, upCount: 0 };
  if (y < state.lastY) {
    const upCount = state.upCount + 1;
    return { hidden: upCount >= UP_SCROLLS_TO_SHOW ? false : state.hidden, lastY: y, upCount };
  }
  return state;
}

/**
 * Whether the header is scrolled away (true) or shown, following the window's scroll events. A new
 * page (`page`, the pathname) shows it again, wherever the window stands: a page reached from far
 * down another one (a form's submit button) would otherwise open without its header, and a short
 * page gives no room to scroll it back. The first page is not a new one: scrolled down before the
 * scripts ran, it hides the header as the first scroll event would have.
 */
export function useHeaderHidden(page?: string): boolean {
  const [state, setState] = useState<HeaderScrollState>(INITIAL_HEADER_SCROLL);
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    setState({ hidden: false, lastY: window.scrollY, upCount: 0 });
  }, [page]);
  useEffect(() => {
    const onScroll = () => setState((s) => nextHeaderScrollState(s, window.scrollY));
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return state.hidden;
}
