import { useEffect, type KeyboardEvent, type RefObject } from 'react';
import { formatMessage, type ListingImage } from '@akiya/contracts';
import { BOARD_TEXTS } from '../../../config/texts';
import { Dialog } from '@akiya/shared-ui';
import { useSwipe } from '../hooks/use-swipe';
import { GallerySteps } from './gallery-steps';
import styles from './gallery-lightbox.module.css';

interface GalleryLightboxProps {
  images: ListingImage[];
  index: number;
  title: string;
  onStep: (delta: number) => void;
  onClose: () => void;
  /** Gets the focus back when the view closes. */
  returnFocus: RefObject<HTMLElement | null>;
}

/**
 * Full-screen photo view: a modal dialog (focus moves in, Tab stays inside, Esc closes and the focus
 * returns to the button that opened it), ← / → and swipe to change the photo.
 */
export function GalleryLightbox({ images, index, title, onStep, onClose, returnFocus }: GalleryLightboxProps) {
  const swipe = useSwipe((direction) => onStep(direction === 'next' ? 1 : -1));
  const image = images[index];
  const total = images.length;
  const counter = formatMessage(BOARD_TEXTS.galleryCounter, { current: index + 1, total });

  // After the trap has given the focus back: to the button that opened the view, wherever it came from.
  useEffect(() => () => returnFocus.current?.focus(), [returnFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Keys handled here must not reach the inline gallery around the portal as well.
    // (Escape and Tab are the focus trap's.)
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.stopPropagation();
      event.preventDefault();
      onStep(event.key === 'ArrowRight' ? 1 : -1);
    }
  };

  return (
    <Dialog
      open
      title={`${BOARD_TEXTS.galleryFullscreen}（${counter}）`}
      head={
        <p className={styles.counter} aria-live="polite" data-testid="lightbox-counter">
          {counter}
        </p>
      }
      onClose={onClose}
      closeLabel={BOARD_TEXTS.galleryClose}
      closeText
      size="full"
      tone="dark"
      portal
      onKeyDown={onKeyDown}
    >
      <figure
        className={styles.figure}
        onPointerDown={swipe.onPointerDown}
        onPointerUp={swipe.onPointerUp}
        onPointerCancel={swipe.onPointerCancel}
      >
        <img key={image.path} className={styles.image} src={image.path} alt={image.comment || title} width={1200} height={900} draggable={false} />
        {image.comment ? <figcaption className={styles.caption}>{image.comment}</figcaption> : null}
      </figure>
      <GallerySteps total={total} onStep={onStep} previousClassName={`${styles.step} ${styles.previous}`} nextClassName={`${styles.step} ${styles.next}`} />
    </Dialog>
  );
}
