import { Suspense, useEffect, useRef, type ReactNode, type RefObject } from 'react';

/**
 * Says a part of a server-rendered page is React's: `data-hydrated` on its element, set by an effect
 * inside the part's Suspense boundary (it runs once React has hydrated the boundary, after those of
 * the part's own components). The shell's early input (shell/src/early-input.ts) holds what the
 * visitor does on the part's server HTML until then.
 */
export function PartHydrated({ part }: { part: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    part.current?.setAttribute('data-hydrated', '');
  }, [part]);
  return null;
}

/**
 * A Suspense boundary whose content hydrates after the rest of the page (a lazy page's code arrives
 * later): its server HTML is marked `data-hydrates-later`, so early input there waits for this part.
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
