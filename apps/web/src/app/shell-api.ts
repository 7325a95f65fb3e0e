/**
 * The shell's API for features: the one module under app/ a feature may import (biome.json
 * forbids every other import from features/ into app/; docs/decisions/0020-module-boundaries.md).
 * The shell owns these services and renders their hosts; features only call them.
 */

// Shell widgets a page shows in its body too: the student code box and the newsletter form.
export { CodeEntry } from './shell/code-entry.tsx';
export { registerGradeGateOpener } from './shell/grade-gate-opener.ts';
export { type ModalsApi, useModals } from './shell/modals.tsx';
export { NewsletterForm } from './shell/newsletter-form.tsx';
// Services: notifications (toasts) and modals, provided by the shell.
export { type NotificationRequest, type NotificationTone, useNotifications } from './shell/notifications.tsx';
// What a page tells the shell: a preview's exit bar, the student site being off, the grade gate's opener.
export { usePublishPreviewExit } from './shell/preview-exit.ts';
// The shell's links, so a page links to search, a subject or the user menu the way the header does.
export { searchHref, subjectHref, type UserMenuEntry, userMenuEntries } from './shell/shell-links.ts';
export { setStudentSiteDisabled } from './shell/student-site-state.ts';
