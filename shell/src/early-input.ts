/**
 * What a visitor does on a server-rendered page before its script has taken over is not lost.
 *
 * The server's HTML is on screen well before React has hydrated it (on a slow phone, seconds).
 * A tap on a button there would do nothing, a submit would send the form natively (its fields in
 * the address), and text typed into a field would be in the field but not in the page's state, so
 * the next render or the submit would miss it. From the moment the shell's entry script runs:
 * - a click on a button or other control React does not run yet, and a form submitted before React
 *   runs its form, is held and done again once React runs that element (in order); links are left
 *   alone: they load the page they point to from the server;
 * - a field typed into (a checkbox or radio ticked: it changes at once) before React ran it tells
 *   React its value once it does; a box keeps the visitor's tick through the renders React does for
 *   the text it is told meanwhile (they set it back to what React knew).
 *
 * Whether React runs an element is known from marks the application itself sets, never from React's
 * private properties (they change with React's versions, and a wrong answer would be silent):
 * - nothing of the server's HTML is React's before the page's first render is committed
 *   (bootstrap.tsx calls markRootHydrated from an effect);
 * - a part React hydrates later, in its own Suspense boundary, is marked in the server's HTML (a
 *   remote's `[data-remote-root]`, or `[data-hydrates-later]` on a wrapper the application renders
 *   around such a part) and gets `data-hydrated` from an effect inside that boundary once it has
 *   mounted (markPartHydrated); the elements in it wait until then. A boundary without such a mark
 *   (as yet the shell's lazy account pages, and the board's map and posting pages) counts as
 *   React's from the first commit.
 * React's own answer would not do: on an element of a boundary it cannot hydrate yet (its code is
 * still on its way), React stops a click or a submit without preventing its default (a submit goes
 * out natively), and before hydrateRoot is called nothing of React listens at all.
 * Once no element of the server's HTML waits, `<html>` gets `data-hydrated`.
 */

type Held = { element: HTMLElement; kind: 'click' | 'submit'; at: number };
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** How long a held action waits for its element (then it is dropped). */
const HOLD_MS = 30_000;
/** The longest this module watches a page whose server HTML is never all React's (then it stops). */
const WATCH_MS = 120_000;
const TICK_MS = 50;

// Checkboxes and radios are not held: they change at once (what the visitor sees), and React is told once it runs them.
const CONTROL = 'button, input[type="submit"], input[type="button"], input[type="image"], summary, [role="button"], [role="tab"], [role="checkbox"], [role="switch"], [role="menuitem"]';

/** Input types where Enter does not submit the form. */
const NO_IMPLICIT_SUBMIT = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'image', 'file', 'range', 'color', 'hidden']);

/** Parts of the server's HTML that React hydrates after the page's first commit (see the header). */
const LATE_PART = '[data-remote-root], [data-hydrates-later]';
/** Set on a late part (and on `<html>`) once React runs it. */
const HYDRATED = 'data-hydrated';

/** The server-rendered page watched (one per document; tests watch several in turn). */
interface ServerPage {
  /** The page's first render is committed (markRootHydrated). */
  rootHydrated: boolean;
  /** The elements of the server's HTML (taken when the entry script runs, before React does anything). */
  elements: WeakSet<Element>;
  /** The late parts among them. */
  lateParts: Element[];
}
let watchedPage: ServerPage = { rootHydrated: false, elements: new WeakSet(), lateParts: [] };

/** The first hydration of the page is committed: React runs its root from now on. */
export function markRootHydrated(): void {
  watchedPage.rootHydrated = true;
}

/**
 * React has hydrated this part of the server's HTML (`[data-remote-root]`, `[data-hydrates-later]`):
 * called from an effect inside the part's Suspense boundary, which runs once the boundary has.
 */
export function markPartHydrated(part: Element): void {
  part.setAttribute(HYDRATED, '');
}

/** A late part of the server's HTML React has not hydrated yet. */
const partWaits = (part: Element): boolean => part.isConnected && !part.hasAttribute(HYDRATED);

