import { type AccountProvider, sameSiteNextPath } from '@lantern/shared';
import { providerSignInHref } from '../../lib/auth-links.ts';

/**
 * Texts and choices of the add-on login page (spec 1 §2.4). Pure, so they are unit-tested.
 *
 * The classroom platform is Google Classroom. Its sign-in is the OpenID Connect provider sign-in
 * in a pop-up, returning to /add-on/close-login-popup/, which sends the add-on frame on.
 */
export const CLASSROOM_ACCOUNT = 'Google';
export const ADD_ON_LOGIN_PATH = '/add-on/log-in/';
export const CLOSE_LOGIN_POPUP_PATH = '/add-on/close-login-popup/';
export const LOGOUT_API_PATH = '/api/v2/auth/signout/';
export const ADD_ON_HOME_PATH = '/add-on/search/';

export function addOnLoginMessage(productName: string, logOut: boolean): string {
  return logOut
    ? `Your account does not have permission to access this service. Sign out and try signing in with a ${CLASSROOM_ACCOUNT} teacher account.`
    : `Please sign in with your ${CLASSROOM_ACCOUNT} account in order to access ${productName}'s free teaching resources.`;
}

export const COOKIES_DISABLED_TEXT = 'Our site requires browser cookies to be enabled.';

export type TrackingBrowser = 'safari' | 'firefox' | null;

/** Browsers whose tracking protection blocks sign-in inside the classroom platform's frame. */
export function trackingProtectionBrowser(userAgent: string): TrackingBrowser {
  if (/Firefox\/|FxiOS\//.test(userAgent)) return 'firefox';
  if (/Safari\//.test(userAgent) && !/Chrome\/|Chromium\/|CriOS\/|Edg(e|A|iOS)?\/|OPR\//.test(userAgent)) {
    return 'safari';
  }
  return null;
}

export const TRACKING_NOTICES: Record<Exclude<TrackingBrowser, null>, string> = {
  safari:
    "Using Safari? Turn off 'Prevent cross-site tracking' (Settings, Privacy) so that you can sign in here.",
  firefox:
    "Using Firefox? Turn off 'Enhanced Tracking Protection' for this site (the shield icon in the address bar) so that you can sign in here.",
};

/** Where the add-on goes once signed in: `next` when it is an add-on address of this site, else its search. */
export function addOnNextPath(next: string | null | undefined): string {
  const path = sameSiteNextPath(next);
  return path && /^\/add-on(\/|$|\?)/.test(path) ? path : ADD_ON_HOME_PATH;
}

/** The classroom platform's provider among the configured ones (Google first), or null when none is set up. */
export function classroomProvider(providers: readonly AccountProvider[]): AccountProvider | null {
  return providers.find((provider) => provider.id === 'google') ?? providers[0] ?? null;
}

/** The provider's sign-in, returning to the page that closes the pop-up and sends the add-on to `next`. */
export function providerLoginHref(providerId: string, next: string | null | undefined): string {
  const closer = `${CLOSE_LOGIN_POPUP_PATH}?${new URLSearchParams({ next: addOnNextPath(next) }).toString()}`;
  return providerSignInHref(providerId, { next: closer });
}

/** This page with the teacher sign-in dialog open (the shell opens it from signin=teacher). */
export function emailSignInHref(next: string | null | undefined): string {
  return `${ADD_ON_LOGIN_PATH}?${new URLSearchParams({ signin: 'teacher', next: addOnNextPath(next) }).toString()}`;
}

/** Whether the browser keeps cookies (the session needs them). */
export function cookiesEnabled(
  doc: Pick<Document, 'cookie'>,
  nav: Pick<Navigator, 'cookieEnabled'>,
): boolean {
  if (!nav.cookieEnabled) return false;
  try {
    doc.cookie = 'lantern_cookie_check=1; path=/; samesite=lax';
    const works = doc.cookie.includes('lantern_cookie_check=1');
    doc.cookie = 'lantern_cookie_check=; max-age=0; path=/';
    return works;
  } catch {
    return false;
  }
}
