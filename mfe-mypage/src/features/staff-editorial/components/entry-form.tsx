import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { codePointLength, EDITORIAL_MESSAGES } from '@akiya/contracts';
import { apiErrorMessage, apiErrorStatus, Button, ErrorSummary, FormField, fieldStyles, toFormErrors, type ErrorSummaryItem, TextField } from '@akiya/shared-ui';
import { useSaveStaffEditorialEntryMutation, useSetStaffEditorialStatusMutation, type StaffEntry } from '../api/staff-editorial-api';
import { STAFF_EDITORIAL_TEXTS as T, type EditorialSection } from '../editorial-sections';
import { apiBodyOf, checkValues, fieldsOf, valuesOf, type FormValues } from '../entry-fields';
import { CoverField } from './cover-field';
import { MarkdownEditor } from './markdown-editor';
import styles from './staff-editorial.module.css';

interface EntryFormProps {
  section: EditorialSection;
  /** The entry as loaded; undefined for a new one. */
  entry?: StaffEntry;
  /** A new entry was saved (and maybe published): go to its own address. */
  onCreated: (id: number, notice: string) => void;
  /** 409: the editor asks to load the current entry (what is typed is dropped only then). */
  onReload: () => void;
  /** A notice to show at first (after a create). */
  initialNotice?: string | null;
}

type Action = 'save' | 'publish' | 'unpublish';

/**
 * The form of one article, news item or Q&A. Every rule of the API runs here first (contracts);
 * a failure — ours, the API's 400, a 409 conflict or a network error — keeps everything typed. Saves,
 * publish and unpublish send the version read; a stale one is the conflict message.
 */
