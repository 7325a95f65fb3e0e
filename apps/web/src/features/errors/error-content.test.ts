import { COLLECTION_ERROR_DETAILS, OIDC_MESSAGES, RESOURCE_ERROR_DETAILS } from '@lantern/shared';
import { describe, expect, it } from 'vitest';
import {
  ERROR_TEXTS,
  errorDocumentTitle,
  errorPageContent,
  errorPageSubjects,
  expiredText,
  formatExpirationDate,
  parseErrorStatus,
} from './error-content.ts';

describe('parseErrorStatus', () => {
  it('accepts 401, 403, 404 and 500 as strings or numbers', () => {
    expect(parseErrorStatus('401')).toBe(401);
    expect(parseErrorStatus(403)).toBe(403);
    expect(parseErrorStatus('404')).toBe(404);
    expect(parseErrorStatus('500')).toBe(500);
  });
  it('rejects anything else', () => {
    for (const value of ['418', '200', 'abc', '', null, undefined, '404.5', '40']) {
      expect(parseErrorStatus(value)).toBeNull();
    }
  });
});

describe('errorPageContent: status', () => {
  it('defaults to 404 and maps unknown statuses to 404', () => {
    expect(errorPageContent({}).status).toBe(404);
    expect(errorPageContent({ status: '418' }).status).toBe(404);
    expect(errorPageContent({ status: 'nonsense' }).variant).toBe('not-found');
  });
  it('uses errorStatus from navigation state when the query has none', () => {
    expect(errorPageContent({ errorStatus: 403 }).status).toBe(403);
    expect(errorPageContent({ status: '500', errorStatus: 403 }).status).toBe(500);
  });
});

describe('errorPageContent: 401', () => {
  const content = errorPageContent({ status: '401', next: '/tools/favorites/?student=true' });
  it('asks to sign in, with teacher and student links carrying next', () => {
    expect(content.title).toBe('401');
    expect(content.message).toBe('You must be signed in to view this page. Please sign in below.');
    expect(content.signIn).toEqual({
      teacherHref: '/?signin=teacher&next=%2Ftools%2Ffavorites%2F%3Fstudent%3Dtrue',
      studentHref: '/?signin=student&next=%2Ftools%2Ffavorites%2F%3Fstudent%3Dtrue',
    });
  });
  it('drops a next that leaves the site', () => {
    const offsite = errorPageContent({ status: 401, next: 'https://evil.example/' });
    expect(offsite.signIn?.teacherHref).toBe('/?signin=teacher');
    expect(errorPageContent({ status: 401, next: '//evil.example/x' }).signIn?.studentHref).toBe(
      '/?signin=student',
    );
  });
});

describe('errorPageContent: 403', () => {
  it('without a custom message shows the generic text', () => {
    const content = errorPageContent({ status: '403' });
    expect(content.variant).toBe('forbidden');
    expect(content.title).toBe('403');
    expect(content.message).toBe(
      'This page is not available. Try searching for something similar, or check out our home page for featured resources and collections..',
    );
    expect(content.showHomeLink).toBe(true);
  });
  it.each([
    RESOURCE_ERROR_DETAILS.NOT_FOR_STUDENTS,
    COLLECTION_ERROR_DETAILS.PREVIEW_FORBIDDEN,
    OIDC_MESSAGES.denied,
  ])('with a custom message the app sets shows the unavailable title and the message: %s', (message) => {
    const content = errorPageContent({ status: '403', customErrorMessage: message });
    expect(content.variant).toBe('forbidden-custom');
    expect(content.title).toBe('This resource is currently unavailable (403)');
    expect(content.message).toBe(message);
  });
  it.each([
    'Your account is closed. Call 555-0100 to reopen it.',
    'Only for Ohio teachers.',
    `${RESOURCE_ERROR_DETAILS.NOT_FOR_STUDENTS} Call 555-0100.`,
  ])('never shows text the app did not set, as a link from elsewhere could: %s', (message) => {
    const content = errorPageContent({ status: '403', customErrorMessage: message });
    expect(content.variant).toBe('forbidden');
    expect(content.message).toBe(ERROR_TEXTS.forbidden);
    expect(JSON.stringify(content)).not.toContain('555-0100');
  });
  it('ignores a blank custom message', () => {
    expect(errorPageContent({ status: '403', customErrorMessage: '  ' }).variant).toBe('forbidden');
  });
});

