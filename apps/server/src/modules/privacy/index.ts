/** The public surface of the privacy module: other modules import from here only (docs/decisions/0020-module-boundaries.md). */

export { assertPrivacyAcknowledged } from './privacy.service.ts';
export { startPrivacyReminderJob } from './privacy-reminders.ts';
