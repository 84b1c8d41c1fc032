import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { ContactListItem } from '@akiya/contracts';
import { NotFoundPage, QueryError, REFETCH_STALE_S } from '@akiya/shared-ui';
import { SectionPage } from '../../../components/section-page';
import { LoadingOverlay } from '../../../components/loading-overlay';
import { useGetAllContactsQuery } from '../../../api/deals-api';
import {
  CONTACT_LIST_TYPE_LABELS,
  CONTACT_LIST_TYPES,
  isContactListType,
  listBasePath,
  matchesListType,
} from '../utils/list-type';
import { ContactList } from './contact-list';
import styles from './messages.module.css';

const NO_ITEMS: ContactListItem[] = [];
const NO_UNREAD: Record<string, number[]> = {};

/**
 * /my-page/messages, /my-page/messages/page/:page and /my-page/messages/type/:type[/:propertyId][/page/:page]:
 * the user's enquiries (both sides) with the docs/product.md §3 filters, 10 a page.
 */
export function MessagesPage() {
  const params = useParams();
  const { data, isLoading, isError, refetch } = useGetAllContactsQuery(undefined, { refetchOnMountOrArgChange: REFETCH_STALE_S });
  const type = params.type ?? null;
  const propertyId = params.propertyId ? Number(params.propertyId) : null;
  const page = params.page ? Number(params.page) : 1;

  const all = Array.isArray(data?.items) ? data.items : NO_ITEMS;
  const unread = data?.noReadContactMessageIds ?? NO_UNREAD;
  const items = useMemo(
    () =>
      all.filter(
        (c) =>
          (!type || !isContactListType(type) || matchesListType(c, type)) &&
          (propertyId === null || c.property.property_id === propertyId),
      ),
    [all, type, propertyId],
  );

  if (type !== null && !isContactListType(type)) return <NotFoundPage />;
  if (isLoading) return <LoadingOverlay label="問い合わせを読み込み中…" />;
  const listType = type && isContactListType(type) ? type : null;
  const title = listType ? `メッセージ（${CONTACT_LIST_TYPE_LABELS[listType]}）` : 'メッセージ';
  const base = listBasePath(listType, propertyId);

  return (
    <SectionPage title={title}>
      <nav aria-label="問い合わせの種類">
        <ul className={styles.tabs}>
          <li>
            <Link className={styles.tab} to="/my-page/messages" aria-current={listType === null ? 'page' : undefined}>
              すべて
            </Link>
          </li>
          {CONTACT_LIST_TYPES.map((t) => (
            <li key={t}>
              <Link
                className={styles.tab}
                to={listBasePath(t, null)}
                aria-current={listType === t && propertyId === null ? 'page' : undefined}
              >
                {CONTACT_LIST_TYPE_LABELS[t]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {isError ? (
        <QueryError message="問い合わせを読み込めませんでした。" onRetry={() => void refetch()} />
      ) : null}
      <ContactList
        items={items}
        unread={unread}
        page={page}
        base={base}
        hideSides={listType === 'buyer' || listType === 'seller' || listType === 'active'}
        hideProperty={propertyId !== null}
      />
    </SectionPage>
  );
}
