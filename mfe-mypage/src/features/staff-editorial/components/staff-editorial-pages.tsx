import { formatJapanDate } from '@akiya/contracts';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { ArticleSummary, NewsSummary, SolutionSummary } from '@akiya/contracts';
import { NotFoundPage, Pager, pageHref, QueryStatus, selectUser, useAppSelector, buttonClass, QueryError, apiErrorMessage, apiErrorStatus, REFETCH_STALE_S, Spinner } from '@akiya/shared-ui';
import { LinkTabs } from '../../../components/link-tabs';
import { SectionPage } from '../../../components/section-page';
import { staffEntryQuery, staffListQuery, useGetStaffEditorialEntryQuery, useGetStaffEditorialListQuery } from '../api/staff-editorial-api';
import { EDITORIAL_SECTIONS, sectionOf, STAFF_EDITORIAL_BASE, STAFF_EDITORIAL_TEXTS as T, type EditorialSection } from '../editorial-sections';
import { EntryForm } from './entry-form';
import styles from './staff-editorial.module.css';

/** Staff only: the user's base data says so (the API refuses everyone else with 404 anyway). */
function useIsStaff(): boolean {
  return useAppSelector(selectUser)?.is_staff === true;
}

function SectionNav({ current }: { current: EditorialSection }) {
  const tabs = EDITORIAL_SECTIONS.map((s) => ({ key: s.key, to: `${STAFF_EDITORIAL_BASE}/${s.key}`, label: s.label, current: s.key === current.key }));
  return <LinkTabs label="記事の種類" tabs={tabs} />;
}

type AnySummary = ArticleSummary | NewsSummary | SolutionSummary;
const titleOf = (item: AnySummary) => ('question' in item ? item.question : item.title);
const jstDate = (iso: string) => formatJapanDate(iso) ?? '';

/** /my-page/staff/editorial/{section}[/page/{page}]: every entry of one kind, drafts included, newest first. */
export function StaffEditorialListPage() {
  const staff = useIsStaff();
  const { section: key, page: pageParam } = useParams();
  const { section, page, args, skip } = staffListQuery(staff, key, pageParam);
  const query = useGetStaffEditorialListQuery(args, { skip });
  if (skip || !section || apiErrorStatus(query.error) === 404) return <NotFoundPage />;
  const base = `${STAFF_EDITORIAL_BASE}/${section.key}`;
  return (
    <SectionPage title={page > 1 ? `${T.title}：${section.label}（${page}ページ目）` : `${T.title}：${section.label}`} lead={<p>{T.lead}</p>}>
      <SectionNav current={section} />
      <p>
        <Link className={buttonClass('primary')} to={`${base}/new`}>
          {T.newEntry}
        </Link>
      </p>
      <QueryStatus query={query} current loadingLabel="記事を読み込み中…" isEmpty={(list) => list.items.length === 0} empty={T.empty}>
        {(list) => (
          <>
            <ul className={styles.list} aria-label={T.listLabel(section.label)}>
              {(list.items as AnySummary[]).map((item) => (
                <li key={item.id} className={styles.item}>
                  <span className={item.status === 'published' ? styles.badgePublished : styles.badgeDraft}>{item.status === 'published' ? T.published : T.draft}</span>
                  <Link to={`${base}/${item.id}`} className={styles.itemTitle}>
                    {titleOf(item)}
                  </Link>
                  <span className={styles.itemDate}>{item.publishedAt ? jstDate(item.publishedAt) : '—'}</span>
                </li>
              ))}
            </ul>
            <Pager current={page} total={list.totalPages} hrefFor={(n) => pageHref(base, n)} />
          </>
        )}
      </QueryStatus>
    </SectionPage>
  );
}

/** /my-page/staff/editorial → the first list. */
export function StaffEditorialIndex() {
  const staff = useIsStaff();
  if (!staff) return <NotFoundPage />;
  return <Navigate replace to={`${STAFF_EDITORIAL_BASE}/${EDITORIAL_SECTIONS[0].key}`} />;
}

/** /my-page/staff/editorial/{section}/new: a new entry (saved as a draft, then at its own address). */
export function StaffEditorialNewPage() {
  const staff = useIsStaff();
  const section = sectionOf(useParams().section);
  const navigate = useNavigate();
  if (!staff || !section) return <NotFoundPage />;
  return (
    <SectionPage title={T.newTitle(section.label)}>
      <EntryForm
        section={section}
        onCreated={(id, notice) => navigate(`${STAFF_EDITORIAL_BASE}/${section.key}/${id}`, { replace: true, state: { notice } })}
        onReload={() => undefined}
      />
    </SectionPage>
  );
}

/** /my-page/staff/editorial/{section}/{id}: edit, publish, unpublish one entry. */
export function StaffEditorialEditPage() {
  const staff = useIsStaff();
  const { section: key, id: idParam } = useParams();
  const { section, args, skip } = staffEntryQuery(staff, key, idParam);
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice ?? null;
  const [reloads, setReloads] = useState(0);
  const { data, error, refetch } = useGetStaffEditorialEntryQuery(args, { skip, refetchOnMountOrArgChange: REFETCH_STALE_S });
  if (skip || !section || apiErrorStatus(error) === 404) return <NotFoundPage />;
  // An article of another type than the list's: its own list's address.
  if (data && section.type !== undefined && 'type' in data && data.type !== section.type) return <NotFoundPage />;
  let body;
  if (error && !data) body = <QueryError message={apiErrorMessage(error)} onRetry={() => void refetch()} />;
  else if (!data) body = <Spinner label="記事を読み込み中…" />;
  else
    body = (
      <EntryForm
        // A reload after a conflict starts the form again from the entry just loaded.
        key={`${data.id}-${reloads}`}
        section={section}
        entry={data}
        initialNotice={notice}
        onCreated={() => undefined}
        onReload={() => void refetch().then(() => setReloads((n) => n + 1))}
      />
    );
  return <SectionPage title={T.editTitle(section.label)}>{body}</SectionPage>;
}
