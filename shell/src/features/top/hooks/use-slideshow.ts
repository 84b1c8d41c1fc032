import { useEffect, useState } from 'react';
import { seededRandom } from '@akiya/contracts';
import { shuffle } from '../utils/shuffle';
import { useDocumentHidden } from './use-document-hidden';

/** Today's date (UTC) as a number: the server's and the browser's first render agree on it. */
function daySeed(now = Date.now()): number {
  return Math.floor(now / 86_400_000);
}

/**
 * Order and position of a slideshow, advancing every `intervalMs`, paused while the tab is hidden.
 * Without a random source the first render's order comes from the day (so the server-rendered page
 * and the browser's hydration show the same first slide), and once mounted the slides after the
 * first are shuffled again for this visit. With one (tests), that shuffle is the order.
 */
export function useSlideshow<T>(slides: readonly T[], intervalMs: number, random?: () => number): { order: T[]; active: number } {
  const [order, setOrder] = useState(() => shuffle(slides, random ?? seededRandom(daySeed())));
  useEffect(() => {
    if (random) return;
    setOrder((current) => [current[0], ...shuffle(current.slice(1))]);
  }, [random]);
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
