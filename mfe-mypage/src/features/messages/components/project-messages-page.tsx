import { Link, useParams } from 'react-router-dom';
import type { ContactListItem } from '@akiya/contracts';
import { apiErrorStatus, QueryError, REFETCH_STALE_S } from '@akiya/shared-ui';
import { SectionPage } from '../../../components/section-page';
import { LoadingOverlay } from '../../../components/loading-overlay';
import { useGetAllContactsQuery, useGetPropertyContactsQuery } from '../../../api/deals-api';
import { idOf } from '../../../utils/route-params';
import { ContactList } from './contact-list';

const NO_UNREAD: Record<string, number[]> = {};
const NO_ITEMS: ContactListItem[] = [];

/** /my-page/project/messages/:id: the enquiries on one of the seller's properties. */
export function ProjectMessagesPage() {
  const params = useParams();
  const propertyId = idOf(params.id);
  const { data, isLoading, isError, error, refetch } = useGetPropertyContactsQuery(propertyId, {
    refetchOnMountOrArgChange: REFETCH_STALE_S,
  });
  const { data: all } = useGetAllContactsQuery();
  const items = Array.isArray(data) ? data : NO_ITEMS;
  const title = items[0]?.property.title ?? all?.postedProperties?.find((p) => p.property_id === propertyId)?.title;
  const status = apiErrorStatus(error);

  return (
    <SectionPage title={title ? `${title}への問い合わせ` : '物件への問い合わせ'}>
      <p>
        <Link to="/my-page/project">掲載物件の一覧へ戻る</Link>
      </p>
      {isLoading ? (
        <LoadingOverlay label="問い合わせを読み込み中…" />
      ) : isError ? (
        <QueryError
          message={status === 404 || status === 403 ? 'この物件の問い合わせは表示できません。' : '問い合わせを読み込めませんでした。'}
          onRetry={() => void refetch()}
        />
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
