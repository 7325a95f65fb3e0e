/**
 * The shell's API for features: the one module under app/ a feature may import (biome.json
 * forbids every other import from features/ into app/; docs/decisions/0020-module-boundaries.md).
 * The shell owns these and renders their hosts; features only call them:
 * - services: notifications (toasts) and modals;
 * - what a page tells the shell: a preview's exit bar, the student site being off, the grade gate's opener;
 * - the shell's links (search, a subject, the user menu), so a page links the way the header does;
 * - the student code box, which the student home page shows in its body too.
 */
export { CodeEntry } from './shell/code-entry.tsx';
export { registerGradeGateOpener } from './shell/grade-gate-opener.ts';
export { type ModalsApi, useModals } from './shell/modals.tsx';
export { type NotificationRequest, type NotificationTone, useNotifications } from './shell/notifications.tsx';
export { usePublishPreviewExit } from './shell/preview-exit.ts';
export { searchHref, subjectHref, type UserMenuEntry, userMenuEntries } from './shell/shell-links.ts';
export { setStudentSiteDisabled } from './shell/student-site-state.ts';
