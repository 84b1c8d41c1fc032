import { TIMINGS } from '@akiya/contracts';
import { useState } from 'react';
import { useSlideshow } from '../hooks/use-slideshow';
import type { Slide } from '../slides';
import styles from './hero-slideshow.module.css';

export interface HeroSlideshowProps {
  slides: readonly Slide[];
  intervalMs?: number;
  /** Random source of the shuffle (tests pass a fixed one). */
  random?: () => number;
}

/**
 * The top page's cross-fading background (docs/product.md §2): the slides in random order, one every 3 s.
 * Decorative, so hidden from assistive technology; with reduced motion the change is instant.
 */
export function HeroSlideshow({ slides, intervalMs = TIMINGS.slideshowIntervalMs, random }: HeroSlideshowProps) {
  const { order, active } = useSlideshow(slides, intervalMs, random);
  // Only the slides shown so far and the next one are fetched: the first visit to the top page
  // downloads two images, not fifteen. Once fetched, a slide keeps its src (no refetch on wrap).
  const [reached, setReached] = useState(active);
  if (active > reached) setReached(active);
  const fetchUpTo = Math.max(reached, active) + 1;
  return (
    <div className={styles.slideshow} aria-hidden="true" data-testid="hero-slideshow">
      {order.map((slide, position) => (
        <img
          key={slide.src + slide.title}
          className={position === active ? `${styles.slide} ${styles.active}` : styles.slide}
          src={position <= fetchUpTo ? slide.src : undefined}
          alt=""
          data-testid="hero-slide"
          data-title={slide.title}
          data-active={position === active ? 'true' : 'false'}
          decoding="async"
          data-src={slide.src}
          fetchPriority={position === 0 ? 'high' : 'low'}
          draggable={false}
        />
      ))}
      <div className={styles.shade} />
    </div>
  );
}
