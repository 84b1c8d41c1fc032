import { useId, useState } from 'react';
import {
  BREAKPOINTS,
  DEAL_STATUSES,
  DEFAULT_ENQUIRY_FILTERS,
  ENQUIRY_SORT_LABELS,
  ENQUIRY_SORTS,
  isDealStatusName,
  type EnquiryFilters,
  type EnquirySort,
} from '@akiya/contracts';
import styles from './messages.module.css';

interface PropertyOption {
  id: number;
  title: string;
}

interface ContactFiltersProps {
  value: EnquiryFilters;
  onChange: (next: EnquiryFilters) => void;
  properties: PropertyOption[];
  /** Hide the seller/buyer switches (a list of one side only). */
  hideSides?: boolean;
  /** Hide the property select (a list of one property only). */
  hideProperty?: boolean;
}

const CHECKS: { key: 'hideEnded' | 'onlyUnread' | 'onlyUnreplied' | 'showSeller' | 'showBuyer'; label: string }[] = [
  { key: 'hideEnded', label: '終了した商談を表示しない' },
  { key: 'onlyUnread', label: '未読のみ' },
  { key: 'onlyUnreplied', label: '未返信のみ' },
  { key: 'showSeller', label: '届いた問い合わせ（売主として）' },
  { key: 'showBuyer', label: '問い合わせた物件（買主として）' },
];

/** Open from 850 px; folded on phones so the list comes first (no matchMedia: open). */
function startsOpen(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return true;
  return window.matchMedia(`(min-width: ${BREAKPOINTS.medium}px)`).matches;
}

/** How many filters differ from the defaults (shown on the folded panel). */
function changedCount(f: EnquiryFilters): number {
  return (Object.keys(DEFAULT_ENQUIRY_FILTERS) as (keyof EnquiryFilters)[]).filter((k) => f[k] !== DEFAULT_ENQUIRY_FILTERS[k]).length;
}

interface FilterSelectProps {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  options: readonly { value: string; label: string }[];
}

/** One labelled select of the filters (the label wraps it). */
function FilterSelect({ id, label, value, onValue, options }: FilterSelectProps) {
  return (
    <label className={styles.selectField} htmlFor={id}>
      {label}
      <select id={id} className={styles.select} value={value} onChange={(e) => onValue(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The docs/product.md §3 enquiry list filters: five switches, the status, the sort and the property. */
export function ContactFilters({ value, onChange, properties, hideSides, hideProperty }: ContactFiltersProps) {
  const id = useId();
  const [open, setOpen] = useState(startsOpen);
  const checks = hideSides ? CHECKS.filter((c) => c.key !== 'showSeller' && c.key !== 'showBuyer') : CHECKS;
  const changed = changedCount(value);
  return (
    <details className={styles.filtersPanel} open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className={styles.filtersSummary}>
        絞り込み・並び替え{changed > 0 ? `（${changed}件を指定中）` : ''}
      </summary>
      <form className={styles.filters} role="search" aria-label="問い合わせの絞り込み" onSubmit={(e) => e.preventDefault()}>
        <fieldset className={styles.checks}>
          <legend>絞り込み</legend>
          {checks.map((c) => (
            <label key={c.key} className={styles.check}>
              <input
                type="checkbox"
                checked={value[c.key]}
                onChange={(e) => onChange({ ...value, [c.key]: e.target.checked })}
              />
              {c.label}
            </label>
          ))}
        </fieldset>
        <div className={styles.selects}>
          <FilterSelect
            id={`${id}-status`}
            label="ステータス"
            value={value.status}
            onValue={(status) => onChange({ ...value, status: isDealStatusName(status) ? status : '' })}
            options={[{ value: '', label: 'すべて' }, ...DEAL_STATUSES.map((s) => ({ value: s.name, label: s.name }))]}
          />
          <FilterSelect
            id={`${id}-sort`}
            label="並び順"
            value={value.sort}
            onValue={(sort) => onChange({ ...value, sort: sort as EnquirySort })}
            options={ENQUIRY_SORTS.map((s) => ({ value: s, label: ENQUIRY_SORT_LABELS[s] }))}
          />
          {hideProperty ? null : (
            <FilterSelect
              id={`${id}-property`}
              label="物件"
              value={value.propertyId === null ? '' : String(value.propertyId)}
              onValue={(propertyId) => onChange({ ...value, propertyId: propertyId ? Number(propertyId) : null })}
              options={[{ value: '', label: 'すべての物件' }, ...properties.map((p) => ({ value: String(p.id), label: p.title }))]}
            />
          )}
        </div>
      </form>
    </details>
  );
}
