import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES, searchWord } from '@akiya/contracts';
import styles from './search-form.module.css';

export interface SearchFormProps {
  /** 'hero': the large box on the top page; 'dialog': inside the search dialog. */
  variant?: 'hero' | 'dialog';
  /** Called after a valid search navigated (the dialog closes itself with it). */
  onSubmitted?: () => void;
}

/**
 * Search-word box (spec §2, §5): 2 to 20 characters; the hint shows while the word is invalid once
 * the user has typed, and submitting is blocked until it is valid. Goes to /search/{word}.
 */
export function SearchForm({ variant = 'dialog', onSubmitted }: SearchFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const [word, setWord] = useState('');
  const [touched, setTouched] = useState(false);
  const error = searchWord(word);
  const showHint = touched && error !== null;
  const hintId = `${id}-hint`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (error !== null) {
      setTouched(true);
      return;
    }
    navigate(`/search/${encodeURIComponent(word.trim())}`);
    onSubmitted?.();
  };

  return (
    <form className={variant === 'hero' ? styles.hero : styles.dialog} role="search" onSubmit={submit} noValidate>
      <div className={styles.row}>
        <label className="visually-hidden" htmlFor={`${id}-word`}>
          検索キーワード
        </label>
        <input
          id={`${id}-word`}
          className={styles.input}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder={MESSAGES.searchPlaceholder}
          value={word}
          data-autofocus={variant === 'dialog' ? true : undefined}
          aria-invalid={showHint ? true : undefined}
          aria-describedby={showHint ? hintId : undefined}
          onChange={(e) => {
            setWord(e.target.value);
            setTouched(true);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') setTouched(true);
          }}
        />
        <button className={styles.submit} type="submit" disabled={error !== null}>
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
            <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
          <span>検索</span>
        </button>
      </div>
      <p className={styles.hint} aria-live="polite">
        {showHint ? <span id={hintId}>{error}</span> : null}
      </p>
    </form>
  );
}
