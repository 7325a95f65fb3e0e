import { describe, expect, it } from 'vitest';
import {
  exitPreviewHref,
  gradeHref,
  impersonationNotice,
  previewExitTarget,
  previewKind,
  searchHref,
  studentCodeHref,
  studentSiteUrl,
  subjectHref,
  teacherViewUrl,
  userMenuEntries,
  withStudentFlag,
} from './shell-links.ts';

const keys = (entries: { key: string }[]) => entries.map((entry) => entry.key);

describe('browse links', () => {
  it('builds subject and grade links, with the add-on prefix when embedded', () => {
    expect(subjectHref('science', false)).toBe('/subjects/science/');
    expect(subjectHref('science', true)).toBe('/add-on/subjects/science/');
    expect(gradeHref('middle-school', false)).toBe('/grades/middle-school/');
    expect(gradeHref('middle-school', true)).toBe('/add-on/grades/middle-school/');
    expect(gradeHref('prek', false, true)).toBe('/grades/prek/?student=true');
  });

  it('encodes the search query and keeps the experience', () => {
    expect(searchHref(' frogs & toads ', { addOn: false, student: false })).toBe('/search?q=frogs+%26+toads');
    expect(searchHref('', { addOn: true, student: false })).toBe('/add-on/search/?q=');
    expect(searchHref('moon', { addOn: false, student: true })).toBe('/search?q=moon&student=true');
  });

  it('builds the student code address', () => {
    expect(studentCodeHref(' ab12 ')).toBe('/student/code/ab12/?student=true');
  });

  it("adds student=true to the code call's address, keeping its query", () => {
    expect(withStudentFlag('/student/code/abcdefghijkl/')).toBe('/student/code/abcdefghijkl/?student=true');
    expect(withStudentFlag('/loginRequired?next=%2Fstudent%2Fclasses%2F%3Fcode%3DAB12CD')).toBe(
      '/loginRequired?next=%2Fstudent%2Fclasses%2F%3Fcode%3DAB12CD&student=true',
    );
    // Only a path on this site: an absolute address from elsewhere keeps nothing but its path.
    expect(withStudentFlag('https://elsewhere.example/x/')).toBe('/x/?student=true');
  });
});

describe('student and teacher views', () => {
  it('adds student=true to the current page', () => {
    expect(studentSiteUrl('/resource/42/', '?tab=standards', '#top')).toBe(
      '/resource/42/?tab=standards&student=true#top',
    );
    expect(studentSiteUrl('/search', '?student=false')).toBe('/search?student=true');
  });

  it('opens the student home from the home page, which would turn the student experience off', () => {
    expect(studentSiteUrl('/', '')).toBe('/student/?student=true');
    expect(studentSiteUrl('/', '?student=false')).toBe('/student/?student=true');
  });

  it('removes the student flag, and leaves student-only paths for the home page', () => {
    expect(teacherViewUrl('/search', '?q=moon&student=true')).toBe('/search?q=moon');
    expect(teacherViewUrl('/resource/1/', '?student=true')).toBe('/resource/1/');
    expect(teacherViewUrl('/student/classes/', '?student=true')).toBe('/');
  });
});

describe('userMenuEntries', () => {
  const allBuilt = () => true;

  it('shows no entry for a classroom area that is not built yet', () => {
    const noneBuilt = () => false;
    expect(keys(userMenuEntries({ isStudent: false }, { addOn: false }, noneBuilt))).toEqual([
      'profile',
      'sign-out',
    ]);
    expect(keys(userMenuEntries({ isStudent: true }, { addOn: false }, noneBuilt))).toEqual([
      'profile',
      'sign-out',
    ]);
    // As built today (lib/classroom-areas.ts): the library areas of issue 16, the lesson builder (issue 17),
    // classes (issue 19) and assignments (issue 20).
    expect(keys(userMenuEntries({ isStudent: false }, { addOn: false }))).toEqual([
      'dashboard',
      'lesson-builder',
      'assignments',
      'classes',
      'favorites',
      'folders',
      'profile',
      'sign-out',
    ]);
    // A student's own assignments (issue 21) are built; the teacher's assignments area is not yet.
    expect(keys(userMenuEntries({ isStudent: true }, { addOn: false }))).toEqual([
      'assignments',
      'classes',
      'favorites',
      'folders',
      'profile',
      'sign-out',
    ]);
    expect(
      keys(userMenuEntries({ isStudent: false }, { addOn: false }, (area) => area === 'favorites')),
    ).toEqual(['favorites', 'profile', 'sign-out']);
  });

  it('gives teachers everything outside the add-on', () => {
    expect(keys(userMenuEntries({ isStudent: false }, { addOn: false }, allBuilt))).toEqual([
      'dashboard',
      'lesson-builder',
      'assignments',
      'classes',
      'favorites',
      'folders',
      'profile',
      'sign-out',
    ]);
  });

  it('gives students no Dashboard or Lesson Builder, with student links', () => {
    const entries = userMenuEntries({ isStudent: true }, { addOn: false }, allBuilt);
    expect(keys(entries)).toEqual(['assignments', 'classes', 'favorites', 'folders', 'profile', 'sign-out']);
    expect(entries[0]?.href).toBe('/student/assignments/?student=true');
  });

  it('hides the library and account entries in the add-on', () => {
    expect(keys(userMenuEntries({ isStudent: false }, { addOn: true }, allBuilt))).toEqual(['sign-out']);
  });
});

describe('preview and admin', () => {
  it('names what is previewed and leaves preview keeping the query', () => {
    expect(previewKind('/collection/preview/abc/')).toBe('Collection');
    expect(previewKind('/resource/preview/abc/')).toBe('Resource');
    expect(exitPreviewHref('/resource/preview/abc/', '?student=true')).toBe('/resource/abc/?student=true');
    expect(exitPreviewHref('/preview/', '')).toBe('/');
  });

  it('exits preview to the CMS, the public page, or the homepage when there is no public page', () => {
    const path = '/resource/preview/abc/';
    expect(previewExitTarget(path, '?x=1', { adminLink: '/cms/1/', publicPage: false })).toEqual({
      href: '/cms/1/',
      document: true,
    });
    expect(previewExitTarget(path, '?x=1', { adminLink: null, publicPage: true })).toEqual({
      href: '/resource/abc/?x=1',
      document: false,
    });
    expect(previewExitTarget(path, '?x=1', { adminLink: null, publicPage: false }).href).toBe('/');
    expect(previewExitTarget(path, '', null).href).toBe('/');
  });

  it('words the impersonation notice', () => {
    expect(impersonationNotice({ active: true, staff: false })).toBe('Impersonating user');
    expect(impersonationNotice({ active: false, staff: true })).toBe('Impersonating inactive staff user');
  });
});
