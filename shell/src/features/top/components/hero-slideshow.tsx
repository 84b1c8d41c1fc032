import { TIMINGS } from '@akiya/contracts';
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
 * The top page's cross-fading background (spec §2): the slides in random order, one every 3 s.
 * Decorative, so hidden from assistive technology; with reduced motion the change is instant.
 */
export function HeroSlideshow({ slides, intervalMs = TIMINGS.slideshowIntervalMs, random }: HeroSlideshowProps) {
  const { order, active } = useSlideshow(slides, intervalMs, random);
  return (
    <div className={styles.slideshow} aria-hidden="true" data-testid="hero-slideshow">
      {order.map((slide, position) => (
        <img
          key={slide.src + slide.title}
          className={position === active ? `${styles.slide} ${styles.active}` : styles.slide}
          src={slide.src}
          alt=""
          data-testid="hero-slide"
          data-title={slide.title}
          data-active={position === active ? 'true' : 'false'}
          decoding="async"
          fetchPriority={position === 0 ? 'high' : 'low'}
          draggable={false}
        />
      ))}
      <div className={styles.shade} />
    </div>
  );
}
