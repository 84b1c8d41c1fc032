import { capBadge } from '@akiya/contracts';

/**
 * Unread count capped at 99 (docs/product.md §9); nothing when there is nothing unread. The visual badge is
 * hidden from assistive technology: the control carrying it names the count in its own text
 * (see `unreadLabel`).
 */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  const text = capBadge(count);
  if (!text) return null;
  return (
    <span className={className} data-testid="unread-badge" aria-hidden="true">
      {text}
    </span>
  );
}

/** Screen-reader text for an unread count ('' when nothing is unread). */
export function unreadLabel(count: number): string {
  const text = capBadge(count);
  return text ? `（未読 ${text} 件）` : '';
}
