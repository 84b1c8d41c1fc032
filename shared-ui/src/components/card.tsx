import type { HTMLAttributes, ReactNode } from 'react';
import styles from './card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element to render (a <section> with a heading, an <li> in a list…); default <div>. */
  as?: 'div' | 'section' | 'article' | 'li' | 'aside';
  /** 'muted' for a quiet box on the page colour (empty states, notes). */
  tone?: 'default' | 'muted';
  children: ReactNode;
}

/** The site's surface: white box, hairline border, rounded corners, padding. */
export function Card({ as: Tag = 'div', tone = 'default', className, children, ...rest }: CardProps) {
  return (
    <Tag className={[styles.card, tone === 'muted' ? styles.muted : '', className].filter(Boolean).join(' ')} {...rest}>
      {children}
    </Tag>
  );
}

/**
 * Class names of the card look for other elements: `link` a whole card that is one link (border,
 * surface, hover), `media` a photo box whose <img> covers it, `noMedia` the text of a box without a photo.
 */
export const cardStyles = {
  link: styles.link,
  media: styles.media,
  noMedia: styles.noMedia,
};
