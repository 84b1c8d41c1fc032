import { useEffect, useState } from 'react';
import { shuffle } from '../utils/shuffle';
import { useDocumentHidden } from './use-document-hidden';

/**
 * Order and position of a slideshow: the slides are shuffled once when it mounts (once per visit of
 * the page) and the position advances every `intervalMs`, paused while the tab is hidden.
 */
export function useSlideshow<T>(slides: readonly T[], intervalMs: number, random?: () => number): { order: T[]; active: number } {
  const [order] = useState(() => shuffle(slides, random));
  const [active, setActive] = useState(0);
  const hidden = useDocumentHidden();
  const count = order.length;

  useEffect(() => {
    if (hidden || count < 2) return;
    const timer = window.setInterval(() => setActive((i) => (i + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [hidden, count, intervalMs]);

  return { order, active };
}
