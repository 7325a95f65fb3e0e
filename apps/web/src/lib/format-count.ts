/**
 * A count with US thousands separators ('12,345'), as `toLocaleString('en-US')` writes it, without Intl: a
 * page's first Intl call starts ICU (12–26 ms on this machine, several times that on a slow phone), and a
 * public page's counts were often its only use of Intl (decision 0059).
 */
export function formatCount(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString('en-US');
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return n < 0 ? `-${digits}` : digits;
}

/**
 * A count with its noun, singular for exactly one ('1 student account', '12,345 resources'). English only, like
 * the rest of the interface; no Intl.PluralRules for the same reason as formatCount.
 */
export function countText(n: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(n)} ${n === 1 ? singular : plural}`;
}
