import { BOARD_TEXTS } from '../../../config/texts';

export interface GalleryStepsProps {
  /** How many photos the gallery has: the arrows show only when there is another one to step to. */
  total: number;
  /** Called with -1 (previous) or 1 (next). */
  onStep: (delta: number) => void;
  /** The class of each arrow (the page's gallery and the enlarged view place them differently). */
  previousClassName: string;
  nextClassName: string;
}

/** The previous / next arrows of the listing's photos, on the page's gallery and in the enlarged view alike. */
export function GallerySteps({ total, onStep, previousClassName, nextClassName }: GalleryStepsProps) {
  if (total < 2) return null;
  return (
    <>
      <button type="button" className={previousClassName} aria-label={BOARD_TEXTS.galleryPrevious} onClick={() => onStep(-1)}>
        <span aria-hidden="true">‹</span>
      </button>
      <button type="button" className={nextClassName} aria-label={BOARD_TEXTS.galleryNext} onClick={() => onStep(1)}>
        <span aria-hidden="true">›</span>
      </button>
    </>
  );
}
