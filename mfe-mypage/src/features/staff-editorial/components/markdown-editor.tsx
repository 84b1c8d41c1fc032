import { useEffect, useId, useRef, useState } from 'react';
import { codePointLength } from '@akiya/contracts';
import { FormField, fieldStyles, Spinner } from '@akiya/shared-ui';
import { usePreviewEditorialMarkdownMutation } from '../api/staff-editorial-api';
import { STAFF_EDITORIAL_TEXTS as T } from '../editorial-sections';
import styles from './staff-editorial.module.css';

/** The preview is asked for this long after the last keystroke. */
export const PREVIEW_DELAY_MS = 500;

interface MarkdownEditorProps {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  max: number;
  required?: boolean;
  error?: string | null;
  readOnly?: boolean;
}

/**
 * A Markdown textarea with the page's rendering beside it (below 850 px: two tabs, 編集 and
 * プレビュー). The preview is the API's own renderer (POST /api/staff/editorial/preview), so it shows
 * exactly the sanitised HTML the public page will show; it follows the text after a short pause.
 */
export function MarkdownEditor({ id, label, value, onValue, max, required, error, readOnly }: MarkdownEditorProps) {
  const [tab, setTab] = useState<'edit' | 'preview'>('edit');
  const [render, { data, isLoading, isError, reset }] = usePreviewEditorialMarkdownMutation();
  const [rendered, setRendered] = useState<string | null>(null);
  const lastAsked = useRef<string | null>(null);
  const tabsId = useId();
  const editPanel = `${tabsId}-edit`;
  const previewPanel = `${tabsId}-preview`;

  useEffect(() => {
    if (value.trim() === '' || codePointLength(value) > max) {
      lastAsked.current = null;
      setRendered(null);
      reset();
      return undefined;
    }
    if (value === lastAsked.current) return undefined;
    const timer = setTimeout(() => {
      lastAsked.current = value;
      render(value)
        .unwrap()
        .then((answer) => {
          if (lastAsked.current === value) setRendered(answer.html);
        })
        .catch(() => undefined);
    }, PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value, max, render, reset]);

  const html = rendered ?? (data && lastAsked.current === value ? data.html : null);
  let preview;
  if (value.trim() === '') preview = <p className={styles.previewNote}>{T.previewEmpty}</p>;
  else if (isError && html === null) preview = <p className={styles.previewNote} role="alert">{T.previewFailed}</p>;
  else if (html === null || isLoading) preview = <Spinner label={T.previewLoading} />;
  else preview = <div className={styles.rendered} data-testid="markdown-preview" dangerouslySetInnerHTML={{ __html: html }} />;

  return (
    <div className={styles.markdown}>
      <div role="tablist" aria-label="エディタの表示" className={styles.tabs}>
        <button type="button" role="tab" id={`${editPanel}-tab`} aria-selected={tab === 'edit'} aria-controls={editPanel} onClick={() => setTab('edit')}>
          {T.editTab}
        </button>
        <button
          type="button"
          role="tab"
          id={`${previewPanel}-tab`}
          aria-selected={tab === 'preview'}
          aria-controls={previewPanel}
          onClick={() => setTab('preview')}
        >
          {T.previewTab}
        </button>
      </div>
      <div className={styles.panes}>
        <div id={editPanel} role="tabpanel" aria-labelledby={`${editPanel}-tab`} className={tab === 'edit' ? styles.pane : styles.paneInactive}>
          <FormField label={label} id={id} required={required} error={error}>
            {(field) => (
              <>
                <textarea
                  {...field}
                  aria-describedby={[field['aria-describedby'], `${id}-count`].filter(Boolean).join(' ')}
                  className={`${fieldStyles.textarea} ${styles.source}`}
                  rows={18}
                  value={value}
                  readOnly={readOnly}
                  spellCheck={false}
                  onChange={(e) => onValue(e.target.value)}
                />
                <p id={`${id}-count`} className={codePointLength(value) > max ? styles.counterOver : styles.counter}>
                  {T.counter(codePointLength(value), max)}
                </p>
              </>
            )}
          </FormField>
        </div>
        <section
          id={previewPanel}
          role="tabpanel"
          aria-labelledby={`${previewPanel}-tab`}
          className={tab === 'preview' ? styles.pane : styles.paneInactive}
          aria-live="polite"
          aria-busy={isLoading}
        >
          <h3 className={styles.previewHeading}>{T.previewHeading}</h3>
          {preview}
        </section>
      </div>
    </div>
  );
}
