/** Ease-in-out (cubic) over t in [0, 1]. */
export function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - Math.pow(-2 * t + 2, 3) / 2;
}

/** Page Y at which `element` sits `offset` px below the top of the window (never negative). */
export function anchorScrollTop(element: Element, offset: number): number {
  return Math.max(0, Math.round(element.getBoundingClientRect().top + window.scrollY - offset));
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls the window to `targetY` over `durationMs` (instantly when the user prefers reduced motion).
 * The user's own wheel or touch stops the animation. Returns a function that cancels it.
 */
export function smoothScrollTo(targetY: number, durationMs: number): () => void {
  const startY = window.scrollY;
  const distance = targetY - startY;
  if (distance === 0) return () => undefined;
  if (durationMs <= 0 || prefersReducedMotion()) {
    window.scrollTo(0, targetY);
    return () => undefined;
  }

  let frame = 0;
  let startTime: number | null = null;
  const stop = () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('wheel', stop);
    window.removeEventListener('touchstart', stop);
  };
  const step = (now: number) => {
    if (startTime === null) startTime = now;
    const t = Math.min(1, (now - startTime) / durationMs);
    window.scrollTo(0, startY + distance * easeInOutCubic(t));
    if (t < 1) frame = requestAnimationFrame(step);
    else stop();
  };
  window.addEventListener('wheel', stop, { passive: true });
  window.addEventListener('touchstart', stop, { passive: true });
  frame = requestAnimationFrame(step);
  return stop;
}
