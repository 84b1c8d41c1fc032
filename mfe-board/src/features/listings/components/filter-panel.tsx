import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { DEFAULT_SEARCH_PARAMS, formatMessage, formatNumber, validatePropertiesQuery, type SearchParams, type SortOrder } from '@akiya/contracts';
import { BOARD_TEXTS } from '../../../config/texts';
import { Button, pageHref } from '@akiya/shared-ui';
import { useGetPropertiesQuery, type ListQuery } from '../api/listings-api';
import { draftOf, filtersOf, validateDraft, type FilterDraft, type FilterDraftErrors } from '../utils/filter-draft';
import type { ListingFilter } from '../utils/listing-source';
import { activeFilterCount, apiParams, validatePriceRange, withSearchParams } from '../utils/search-params';
import { urlFilterCount, withUrlFilters, type UrlFilters } from '../utils/url-filters';
import { CombinedFilterFields } from './combined-filter-fields';
import own from './combined-filter-fields.module.css';
import { MySearchPanel } from './my-search-panel';
import { SearchParamsFields, type PriceErrors } from './search-params-fields';
import { SortSelect } from './sort-select';
import styles from './filter-panel.module.css';

/** How long the draft must rest before its matches are counted (typing a number asks once). */
export const COUNT_DELAY_MS = 400;

interface FilterPanelProps {
  /** URL of page 1 of the current list. */
  basePath: string;
  /** The params in force (baseline overridden by the URL). */
  effective: SearchParams;
  /** Saved params of a logged-in user, else the defaults. */
  baseline: SearchParams;
  /** A list with a fixed order (新着) has no sort selector. */
  fixedSort?: SortOrder;
  /** The combined filters the URL adds (prefecture, municipality, category, land area, age). */
  filters?: UrlFilters;
  /** The list's own filter (its route's): the combined filters narrow it, and do not offer what it fixes. */
  fixed?: ListingFilter;
}

/**
 * The list's controls: the sort (applies at once), the refinements (applied with a button) and the
 * my-search panel. Applying keeps the list route, goes to page 1 and writes the params into the
 * query, so the choice lasts for the visit and the URL can be shared.
 */
export function FilterPanel({ basePath, effective, baseline, fixedSort, filters = {}, fixed = {} }: FilterPanelProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [mySearchOpen, setMySearchOpen] = useState(false);
  const [draft, setDraft] = useState<SearchParams>(effective);
  const [errors, setErrors] = useState<PriceErrors>({});
  const [draftFilters, setDraftFilters] = useState<FilterDraft>(draftOf(filters));
  const [filterErrors, setFilterErrors] = useState<FilterDraftErrors>({});
  const formId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const mySearchRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const active = activeFilterCount(effective) + urlFilterCount(filters);

  const go = (params: SearchParams, next: UrlFilters = filters) =>
    navigate(pageHref(basePath, 1, withSearchParams(withUrlFilters(new URLSearchParams(location.search), next), params, baseline)));

  // The number of matches of the draft, before applying: one list request of one item (cached like
  // any list), asked once the draft has rested for COUNT_DELAY_MS, never for a draft with errors.
  const draftQuery = validatePropertiesQuery({ page: 1, limit: 1, ...fixed, ...filtersOf(draftFilters), ...apiParams(draft, {}) });
  const priceErrors = validatePriceRange(draft.price_from, draft.price_to);
  const draftValid = draftQuery.ok && Object.keys(validateDraft(draftFilters)).length === 0 && !priceErrors.price_from && !priceErrors.price_to;
  const draftKey = draftQuery.ok && draftValid ? JSON.stringify(draftQuery.value) : null;
  const [countKey, setCountKey] = useState<string | null>(null);
  useEffect(() => {
    if (!open || draftKey === null) return undefined;
    const timer = setTimeout(() => setCountKey(draftKey), COUNT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, draftKey]);
  const counting = open && draftKey !== null && countKey !== draftKey;
  const counted = useGetPropertiesQuery((countKey ? JSON.parse(countKey) : {}) as ListQuery, { skip: !open || countKey === null || draftKey === null });

  const toggle = () => {
    if (!open) {
      setDraft(effective);
      setErrors({});
      setDraftFilters(draftOf(filters));
      setFilterErrors({});
    }
    setOpen(!open);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePriceRange(draft.price_from, draft.price_to);
    const foundFilters = validateDraft(draftFilters);
    setErrors(found);
    setFilterErrors(foundFilters);
    const firstError = (['price_from', 'price_to'] as const).find((k) => found[k]) ?? (['land_area_from', 'land_area_to'] as const).find((k) => foundFilters[k]);
    if (firstError) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="${firstError}"]`)?.focus();
      return;
    }
    setOpen(false);
    go({ ...draft, sort_order: effective.sort_order }, filtersOf(draftFilters));
    toggleRef.current?.focus();
  };

  const reset = () => {
    setDraft({ ...DEFAULT_SEARCH_PARAMS, sort_order: draft.sort_order });
    setErrors({});
    setDraftFilters(draftOf({}));
    setFilterErrors({});
  };

  return (
    <div className={styles.panel}>
      <div className={styles.bar}>
        {fixedSort ? null : <SortSelect value={effective.sort_order} onChange={(order) => go({ ...effective, sort_order: order })} />}
        <div className={styles.buttons}>
          <button
            ref={toggleRef}
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={formId}
            onClick={toggle}
          >
            <span aria-hidden="true" className={styles.icon}>
              ⚲
            </span>
            {BOARD_TEXTS.filterToggle}
            {active > 0 ? (
              <span className={styles.count}>
                <span className="visually-hidden">（</span>
                {formatMessage(BOARD_TEXTS.countUnit, { count: active })}
                <span className="visually-hidden">）</span>
              </span>
            ) : null}
          </button>
          <button
            ref={mySearchRef}
            type="button"
            className={styles.toggle}
            aria-haspopup="dialog"
            onClick={() => setMySearchOpen(true)}
          >
            <span aria-hidden="true" className={styles.icon}>
              ☆
            </span>
            {BOARD_TEXTS.mySearch}
          </button>
        </div>
      </div>
      <form
        ref={formRef}
        id={formId}
        className={styles.form}
        aria-label={BOARD_TEXTS.filterFormLabel}
        hidden={!open}
        noValidate
        onSubmit={submit}
      >
        {open ? (
          <CombinedFilterFields
            value={draftFilters}
            onChange={(next) => {
              setDraftFilters(next);
              setFilterErrors(validateDraft(next));
            }}
            params={draft}
            onParamsChange={setDraft}
            errors={filterErrors}
            fixed={fixed}
          />
        ) : null}
        {open ? <SearchParamsFields value={draft} onChange={setDraft} errors={errors} /> : null}
        <p className={own.count} aria-live="polite" data-testid="filter-match-count">
          {open && draftKey !== null
            ? counted.currentData && !counted.isFetching && !counting
              ? formatMessage(BOARD_TEXTS.matchCount, { count: formatNumber(counted.currentData.total) })
              : BOARD_TEXTS.matchCounting
            : null}
        </p>
        <div className={styles.actions}>
          <Button type="submit" className={styles.apply}>
            {BOARD_TEXTS.filterApply}
          </Button>
          <Button variant="secondary" onClick={reset}>
            {BOARD_TEXTS.filterReset}
          </Button>
        </div>
      </form>
      {mySearchOpen ? <MySearchPanel basePath={basePath} baseline={baseline} onClose={() => setMySearchOpen(false)} returnFocus={mySearchRef} /> : null}
    </div>
  );
}
