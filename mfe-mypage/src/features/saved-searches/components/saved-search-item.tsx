import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { savedSearchBoardPath, validateSavedSearchName, type SavedSearch } from '@akiya/contracts';
import { apiErrorMessage, Button, FormField } from '@akiya/shared-ui';
import { useDeleteSavedSearchMutation, useUpdateSavedSearchMutation } from '../api/saved-searches-api';
import list from '../../../components/switch-list.module.css';
import own from './saved-searches.module.css';

/**
 * One saved search: its name linking to the board with its query, the alert switch, rename (the
 * server's name rule, checked here first; what was typed stays on an error), delete, the feed URL.
 */
export function SavedSearchItem({ search, onStatus }: { search: SavedSearch; onStatus: (s: { ok: boolean; text: string }) => void }) {
  const [update, { isLoading: updating }] = useUpdateSavedSearchMutation();
  const [remove, { isLoading: removing }] = useDeleteSavedSearchMutation();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(search.name);
  const [nameError, setNameError] = useState<string | null>(null);
  const id = `saved-search-${search.id}`;

  const toggle = async (alert: boolean) => {
    try {
      await update({ id: search.id, alert }).unwrap();
      onStatus({ ok: true, text: `「${search.name}」の新着のお知らせを${alert ? 'オン' : 'オフ'}にしました。` });
    } catch (e) {
      onStatus({ ok: false, text: apiErrorMessage(e) });
    }
  };
  const rename = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateSavedSearchName(name);
    if (!checked.ok) {
      setNameError(checked.message);
      return;
    }
    try {
      await update({ id: search.id, name: checked.value }).unwrap();
      setNameError(null);
      setEditing(false);
      onStatus({ ok: true, text: `名前を「${checked.value}」に変更しました。` });
    } catch (e) {
      setNameError(apiErrorMessage(e));
    }
  };
  const drop = async () => {
    if (typeof window !== 'undefined' && !window.confirm(`「${search.name}」を削除しますか？`)) return;
    try {
      await remove(search.id).unwrap();
      onStatus({ ok: true, text: `「${search.name}」を削除しました。` });
    } catch (e) {
      onStatus({ ok: false, text: apiErrorMessage(e) });
    }
  };

  return (
    <li className={`${list.item} ${own.item}`}>
      <div className={list.text}>
        <Link to={savedSearchBoardPath(search.query)} className={own.name}>
          {search.name}
        </Link>
        {editing ? (
          <form className={own.rename} onSubmit={(e) => void rename(e)} noValidate>
            <FormField label="検索条件の名前" id={`${id}-name`} error={nameError} alertErrors>
              {(control) => <input {...control} value={name} onChange={(e) => setName(e.target.value)} />}
            </FormField>
            <Button type="submit" loading={updating} loadingText="保存中…">
              保存
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setEditing(false);
                setName(search.name);
                setNameError(null);
              }}
            >
              やめる
            </Button>
          </form>
        ) : (
          <div className={own.actions}>
            <Button variant="secondary" onClick={() => setEditing(true)} aria-label={`「${search.name}」の名前を変更`}>
              名前を変更
            </Button>
            <Button variant="danger" loading={removing} loadingText="削除中…" onClick={() => void drop()} aria-label={`「${search.name}」を削除`}>
              削除
            </Button>
          </div>
        )}
        <div className={own.feed}>
          <label htmlFor={`${id}-feed`}>フィード</label>
          <input id={`${id}-feed`} readOnly value={search.feedUrl} onFocus={(e) => e.currentTarget.select()} />
        </div>
      </div>
      <span className={list.switchBox}>
        <input
          id={`${id}-alert`}
          type="checkbox"
          role="switch"
          className={list.switch}
          checked={search.alert}
          aria-label={`「${search.name}」の新着をメールで受け取る`}
          disabled={updating}
          onChange={(event) => void toggle(event.target.checked)}
        />
        <span className={list.state} aria-hidden="true">
          {search.alert ? 'メールで通知' : '通知しない'}
        </span>
      </span>
    </li>
  );
}
