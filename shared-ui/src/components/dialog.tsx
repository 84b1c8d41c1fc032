import { useId, useRef, type CSSProperties, type KeyboardEventHandler, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { MESSAGES } from '@akiya/contracts';
import { useBodyScrollLock } from '../hooks/use-body-scroll-lock';
import { useFocusTrap } from '../hooks/use-focus-trap';
import { usePresence } from '../hooks/use-presence';
import { Icon } from './icon';
import styles from './dialog.module.css';

export interface DialogProps {
  open: boolean;
  /** The dialog's name: the visible heading, unless `head` replaces it (then the aria-label). */
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Length of the closing fade in ms (0: unmounts at once). */
  closeMs?: number;
  /** Element to focus on opening; default the one marked `data-autofocus`, else the first focusable one. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Text of the close button's accessible name. */
  closeLabel?: string;
  /** Show the close button's text next to its icon (default: the icon alone, named by `closeLabel`). */
  closeText?: boolean;
  /** Width of the panel from 600 px: 'narrow' 440 px (default), 'wide' 640 px; 'full' fills the screen at every width. Below 600 px a bottom sheet. */
  size?: 'narrow' | 'wide' | 'full';
  /** 'dark': light text on a nearly black surface (a photo viewer). */
  tone?: 'light' | 'dark';
  /** 'center' (default); 'end': a drawer sliding in from the right edge, full height (see Drawer). */
  placement?: 'center' | 'end';
  /** What the head shows instead of the title heading (a mark, a counter); the title then names the dialog. */
  head?: ReactNode;
  /** The body without padding (content with its own, such as a menu's lists). */
  flush?: boolean;
  /** The panel's largest width in px (instead of `size`'s). */
  width?: number;
  /** The panel's id (for a control's aria-controls). */
  id?: string;
  /** A class for the panel (its own colours, a width). */
  className?: string;
  /** Keys on the panel besides Esc and Tab (arrow keys of a photo viewer). */
  onKeyDown?: KeyboardEventHandler<HTMLDivElement>;
  /** Rendered into document.body (above any stacking context of the page around it). Browser only. */
  portal?: boolean;
  'data-testid'?: string;
}

/**
 * A modal dialog: role="dialog" with aria-modal, named by its title, focus kept inside (one
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
  closeText = false,
  size = 'narrow',
  placement = 'center',
  tone = 'light',
  head,
  flush = false,
  width,
  id,
  className,
  onKeyDown,
  portal = false,
  'data-testid': testId,
}: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const { mounted, closing } = usePresence(open, closeMs);
  useBodyScrollLock(open);
  useFocusTrap(panel, open && mounted, onClose, initialFocus);
  if (!mounted) return null;
  const rootClass = [styles.root, placement === 'end' ? styles.end : '', size === 'full' ? styles.fullRoot : '', tone === 'dark' ? styles.dark : '', closing ? styles.closing : ''];
  const panelClass = [styles.panel, size === 'wide' ? styles.wide : '', size === 'full' ? styles.full : '', className];
  const dialog = (
    <div className={rootClass.filter(Boolean).join(' ')} style={{ '--modal-ms': `${closeMs}ms`, ...(width ? { '--panel-width': `${width}px` } : {}) } as CSSProperties}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- keys of the dialog's own (arrows of a photo viewer); Esc and Tab are the focus trap's */}
      <div
        ref={panel}
        id={id}
        className={panelClass.filter(Boolean).join(' ')}
        role="dialog"
        aria-modal="true"
        aria-labelledby={head === undefined ? titleId : undefined}
        aria-label={head === undefined ? undefined : title}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        data-testid={testId}
      >
        <div className={styles.head}>
          {head === undefined ? (
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
          ) : (
            head
          )}
          <button
            type="button"
            className={closeText ? `${styles.close} ${styles.closeText}` : styles.close}
            onClick={onClose}
            aria-label={closeText ? undefined : closeLabel}
          >
            <Icon name="close" />
            {closeText ? <span>{closeLabel}</span> : null}
          </button>
        </div>
        <div className={flush ? `${styles.body} ${styles.flush}` : styles.body}>{children}</div>
      </div>
    </div>
  );
  return portal ? createPortal(dialog, document.body) : dialog;
}
