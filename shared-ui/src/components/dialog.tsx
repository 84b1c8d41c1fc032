import { useId, useRef, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { MESSAGES } from '@akiya/contracts';
import { useBodyScrollLock } from '../hooks/use-body-scroll-lock';
import { useFocusTrap } from '../hooks/use-focus-trap';
import { usePresence } from '../hooks/use-presence';
import styles from './dialog.module.css';

export interface DialogProps {
  open: boolean;
  /** The visible heading; it also names the dialog (aria-labelledby). */
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Length of the closing fade in ms (0: unmounts at once). */
  closeMs?: number;
  /** Element to focus on opening; default the one marked `data-autofocus`, else the first focusable one. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Text of the close button's accessible name. */
  closeLabel?: string;
  /** Width of the panel from 600 px: 'narrow' 440 px (default), 'wide' 640 px. Below it is a bottom sheet. */
  size?: 'narrow' | 'wide';
}

/**
 * A modal dialog: role="dialog" with aria-modal, labelled by its title, focus kept inside (one
 * focus trap), Esc / the backdrop / the close button close it, focus goes back to the element that
 * opened it, page scrolling is locked while open, and a short fade runs on close.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  closeMs = 0,
  initialFocus,
  closeLabel = MESSAGES.close,
  size = 'narrow',
}: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const { mounted, closing } = usePresence(open, closeMs);
  useBodyScrollLock(open);
  useFocusTrap(panel, open && mounted, onClose, initialFocus);
  if (!mounted) return null;
  return (
    <div className={closing ? `${styles.root} ${styles.closing}` : styles.root} style={{ '--modal-ms': `${closeMs}ms` } as CSSProperties}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        className={size === 'wide' ? `${styles.panel} ${styles.wide}` : styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6 6 18" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}
