import { describe, expect, it } from 'vitest';
import { errorPageHref } from './error-navigation.ts';

describe('errorPageHref', () => {
  it('carries status, custom message and next', () => {
    expect(errorPageHref({ status: 404 })).toBe('/error?status=404');
    expect(errorPageHref({ status: 403, customErrorMessage: 'Ohio only' })).toBe(
      '/error?status=403&customErrorMessage=Ohio+only',
    );
    expect(errorPageHref({ status: 401, next: '/tools/' })).toBe('/error?status=401&next=%2Ftools%2F');
  });
});
