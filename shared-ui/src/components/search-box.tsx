import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES, searchWord } from '@akiya/contracts';
import { Button } from './button';
import { fieldStyles } from './form-field';
import { Icon } from './icon';
import styles from './search-box.module.css';

export interface SearchBoxProps {
  /** The box's label (visible in the 'inline' look, else for assistive technology only). */
  label: string;
  /** 'hero': the large pill on a photo (the top page); 'dialog': the pill in the search dialog (takes focus); 'inline': a labelled box on a page. */
  look?: 'hero' | 'dialog' | 'inline';
  /** Text of the submit button; default 検索. */
  submitLabel?: string;
  initialWord?: string;
  /** Show the hint for an invalid initial word at once (the page of an invalid word). */
  showHintInitially?: boolean;
  /** Called after a valid search navigated (a dialog closes itself with it). */
  onSubmitted?: () => void;
  /** Where a valid word leads; default `/search/{word}`. */
  hrefFor?: (word: string) => string;
}

const searchHref = (word: string) => `/search/${encodeURIComponent(word)}`;

/**
 * The search-word box (docs/product.md §2, §5): 2 to 20 characters, spaces trimmed. The hint
 * (role="alert", the box's description, aria-invalid) shows once the visitor has typed or pressed
 * Enter while the word is invalid; the submit button is disabled until it is valid. A valid word
 * goes to /search/{word} on the client.
 */
export function SearchBox({
  label,
  look = 'inline',
  submitLabel = '検索',
  initialWord = '',
  showHintInitially = false,
  onSubmitted,
  hrefFor = searchHref,
}: SearchBoxProps) {
  const id = useId();
  const navigate = useNavigate();
  const [word, setWord] = useState(initialWord);
  const [touched, setTouched] = useState(showHintInitially);
  const error = searchWord(word);
  const showHint = touched && error !== null;
  const inputId = `${id}-word`;
  const hintId = `${id}-hint`;
  const pill = look !== 'inline';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (error !== null) {
      setTouched(true);
      return;
    }
    navigate(hrefFor(word.trim()));
    onSubmitted?.();
  };

  return (
    <form className={styles[look]} role="search" onSubmit={submit} noValidate>
      <label className={pill ? 'visually-hidden' : styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={pill ? styles.pillInput : `${fieldStyles.input} ${styles.input}`}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder={MESSAGES.searchPlaceholder}
          value={word}
          data-autofocus={look === 'dialog' ? true : undefined}
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
        {pill ? (
          <button className={styles.pillSubmit} type="submit" disabled={error !== null}>
            <Icon name="search" className={styles.icon} />
            <span>{submitLabel}</span>
          </button>
        ) : (
          <Button type="submit" disabled={error !== null}>
            {submitLabel}
          </Button>
        )}
      </div>
      <div className={styles.hint}>
        {showHint ? (
          <p id={hintId} className={styles.hintText} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </form>
  );
}
