/**
 * Texts and choices of the add-on login page (spec 1 §2.4). Pure, so they are unit-tested.
 *
 * The classroom platform is Google Classroom. Its sign-in (a pop-up to the provider, returning to
 * /add-on/close-login-popup/) and the logout call belong to accounts (issue 5): the addresses
 * below are where that work plugs in.
 */
export const CLASSROOM_ACCOUNT = 'Google';
export const PROVIDER_LOGIN_PATH = '/auth/google/login/';
export const CLOSE_LOGIN_POPUP_PATH = '/add-on/close-login-popup/';
export const LOGOUT_API_PATH = '/api/v2/auth/signout/';
export const ADD_ON_HOME_PATH = '/add-on/search/';
export const COOKIES_HELP_PATH = '/help/';

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

/** The provider's sign-in, returning to the page that closes the pop-up. */
export function providerLoginHref(): string {
  return `${PROVIDER_LOGIN_PATH}?${new URLSearchParams({ next: CLOSE_LOGIN_POPUP_PATH }).toString()}`;
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
