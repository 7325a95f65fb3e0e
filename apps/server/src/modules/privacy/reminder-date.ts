/**
 * The day a 'do this later' reminder is due (PRIVACY_REMINDER_DATE, MM-DD, in UTC): this year's when it is still
 * ahead or today, else next year's. With the default 05-15 a teacher who postpones in the autumn hears from us
 * in mid-May, before the end of the school year.
 */
export function reminderDueOn(now: Date, date: { month: number; day: number }): string {
  const year = now.getUTCFullYear();
  const thisYear = Date.UTC(year, date.month - 1, date.day);
  const today = Date.UTC(year, now.getUTCMonth(), now.getUTCDate());
  const dueYear = today <= thisYear ? year : year + 1;
  return `${dueYear}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}
