import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { DEFAULT_SEARCH_PARAMS, formatMessage, type SearchParams, type SortOrder } from '@akiya/contracts';
import { BOARD_TEXTS } from '../../../config/texts';
import { Button, pageHref } from '@akiya/shared-ui';
import { activeFilterCount, validatePriceRange, withSearchParams } from '../utils/search-params';
import { MySearchPanel } from './my-search-panel';
import { SearchParamsFields, type PriceErrors } from './search-params-fields';
import { SortSelect } from './sort-select';
import styles from './filter-panel.module.css';

interface FilterPanelProps {
  /** URL of page 1 of the current list. */
  basePath: string;
  /** The params in force (baseline overridden by the URL). */
  effective: SearchParams;
  /** Saved params of a logged-in user, else the defaults. */
  baseline: SearchParams;
  /** A list with a fixed order (新着) has no sort selector. */
  fixedSort?: SortOrder;
}

/**
 * The list's controls: the sort (applies at once), the refinements (applied with a button) and the
 * my-search panel. Applying keeps the list route, goes to page 1 and writes the params into the
 * query, so the choice lasts for the visit and the URL can be shared.
 */
export function FilterPanel({ basePath, effective, baseline, fixedSort }: FilterPanelProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [mySearchOpen, setMySearchOpen] = useState(false);
  const [draft, setDraft] = useState<SearchParams>(effective);
  const [errors, setErrors] = useState<PriceErrors>({});
  const formId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const mySearchRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const active = activeFilterCount(effective);

  const go = (params: SearchParams) =>
    navigate(pageHref(basePath, 1, withSearchParams(new URLSearchParams(location.search), params, baseline)));

  const toggle = () => {
    if (!open) {
      setDraft(effective);
      setErrors({});
    }
    setOpen(!open);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePriceRange(draft.price_from, draft.price_to);
    setErrors(found);
    if (found.price_from || found.price_to) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="${found.price_from ? 'price_from' : 'price_to'}"]`)?.focus();
      return;
    }
    setOpen(false);
    go({ ...draft, sort_order: effective.sort_order });
    toggleRef.current?.focus();
  };

  const reset = () => {
    setDraft({ ...DEFAULT_SEARCH_PARAMS, sort_order: draft.sort_order });
    setErrors({});
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
        {open ? <SearchParamsFields value={draft} onChange={setDraft} errors={errors} /> : null}
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
