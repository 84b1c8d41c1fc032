import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { waitFor } from '@testing-library/react';
import { holdEarlyInput, markPartHydrated, markRootHydrated } from './early-input';

/** Pages watched by a test: each stops with its test (one left watching would mark a later test's <html>). */
const watching: Array<() => void> = [];
const watch = (container: HTMLElement) => watching.push(holdEarlyInput(container));

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

/** A form like the registration form: text, boxes to tick and a choice, all in its state. */
type Registration = { name: string; agree: boolean; plan: string };
function RegistrationForm({ onSubmit }: { onSubmit: (values: Registration) => void }) {
  const [values, setValues] = useState<Registration>({ name: '', agree: false, plan: 'buy' });
  const set = (change: Partial<Registration>) => setValues((v) => ({ ...v, ...change }));
  return (
    <form
      aria-label="会員登録"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(values);
      }}
    >
      <input aria-label="氏名" value={values.name} onChange={(e) => set({ name: e.target.value })} />
      <input type="checkbox" aria-label="利用規約に同意する" checked={values.agree} onChange={(e) => set({ agree: e.target.checked })} />
      <input type="radio" name="plan" aria-label="買いたい" value="buy" checked={values.plan === 'buy'} onChange={() => set({ plan: 'buy' })} />
      <input type="radio" name="plan" aria-label="売りたい" value="sell" checked={values.plan === 'sell'} onChange={() => set({ plan: 'sell' })} />
      <button type="submit">登録する</button>
    </form>
  );
}

