import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { formatMessage, type ListingImage } from '@akiya/contracts';
import { SitePhoto } from '@akiya/shared-ui';
import { BOARD_TEXTS } from '../../../config/texts';
import { useSwipe } from '../hooks/use-swipe';
import { GalleryLightbox } from './gallery-lightbox';
import { GallerySteps } from './gallery-steps';
import styles from './property-gallery.module.css';

/** The main photo's width on screen: the page's width on a phone, three fifths of it from 850 px. */
const PHOTO_SIZES = '(min-width: 1080px) 640px, (min-width: 850px) 60vw, 100vw';

/** Display size of the photos (the seed and uploads are 4:3); set on every <img> against layout shift. */
export const PHOTO_WIDTH = 1200;
export const PHOTO_HEIGHT = 900;

/**
 * The listing's photos: a large cover photo with its comment, previous/next buttons, a counter
 * (3 / 8), thumbnails, ← / → keys while focus is in the gallery, swipe on touch screens, and a
 * full-screen view (拡大) with the same controls.
 */
export function PropertyGallery({ images, title }: { images: ListingImage[]; title: string }) {
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const [focusThumb, setFocusThumb] = useState(false);
  const expandRef = useRef<HTMLButtonElement>(null);
  const thumbRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const total = images.length;

  const go = useCallback((delta: number) => setIndex((i) => (total === 0 ? 0 : (i + delta + total) % total)), [total]);
  const swipe = useSwipe((direction) => go(direction === 'next' ? 1 : -1));

  // Arrow keys on a thumbnail move the focus along with the photo (roving focus).
  useEffect(() => {
    if (!focusThumb) return;
    thumbRefs.current[index]?.focus();
    setFocusThumb(false);
  }, [index, focusThumb]);

  if (total === 0) {
    return (
      <section className={styles.gallery} aria-label={BOARD_TEXTS.galleryLabel}>
        <div className={`${styles.stage} ${styles.empty}`}>{BOARD_TEXTS.noPhoto}</div>
      </section>
    );
  }

  const current = images[Math.min(index, total - 1)];
  const counter = formatMessage(BOARD_TEXTS.galleryCounter, { current: index + 1, total });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const onThumb = thumbRefs.current.includes(document.activeElement as HTMLButtonElement);
    go(event.key === 'ArrowRight' ? 1 : -1);
    if (onThumb) setFocusThumb(true);
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the arrow keys step through the photos while the focus is on one of the gallery's buttons
    <section className={styles.gallery} aria-label={BOARD_TEXTS.galleryLabel} onKeyDown={onKeyDown}>
      <figure className={styles.figure}>
        <div
          className={styles.stage}
          data-testid="gallery-stage"
          onPointerDown={swipe.onPointerDown}
          onPointerUp={swipe.onPointerUp}
          onPointerCancel={swipe.onPointerCancel}
        >
          {/* A tap on the photo is a pointer shortcut for the 拡大表示 button below, which keyboard and screen-reader users use. */}
          <SitePhoto
            key={current.path}
            maxWidth={1200}
            sizes={PHOTO_SIZES}
            className={styles.photo}
            src={current.path}
            alt={current.comment || title}
            width={PHOTO_WIDTH}
            height={PHOTO_HEIGHT}
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : 'auto'}
            decoding="async"
            draggable={false}
            onClick={() => {
              if (!swipe.consumeSwipe()) setOpen(true);
            }}
          />
          <GallerySteps total={total} onStep={go} previousClassName={`${styles.step} ${styles.stepPrevious}`} nextClassName={`${styles.step} ${styles.stepNext}`} />
          <p className={styles.counter} aria-live="polite" aria-atomic="true" data-testid="gallery-counter">
            {counter}
          </p>
          <button
            ref={expandRef}
            type="button"
            className={styles.expand}
            aria-label={formatMessage(BOARD_TEXTS.galleryOpen, { current: index + 1, total })}
            aria-haspopup="dialog"
            onClick={() => setOpen(true)}
          >
            <span aria-hidden="true">⤢</span>
          </button>
        </div>
        <figcaption className={styles.caption}>{current.comment || '\u00a0'}</figcaption>
      </figure>
      {total > 1 ? (
        <ul className={styles.thumbs} aria-label={BOARD_TEXTS.galleryThumbs}>
          {images.map((image, i) => (
            <li key={`${image.path}-${i}`}>
              <button
                ref={(el) => {
                  thumbRefs.current[i] = el;
                }}
                type="button"
                className={styles.thumb}
                aria-label={formatMessage(BOARD_TEXTS.photoThumb, { n: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                tabIndex={i === index ? 0 : -1}
                onClick={() => setIndex(i)}
              >
                {/* 76 / 92 px wide: the 320-px WebP copy at most (2×–4× screens included). */}
                <SitePhoto src={image.path} maxWidth={320} sizes="(min-width: 600px) 92px, 76px" alt="" loading="lazy" decoding="async" width={160} height={120} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {open ? (
        <GalleryLightbox
          images={images}
          index={index}
          title={title}
          onStep={go}
          onClose={() => setOpen(false)}
          returnFocus={expandRef}
        />
      ) : null}
    </section>
  );
}
