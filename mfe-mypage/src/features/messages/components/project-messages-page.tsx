import { Link, useParams } from 'react-router-dom';
import type { ContactListItem } from '@akiya/contracts';
import { SectionPage } from '../../../components/section-page';
import { LoadingOverlay } from '../../../components/loading-overlay';
import { useGetAllContactsQuery, useGetPropertyContactsQuery } from '../../../api/deals-api';
import { ContactList } from './contact-list';
import styles from './messages.module.css';

const NO_UNREAD: Record<string, number[]> = {};
const NO_ITEMS: ContactListItem[] = [];

/** /my-page/project/messages/:id: the enquiries on one of the seller's properties. */
export function ProjectMessagesPage() {
  const params = useParams();
  const propertyId = Number(params.id);
  const { data, isLoading, isError, error, refetch } = useGetPropertyContactsQuery(propertyId, {
    refetchOnMountOrArgChange: true,
  });
  const { data: all } = useGetAllContactsQuery();
  const items = Array.isArray(data) ? data : NO_ITEMS;
  const title = items[0]?.property.title ?? all?.postedProperties?.find((p) => p.property_id === propertyId)?.title;
  const status = (error as { status?: unknown } | undefined)?.status;

  return (
    <SectionPage title={title ? `${title}への問い合わせ` : '物件への問い合わせ'}>
      <p>
        <Link to="/my-page/project">掲載物件の一覧へ戻る</Link>
      </p>
      {isLoading ? (
        <LoadingOverlay label="問い合わせを読み込み中…" />
      ) : isError ? (
        <p className={`${styles.notice} ${styles.errorText}`} role="alert">
          {status === 404 || status === 403 ? 'この物件の問い合わせは表示できません。' : '問い合わせを読み込めませんでした。'}{' '}
          <button type="button" className={styles.tab} onClick={() => void refetch()}>
            再読み込み
          </button>
        </p>
      ) : (
        <ContactList
          items={items}
          unread={all?.noReadContactMessageIds ?? NO_UNREAD}
          page={params.page ? Number(params.page) : 1}
          base={`/my-page/project/messages/${propertyId}`}
          hideSides
          hideProperty
        />
      )}
    </SectionPage>
  );
}
