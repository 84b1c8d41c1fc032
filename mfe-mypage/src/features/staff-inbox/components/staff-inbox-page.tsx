import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  INQUIRY_CATEGORIES,
  normalizeStaffInboxQuery,
  parseStaffInboxQuery,
  STAFF_INBOX_KIND_KEYS,
  STAFF_INBOX_KINDS,
  STAFF_INBOX_MESSAGES,
  STAFF_INBOX_QUERY_MAX,
  STAFF_INBOX_STATE_KEYS,
  STAFF_INBOX_STATES,
  type StaffInboxKind,
  type StaffInboxListItem,
  type StaffInboxQuery,
  type StaffInboxState,
} from '@akiya/contracts';
import { apiErrorStatus, NotFoundPage, Pager, QueryStatus, REFETCH_STALE_S, selectUser, useAppSelector } from '@akiya/shared-ui';
import { STAFF_INBOX_PATH, staffInboxHref, useGetStaffInboxQuery } from '../../../api/staff-inbox-api';
import { ChoiceFilter } from '../../../components/choice-filter';
import { SectionPage } from '../../../components/section-page';
import { StaffSearchForm } from '../../../components/staff-search-form';
import { formatDateTime } from '../../../utils/format-date';
import { STAFF_INBOX_TEXTS as T } from '../staff-inbox-texts';
import page from '../../../components/staff-page.module.css';
import styles from './staff-inbox.module.css';

/** The filters: the kind, the state and the word, kept in the URL. */
function Filters({ initial }: { initial: StaffInboxQuery }) {
  const navigate = useNavigate();
  const [kind, setKind] = useState<StaffInboxKind | ''>(initial.kind ?? '');
  const [state, setState] = useState<StaffInboxState | ''>(initial.state ?? '');

  return (
    <StaffSearchForm
      path={STAFF_INBOX_PATH}
      label={T.filters}
      word={{ initial: initial.q, normalize: normalizeStaffInboxQuery, max: STAFF_INBOX_QUERY_MAX, tooLong: STAFF_INBOX_MESSAGES.queryTooLong }}
      wordLabel={T.searchLabel}
      wordHint={T.searchHint}
      filters={
        <>
          <ChoiceFilter label={T.kindLabel} name="kind" allLabel={T.all} choices={STAFF_INBOX_KIND_KEYS} labels={STAFF_INBOX_KINDS} value={kind} onValue={setKind} />
          <ChoiceFilter label={T.stateLabel} name="state" allLabel={T.all} choices={STAFF_INBOX_STATE_KEYS} labels={STAFF_INBOX_STATES} value={state} onValue={setState} />
        </>
      }
      rowClassName={styles.filterRow}
      submitLabel={T.search}
      clearLabel={T.clear}
      filtered={Boolean(initial.kind || initial.state || initial.q)}
      onSearch={(word) => void navigate(staffInboxHref({ kind: kind || null, state: state || null, q: word }))}
    />
  );
}

/** What an item is: its kind, the contact form's category, and 未対応 while unread. */
export function ItemChips({ item }: { item: Pick<StaffInboxListItem, 'kind' | 'category' | 'state'> }) {
  return (
    <>
      <span className={item.state === 'unread' ? `${styles.chip} ${page.alert}` : styles.chip}>{STAFF_INBOX_STATES[item.state]}</span>
      <span className={styles.chip}>{STAFF_INBOX_KINDS[item.kind]}</span>
      {item.category ? <span className={styles.chip}>{INQUIRY_CATEGORIES[item.category]}</span> : null}
    </>
  );
}

function Item({ item, back }: { item: StaffInboxListItem; back: string }) {
  return (
    <li className={item.state === 'unread' ? `${page.item} ${styles.unread}` : page.item} data-testid="staff-inbox-item">
      <p className={page.itemTitle}>
        <ItemChips item={item} />
        <Link to={`${STAFF_INBOX_PATH}/${item.id}`} state={{ back }}>
          {item.name}
        </Link>
      </p>
      <p className={styles.excerpt}>{item.excerpt}</p>
      <p className={page.meta}>
        {formatDateTime(item.createdAt)}・{item.email}・{item.userId ? `会員ID ${item.userId}` : T.guest}
        {item.propertyId ? (
          <>
            ・
            <Link to={`/project/${item.propertyId}`}>
              {item.kind === 'contact' ? T.reportedListing : T.listing} ID {item.propertyId}
            </Link>
          </>
        ) : null}
        {item.replyCount > 0 ? `・返信 ${item.replyCount}件` : ''}
      </p>
    </li>
  );
}

/**
 * /my-page/staff/inbox?kind=&state=&q=&page=: what reached the operator, newest first, filtered and
 * searched on the server, the filters kept in the URL. It reloads on the realtime event of a new
 * item. Anyone but staff: the 404 page (the API answers 404 too).
 */
export function StaffInboxPage() {
  const staff = useAppSelector(selectUser)?.is_staff === true;
  const [search] = useSearchParams();
  const args = parseStaffInboxQuery(search);
  const tooLong = args.q.length > STAFF_INBOX_QUERY_MAX;
  const query = useGetStaffInboxQuery(args, { skip: !staff || tooLong, refetchOnMountOrArgChange: REFETCH_STALE_S });
  if (!staff || apiErrorStatus(query.error) === 404) return <NotFoundPage />;
  const title = args.page > 1 ? `${T.title}（${args.page}ページ目）` : T.title;
  const back = staffInboxHref(args);
  return (
    <SectionPage title={title} lead={<p>{T.lead}</p>}>
      <Filters key={search.toString()} initial={args} />
      {tooLong ? null : (
        <QueryStatus query={query} current loadingLabel={T.loading} isEmpty={(d) => d.items.length === 0} empty={T.empty}>
          {(d) => (
            <>
              <p className={page.count} role="status">
                {`${d.total}件（未対応 全${d.unread}件）`}
              </p>
              <ul className={styles.list} aria-label={T.listLabel}>
                {d.items.map((item) => (
                  <Item key={item.id} item={item} back={back} />
                ))}
              </ul>
              <Pager current={d.page} total={Math.ceil(d.total / d.perPage)} hrefFor={(n) => staffInboxHref({ ...args, page: n })} pageLabel={(n) => `${n}ページ目`} />
            </>
          )}
        </QueryStatus>
      )}
    </SectionPage>
  );
}
