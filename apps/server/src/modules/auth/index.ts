/** The public surface of the auth module: other modules import from here only (docs/decisions/0020-module-boundaries.md). */

export { afterReply } from './after-reply.ts';
export { sendMail } from './mailer.ts';
export { providerAccountOf } from './oidc-accounts.service.ts';
export { byIp, rateLimits } from './rate-limits.ts';
export type { CurrentSession, SessionUser } from './session.service.ts';
export { type IssuedCard, issueSigninCards, revokeSigninCard } from './signin-cards.service.ts';
export {
  createStudentsWithoutEmail,
  createStudentsWithoutEmailInBulk,
  hashSecretAnswer,
  type StudentWithoutEmail,
  setStudentSecret,
  unlockStudent,
} from './student-accounts.service.ts';
