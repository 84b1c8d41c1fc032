import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { MESSAGES, type ContactDetail } from '@akiya/contracts';
import { apiErrorStatus, NotFoundPage, REFETCH_STALE_S } from '@akiya/shared-ui';
import { SectionPage } from '../../../components/section-page';
import { LoadingOverlay } from '../../../components/loading-overlay';
import { useGetContactQuery } from '../../../api/deals-api';
import { idOf } from '../../../utils/route-params';
import styles from './purchase.module.css';

/**
 * Loads the contact of the `:id` route parameter for a purchase page: the loading overlay, the 404
 * page for an unknown or someone else's contact, the load-failure message, then `children(contact)`.
 */
export function ContactPageLoader({ title, children }: { title: string; children: (contact: ContactDetail) => ReactNode }) {
  const contactId = idOf(useParams().id);
  const { data: contact, isLoading, error } = useGetContactQuery(contactId, { refetchOnMountOrArgChange: REFETCH_STALE_S });
  if (isLoading) return <LoadingOverlay />;
  if (!contact) {
    const status = apiErrorStatus(error);
    if (status === 404 || status === 403) return <NotFoundPage />;
    return (
      <SectionPage title={title}>
        <p role="alert">{MESSAGES.remoteLoadFailed}</p>
      </SectionPage>
    );
  }
  return <>{children(contact)}</>;
}

/** A purchase page of a loaded contact: its title, the link back to the contact's messages and the property's title, then the page. */
export function ContactPage({ title, contact, children }: { title: string; contact: ContactDetail; children: ReactNode }) {
  return (
    <SectionPage title={title}>
      <p className={styles.back}>
        <Link to={`/my-page/messages/${contact.contact_id}`}>メッセージに戻る</Link>
      </p>
      <p className={styles.property}>{contact.property.title}</p>
      {children}
    </SectionPage>
  );
}
