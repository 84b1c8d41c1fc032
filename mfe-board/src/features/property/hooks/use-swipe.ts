import { useRef, type PointerEvent } from 'react';
import { swipeDirection, type PointerSample, type SwipeDirection } from '../utils/swipe';

export interface SwipeHandlers {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel: () => void;
  /** True right after a swipe, so the click that follows a pointerup can be ignored. */
  consumeSwipe: () => boolean;
}

/**
 * Swipe detection with pointer events (touch, pen and mouse drags). The element should have
 * `touch-action: pan-y` so that vertical scrolling stays with the browser.
 */
export function useSwipe(onSwipe: (direction: SwipeDirection) => void): SwipeHandlers {
  const start = useRef<(PointerSample & { id: number }) | null>(null);
  const swiped = useRef(false);

  return {
    onPointerDown: (event) => {
      if (!event.isPrimary) return;
      swiped.current = false;
      start.current = { id: event.pointerId, x: event.clientX, y: event.clientY, time: event.timeStamp };
    },
    onPointerUp: (event) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const direction = swipeDirection(from, { x: event.clientX, y: event.clientY, time: event.timeStamp });
      if (direction) {
        swiped.current = true;
        onSwipe(direction);
      }
    },
    onPointerCancel: () => {
      start.current = null;
    },
    consumeSwipe: () => {
      const was = swiped.current;
      swiped.current = false;
      return was;
    },
  };
}
