import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMINGS } from '@akiya/contracts';

/** closed → open → closing (the slide-out animation, TIMINGS.menuCloseMs) → closed. Only matters under 850 px. */
export type SideNavState = 'closed' | 'open' | 'closing';

export function useSideNav() {
  const [state, setState] = useState<SideNavState>('closed');
  const current = useRef<SideNavState>('closed');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const set = useCallback((next: SideNavState) => {
    current.current = next;
    setState(next);
  }, []);

  const clearTimer = useCallback(() => {
    if (timer.current !== null) {
      clearTimeout(timer.current);
      timer.current = null;
    }
  }, []);

  const open = useCallback(() => {
    clearTimer();
    set('open');
  }, [clearTimer, set]);

  const close = useCallback(() => {
    if (current.current !== 'open') return;
    set('closing');
    timer.current = setTimeout(() => {
      timer.current = null;
      set('closed');
    }, TIMINGS.menuCloseMs);
  }, [set]);

  useEffect(() => clearTimer, [clearTimer]);

  return { state, open, close };
}
