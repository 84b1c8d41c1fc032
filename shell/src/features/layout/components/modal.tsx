import { useId, useRef, type CSSProperties, type ReactNode } from 'react';
import { useBodyScrollLock } from '../hooks/use-body-scroll-lock';
import { useFocusTrap } from '../hooks/use-focus-trap';
import { usePresence } from '../hooks/use-presence';
import { Icon } from './icon';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Length of the closing animation (spec §9 dialog close delay). */
  closeMs: number;
  children: ReactNode;
}

/**
 * An accessible modal dialog: labelled by its title, focus kept inside, Esc and the backdrop close
 * it, page scrolling locked while open, a short fade on close.
 */
export function Modal({ open, title, onClose, closeMs, children }: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const { mounted, closing } = usePresence(open, closeMs);
  useBodyScrollLock(open);
  useFocusTrap(panel, open && mounted, onClose);
  if (!mounted) return null;
  return (
    <div className={closing ? `${styles.root} ${styles.closing}` : styles.root} style={{ '--modal-ms': `${closeMs}ms` } as CSSProperties}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div ref={panel} className={styles.panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label="閉じる">
            <Icon name="close" />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}
