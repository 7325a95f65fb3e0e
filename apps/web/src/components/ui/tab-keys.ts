/**
 * Keyboard model of a horizontal tab list (WAI-ARIA APG tabs): which tab a key opens.
 * Left and Right wrap around, Home and End go to the ends; null when the key is not ours.
 */
export function tabKeyTarget(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return current <= 0 ? count - 1 : current - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
