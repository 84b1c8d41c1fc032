import { useEffect, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Focus management of a modal surface while it is mounted: moves the focus in (to `initial`, else
 * the first focusable element), locks the page scroll, and gives the focus back to `returnFocus`
 * (or to whatever had it) when it closes.
 */
export function useModalFocus(
  container: RefObject<HTMLElement | null>,
  initial?: RefObject<HTMLElement | null>,
  returnFocus?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const previous = returnFocus?.current ?? (document.activeElement as HTMLElement | null);
    const target = initial?.current ?? container.current?.querySelector<HTMLElement>(FOCUSABLE) ?? container.current;
    target?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, [container, initial, returnFocus]);
}

/** Keeps Tab / Shift+Tab inside `container` (call from its onKeyDown). */
export function trapTab(event: KeyboardEvent<HTMLElement>, container: HTMLElement | null): void {
  if (event.key !== 'Tab' || !container) return;
  const focusable = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[inert]'));
  if (focusable.length === 0) {
    event.preventDefault();
    return;
  }
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && (document.activeElement === first || !container.contains(document.activeElement))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
