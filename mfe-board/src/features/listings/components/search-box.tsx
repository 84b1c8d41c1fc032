import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES, searchWord } from '@akiya/contracts';
import { Button, FieldError, fieldStyles } from '@akiya/shared-ui';
import { BOARD_TEXTS } from '../../../config/texts';
import styles from './search-box.module.css';

interface SearchBoxProps {
  initialWord?: string;
  /** Show the hint for an invalid initial word right away (the invalid-word page). */
  showHintInitially?: boolean;
}

/**
 * Search-word box (spec §5: required, 2–20 characters, submit blocked while invalid). Goes to
 * /search/{word}.
 */
export function SearchBox({ initialWord = '', showHintInitially = false }: SearchBoxProps) {
  const [word, setWord] = useState(initialWord);
  const [dirty, setDirty] = useState(false);
  const navigate = useNavigate();
  const inputId = useId();
  const hintId = useId();
  const message = searchWord(word);
  const showHint = message !== null && (dirty || showHintInitially);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (message !== null) {
      setDirty(true);
      return;
    }
    navigate(`/search/${encodeURIComponent(word.trim())}`);
  };

  return (
    <form className={styles.form} role="search" onSubmit={submit} noValidate>
      <label htmlFor={inputId} className={styles.label}>
        {BOARD_TEXTS.searchLabel}
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={`${fieldStyles.input} ${styles.input}`}
          type="search"
          value={word}
          placeholder={MESSAGES.searchPlaceholder}
          enterKeyHint="search"
          aria-invalid={showHint || undefined}
          aria-describedby={showHint ? hintId : undefined}
          onChange={(e) => {
            setWord(e.target.value);
            setDirty(true);
          }}
        />
        <Button type="submit" disabled={message !== null}>
          {BOARD_TEXTS.searchSubmit}
        </Button>
      </div>
      {showHint ? (
        <FieldError id={hintId} error={message} alert />
      ) : null}
    </form>
  );
}
