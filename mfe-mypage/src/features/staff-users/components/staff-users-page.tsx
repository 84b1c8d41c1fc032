import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { normalizeStaffUserQuery, STAFF_USER_MESSAGES, STAFF_USER_QUERY_MAX } from '@akiya/contracts';
import { apiErrorStatus, NotFoundPage, Pager, QueryStatus, REFETCH_STALE_S, selectUser, useAppSelector } from '@akiya/shared-ui';
import { SectionPage } from '../../../components/section-page';
import { StaffSearchForm } from '../../../components/staff-search-form';
import { formatDate } from '../../../utils/format-date';
import { STAFF_AUDIT_PATH, STAFF_USERS_PATH, staffUsersHref, staffUsersQuery, useGetStaffUsersQuery } from '../api/staff-users-api';
import { UserBadges } from './user-badges';
import page from '../../../components/staff-page.module.css';
import styles from './staff-users.module.css';

export const STAFF_USERS_TEXTS = {
  title: '会員の管理（スタッフ）',
  lead: 'メールアドレス・お名前（ふりがな）・会員IDで会員を探し、詳細の確認、アカウントの無効化・有効化、代理ログインができます。',
  searchLabel: 'メールアドレス・お名前・会員ID',
  searchHint: '複数の語はスペースで区切ると、すべてを含む会員を探します。',
  search: '検索する',
  clear: '条件をクリア',
  empty: '該当する会員はいません',
  listLabel: '会員の一覧',
  auditLink: 'スタッフの操作履歴',
} as const;

/** The search box: the word, kept in the URL. */
function SearchForm({ initial }: { initial: string }) {
  const navigate = useNavigate();
  return (
    <StaffSearchForm
      path={STAFF_USERS_PATH}
      label="会員の検索"
      word={{ initial, normalize: normalizeStaffUserQuery, max: STAFF_USER_QUERY_MAX, tooLong: STAFF_USER_MESSAGES.queryTooLong }}
      wordLabel={STAFF_USERS_TEXTS.searchLabel}
      wordHint={STAFF_USERS_TEXTS.searchHint}
      rowClassName={styles.searchRow}
      submitLabel={STAFF_USERS_TEXTS.search}
      clearLabel={STAFF_USERS_TEXTS.clear}
      filtered={initial !== ''}
      onSearch={(word) => void navigate(staffUsersHref(word))}
    />
  );
}

/**
 * /my-page/staff/users?q=&page=: staff search accounts by email, name (kana) or id, server-side and
 * paged, the search kept in the URL. Anyone but staff: the 404 page (the API answers 404 too).
 */
export function StaffUsersPage() {
  const staff = useAppSelector(selectUser)?.is_staff === true;
  const [search] = useSearchParams();
  const { args, notFound, skip } = staffUsersQuery(staff, search);
  const query = useGetStaffUsersQuery(args, { skip, refetchOnMountOrArgChange: REFETCH_STALE_S });
  if (notFound || apiErrorStatus(query.error) === 404) return <NotFoundPage />;
  const title = args.page > 1 ? `${STAFF_USERS_TEXTS.title}（${args.page}ページ目）` : STAFF_USERS_TEXTS.title;
  return (
    <SectionPage
      title={title}
      lead={
        <p>
          {STAFF_USERS_TEXTS.lead}
          {'　'}
          <Link to={STAFF_AUDIT_PATH}>{STAFF_USERS_TEXTS.auditLink}</Link>
        </p>
      }
    >
      <SearchForm key={search.get('q') ?? ''} initial={normalizeStaffUserQuery(search.get('q') ?? '')} />
      {skip ? null : (
        <QueryStatus query={query} current loadingLabel="会員を検索中…" isEmpty={(d) => d.items.length === 0} empty={STAFF_USERS_TEXTS.empty}>
          {(d) => (
            <>
              <p className={page.count} role="status">
                {d.q ? `「${d.q}」に該当する会員：${d.total}件` : `会員：${d.total}件`}
              </p>
              <ul className={styles.list} aria-label={STAFF_USERS_TEXTS.listLabel}>
                {d.items.map((u) => (
                  <li key={u.id} className={page.item} data-testid="staff-user">
                    <p className={page.itemTitle}>
                      <Link to={`${STAFF_USERS_PATH}/${u.id}`}>{u.name || '（お名前なし）'}</Link>
                      <UserBadges user={u} />
                    </p>
                    <p className={page.meta}>
                      ID {u.id}・{u.email}・登録 {formatDate(u.createdAt)}
                    </p>
                  </li>
                ))}
              </ul>
              <Pager current={d.page} total={Math.ceil(d.total / d.perPage)} hrefFor={(n) => staffUsersHref(d.q, n)} pageLabel={(n) => `${n}ページ目`} />
            </>
          )}
        </QueryStatus>
      )}
    </SectionPage>
  );
}
