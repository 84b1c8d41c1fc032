import { useState, type FormEvent } from 'react';
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
import { apiErrorStatus, Button, NotFoundPage, Pager, QueryStatus, REFETCH_STALE_S, selectUser, useAppSelector, TextField } from '@akiya/shared-ui';
import { STAFF_INBOX_PATH, staffInboxHref, useGetStaffInboxQuery } from '../../../api/staff-inbox-api';
import { ChoiceFilter } from '../../../components/choice-filter';
import { SectionPage } from '../../../components/section-page';
import { formatDateTime } from '../../../utils/format-date';
import { STAFF_INBOX_TEXTS as T } from '../staff-inbox-texts';
import styles from './staff-inbox.module.css';

/** The filters: a GET form (it works before the scripts load); with them, a client navigation. */
function Filters({ initial }: { initial: StaffInboxQuery }) {
  const navigate = useNavigate();
  const [kind, setKind] = useState<StaffInboxKind | ''>(initial.kind ?? '');
  const [state, setState] = useState<StaffInboxState | ''>(initial.state ?? '');
  const [q, setQ] = useState(initial.q);
  const [error, setError] = useState<string | null>(initial.q.length > STAFF_INBOX_QUERY_MAX ? STAFF_INBOX_MESSAGES.queryTooLong : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const word = normalizeStaffInboxQuery(q);
    if (word.length > STAFF_INBOX_QUERY_MAX) {
      setError(STAFF_INBOX_MESSAGES.queryTooLong);
      return;
    }
    setError(null);
    void navigate(staffInboxHref({ kind: kind || null, state: state || null, q: word }));
  };

  return (
    <form role="search" className={styles.filters} method="get" action={STAFF_INBOX_PATH} onSubmit={submit} aria-label={T.filters} noValidate>
      <div className={styles.filterRow}>
        <ChoiceFilter label={T.kindLabel} name="kind" allLabel={T.all} choices={STAFF_INBOX_KIND_KEYS} labels={STAFF_INBOX_KINDS} value={kind} onValue={setKind} />
        <ChoiceFilter label={T.stateLabel} name="state" allLabel={T.all} choices={STAFF_INBOX_STATE_KEYS} labels={STAFF_INBOX_STATES} value={state} onValue={setState} />
        <TextField
          name="q"
          type="search"
          label={T.searchLabel}
          hint={T.searchHint}
          value={q}
          error={error}
          alertErrors
          onValue={(value) => {
            setQ(value);
            if (error && normalizeStaffInboxQuery(value).length <= STAFF_INBOX_QUERY_MAX) setError(null);
          }}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit">{T.search}</Button>
        {initial.kind || initial.state || initial.q ? <Link to={STAFF_INBOX_PATH}>{T.clear}</Link> : null}
      </div>
    </form>
  );
}

/** What an item is: its kind, the contact form's category, and 未対応 while unread. */
export function ItemChips({ item }: { item: Pick<StaffInboxListItem, 'kind' | 'category' | 'state'> }) {
  return (
    <>
      <span className={item.state === 'unread' ? `${styles.chip} ${styles.alert}` : styles.chip}>{STAFF_INBOX_STATES[item.state]}</span>
      <span className={styles.chip}>{STAFF_INBOX_KINDS[item.kind]}</span>
      {item.category ? <span className={styles.chip}>{INQUIRY_CATEGORIES[item.category]}</span> : null}
    </>
  );
}

function Item({ item, back }: { item: StaffInboxListItem; back: string }) {
  return (
    <li className={item.state === 'unread' ? `${styles.item} ${styles.unread}` : styles.item} data-testid="staff-inbox-item">
      <p className={styles.itemTitle}>
        <ItemChips item={item} />
        <Link to={`${STAFF_INBOX_PATH}/${item.id}`} state={{ back }}>
          {item.name}
        </Link>
      </p>
      <p className={styles.excerpt}>{item.excerpt}</p>
      <p className={styles.meta}>
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
              <p className={styles.count} role="status">
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
