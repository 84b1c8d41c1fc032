import type { ReactNode } from 'react';
import styles from './content.module.css';

interface CardGridProps<T extends { title: string }> {
  items: readonly T[];
  /** Stands above a card's title, e.g. its number; the cards of most sections have none. */
  eyebrow?: (index: number) => ReactNode;
  /** What a card shows under its title. */
  children: (item: T) => ReactNode;
}

/** The three-column list of titled cards that the concept, service and works sections of the top share. */
export function CardGrid<T extends { title: string }>({ items, eyebrow, children }: CardGridProps<T>) {
  return (
    <ul className={`${styles.grid} ${styles.grid3}`}>
      {items.map((item, index) => (
        <li key={item.title} className={styles.card}>
          {eyebrow?.(index)}
          <h3 className={styles.cardTitle}>{item.title}</h3>
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
