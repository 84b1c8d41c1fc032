import { useEffect, useState } from 'react';

/**
 * Keeps a closing element mounted for its exit animation: `mounted` stays true for `exitMs` after
 * `open` turns false, with `closing` true during that time.
 */
export function usePresence(open: boolean, exitMs: number): { mounted: boolean; closing: boolean } {
  const [wasOpen, setWasOpen] = useState(open);
  const [closing, setClosing] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    setClosing(!open);
  }
  useEffect(() => {
    if (!closing) return;
    const timer = window.setTimeout(() => setClosing(false), exitMs);
    return () => window.clearTimeout(timer);
  }, [closing, exitMs]);
  return { mounted: open || closing, closing };
}