describe('errorPageContent: 404', () => {
  it('expired: title and text with the date as MM/dd/yyyy', () => {
    const content = errorPageContent({ expirationDate: '2024-03-07' });
    expect(content.variant).toBe('expired');
    expect(content.title).toBe('This resource has expired (404)');
    expect(content.message).toBe(
      "It looks like the resource you're trying to access expired on 03/07/2024 due to a limited license or other restrictions. Try a keyword search, or check out similar resources below.",
    );
    expect(content.showRelatedResources).toBe(true);
  });
  it('unpublished collection and resource', () => {
    const collection = errorPageContent({ status: 404, resourceType: 'collection' });
    expect(collection.title).toBe('This collection is not available (404)');
    expect(collection.message).toBe(
      "It looks like the resource/collection you're trying to access is not available. Try a keyword search, or browse more resources below.",
    );
    const resource = errorPageContent({ status: 404, resourceType: 'resource' });
    expect(resource.title).toBe('This resource is not available (404)');
    expect(resource.message).toBe(ERROR_TEXTS.unpublished);
    expect(errorPageContent({ errorStatus: 'unpublished' }).title).toBe(
      'This resource is not available (404)',
    );
  });
  it('generic: title 404 with home and search links', () => {
    const content = errorPageContent({ status: '404' });
    expect(content.variant).toBe('not-found');
    expect(content.title).toBe('404');
    expect(content.message).toBe(
      "We can't seem to find the page you're looking for. Check to see if that address is correct or try search again.",
    );
    expect(content.showHomeLink).toBe(true);
    expect(content.showSearchLink).toBe(true);
  });
  it('generic in the add-on: no "or try search", no home links', () => {
    const content = errorPageContent({ status: '404', addOn: true });
    expect(content.message).not.toContain('or try search');
    expect(content.message).toBe(
      "We can't seem to find the page you're looking for. Check to see if that address is correct.",
    );
    expect(content.showHomeLink).toBe(false);
    expect(content.showSearchLink).toBe(false);
  });
  it('an unreadable expiry date falls back to the next variant', () => {
    expect(errorPageContent({ expirationDate: 'soon' }).variant).toBe('not-found');
    expect(errorPageContent({ expirationDate: 'soon', resourceType: 'resource' }).variant).toBe(
      'unpublished',
    );
  });
  it('expiry and unpublished details only apply to 404', () => {
    expect(errorPageContent({ status: 500, expirationDate: '2024-03-07' }).variant).toBe('server-error');
  });
});

describe('errorPageContent: 500', () => {
  it('shows the text, a home link and the subject list', () => {
    const content = errorPageContent({ status: '500' });
    expect(content.title).toBe('500');
    expect(content.message).toBe(
      'Something went wrong when trying to display this page. Sorry for the inconvenience. We are working to fix the issue.',
    );
    expect(content.showHomeLink).toBe(true);
    expect(content.showSubjects).toBe(true);
  });
  it('hides the subject list and home link in the add-on', () => {
    const content = errorPageContent({ status: '500', addOn: true });
    expect(content.showSubjects).toBe(false);
    expect(content.showHomeLink).toBe(false);
  });
});

describe('errorPageSubjects', () => {
  const names = (student: boolean) => errorPageSubjects(student).map((subject) => subject.name);
  it('lists every top subject for teachers, sorted by name with The Arts as Arts', () => {
    expect(names(false)).toHaveLength(10);
    expect(names(false)).toContain('Professional Development');
    expect(names(false).slice(0, 2)).toEqual(['The Arts', 'Engineering & Technology']);
    expect(errorPageSubjects(false)[0]?.href).toBe('/subjects/the-arts/');
  });
  it('leaves Professional Development out of the student experience, whose links keep student=true', () => {
    expect(names(true)).toHaveLength(9);
    expect(names(true)).not.toContain('Professional Development');
    expect(errorPageSubjects(true).every((subject) => subject.href.endsWith('/?student=true'))).toBe(true);
  });
});

describe('formatExpirationDate and titles', () => {
  it('formats dates and timestamps as MM/dd/yyyy', () => {
    expect(formatExpirationDate('2025-12-31')).toBe('12/31/2025');
    expect(formatExpirationDate('2025-01-02T12:00:00Z')).toMatch(/^01\/0[12]\/2025$/);
    expect(formatExpirationDate('not a date')).toBeNull();
    expect(formatExpirationDate(null)).toBeNull();
  });
  it('builds the expired text and the document title', () => {
    expect(expiredText('01/02/2025')).toContain('expired on 01/02/2025 due to');
    expect(errorDocumentTitle(404, 'Lantern')).toBe('Error 404 | Lantern');
  });
});
