import { Dialog, type DialogProps } from './dialog';

export interface DrawerProps extends Omit<DialogProps, 'placement' | 'size'> {
  /** The panel's largest width in px (default 420); narrower screens get 88 % of their width. */
  width?: number;
}

/**
 * A panel sliding in from the right edge, full height, for menus and filter panels: a Dialog placed
 * at the end (the same name, focus trap, Esc / backdrop / close button, scroll lock, focus return
 * and closing animation).
 */
export function Drawer({ width = 420, ...props }: DrawerProps) {
  return <Dialog {...props} placement="end" width={width} />;
}