/**
 * Whether the element is server HTML React does not run yet: anything before the page's first
 * render is committed; after it, an element of a late part not marked hydrated. Elements created
 * later (React's own, a map library's) never wait.
 */
function waitsFor(watched: ServerPage, element: Element): boolean {
  if (!watched.elements.has(element)) return false;
  if (!watched.rootHydrated) return true;
  return watched.lateParts.some((part) => partWaits(part) && part.contains(element));
}

const isCheckable = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** Tell React about a value it has not seen: the way a real keystroke would. */
function announceValue(field: Field, value: string) {
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (field instanceof HTMLInputElement && field.type === 'file') {
    // The chosen files are still in the field: React reads them from it on a change event (a file
    // field's value cannot be set, and React tracks no value for it).
    if (field.files && field.files.length > 0) field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  // A listener that compares the value with the last one set on the element (React does) sees a
  // change only if they differ: another value is set the ordinary way first, then the typed one
  // beneath any setter the element has of its own.
  field.value = `${value}\u0000`;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Tell React about a tick: set the other way first, then the click the visitor made, which is a
 * change however the box stands now (a render of React's may have set it back to what React knew).
 * Of radios, only the one chosen is told (as the browser tells only of it).
 */
function announceChecked(field: HTMLInputElement, checked: boolean) {
  if (field.type === 'radio' && !checked) return;
  field.checked = !checked;
  field.click();
}

/** Watches the server-rendered page in `root` (see the header); returns what stops watching it. */
export function holdEarlyInput(root: HTMLElement, now: () => number = () => Date.now()): () => void {
  const started = now();
  const elements = [...root.querySelectorAll('*')];
  const watched: ServerPage = { rootHydrated: false, elements: new WeakSet(elements), lateParts: elements.filter((element) => element.matches(LATE_PART)) };
  watchedPage = watched;
  const waitsForReact = (element: Element) => waitsFor(watched, element);
  const held: Held[] = [];
  /** Fields changed before React ran them: what text they held after the last keystroke, whether a box was ticked. */
  const typed = new Map<Field, string | boolean>();
  let timer: ReturnType<typeof setInterval> | null = null;
  /** While this module tells React of ticks, the clicks it makes are not the visitor's. */
  let announcing = false;

  /**
   * Taken over by React on an earlier tick: the effects of the render that hydrated it have run (a
   * form's own first effects, a draft read from storage, come before what the visitor did).
   */
  const settled = new WeakSet<Element>();
  const takenOver = (element: Element): boolean => {
    if (waitsForReact(element)) return false;
    if (settled.has(element)) return true;
    settled.add(element);
    return false;
  };

  /**
   * Tells React the values typed before it ran the fields (`now`: as soon as it runs them — the
   * visitor is about to click or submit — instead of a tick after).
   */
  const announceTyped = (now: boolean): number => {
    // All values are taken first: React renders the form at the first one it is told, and sets
    // the fields it has not been told about yet back to what it knows (a box React has not been
    // told of is unticked again: what is told is what the visitor left, kept here, not the DOM's).
    const ready: Array<[Field, string | boolean]> = [];
    for (const [field, value] of typed) {
      if (!field.isConnected) typed.delete(field);
      else if (now ? !waitsForReact(field) : takenOver(field)) {
        typed.delete(field);
        ready.push([field, value]);
      }
    }
    announcing = true;
    try {
      for (const [field, value] of ready) {
        if (typeof value === 'boolean') announceChecked(field as HTMLInputElement, value);
        else announceValue(field, value);
      }
    } finally {
      announcing = false;
    }
    return ready.length;
  };

  const stop = () => {
    window.removeEventListener('click', onClick, true);
    window.removeEventListener('keydown', onKeyDown, true);
    window.removeEventListener('submit', onSubmit, true);
    window.removeEventListener('input', onTyped, true);
    window.removeEventListener('change', onTyped, true);
    if (timer) clearInterval(timer);
    timer = null;
  };

  const tick = () => {
    // A value React was just told is in its state after this task (it renders the update in a
    // microtask): what was held waits for the next tick, so its handler reads the value.
    const announced = announceTyped(false) > 0;
    while (!announced && held.length > 0) {
      const [first] = held;
      if (!first.element.isConnected || now() - first.at > HOLD_MS) {
        held.shift();
        continue;
      }
      if (!takenOver(first.element)) break;
      held.shift();
      if (first.kind === 'submit') (first.element as HTMLFormElement).requestSubmit();
      else first.element.click();
    }
    // Every part of the server's page is React's: said on <html data-hydrated> (styles, tests).
    const allReact = watched.rootHydrated && !watched.lateParts.some(partWaits) && typed.size === 0 && held.length === 0;
    if (allReact) document.documentElement.setAttribute(HYDRATED, '');
    // Nothing on the page can wait for React any more: this module's work is done.
    if (allReact || (now() - started > WATCH_MS && held.length === 0)) stop();
  };
  const schedule = () => {
    if (!timer) timer = setInterval(tick, TICK_MS);
  };
  const hold = (event: Event, element: HTMLElement, kind: Held['kind']) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ element, kind, at: now() });
    schedule();
  };

  function onClick(event: MouseEvent) {
    const target = event.target instanceof Element ? event.target : null;
    if (announcing || !target || !root.contains(target) || event.button !== 0) return;
    // A box or radio the click has just changed (the browser changes it before the click is
    // dispatched): this click is the visitor's last word on it.
    const box = target instanceof HTMLInputElement && isCheckable(target) ? target : null;
    const checked = box?.checked;
    if (box) typed.delete(box);
    // What was typed reaches React before the click does: when React is told a value now, the
    // click is done again a tick later, once React has the value in its state.
    const announced = announceTyped(true) > 0;
    // React's render for that text sets the box back to what React knew: it is set again the way
    // the click set it (beneath any setter of the element's own), so React sees the change the
    // visitor made when the click reaches it.
    if (box && checked !== undefined && box.checked !== checked) Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set?.call(box, checked);
    const control = target.closest<HTMLElement>(CONTROL);
    // A part React already runs (so also a click this module replays) is React's.
    if (!control || !(announced || waitsForReact(control))) return;
    hold(event, control, 'click');
  }
  function onSubmit(event: SubmitEvent) {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    const announced = announceTyped(true) > 0;
    if (!form || !root.contains(form) || !(announced || waitsForReact(form))) return;
    hold(event, form, 'submit');
  }
  /**
   * Enter in a field submits its form (implicit submission), but not while the form's submit
   * button is disabled: a form the server rendered empty (a search box) has it disabled until React
   * runs the form and sees the text. Enter in such a form is held as its submit (never during an
   * input method's conversion, where Enter confirms the text).
   */
  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Enter' || event.isComposing || event.keyCode === 229) return;
    const field = event.target;
    if (!(field instanceof HTMLInputElement) || NO_IMPLICIT_SUBMIT.has(field.type)) return;
    // Typed before React ran the form, told to React only now: its submit button is still disabled
    // in this task, so the submit is held too and done a tick later.
    const announced = announceTyped(true) > 0;
    const form = field.form;
    if (!form || !root.contains(form) || !(announced || waitsForReact(form))) return;
    hold(event, form, 'submit');
  }
  function onTyped(event: Event) {
    const field = event.target;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)) return;
    if (announcing || !root.contains(field) || !waitsForReact(field)) return;
    if (isCheckable(field)) {
      // The last choice in a group of radios is the one React is told.
      if (field.type === 'radio') {
        for (const other of typed.keys()) {
          if (other !== field && other instanceof HTMLInputElement && other.type === 'radio' && field.name !== '' && other.name === field.name && other.form === field.form) typed.delete(other);
        }
      }
      // Told in the order the visitor ticked (a box ticked, then another, then the first unticked).
      typed.delete(field);
      typed.set(field, field.checked);
    } else typed.set(field, field.value);
    schedule();
  }

  window.addEventListener('click', onClick, true);
  window.addEventListener('keydown', onKeyDown, true);
  window.addEventListener('submit', onSubmit, true);
  window.addEventListener('input', onTyped, true);
  window.addEventListener('change', onTyped, true);
  schedule();
  return stop;
}
