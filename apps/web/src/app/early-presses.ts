/**
 * Presses made on a server-rendered page before its script has taken over (issue 38). The page is readable and
 * looks ready well before it hydrates (on an old Chromebook about a second later, more on a slow network): a tab,
 * a button or a form pressed then would do nothing, or worse, a form would send itself the browser's way. So
 * until the app has hydrated, a press on a control of the page is held: the control shows that it is waiting
 * (`aria-busy`, and the page's cursor), and the press is made again once the app, and the part of the page that
 * holds the control, have taken over. A form is never sent the browser's way from here: its submit is held too.
 *
 * after-paint.ts holds presses as soon as the page's first script runs (main.tsx too, for a build without it);
 * App's first effect releases them (app.tsx). A page the browser renders itself has nothing to press before then.
 * Without any script the forms still never send what was typed in the address: `<Form>` posts (form.tsx), and
 * the server answers a page address's post by showing the page again (spa.ts).
 */

/** What a person presses that only the app can answer (links and form fields work without it). */
const CONTROLS = 'button, [role="tab"], [role="button"], [role="menuitem"], [role="switch"], summary';
/** How long a held press waits for its part of the page (a lazily loaded part hydrates after the page). */
const MAX_PART_WAIT_MS = 10_000;
const PART_POLL_MS = 50;

type HeldPress =
  | { kind: 'click'; target: HTMLElement; find: () => HTMLElement | null }
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null; find: () => HTMLElement | null };

let holding = false;
const held: HeldPress[] = [];

/** React marks every element it has taken over with its props; an element not marked is still the server's HTML. */
function takenOver(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

function markWaiting(element: HTMLElement) {
  element.setAttribute('aria-busy', 'true');
  element.setAttribute('data-early-press', '');
  document.documentElement.setAttribute('data-early-press', '');
}

function unmark(element: HTMLElement) {
  element.removeAttribute('aria-busy');
  element.removeAttribute('data-early-press');
}

function insidePage(element: Element): boolean {
  return document.getElementById('root')?.contains(element) ?? false;
}

/**
 * Finds the pressed element again once the app has taken over. Hydration keeps the server's elements, except
 * where a component renders its part anew (React Aria's tabs and other collections do): then the element in the
 * same place, of the same kind and text, is the one the person pressed — found by its id, or by its place.
 */
function finder(element: HTMLElement): () => HTMLElement | null {
  const { id, tagName, textContent } = element;
  const path: number[] = [];
  const root = document.getElementById('root');
  for (let node: Element = element; node !== root && node.parentElement; node = node.parentElement) {
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return () => {
    if (element.isConnected) return element;
    const byId = id ? document.getElementById(id) : null;
    if (byId) return byId;
    let node: Element | null | undefined = document.getElementById('root');
    for (const index of path) node = node?.children[index];
    return node instanceof HTMLElement && node.tagName === tagName && node.textContent === textContent
      ? node
      : null;
  };
}

function holdClick(event: MouseEvent) {
  if (!holding || !(event.target instanceof Element)) return;
  const control = event.target.closest<HTMLElement>(CONTROLS);
  if (!control || !insidePage(control) || takenOver(control)) return;
  if (control instanceof HTMLButtonElement && control.disabled) return;
  event.preventDefault();
  event.stopPropagation();
  // The last press on a control counts once: a second impatient press is not a second action.
  if (held.some((press) => press.kind === 'click' && press.target === control)) return;
  markWaiting(control);
  held.push({ kind: 'click', target: control, find: finder(control) });
}

/**
 * A form of the server's HTML is never sent the browser's way, even after the app has hydrated: a part loaded
 * later (the footer's newsletter form) may still be the server's HTML, and its submit waits for it.
 */
function holdSubmit(event: SubmitEvent) {
  if (!(event.target instanceof HTMLFormElement)) return;
  const form = event.target;
  if (!insidePage(form) || takenOver(form)) return;
  event.preventDefault();
  event.stopPropagation();
  if (held.some((press) => press.kind === 'submit' && press.form === form)) return;
  const submitter = event.submitter instanceof HTMLElement ? event.submitter : null;
  markWaiting(submitter ?? form);
  const press: HeldPress = { kind: 'submit', form, submitter, find: finder(form) };
  if (holding) held.push(press);
  else void replay(press);
}

/** Starts holding presses (once per page; after-paint.ts and main.tsx may both ask). */
export function holdEarlyPresses(): void {
  if (holding || typeof document === 'undefined') return;
  holding = true;
  // Capture on the document: before React's own listener on the root, and before a form's default action.
  document.addEventListener('click', holdClick, true);
  document.addEventListener('submit', holdSubmit, true);
}

const nextFrameAndTask = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * The pressed element once the app has it for good, or null when it is gone (or its part never hydrated). React
 * marks an element while it hydrates it, before that part is committed (and a part rendered anew then replaces
 * the element), so the element counts only when it is still the one found a frame later.
 */
async function whenTakenOver(find: () => HTMLElement | null): Promise<HTMLElement | null> {
  for (let waited = 0; waited < MAX_PART_WAIT_MS; waited += PART_POLL_MS) {
    const element = find();
    if (element && takenOver(element)) {
      await nextFrameAndTask();
      if (find() === element && element.isConnected && takenOver(element)) return element;
    } else {
      await new Promise((resolve) => setTimeout(resolve, PART_POLL_MS));
    }
  }
  return null;
}

/**
 * The press as a pointer makes it: down, up, then the click (a plain button acts on the click, React Aria's
 * controls when the pointer goes down). A React Aria collection (the sign-up page's tabs) renders its items anew
 * on its first update after hydration: the pointer going down on the server's item only makes that happen, and
 * the item is gone at once. Then the press goes to the new item in its place, once.
 */
function pressAgain(element: HTMLElement, find: () => HTMLElement | null, again = true) {
  const pointer = {
    bubbles: true,
    cancelable: true,
    composed: true,
    pointerType: 'mouse',
    isPrimary: true,
    button: 0,
  };
  element.dispatchEvent(new PointerEvent('pointerdown', { ...pointer, buttons: 1 }));
  element.dispatchEvent(new MouseEvent('mousedown', { ...pointer, buttons: 1 }));
  if (!element.isConnected) {
    const renderedAnew = find();
    if (again && renderedAnew && renderedAnew !== element) pressAgain(renderedAnew, find, false);
    return;
  }
  element.dispatchEvent(new PointerEvent('pointerup', pointer));
  element.dispatchEvent(new MouseEvent('mouseup', pointer));
  element.click();
}

async function replay(press: HeldPress): Promise<void> {
  const element = await whenTakenOver(press.find);
  unmark(press.kind === 'click' ? press.target : (press.submitter ?? press.form));
  if (!element) return;
  if (press.kind === 'click') {
    pressAgain(element, press.find);
    return;
  }
  // Only a form the app has may be sent: the server's form would go the browser's way.
  if (!(element instanceof HTMLFormElement)) return;
  const submitter =
    press.submitter?.isConnected && element.contains(press.submitter) ? press.submitter : null;
  element.requestSubmit(submitter);
}

/** The app has hydrated: presses now reach it, and the held ones are made again, in order. */
export async function releaseEarlyPresses(): Promise<void> {
  if (!holding) return;
  holding = false;
  document.removeEventListener('click', holdClick, true);
  for (const press of held.splice(0)) await replay(press);
  document.documentElement.removeAttribute('data-early-press');
}
