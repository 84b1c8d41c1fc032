/**
 * What a visitor does on a server-rendered page before its script has taken over is not lost.
 *
 * The server's HTML is on screen well before React has hydrated it (on a slow phone, seconds).
 * A tap on a button there would do nothing, a submit would send the form natively (its fields in
 * the address), and text typed into a field would be in the field but not in the page's state, so
 * the next render or the submit would miss it. From the moment the shell's entry script runs:
 * - a click on a button or other control React has not hydrated yet, and a form submitted before
 *   its form is hydrated, is held and done again once that element is hydrated (in order); links
 *   are left alone: they load the page they point to from the server;
 * - a field typed into (a checkbox or radio ticked: it changes at once) before it was hydrated
 *   tells React its value once it is.
 * Held is what is server HTML React has not taken over (see waitsForReact): everything before the
 * page's first render is committed (bootstrap.tsx calls markRootHydrated), then the parts React
 * hydrates later (a remote's, a lazy page's). It is done again once React runs the element (its
 * fiber is mounted: the check React itself makes). Once no element of the server's HTML waits,
 * `<html>` gets `data-hydrated`.
 */

type Held = { element: HTMLElement; kind: 'click' | 'submit'; at: number };

/** How long a held action waits for its element (then it is dropped). */
const HOLD_MS = 30_000;
/** The longest this module watches a page whose server HTML is never all React's (then it stops). */
const WATCH_MS = 120_000;
const TICK_MS = 50;

// Checkboxes and radios are not held: they change at once (what the visitor sees), and React is told once it runs them.
const CONTROL = 'button, input[type="submit"], input[type="button"], input[type="image"], summary, [role="button"], [role="tab"], [role="checkbox"], [role="switch"], [role="menuitem"]';

/** Input types where Enter does not submit the form. */
const NO_IMPLICIT_SUBMIT = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'image', 'file', 'range', 'color', 'hidden']);

let rootHydrated = false;

/** The first hydration of the page is committed: React runs its root from now on. */
export function markRootHydrated(): void {
  rootHydrated = true;
}

interface FiberLike {
  memoizedProps?: { dangerouslySetInnerHTML?: unknown } | null;
  return: FiberLike | null;
  alternate: FiberLike | null;
  flags: number;
  tag: number;
}
/** React's fiber flags Placement | Hydrating, and the tag of the root fiber (react-dom's getNearestMountedFiber). */
const NOT_COMMITTED_FLAGS = 0b1000000000010;
const HOST_ROOT = 3;

/** React's key on the elements it runs (`__reactFiber$` and a suffix fixed per React copy), once seen. */
let fiberKey: string | null = null;

function fiberOf(element: Element): FiberLike | undefined {
  // Own keys only (a `for…in` would walk the hundreds of properties every element inherits).
  if (fiberKey === null) fiberKey = Object.keys(element).find((key) => key.startsWith('__reactFiber$')) ?? null;
  return fiberKey === null ? undefined : (element as unknown as Record<string, FiberLike | undefined>)[fiberKey];
}

/**
 * Whether React runs this element: it has attached itself to it (`__reactFiber$…`) and the render
 * that did so is committed. While React hydrates a part, the element already carries its fiber but
 * React would drop an event on it; the same check React makes (getNearestMountedFiber) tells.
 */
function isMounted(element: Element): boolean {
  const fiber = fiberOf(element);
  if (!fiber) return false;
  let node: FiberLike = fiber;
  for (let next: FiberLike | null = fiber; next && !next.alternate; next = next.return) {
    node = next;
    if ((node.flags & NOT_COMMITTED_FLAGS) !== 0) return false;
  }
  while (node.return) node = node.return;
  return node.tag === HOST_ROOT;
}

/** The elements of the server's HTML (taken when the entry script runs, before React does anything). */
let serverElements: WeakSet<Element> = new WeakSet();

/**
 * Whether the element is server HTML React has not taken over yet: anything before the page's
 * first render is committed; after it, an element of a part React has not hydrated (a remote whose
 * code is still on its way, a lazy page): its fiber is not mounted, or it has none while the
 * nearest element React runs is not one whose HTML React wrote as a whole (an article body).
 * Elements created later (React's own, a map library's) never wait.
 */
function waitsForReact(element: Element): boolean {
  if (!serverElements.has(element)) return false;
  if (!rootHydrated) return true;
  if (fiberOf(element)) return !isMounted(element);
  for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) {
    const fiber = fiberOf(ancestor);
    if (fiber) return !(isMounted(ancestor) && fiber.memoizedProps?.dangerouslySetInnerHTML);
  }
  return true;
}

const valueSetter = (proto: object) => Object.getOwnPropertyDescriptor(proto, 'value')?.set;

/** Tell React about a value it has not seen: the way a real keystroke would (its change tracker sees a new value). */
function announceValue(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    // Back to what React knows, then the click a visitor made: React sees the change.
    const checked = field.checked;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set?.call(field, !checked);
    if (field.checked !== checked) field.click();
    return;
  }
  if (field instanceof HTMLInputElement && field.type === 'file') return;
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  // The instance setter React installed records the value it knows; the prototype's does not.
  field.value = `${value}\u0000`;
  valueSetter(proto)?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

export function holdEarlyInput(root: HTMLElement, now: () => number = () => Date.now()): void {
  const started = now();
  /** Server elements React has not taken over yet (until none is left: <html data-hydrated>). */
  let pending: Element[] = [...root.querySelectorAll('*')];
  serverElements = new WeakSet(pending);
  const held: Held[] = [];
  /** Fields typed into before hydration, with what they held after the last keystroke. */
  const typed = new Map<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, string>();
  let timer: ReturnType<typeof setInterval> | null = null;

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
    // the fields it has not been told about yet back to what it knows.
    const ready: Array<[HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, string]> = [];
    for (const [field, value] of typed) {
      if (!field.isConnected) typed.delete(field);
      else if (now ? !waitsForReact(field) : takenOver(field)) {
        typed.delete(field);
        if (fiberOf(field)) ready.push([field, value]);
      }
    }
    for (const [field, value] of ready) announceValue(field, value);
    return ready.length;
  };

  let ticks = 0;
  const tick = () => {
    ticks += 1;
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
    // Checked every fourth tick: cheap per element, but a long list has a few thousand.
    if (rootHydrated && pending.length > 0 && ticks % 4 === 0) pending = pending.filter((element) => element.isConnected && waitsForReact(element));
    const allReact = rootHydrated && pending.length === 0 && typed.size === 0 && held.length === 0;
    if (allReact) document.documentElement.setAttribute('data-hydrated', '');
    // Nothing on the page can wait for React any more: this module's work is done.
    if (allReact || (now() - started > WATCH_MS && held.length === 0)) {
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('submit', onSubmit, true);
      window.removeEventListener('input', onTyped, true);
      window.removeEventListener('change', onTyped, true);
      if (timer) clearInterval(timer);
      timer = null;
    }
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
    if (!target || !root.contains(target) || event.button !== 0) return;
    // What was typed reaches React before the click does: when React is told a value now, the
    // click is done again a tick later, once React has the value in its state.
    const announced = announceTyped(true) > 0;
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
    if (!root.contains(field) || !waitsForReact(field)) return;
    typed.set(field, field.value);
    schedule();
  }

  window.addEventListener('click', onClick, true);
  window.addEventListener('keydown', onKeyDown, true);
  window.addEventListener('submit', onSubmit, true);
  window.addEventListener('input', onTyped, true);
  window.addEventListener('change', onTyped, true);
  schedule();
}
