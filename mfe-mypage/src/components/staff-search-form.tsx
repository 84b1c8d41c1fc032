import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, TextField } from '@akiya/shared-ui';
import { useSearchWord, type SearchWordRule } from '../hooks/use-search-word';
import styles from './staff-search-form.module.css';

interface StaffSearchFormProps {
  /** The list's path: the form's GET action and the target of the clear link. */
  path: string;
  /** The form's accessible name. */
  label: string;
  /** The word's rule and its value from the URL. */
  word: SearchWordRule;
  wordLabel: string;
  wordHint: string;
  /** Other filters, before the word in the row of fields. */
  filters?: ReactNode;
  /** The page's layout of the row of fields. */
  rowClassName: string;
  submitLabel: string;
  clearLabel: string;
  /** Whether the URL holds any condition: then the clear link shows. */
  filtered: boolean;
  /** Goes to the list searched for `word` (normalized and short enough). */
  onSearch: (word: string) => void;
}

/** The search box of a staff list: a GET form (it works before the scripts load); with them, `onSearch` (a client navigation). */
export function StaffSearchForm({ path, label, word, wordLabel, wordHint, filters, rowClassName, submitLabel, clearLabel, filtered, onSearch }: StaffSearchFormProps) {
  const search = useSearchWord(word);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = search.submitted();
    if (found !== null) onSearch(found);
  };

  return (
    <form role="search" className={styles.form} method="get" action={path} onSubmit={submit} aria-label={label} noValidate>
      <div className={rowClassName}>
        {filters}
        <TextField name="q" type="search" label={wordLabel} hint={wordHint} alertErrors {...search.field} />
      </div>
      <div className={styles.actions}>
        <Button type="submit">{submitLabel}</Button>
        {filtered ? <Link to={path}>{clearLabel}</Link> : null}
      </div>
    </form>
  );
}
