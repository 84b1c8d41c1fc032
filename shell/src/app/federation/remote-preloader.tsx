import { useEffect } from 'react';
import { preloadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteDescriptor } from '@akiya/contracts';
import { findRemoteForPath } from './remote-outlet';
import { useRemotesDocument } from './use-remotes-document';

type Preload = (name: string) => void;

/** The remote that owns a link's target on this site, or null (other sites, files, the shell's own pages). */
export function remoteForLink(href: string | null, remotes: RemoteDescriptor[], origin: string): string | null {
  if (!href) return null;
  try {
    const url = new URL(href, origin);
    if (url.origin !== origin) return null;
    return findRemoteForPath(remotes, url.pathname)?.remote.name ?? null;
  } catch {
    return null;
  }
}

/** Visitors on a data saver or a 2G connection do not download what they may not need. */
function saveData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return !!connection && (connection.saveData === true || /(^|-)2g$/.test(connection.effectiveType ?? ''));
}

/**
 * Loads a remote's code before it is needed: when the pointer rests on (or the keyboard focuses) a
 * link to one of its pages, and, once the browser is idle, for the remotes the page links to in its
 * main content. Each remote at most once per page load.
 */
export function useRemotePreloading(remotes: RemoteDescriptor[] | null, preload: Preload): void {
  useEffect(() => {
    if (!remotes || saveData()) return;
    const done = new Set<string>();
    const once = (name: string | null) => {
      if (!name || done.has(name)) return;
      done.add(name);
      preload(name);
    };
    const onIntent = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (link) once(remoteForLink(link.getAttribute('href'), remotes, window.location.origin));
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    const idle = () => {
      for (const a of document.querySelectorAll('main a[href]')) {
        once(remoteForLink(a.getAttribute('href'), remotes, window.location.origin));
      }
    };
    const hasIdle = typeof window.requestIdleCallback === 'function';
    const handle = hasIdle ? window.requestIdleCallback(idle, { timeout: 5_000 }) : window.setTimeout(idle, 3_000);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
      if (hasIdle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
    };
  }, [remotes, preload]);
}

const federationPreload: Preload = (name) => {
  void Promise.resolve()
    .then(() => preloadRemote([{ nameOrAlias: name, exposes: ['./App'], resourceCategory: 'sync' }]))
    .catch(() => undefined); // a failed preload changes nothing: the real load reports its own error
};

/** Mounted once in the layout. */
export function RemotePreloader() {
  const { remotes } = useRemotesDocument();
  useRemotePreloading(remotes, federationPreload);
  return null;
}
