import { providerSignInHref } from '../../lib/auth-links.ts';

export type SignupTab = 'teacher' | 'student';

/** The tab the address asks for: `open=student` shows the Student tab, anything else Teacher. */
export function signupTabFrom(open: string | null): SignupTab {
  return open === 'student' ? 'student' : 'teacher';
}

/** Sign-up through an account provider (e.g. Google) for the chosen tab, returning to `next`. */
export function providerSignupHref(providerId: string, tab: SignupTab, next: string | null): string {
  return providerSignInHref(providerId, { next, kind: tab });
}

/** This page with the student dialog asked for (`open=student`), keeping `next`. */
export function studentDialogSearch(next: string | null): string {
  const params = new URLSearchParams({ open: 'student' });
  if (next) params.set('next', next);
  return `?${params.toString()}`;
}
