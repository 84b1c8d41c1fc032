import { useEffect, useMemo } from 'react';
import type { RemoteDescriptor } from '@akiya/contracts';
import { findRemoteForPath } from './remote-outlet';
import { loadedEntryOf, preloadRemoteApp } from './remote-registry';
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
 * Readies a remote's code before it is needed. When the pointer rests on, a finger touches or the
 * keyboard focuses a link to one of its pages, the remote is loaded (its entry runs: the page it
 * leads to is likely next). Once the browser is idle, the remotes the page links to in its main
 * content are only downloaded into the cache (prefetch): nothing of theirs runs on the phone's main
 * thread while the visitor reads this page. Each remote at most once per page load and kind.
 */
export function useRemotePreloading(remotes: RemoteDescriptor[] | null, preload: Preload, prefetch: Preload): void {
  useEffect(() => {
    if (!remotes || saveData()) return;
    const loaded = new Set<string>();
    const fetched = new Set<string>();
    const once = (name: string | null, done: Set<string>, action: Preload) => {
      if (!name || done.has(name)) return;
      done.add(name);
      action(name);
    };
    const onIntent = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (link) once(remoteForLink(link.getAttribute('href'), remotes, window.location.origin), loaded, preload);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('touchstart', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    const idle = () => {
      const origin = window.location.origin;
      for (const a of document.querySelectorAll('main a[href]')) {
        const name = remoteForLink(a.getAttribute('href'), remotes, origin);
        if (name && !loaded.has(name)) once(name, fetched, prefetch);
      }
    };
    const hasIdle = typeof window.requestIdleCallback === 'function';
    const handle = hasIdle ? window.requestIdleCallback(idle, { timeout: 5_000 }) : window.setTimeout(idle, 3_000);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('touchstart', onIntent);
      document.removeEventListener('focusin', onIntent);
      if (hasIdle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
    };
  }, [remotes, preload, prefetch]);
}

/** The files of a remote's './App' named by its mf-manifest.json (entry first), as URLs. */
export function manifestAssets(manifest: unknown, manifestUrl: string): string[] {
  const m = manifest as {
    metaData?: { remoteEntry?: { name?: string; path?: string }; publicPath?: string };
    exposes?: { path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
  };
  const meta = m?.metaData;
  if (!meta?.remoteEntry?.name) return [];
  const base = new URL(meta.publicPath && meta.publicPath !== 'auto' ? meta.publicPath : '.', manifestUrl);
  const app = m.exposes?.find((e) => e.path === './App');
  const files = [
    [meta.remoteEntry.path, meta.remoteEntry.name].filter(Boolean).join('/'),
    ...(app?.assets?.js?.sync ?? []),
    ...(app?.assets?.css?.sync ?? []),
  ];
  return files.map((file) => new URL(file, base).href);
}

const prefetched = new Set<string>();

/** Downloads a remote's entry and first files into the HTTP cache, without running them. */
const federationPrefetch =
  (remotes: RemoteDescriptor[]): Preload =>
  (name) => {
    const remote = remotes.find((r) => r.name === name);
    if (!remote || loadedEntryOf(name) !== undefined) return; // this page runs it already
    const manifestUrl = new URL(remote.entry, window.location.href).href;
    void fetch(manifestUrl, { credentials: 'same-origin' })
      .then((res) => (res.ok ? res.json() : null))
      .then((manifest: unknown) => {
        for (const href of manifestAssets(manifest, manifestUrl)) {
          if (prefetched.has(href)) continue;
          prefetched.add(href);
          const link = document.createElement('link');
          link.rel = 'prefetch';
          link.href = href;
          document.head.appendChild(link);
        }
      })
      .catch(() => undefined); // a failed prefetch changes nothing: the real load reports its own error
  };

const federationPreload: Preload = (name) => {
  void Promise.resolve()
    .then(() => preloadRemoteApp(name))
    .catch(() => undefined); // a failed preload changes nothing: the real load reports its own error
};

/** Mounted once in the layout. */
export function RemotePreloader() {
  const { remotes } = useRemotesDocument();
  const prefetch = useMemo(() => federationPrefetch(remotes ?? []), [remotes]);
  useRemotePreloading(remotes, federationPreload, prefetch);
  return null;
}