/** A remote's part as remote-outlet.tsx mounts it: marked hydrated from an effect inside its Suspense boundary. */
function RemotePart({ Part }: { Part: ComponentType }) {
  const part = useRef<HTMLDivElement>(null);
  return (
    <Suspense fallback={<p>読み込み中</p>}>
      <div data-remote-root="board" ref={part}>
        <Part />
        <PartHydrated part={part} />
      </div>
    </Suspense>
  );
}
function PartHydrated({ part }: { part: { current: HTMLElement | null } }) {
  useEffect(() => {
    if (part.current) markPartHydrated(part.current);
  }, [part]);
  return null;
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
    for (const stop of watching.splice(0)) stop();
    document.documentElement.removeAttribute('data-hydrated');
  });

  /**
   * `page` as the server sent it, watched by holdEarlyInput; hydrate() lets React run `client` (the same page
   * unless given) as the page's root.
   */
  function serverRendered(page: ReactNode, client: ReactNode = page) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.appendChild(container);
    watch(container);
    const hydrate = () =>
      act(() => {
        root = hydrateRoot(container, <Committed>{client}</Committed>);
      });
    return { container, hydrate };
  }

  /** The search box as the server sent it, watched by holdEarlyInput; hydrate() lets React run it. */
  function serverRenderedSearch() {
    const searched: string[] = [];
    const { container, hydrate } = serverRendered(<SearchBox onSearch={(word) => searched.push(word)} />);
    return { container, field: container.querySelector('input')!, searched, hydrate };
  }

  it('keeps typed values and does the held tap and submit once hydrated, in order', async () => {
    const submitted: Array<{ current: string; next: string }> = [];
    const onSubmit = (values: { current: string; next: string }) => submitted.push(values);
    const { container, hydrate } = serverRendered(<PasswordForm onSubmit={onSubmit} />);

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

    hydrate();
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
    watch(container);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    container.querySelector('a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('once the page is React’s, leaves alone controls React never rendered (a map library’s)', () => {
    markRootHydrated();
    const container = document.createElement('div');
    document.body.appendChild(container);
    watch(container);
    // Created after the page loaded, by a library.
    container.innerHTML = '<div class="leaflet-popup"><button type="button">閉じる</button></div>';
    let clicked = 0;
    const button = container.querySelector('button')!;
    button.addEventListener('click', () => (clicked += 1));
    button.click();
    expect(clicked).toBe(1);
  });

  /** The registration form as the server sent it, watched by holdEarlyInput; hydrate() lets React run it. */
  function serverRenderedRegistration() {
    const submitted: Registration[] = [];
    const { container, hydrate } = serverRendered(<RegistrationForm onSubmit={(values) => submitted.push(values)} />);
    const field = (label: string) => container.querySelector<HTMLInputElement>(`[aria-label="${label}"]`)!;
    return { container, field, submitted, hydrate };
  }

  it('keeps a box ticked and a choice made before hydration along with the text typed (React’s render for the text, told first, unticks them on screen)', async () => {
    const { container, field, submitted, hydrate } = serverRenderedRegistration();
    type(field('氏名'), '試験 花子');
    field('利用規約に同意する').click();
    field('売りたい').click();
    expect(field('利用規約に同意する').checked).toBe(true);
    container.querySelector('button')!.click();

    hydrate();
    await waitFor(() => expect(submitted).toEqual([{ name: '試験 花子', agree: true, plan: 'sell' }]));
    expect(field('氏名').value).toBe('試験 花子');
    expect(field('利用規約に同意する').checked).toBe(true);
    expect(field('売りたい').checked).toBe(true);
    expect(field('買いたい').checked).toBe(false);
  });

  it('tells React of a box ticked before hydration when nothing else was typed (hydration keeps the tick on screen, not in the state)', async () => {
    const { container, field, submitted, hydrate } = serverRenderedRegistration();
    field('利用規約に同意する').click();
    hydrate();
    // Once React has been told, nothing waits: the page says it is React's.
    await waitFor(() => expect(document.documentElement.hasAttribute('data-hydrated')).toBe(true));
    act(() => container.querySelector('button')!.click());
    expect(submitted).toEqual([{ name: '', agree: true, plan: 'buy' }]);
    expect(field('利用規約に同意する').checked).toBe(true);
  });

  it('keeps a box ticked right after hydration, before React was told the text typed earlier', async () => {
    const { container, field, submitted, hydrate } = serverRenderedRegistration();
    type(field('氏名'), '試験 次郎');
    hydrate();
    // React runs the box, but has not been told the name yet: the click tells it first, and React's
    // render for the name would untick the box the click has just ticked.
    act(() => field('利用規約に同意する').click());
    expect(field('利用規約に同意する').checked).toBe(true);
    expect(field('氏名').value).toBe('試験 次郎');
    await waitFor(() => expect(document.documentElement.hasAttribute('data-hydrated')).toBe(true));
    act(() => container.querySelector('button')!.click());
    expect(submitted).toEqual([{ name: '試験 次郎', agree: true, plan: 'buy' }]);
    expect(field('利用規約に同意する').checked).toBe(true);
  });

  it('holds what is done in a part hydrated after the page (a remote’s) until that part says it is React’s', async () => {
    const opened: string[] = [];
    const searched: string[] = [];
    function Board() {
      const [shown, setShown] = useState(false);
      return (
        <div>
          <button type="button" onClick={() => setShown(true)}>
            地図で見る
          </button>
          {shown ? <p role="dialog">地図</p> : null}
          <SearchBox onSearch={(word) => searched.push(word)} />
        </div>
      );
    }
    const Page = ({ Part }: { Part: ComponentType }) => (
      <div>
        <button type="button" onClick={() => opened.push('menu')}>
          メニュー
        </button>
        <RemotePart Part={Part} />
      </div>
    );
    // In the browser the remote's code arrives after the page has hydrated.
    let arrive: (module: { default: ComponentType }) => void = () => undefined;
    const LateBoard = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
    const { container, hydrate } = serverRendered(<Page Part={Board} />, <Page Part={LateBoard} />);
    hydrate();
    const part = container.querySelector('[data-remote-root]')!;
    expect(part.hasAttribute('data-hydrated')).toBe(false);

    // The page outside the part is React's from its first commit.
    const [menu, map] = container.querySelectorAll('button');
    act(() => menu.click());
    expect(opened).toEqual(['menu']);
    // Nothing is held, but the part is not React's yet: the page does not say it is all React's.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(document.documentElement.hasAttribute('data-hydrated')).toBe(false);

    // Inside the part, what the visitor does is held: the tap, the text, the submit.
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    map.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    type(part.querySelector('input')!, '茅葺き');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    part.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(container.querySelector('[role="dialog"]')).toBeNull();
    expect(searched).toEqual([]);
    expect(document.documentElement.hasAttribute('data-hydrated')).toBe(false);

    await act(async () => arrive({ default: Board }));
    expect(part.hasAttribute('data-hydrated')).toBe(true);
    await waitFor(() => expect(container.querySelector('[role="dialog"]')).not.toBeNull());
    await waitFor(() => expect(searched).toEqual(['茅葺き']));
    await waitFor(() => expect(document.documentElement.hasAttribute('data-hydrated')).toBe(true));
  });

  it('reads nothing of React’s own (its private keys and fibers change with its versions, silently)', () => {
    const source = readFileSync(join(__dirname, 'early-input.ts'), 'utf8');
    // `__reactFiber$…`, `__reactProps$…` and the like, and a fiber's fields.
    expect(source).not.toContain('__react');
    expect(source).not.toMatch(/memoizedProps|memoizedState|stateNode/);
  });
});
