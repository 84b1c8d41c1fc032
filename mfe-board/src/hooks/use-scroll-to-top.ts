import { useEffect } from 'react';
import { useNavigationType } from 'react-router-dom';

/**
 * Scrolls the window to the top whenever `key` changes through a link or a navigate() call (a new
 * page, a new sort). Back/forward (POP) is left alone so the browser can restore the position.
 */
export function useScrollToTop(key: string): void {
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
  }, [key, navigationType]);
}
