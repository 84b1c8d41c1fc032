import { useEffect, useMemo, useState } from 'react';
import type { RemoteDescriptor } from '@akiya/contracts';
import { useGetRemotesQuery } from '@akiya/shared-ui';
import { applyOverrides, readOverrides, type RemoteOverrides } from './overrides';
import { registerRemoteEntries } from './remote-registry';

const OVERRIDES_CHANGED = 'akiya:remote-overrides-changed';

export function notifyOverridesChanged(): void {
  window.dispatchEvent(new Event(OVERRIDES_CHANGED));
}

export function useRemoteOverrides(): RemoteOverrides {
  const [overrides, setOverrides] = useState<RemoteOverrides>(() => readOverrides());
  useEffect(() => {
    const update = () => setOverrides(readOverrides());
    window.addEventListener(OVERRIDES_CHANGED, update);
    window.addEventListener('storage', update);
    return () => {
      window.removeEventListener(OVERRIDES_CHANGED, update);
      window.removeEventListener('storage', update);
    };
  }, []);
  return overrides;
}

/** The server's remotes document with this browser's overrides applied, registered with the federation runtime. */
export function useRemotesDocument(): { remotes: RemoteDescriptor[] | null; isLoading: boolean; isError: boolean } {
  const { data, isLoading, isError } = useGetRemotesQuery();
  const overrides = useRemoteOverrides();
  const remotes = useMemo(() => (data ? applyOverrides(data.remotes, overrides) : null), [data, overrides]);
  if (remotes) registerRemoteEntries(remotes);
  return { remotes, isLoading, isError };
}
