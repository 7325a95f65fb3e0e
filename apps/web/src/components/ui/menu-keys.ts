/**
 * Keyboard model of a menu (WAI-ARIA APG menu button): which item gets focus for a key.
 * Returns the new index, 'close' for keys that dismiss the menu, or null when the key is not ours.
 */
export function menuKeyTarget(
  key: string,
  current: number,
  labels: readonly string[],
): number | 'close' | null {
  const count = labels.length;
  if (count === 0) return key === 'Escape' ? 'close' : null;
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowUp':
      return current <= 0 ? count - 1 : current - 1;
    case 'Home':
    case 'PageUp':
      return 0;
    case 'End':
    case 'PageDown':
      return count - 1;
    case 'Escape':
      return 'close';
    default:
      return typeaheadTarget(key, current, labels);
  }
}

/** A printable character moves to the next item whose label starts with it, wrapping around. */
function typeaheadTarget(key: string, current: number, labels: readonly string[]): number | null {
  if (key.length !== 1 || key === ' ') return null;
  const wanted = key.toLocaleLowerCase();
  for (let step = 1; step <= labels.length; step += 1) {
    const index = (current + step) % labels.length;
    if (labels[index]?.trim().toLocaleLowerCase().startsWith(wanted)) return index;
  }
  return null;
}
