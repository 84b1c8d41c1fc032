import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { DEAL_LIMITS, DEFAULT_ENQUIRY_FILTERS, filterContacts, type ContactListItem } from '@akiya/contracts';
import { Pager, pageHref } from '@akiya/shared-ui';
import { sectionByKey } from '../../../config/sections';
import { SectionEmptyState } from '../../../components/empty-state';
import { useEnquiryFilters } from '../hooks/use-enquiry-filters';
import { ContactFilters } from './contact-filters';
import { ContactListRow } from './contact-list-item';
import styles from './messages.module.css';

interface ContactListProps {
  items: readonly ContactListItem[];
  unread: Readonly<Record<string, readonly number[]>>;
  page: number;
  /** Path of page 1; other pages are `${base}/page/n`. */
  base: string;
  hideSides?: boolean;
  hideProperty?: boolean;
}

/** Filters, the filtered page of enquiries (10 a page) and the pager; the empty states. */
export function ContactList({ items, unread, page, base, hideSides, hideProperty }: ContactListProps) {
  const [filters, setFilters] = useEnquiryFilters();
  const navigate = useNavigate();

  const effective = useMemo(
    () => ({
      ...filters,
      ...(hideSides ? { showSeller: true, showBuyer: true } : {}),
      ...(hideProperty ? { propertyId: null } : {}),
    }),
    [filters, hideSides, hideProperty],
  );
  const filtered = useMemo(() => filterContacts(items, effective, unread), [items, effective, unread]);
  const properties = useMemo(() => {
    const seen = new Map<number, string>();
    for (const c of items) seen.set(c.property.property_id, c.property.title);
    return [...seen].map(([id, title]) => ({ id, title }));
  }, [items]);

  const size = DEAL_LIMITS.enquiriesPageSize;
  const totalPages = Math.max(1, Math.ceil(filtered.length / size));
  const current = Math.min(Math.max(1, page), totalPages);
  const shown = filtered.slice((current - 1) * size, current * size);

  const onChange = (next: typeof filters) => {
    setFilters(next);
    if (page !== 1) navigate(pageHref(base, 1));
  };

  if (items.length === 0) {
    const section = sectionByKey('messages');
    return <SectionEmptyState text={section.emptyText} hint={section.emptyHint} action={section.action} />;
  }

  return (
    <>
      <ContactFilters
        value={filters}
        onChange={onChange}
        properties={properties}
        hideSides={hideSides}
        hideProperty={hideProperty}
      />
      <p className={styles.summary} aria-live="polite">
        {`${filtered.length}件中 ${filtered.length === 0 ? 0 : (current - 1) * size + 1}〜${(current - 1) * size + shown.length}件を表示`}
      </p>
      {shown.length === 0 ? (
        <div className={styles.notice}>
          <p>条件に合う問い合わせはありません。</p>
          <button type="button" className={styles.tab} onClick={() => onChange({ ...DEFAULT_ENQUIRY_FILTERS })}>
            絞り込みを解除する
          </button>
        </div>
      ) : (
        <ul className={styles.list} aria-label="問い合わせ一覧">
          {shown.map((c) => (
            <ContactListRow key={c.contact_id} contact={c} unread={unread[String(c.contact_id)]?.length ?? 0} />
          ))}
        </ul>
      )}
      <Pager current={current} total={totalPages} hrefFor={(n) => pageHref(base, n)} />
    </>
  );
}
