import type { ReactNode } from 'react';

export interface HeadedBlockProps {
  /** The landmark: a section, or a nav for a block of links. */
  as?: 'section' | 'nav';
  className: string;
  /** The id of the h2, which names the landmark (aria-labelledby). */
  headingId: string;
  headingClassName: string;
  heading: ReactNode;
  testId?: string;
  children: ReactNode;
}

/**
 * A block of the board's pages named by its own h2 (the property page's overview, map, seller and
 * share blocks, the prefecture page's municipalities), so that screen readers list it by that name.
 * Each block keeps the look of its own CSS module.
 */
export function HeadedBlock({ as: Landmark = 'section', className, headingId, headingClassName, heading, testId, children }: HeadedBlockProps) {
  return (
    <Landmark className={className} aria-labelledby={headingId} data-testid={testId}>
      <h2 id={headingId} className={headingClassName}>
        {heading}
      </h2>
      {children}
    </Landmark>
  );
}
