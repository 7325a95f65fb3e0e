/**
 * What a person typed on the page, kept across the reload that takes a tab to a new build (stale-build.ts,
 * docs/decisions/0068): the text fields and text areas of this address, in the tab's session storage, for a few
 * minutes, put back once the app has started again.
 *
 * Left out: password fields (also while shown as text: form-field.tsx marks them), anything marked
 * `data-no-restore` (a student's secret answer), fields in a dialog (closed after the reload; the sign-in and
 * sign-up dialogs hold credentials), and rich text (contenteditable: the lesson editor saves on its own).
 */

const STORAGE_KEY = 'lantern-typed-before-reload';
/** Older values belong to a page the person has long moved on from. */
const KEEP_MS = 10 * 60_000;
/** Fields of a page that loads its parts later (a client-rendered page, a lazy form) are waited for this long. */
const WATCH_MS = 10_000;
const TEXT_TYPES = new Set(['text', 'search', 'email', 'url', 'tel', 'number']);
const SECRET_AUTOCOMPLETE = /password|one-time-code|^cc-/;

type Field = HTMLInputElement | HTMLTextAreaElement;

interface SavedField {
  key: string;
  value: string;
}

interface Saved {
  path: string;
  at: number;
  fields: SavedField[];
}

function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

function keptFields(): Field[] {
  return [...document.querySelectorAll<Field>('input, textarea')].filter((field) => {
    if (field instanceof HTMLInputElement && !TEXT_TYPES.has(field.type)) return false;
    if (field.disabled || field.readOnly) return false;
    if (SECRET_AUTOCOMPLETE.test(field.autocomplete)) return false;
    return !field.closest('[data-no-restore], [role="dialog"], [role="alertdialog"], dialog');
  });
}

/**
 * A field's identity across the reload: React's generated ids may change with the page around it, so what the
 * person sees (its label, placeholder) and its name, plus its place among the fields that share those.
 */
export function fieldKeys(descriptions: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return descriptions.map((description) => {
    const place = seen.get(description) ?? 0;
    seen.set(description, place + 1);
    return `${description}#${place}`;
  });
}

function describe(field: Field): string {
  const label = field.labels?.[0]?.textContent ?? field.getAttribute('aria-label') ?? '';
  return [field.tagName.toLowerCase(), field.type, field.name, label.trim(), field.placeholder].join('|');
}

function withKeys(fields: Field[]): Array<[string, Field]> {
  const keys = fieldKeys(fields.map(describe));
  return fields.map((field, index) => [keys[index] ?? '', field]);
}

/** Keeps the page's typed values for the reload that follows (none kept: an earlier record is dropped). */
export function saveTypedValues(): void {
  try {
    const fields = withKeys(keptFields())
      .filter(([, field]) => field.value.trim() !== '')
      .map(([key, field]) => ({ key, value: field.value }));
    if (fields.length === 0) sessionStorage.removeItem(STORAGE_KEY);
    else sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ path: currentPath(), at: Date.now(), fields }));
  } catch {
    // Storage blocked or full: the reload goes ahead without them.
  }
}

export function isSaved(value: unknown): value is Saved {
  if (typeof value !== 'object' || value === null) return false;
  const { path, at, fields } = value as Partial<Saved>;
  return (
    typeof path === 'string' &&
    typeof at === 'number' &&
    Array.isArray(fields) &&
    fields.every((field) => typeof field?.key === 'string' && typeof field?.value === 'string')
  );
}

/** Read once: whatever happens next, the values are not put back a second time. */
function takeSaved(): Saved | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (raw === null) return null;
    sessionStorage.removeItem(STORAGE_KEY);
    const saved: unknown = JSON.parse(raw);
    return isSaved(saved) ? saved : null;
  } catch {
    return null;
  }
}

/** Sets the value as typing does, so React's onChange (and react-hook-form) take it: the setter React watches is bypassed. */
function typeInto(field: Field, value: string): void {
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Puts back the values kept for this address before the reload, as their fields appear. Call once the app runs. */
export function restoreTypedValues(): void {
  const saved = takeSaved();
  if (!saved || saved.path !== currentPath() || !(Date.now() - saved.at < KEEP_MS)) return;
  const waiting = new Map(saved.fields.map(({ key, value }) => [key, value]));
  const fill = (): boolean => {
    for (const [key, field] of withKeys(keptFields())) {
      const value = waiting.get(key);
      if (value === undefined) continue;
      waiting.delete(key);
      if (field.value !== value) typeInto(field, value);
    }
    return waiting.size === 0;
  };
  if (fill()) return;
  const observer = new MutationObserver(() => {
    if (fill()) stop();
  });
  const timer = setTimeout(stop, WATCH_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
}
