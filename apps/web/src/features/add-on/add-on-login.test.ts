import { describe, expect, it } from 'vitest';
import {
  addOnLoginMessage,
  addOnNextPath,
  classroomProvider,
  cookiesEnabled,
  emailSignInHref,
  providerLoginHref,
  trackingProtectionBrowser,
} from './add-on-login.ts';

const UA = {
  safari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  iosChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
};

describe('add-on login', () => {
  it('has the default and the rejected-account messages', () => {
    expect(addOnLoginMessage('Lantern', false)).toBe(
      "Please sign in with your Google account in order to access Lantern's free teaching resources.",
    );
    expect(addOnLoginMessage('Lantern', true)).toBe(
      'Your account does not have permission to access this service. Sign out and try signing in with a Google teacher account.',
    );
  });
  it('recognises Safari and Firefox only', () => {
    expect(trackingProtectionBrowser(UA.safari)).toBe('safari');
    expect(trackingProtectionBrowser(UA.firefox)).toBe('firefox');
    expect(trackingProtectionBrowser(UA.chrome)).toBeNull();
    expect(trackingProtectionBrowser(UA.edge)).toBeNull();
    expect(trackingProtectionBrowser(UA.iosChrome)).toBeNull();
  });
  it('signs in through the provider, returning to the pop-up closer, which goes on to next', () => {
    const href = new URL(providerLoginHref('google', '/add-on/search/?q=frogs'), 'http://x');
    expect(href.pathname).toBe('/api/v2/auth/oidc/google/start/');
    const closer = new URL(href.searchParams.get('next') ?? '', 'http://x');
    expect(closer.pathname).toBe('/add-on/close-login-popup/');
    expect(closer.searchParams.get('next')).toBe('/add-on/search/?q=frogs');
  });
  it('goes on only to add-on addresses of this site', () => {
    expect(addOnNextPath('/add-on/resource/abc/')).toBe('/add-on/resource/abc/');
    expect(addOnNextPath('/add-on?x=1')).toBe('/add-on?x=1');
    for (const next of [
      null,
      '',
      '/tools/',
      '/add-onion/',
      'https://evil.example/add-on/',
      '//evil/add-on/',
    ]) {
      expect(addOnNextPath(next)).toBe('/add-on/search/');
    }
  });
  it('picks the Google provider when configured, else the first, else none', () => {
    const google = { id: 'google', label: 'Google' };
    const other = { id: 'district', label: 'District' };
    expect(classroomProvider([other, google])).toBe(google);
    expect(classroomProvider([other])).toBe(other);
    expect(classroomProvider([])).toBeNull();
  });
  it('offers the password sign-in dialog on the same page when no provider is set up', () => {
    expect(emailSignInHref('/add-on/search/?q=x')).toBe(
      '/add-on/log-in/?signin=teacher&next=%2Fadd-on%2Fsearch%2F%3Fq%3Dx',
    );
  });
  it('detects disabled cookies', () => {
    expect(cookiesEnabled({ cookie: '' }, { cookieEnabled: false })).toBe(false);
    const jar = {
      value: '',
      get cookie() {
        return this.value;
      },
      set cookie(next: string) {
        this.value = next.split(';')[0]!;
      },
    };
    expect(cookiesEnabled(jar, { cookieEnabled: true })).toBe(true);
    const dropping = {
      get cookie() {
        return '';
      },
      set cookie(_ignored: string) {},
    };
    expect(cookiesEnabled(dropping, { cookieEnabled: true })).toBe(false);
  });
});
