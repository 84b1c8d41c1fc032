import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * True while the page is rendered on the server or hydrated from its HTML, false once the browser
 * renders on its own. What only the browser knows (sessionStorage) is read when this is false, so
 * the first render in the browser draws what the server drew (no hydration mismatch) and the next
 * one adds it.
 */
export function useServerRendering(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
}
