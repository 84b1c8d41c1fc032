import { useState } from 'react';
import { Link } from 'react-router-dom';
import { apiErrorMessage, EmptyState, QueryError, REFETCH_STALE_S, Spinner } from '@akiya/shared-ui';
import { SectionPage } from '../../../components/section-page';
import { useGetSavedSearchesQuery } from '../api/saved-searches-api';
import { SavedSearchItem } from './saved-search-item';
import styles from '../../../components/switch-list.module.css';

/**
 * /my-page/searches (保存した検索条件, docs/search.md "Saved searches"): the searches saved with the
 * board's 「この条件を保存」, each with its link back to the board, the daily alert switch, rename,
 * delete and its Atom feed URL.
 */
export function SavedSearchesPage() {
  const { data, error, isLoading, refetch } = useGetSavedSearchesQuery(undefined, { refetchOnMountOrArgChange: REFETCH_STALE_S });
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  return (
    <SectionPage
      title="保存した検索条件"
      lead={<p>掲示板の「この条件を保存」で保存した条件です（{data?.max ?? 10}件まで）。新着物件は1日1回メールでお知らせします。</p>}
    >
      <p className={status?.ok === false ? styles.error : styles.status} role={status?.ok === false ? 'alert' : 'status'}>
        {status?.text ?? ''}
      </p>
      {data ? (
        data.items.length > 0 ? (
          <ul className={styles.list} aria-label="保存した検索条件">
            {data.items.map((search) => (
              <SavedSearchItem key={search.id} search={search} onStatus={setStatus} />
            ))}
          </ul>
        ) : (
          <EmptyState text="保存した検索条件はありません。">
            <p>
              <Link to="/board">掲示板</Link>で条件を選び「この条件を保存」を押してください。
            </p>
          </EmptyState>
        )
      ) : isLoading ? (
        <Spinner label="保存した検索条件を読み込み中…" />
      ) : (
        <QueryError message={apiErrorMessage(error)} onRetry={() => void refetch()} />
      )}
      <p className={styles.note}>
        フィードのURLをフィードリーダーに登録すると、条件に合う新着物件を受け取れます。URLを知っている人は誰でも読めるため、共有にご注意ください。
      </p>
    </SectionPage>
  );
}