export function EntryForm({ section, entry, onCreated, onReload, initialNotice = null }: EntryFormProps) {
  const fields = fieldsOf(section);
  const formId = useId();
  const headingId = `${formId}-heading`;
  const fieldId = (name: string) => `${formId}-${name}`;
  const [values, setValues] = useState<FormValues>(() => valuesOf(fields, entry));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [notice, setNotice] = useState<string | null>(initialNotice);
  const [current, setCurrent] = useState<{ version: number; status: 'draft' | 'published' } | null>(
    entry ? { version: entry.version, status: entry.status } : null,
  );
  const [busy, setBusy] = useState<Action | null>(null);
  const [save] = useSaveStaffEditorialEntryMutation();
  const [setStatus] = useSetStaffEditorialStatusMutation();
  const id = entry?.id;

  const set = (name: string) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const fail = (error: unknown) => {
    if (apiErrorStatus(error) === 409) {
      setConflict(true);
      setErrors({});
      setFailure(toFormErrors(error).version ?? EDITORIAL_MESSAGES.versionConflict);
    } else {
      const fieldErrors = toFormErrors(error);
      const known = Object.fromEntries(Object.entries(fieldErrors).filter(([k]) => fields.some((f) => f.name === k)));
      setErrors(known);
      const others = Object.entries(fieldErrors).filter(([k]) => !(k in known));
      setFailure(Object.keys(known).length > 0 && others.length === 0 ? null : (others[0]?.[1] ?? apiErrorMessage(error)));
    }
    setFailedSubmits((n) => n + 1);
  };

  const run = async (action: Action) => {
    if (busy) return;
    setNotice(null);
    setFailure(null);
    if (action !== 'unpublish') {
      const found = checkValues(fields, values);
      setErrors(found);
      if (Object.keys(found).length > 0) {
        setFailedSubmits((n) => n + 1);
        return;
      }
    }
    setBusy(action);
    let savedId = id;
    try {
      let state = current;
      if (action !== 'unpublish') {
        const body = { ...apiBodyOf(fields, values), ...(section.type !== undefined ? { type: section.type } : {}) };
        const saved = await save({ kind: section.kind, id, body: state ? { ...body, version: state.version } : body }).unwrap();
        savedId = saved.id;
        state = { version: saved.version, status: saved.status };
        // Kept at once: a publish failing next must not leave the form with a stale version.
        setCurrent(state);
      }
      if (action !== 'save' && state && savedId !== undefined) {
        const changed = await setStatus({ kind: section.kind, id: savedId, version: state.version, status: action === 'publish' ? 'published' : 'draft' }).unwrap();
        state = { version: changed.version, status: changed.status };
        setCurrent(state);
      }
      setErrors({});
      setConflict(false);
      const message = action === 'publish' ? T.publishedDone : action === 'unpublish' ? T.unpublishedDone : id === undefined ? T.created : T.saved;
      if (id === undefined && savedId !== undefined) onCreated(savedId, message);
      else setNotice(message);
    } catch (error) {
      // A new entry saved but not published: at its own address (saving again must not create a second one).
      if (id === undefined && savedId !== undefined) onCreated(savedId, `${T.created}${T.publishFailed}${apiErrorMessage(error)}`);
      else fail(error);
    } finally {
      setBusy(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run('save');
  };

  const summary: ErrorSummaryItem[] = fields
    .filter((f) => errors[f.name])
    .map((f) => ({ key: f.name, label: f.label, message: errors[f.name], fieldId: fieldId(f.name) }));

  const title = id === undefined ? T.newTitle(section.label) : T.editTitle(section.label);
  const publicPath = id !== undefined ? section.publicPath(id) : null;

  return (
    <form className={styles.form} aria-labelledby={headingId} noValidate onSubmit={submit}>
      <h2 id={headingId} className={styles.formTitle}>
        {title}
      </h2>
      <ErrorSummary items={summary} message={conflict ? null : failure} focusKey={failedSubmits} />
      {conflict ? (
        <div className={styles.conflict} role="alert">
          <p>{failure ?? EDITORIAL_MESSAGES.versionConflict}</p>
          <Button variant="secondary" onClick={onReload}>
            {T.reloadLatest}
          </Button>
        </div>
      ) : null}
      <p className={styles.state}>
        {T.status}：<strong>{current?.status === 'published' ? T.published : T.draft}</strong>
        {publicPath ? (
          <>
            {' '}
            <Link to={current?.status === 'published' ? publicPath : `${publicPath}?preview=1`} target="_blank" rel="noopener">
              {current?.status === 'published' ? T.viewPublic : T.preview}
            </Link>
          </>
        ) : null}
      </p>
      <p className={styles.notice} role="status">
        {notice ?? ''}
      </p>
      {fields.map((field) => {
        const common = { id: fieldId(field.name), label: field.label, value: values[field.name] ?? '', onValue: set(field.name), error: errors[field.name] };
        switch (field.control) {
          case 'markdown':
            return <MarkdownEditor key={field.name} {...common} max={field.max ?? Infinity} required={field.required} readOnly={busy !== null} />;
          case 'cover':
            return <CoverField key={field.name} {...common} readOnly={busy !== null} />;
          case 'select':
            return (
              <FormField key={field.name} id={common.id} label={field.label} hint={field.hint} error={common.error}>
                <select className={fieldStyles.select} value={common.value} disabled={busy !== null} onChange={(e) => common.onValue(e.target.value)}>
                  {field.options?.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              </FormField>
            );
          default:
            return (
              <TextField
                key={field.name}
                {...common}
                required={field.required}
                hint={field.hint}
                multiline={field.control === 'textarea'}
                rows={3}
                autoComplete="off"
                readOnly={busy !== null}
                counter={field.max !== undefined ? T.counter(codePointLength(common.value), field.max) : undefined}
              />
            );
        }
      })}
      <div className={styles.actions}>
        {current?.status === 'published' ? (
          <>
            <Button type="submit" loading={busy === 'save'} loadingText={T.saving} disabled={busy !== null && busy !== 'save'}>
              {T.saveChanges}
            </Button>
            <Button variant="danger" loading={busy === 'unpublish'} loadingText={T.unpublishing} disabled={busy !== null && busy !== 'unpublish'} onClick={() => void run('unpublish')}>
              {T.unpublish}
            </Button>
          </>
        ) : (
          <>
            <Button type="submit" variant="secondary" loading={busy === 'save'} loadingText={T.saving} disabled={busy !== null && busy !== 'save'}>
              {T.save}
            </Button>
            <Button loading={busy === 'publish'} loadingText={T.publishing} disabled={busy !== null && busy !== 'publish'} onClick={() => void run('publish')}>
              {T.publish}
            </Button>
          </>
        )}
      </div>
      <p>
        <Link to={`/my-page/staff/editorial/${section.key}`}>{T.backToList}</Link>
      </p>
    </form>
  );
}
