import { describe, expect, it } from 'vitest';
import { providerSignupHref, signupTabFrom, studentDialogSearch } from './signup-links.ts';

describe('/signup links', () => {
  it('opens the Student tab only for open=student', () => {
    expect(signupTabFrom('student')).toBe('student');
    expect(signupTabFrom('teacher')).toBe('teacher');
    expect(signupTabFrom(null)).toBe('teacher');
  });

  it('builds the Google link from next and the tab', () => {
    expect(providerSignupHref('google', 'teacher', '/about/')).toBe(
      '/api/v2/auth/oidc/google/start/?next=%2Fabout%2F',
    );
    expect(providerSignupHref('google', 'student', '/about/')).toBe(
      '/api/v2/auth/oidc/google/start/?next=%2Fabout%2F&type=student',
    );
    expect(providerSignupHref('google', 'teacher', 'https://evil.example/')).toBe(
      '/api/v2/auth/oidc/google/start/',
    );
  });

  it('asks for the student dialog keeping next', () => {
    expect(studentDialogSearch('/search/?q=frogs')).toBe('?open=student&next=%2Fsearch%2F%3Fq%3Dfrogs');
    expect(studentDialogSearch(null)).toBe('?open=student');
  });
});
