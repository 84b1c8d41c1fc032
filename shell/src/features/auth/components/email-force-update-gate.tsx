import { lazy, Suspense, useEffect, useState } from 'react';
import { EMAIL_TOKEN_PARAM } from '@akiya/contracts';
import { useLocation } from 'react-router-dom';
import { selectUser, useAppSelector } from '@akiya/shared-ui';
import { readEmailForceStatus } from '../utils/email-force-status';

const EmailForceUpdate = lazy(() => import('./email-force-update').then((m) => ({ default: m.EmailForceUpdate })));

/**
 * The forced email-update dialog (docs/product.md §4) is on every page of the default layout, but only a
 * member whose address is flagged, a link with an email token or a stored update status can open
 * it: its code is loaded then, not with every visitor's first load. Decided after the first render
 * (the stored status lives in this browser only, the server renders the page without it).
 */
export function EmailForceUpdateGate() {
  const user = useAppSelector(selectUser);
  const { search } = useLocation();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const needed =
    mounted && (user?.invalid_email_flag === 1 || new URLSearchParams(search).has(EMAIL_TOKEN_PARAM) || readEmailForceStatus() !== null);
  // Once loaded it stays: the dialog keeps its own state (a dismissed dialog, a result shown).
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (needed) setLoaded(true);
  }, [needed]);
  if (!needed && !loaded) return null;
  return (
    <Suspense fallback={null}>
      <EmailForceUpdate />
    </Suspense>
  );
}
