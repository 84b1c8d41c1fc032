/** A horizontal swipe must travel at least this far (px)… */
export const SWIPE_MIN_DISTANCE = 40;
/** …and be clearly more horizontal than vertical (|dx| > |dy| × this), so scrolling is not a swipe. */
export const SWIPE_DIRECTION_RATIO = 1.2;
/** A slow drag is not a swipe (ms). */
export const SWIPE_MAX_DURATION = 800;

export type SwipeDirection = 'next' | 'previous';

export interface PointerSample {
  x: number;
  y: number;
  time: number;
}

/**
 * The direction of a finished gesture, or null when it was not a swipe. Swiping left (finger moves
 * to the left) shows the next photo, swiping right the previous one.
 */
export function swipeDirection(start: PointerSample, end: PointerSample): SwipeDirection | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (end.time - start.time > SWIPE_MAX_DURATION) return null;
  if (Math.abs(dx) < SWIPE_MIN_DISTANCE) return null;
  if (Math.abs(dx) <= Math.abs(dy) * SWIPE_DIRECTION_RATIO) return null;
  return dx < 0 ? 'next' : 'previous';
}
