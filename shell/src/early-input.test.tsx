import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { waitFor } from '@testing-library/react';
import { holdEarlyInput, markRootHydrated } from './early-input';

/** A controlled form like the site's: what it knows is in its state, not in the DOM. */
function PasswordForm({ onSubmit }: { onSubmit: (values: { current: string; next: string }) => void }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [opened, setOpened] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ current, next });
  };
  return (
    <div>
      <button type="button" onClick={() => setOpened(true)}>
        ログイン
      </button>
      {opened ? <p role="dialog">ログインダイアログ</p> : null}
      <form aria-label="パスワードの変更" onSubmit={submit}>
        <input aria-label="現在のパスワード" value={current} onChange={(e) => setCurrent(e.target.value)} />
        <input aria-label="新しいパスワード" value={next} onChange={(e) => setNext(e.target.value)} />
        <button type="submit">変更する</button>
      </form>
    </div>
  );
}

/** A search box like the site's: its button is disabled while the box is empty. */
function SearchBox({ onSearch }: { onSearch: (word: string) => void }) {
  const [word, setWord] = useState('');
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(word.trim());
      }}
    >
      <input type="search" aria-label="検索キーワード" value={word} onChange={(e) => setWord(e.target.value)} />
      <button type="submit" disabled={word.trim() === ''}>
        検索
      </button>
    </form>
  );
}

function Committed({ children }: { children: ReactNode }) {
  useEffect(() => markRootHydrated(), []);
  return children;
}

function type(field: HTMLInputElement, value: string) {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('holdEarlyInput (what is done on the server HTML before hydration)', () => {
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
  });

  /** The search box as the server sent it, watched by holdEarlyInput; hydrate() lets React run it. */
  function serverRenderedSearch() {
    const searched: string[] = [];
    const Search = () => <SearchBox onSearch={(word) => searched.push(word)} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Search />);
    document.body.appendChild(container);
    holdEarlyInput(container);
    const hydrate = () =>
      act(() => {
        root = hydrateRoot(
          container,
          <Committed>
            <Search />
          </Committed>,
        );
      });
    return { container, field: container.querySelector('input')!, searched, hydrate };
  }

  it('keeps typed values and does the held tap and submit once hydrated, in order', async () => {
    const submitted: Array<{ current: string; next: string }> = [];
    const onSubmit = (values: { current: string; next: string }) => submitted.push(values);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<PasswordForm onSubmit={onSubmit} />);
    document.body.appendChild(container);
    holdEarlyInput(container);

    const [current, next] = container.querySelectorAll('input');
    type(current, 'akiyademo1');
    type(next, 'newPass456');
    const [login, change] = container.querySelectorAll('button');
    // Not hydrated: the tap does nothing yet, and the submit does not go out natively.
    login.click();
    const submitEvent = new Event('submit', { bubbles: true, cancelable: true });
    container.querySelector('form')!.dispatchEvent(submitEvent);
    expect(submitEvent.defaultPrevented).toBe(true);
    expect(container.querySelector('[role="dialog"]')).toBeNull();

    act(() => {
      root = hydrateRoot(
        container,
        <Committed>
          <PasswordForm onSubmit={onSubmit} />
        </Committed>,
      );
    });
    await waitFor(() => expect(container.querySelector('[role="dialog"]')).not.toBeNull());
    await waitFor(() => expect(submitted).toEqual([{ current: 'akiyademo1', next: 'newPass456' }]));
    // Both fields still show what was typed (React knows it now, so a render keeps it).
    expect(current.value).toBe('akiyademo1');
    expect(next.value).toBe('newPass456');

    // Hydrated: a tap is React's at once, nothing is held.
    change.click();
    expect(submitted).toHaveLength(2);
  });

  it('holds Enter in a field whose form the server rendered with its submit button disabled (an empty search box), then submits what was typed', async () => {
    const { field, searched, hydrate } = serverRenderedSearch();
    type(field, 'かやぶき');
    // The conversion of an input method is confirmed with Enter: that one is the method's.
    const composing = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true, isComposing: true });
    field.dispatchEvent(composing);
    expect(composing.defaultPrevented).toBe(false);
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    field.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);

    hydrate();
    await waitFor(() => expect(searched).toEqual(['かやぶき']));
  });

  it('holds Enter right after hydration when React has not been told the typed text yet (its button is still disabled)', async () => {
    const { container, field, searched, hydrate } = serverRenderedSearch();
    type(field, '古民家');
    hydrate();
    // Hydrated, but this module's next tick (which tells React the text) has not come yet.
    expect(container.querySelector('button')!.disabled).toBe(true);
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    field.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    await waitFor(() => expect(searched).toEqual(['古民家']));
  });

  it('leaves links alone (they load their page from the server)', () => {
    const container = document.createElement('div');
    container.innerHTML = '<a href="#there">どこか</a>';
    document.body.appendChild(container);
    holdEarlyInput(container);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    container.querySelector('a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('once the page is React’s, leaves alone controls React never rendered (a map library’s)', () => {
    markRootHydrated();
    const container = document.createElement('div');
    document.body.appendChild(container);
    holdEarlyInput(container);
    // Created after the page loaded, by a library.
    container.innerHTML = '<div class="leaflet-popup"><button type="button">閉じる</button></div>';
    let clicked = 0;
    const button = container.querySelector('button')!;
    button.addEventListener('click', () => (clicked += 1));
    button.click();
    expect(clicked).toBe(1);
  });
});
