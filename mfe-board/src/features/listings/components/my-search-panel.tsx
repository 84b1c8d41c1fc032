import { useEffect, useState, type FormEvent, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { type SearchParams } from '@akiya/contracts';
import { Button, Drawer, QueryError, apiErrorMessage, commonApi, trackEvent, useAppDispatch, useLoginPrompt } from '@akiya/shared-ui';
import { BOARD_TEXTS } from '../../../config/texts';
import { useCurrentUser } from '../../../hooks/use-current-user';
import { useSaveSearchParamsMutation } from '../api/listings-api';
import { validatePriceRange, withoutSearchParams } from '../utils/search-params';
import { SearchParamsFields, type PriceErrors } from './search-params-fields';
import styles from './my-search-panel.module.css';

interface MySearchPanelProps {
  /** URL of page 1 of the current list (the current path without /page/{n}). */
  basePath: string;
  /** The saved params (base data `searchParams`), else the defaults: they seed the form. */
  baseline: SearchParams;
  onClose: () => void;
  returnFocus: RefObject<HTMLElement | null>;
}

/**
 * 保存した検索条件, the my-search slide-in panel (docs/product.md §2). Logged out: the form is greyed out with a
 * login prompt and no save button. Logged in: saving posts the eight params (the account keeps them),
 * sends the analytics event save_my-search and reloads the list at the current path without
 * /page/{n} (docs/product.md §7).
 */
export function MySearchPanel({ basePath, baseline, onClose, returnFocus }: MySearchPanelProps) {
  const user = useCurrentUser();
  const promptLogin = useLoginPrompt();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useState<SearchParams>(baseline);
  const [errors, setErrors] = useState<PriceErrors>({});
  const [save, { isLoading, error }] = useSaveSearchParamsMutation();
  useEffect(() => () => returnFocus.current?.focus(), [returnFocus]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!user) return;
    const found = validatePriceRange(draft.price_from, draft.price_to);
    setErrors(found);
    if (found.price_from || found.price_to) return;
    const result = await save(draft);
    if ('error' in result || !result.data) return;
    onClose();
    trackEvent('save_my-search');
    // The account keeps them now: they become base data's searchParams (the baseline of every list)
    // at once, and base data is fetched again anyway. Then reload at the current path without
    // /page/{n} (docs/product.md §7), without this visit's own choices in the query: the saved ones apply.
    const saved = result.data.searchParams ?? draft;
    dispatch(
      commonApi.util.updateQueryData('getBaseData', undefined, (base) => {
        base.searchParams = saved;
      }),
    );
    navigate(`${basePath}${withoutSearchParams(new URLSearchParams(location.search))}`);
  };

  const saveError = error ? apiErrorMessage(error) : null;

  return (
    <Drawer open title={BOARD_TEXTS.mySearch} onClose={onClose} closeLabel={BOARD_TEXTS.mySearchClose} closeText portal data-testid="my-search-panel">
      {user ? null : (
        <div className={styles.prompt}>
          <p>{BOARD_TEXTS.mySearchLoginPrompt}</p>
          <Button
            onClick={() => {
              onClose();
              promptLogin();
            }}
          >
            {BOARD_TEXTS.mySearchLogin}
          </Button>
        </div>
      )}
      <form className={styles.form} noValidate onSubmit={(e) => void submit(e)} aria-label={BOARD_TEXTS.mySearch}>
        <p className={styles.intro}>{BOARD_TEXTS.mySearchIntro}</p>
        <fieldset className={user ? styles.fieldset : `${styles.fieldset} ${styles.greyed}`} disabled={!user || isLoading}>
          <legend className="visually-hidden">{BOARD_TEXTS.mySearch}</legend>
          <SearchParamsFields value={draft} onChange={setDraft} errors={errors} withSort />
        </fieldset>
        {saveError ? <QueryError message={saveError} /> : null}
        {user ? (
          <Button type="submit" loading={isLoading} loadingText={BOARD_TEXTS.mySearchSaving}>
            {BOARD_TEXTS.mySearchSave}
          </Button>
        ) : null}
      </form>
    </Drawer>
  );
}
