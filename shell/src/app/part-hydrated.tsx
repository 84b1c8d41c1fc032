import { Suspense, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { markPartHydrated } from '../early-input';

/**
 * Says a part of the page is React's (`data-hydrated`, early-input.ts): what the visitor did on its
 * server HTML is held until then. An effect inside the part's Suspense boundary runs once React has
 * hydrated the boundary, after those of the part's own components.
 */
export function PartHydrated({ part }: { part: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    if (part.current) markPartHydrated(part.current);
  }, [part]);
  return null;
}

/**
 * A Suspense boundary whose content hydrates after the page (a lazy page's code arrives later): its
 * server HTML is marked, so early input there waits for it rather than for the page's first commit.
 */
export function HydratesLater({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const part = useRef<HTMLDivElement>(null);
  return (
    <Suspense fallback={fallback}>
      <div data-hydrates-later="" style={{ display: 'contents' }} ref={part}>
        {children}
        <PartHydrated part={part} />
      </div>
    </Suspense>
  );
}
