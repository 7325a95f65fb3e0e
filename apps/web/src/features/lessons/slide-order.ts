/**
 * The slide list's moves as pure functions over an ordered list (the editor keeps its slides in this
 * order; `order` is derived from the position when the lesson is sent). Each returns a new list, or
 * the same list when the move is not possible, so a caller can tell a no-op by identity.
 */

/** Moves the item at `from` to position `to` (both clamped positions; out-of-range `from` is a no-op). */
export function moveItem<T>(list: readonly T[], from: number, to: number): readonly T[] {
  if (from < 0 || from >= list.length) return list;
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (target === from) return list;
  const next = list.slice();
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** Where a slide ends after Move up / Move down, or null at the edge (the button is then inert). */
export function stepTarget(length: number, index: number, step: -1 | 1): number | null {
  const target = index + step;
  return target < 0 || target >= length ? null : target;
}

/** Inserts a copy (made by `copy`) right after the item at `index`. */
export function duplicateItem<T>(list: readonly T[], index: number, copy: (item: T) => T): readonly T[] {
  const item = list[index];
  if (item === undefined) return list;
  return [...list.slice(0, index + 1), copy(item), ...list.slice(index + 1)];
}

/** Removes the item at `index`. */
export function removeItem<T>(list: readonly T[], index: number): readonly T[] {
  if (index < 0 || index >= list.length) return list;
  return [...list.slice(0, index), ...list.slice(index + 1)];
}

/**
 * Where focus goes after the slide at `index` is deleted from a list that had `length` slides: the
 * slide that takes its place, else the one before it, else nothing (the list is empty).
 */
export function focusAfterRemoval(length: number, index: number): number | null {
  if (length <= 1) return null;
  return index < length - 1 ? index : index - 1;
}

/** The live-region sentence after a move, e.g. 'Text slide “Warm-up” moved to position 2 of 5.' */
export function moveAnnouncement(label: string, position: number, length: number): string {
  return `${label} moved to position ${position + 1} of ${length}.`;
}
