import { describe, expect, it } from 'vitest';
import { safeNextPath } from '../../lib/auth-links.ts';
import {
  addOnGuard,
  anonymousOnly,
  assignmentProxyRedirect,
  firstRedirect,
  type GuardContext,
  type GuardUser,
  loginRequiredRedirect,
  requireLogin,
  signInErrorPath,
  storedGradeBand,
  studentGradeFacetGuard,
  studentSearchGuard,
  teacherHomeGuard,
} from './decisions.ts';

const visitor: GuardUser = { isLoggedIn: false, isStudent: false, stationCallSign: null };
const teacher: GuardUser = { isLoggedIn: true, isStudent: false, stationCallSign: null };
const student: GuardUser = { isLoggedIn: true, isStudent: true, stationCallSign: null };

function at(url: string, pageConfig: GuardUser, extra: Partial<GuardContext> = {}): GuardContext {
  const parsed = new URL(url, 'http://lantern.test');
  return { pathname: parsed.pathname, search: parsed.search, pageConfig, ...extra };
}

describe('safeNextPath', () => {
  it('keeps same-site paths with query and fragment', () => {
    expect(safeNextPath('/tools/favorites/?student=true#top')).toBe('/tools/favorites/?student=true#top');
  });
  it('refuses other sites and odd forms', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'tools',
      '',
    ]) {
      expect(safeNextPath(value)).toBeNull();
    }
    expect(safeNextPath(null)).toBeNull();
  });
});

describe('requireLogin (tools/*, profile)', () => {
  it('sends a visitor to the 401 error page with next = the current address', () => {
    expect(requireLogin(at('/tools/favorites/?sort=new', visitor))).toBe(
      '/error?status=401&next=%2Ftools%2Ffavorites%2F%3Fsort%3Dnew',
    );
    expect(requireLogin(at('/profile', visitor))).toBe(signInErrorPath('/profile'));
  });
  it('lets signed-in users through', () => {
    expect(requireLogin(at('/tools/', teacher))).toBeNull();
    expect(requireLogin(at('/profile', student))).toBeNull();
  });
});

describe('anonymousOnly (signup)', () => {
  it('lets visitors in and sends students to /student, others to /', () => {
    expect(anonymousOnly(at('/signup', visitor))).toBeNull();
    expect(anonymousOnly(at('/signup', student))).toBe('/student');
    expect(anonymousOnly(at('/signup', teacher))).toBe('/');
  });
});

describe('loginRequiredRedirect', () => {
  it('sends a signed-in user to next, or / without a safe next', () => {
    expect(loginRequiredRedirect(at('/loginRequired?next=%2Ftools%2Fclasses', teacher))).toBe(
      '/tools/classes',
    );
    expect(loginRequiredRedirect(at('/loginRequired', teacher))).toBe('/');
    expect(loginRequiredRedirect(at('/loginRequired?next=https%3A%2F%2Fevil.example', teacher))).toBe('/');
  });
  it('sends a visitor into the 401 flow carrying next', () => {
    expect(loginRequiredRedirect(at('/loginRequired?next=%2Ftools%2Fclasses', visitor))).toBe(
      '/error?status=401&next=%2Ftools%2Fclasses',
    );
    expect(loginRequiredRedirect(at('/loginRequired', visitor))).toBe('/error?status=401');
  });
});

describe('studentSearchGuard', () => {
  it('adds student=true to student paths, keeping the query', () => {
    expect(studentSearchGuard(at('/student', visitor))).toBe('/student?student=true');
    expect(studentSearchGuard(at('/student/code/abc/?x=1', visitor))).toBe(
      '/student/code/abc/?x=1&student=true',
    );
    expect(studentSearchGuard(at('/student/classes/?student=true', visitor))).toBeNull();
  });
  it('merges student=true for signed-in students anywhere but the add-on', () => {
    expect(studentSearchGuard(at('/search?q=cells', student))).toBe('/search?q=cells&student=true');
    expect(studentSearchGuard(at('/add-on/search/', student))).toBeNull();
  });
  it('leaves teacher paths of other users alone', () => {
    expect(studentSearchGuard(at('/search?q=cells', teacher))).toBeNull();
    expect(studentSearchGuard(at('/', visitor))).toBeNull();
  });
});

describe('addOnGuard', () => {
  it('sends a visitor on an add-on route to the add-on login with next', () => {
    expect(addOnGuard(at('/add-on/search/?q=x', visitor))).toBe(
      '/add-on/log-in/?next=%2Fadd-on%2Fsearch%2F%3Fq%3Dx',
    );
  });
  it('sends a student to the add-on login with logOut=true', () => {
    expect(addOnGuard(at('/add-on/resource/abc/', student))).toBe('/add-on/log-in/?logOut=true');
  });
  it('lets a signed-in teacher use add-on routes', () => {
    expect(addOnGuard(at('/add-on/subjects/science/', teacher))).toBeNull();
  });
  it('brings ordinary routes back under /add-on/ once the add-on view is active, keeping the query', () => {
    expect(addOnGuard(at('/search?q=cells', teacher, { addOnViewActive: true }))).toBe(
      '/add-on/search/?q=cells',
    );
    expect(addOnGuard(at('/resource/abc/', teacher, { addOnViewActive: true }))).toBe(
      '/add-on/resource/abc/',
    );
    expect(addOnGuard(at('/search?q=cells', teacher))).toBeNull();
  });
});

describe('studentGradeFacetGuard', () => {
  it('adds the stored grade facet in the student experience', () => {
    expect(studentGradeFacetGuard(at('/search?q=x&student=true', visitor, { storedGrade: '6-8' }))).toBe(
      '/search?q=x&student=true&selected_facet=grades%3A6-8',
    );
  });
  it('keeps an existing grade facet, and ignores teachers, no choice and "all"', () => {
    const withFacet = at('/search?student=true&selected_facet=grades%3A3-5', visitor, { storedGrade: '6-8' });
    expect(studentGradeFacetGuard(withFacet)).toBeNull();
    expect(studentGradeFacetGuard(at('/search?q=x', teacher, { storedGrade: '6-8' }))).toBeNull();
    expect(studentGradeFacetGuard(at('/search?student=true', visitor, { storedGrade: null }))).toBeNull();
    expect(studentGradeFacetGuard(at('/search?student=true', visitor, { storedGrade: 'all' }))).toBeNull();
  });
  it('reads stored values with or without JSON quotes', () => {
    expect(storedGradeBand('"9-12"')).toBe('9-12');
    expect(storedGradeBand('PreK-K')).toBe('PreK-K');
    expect(storedGradeBand('7')).toBeNull();
  });
});

describe('assignmentProxyRedirect', () => {
  const launch = '/student/launch_assignment_proxy/abc123/R9/';
  const results = '/tools/rosters/results/assignment_results_proxy/abc123/R9/77';
  it('keeps visitors on the login-required page', () => {
    expect(assignmentProxyRedirect(at(launch, visitor))).toBeNull();
    expect(assignmentProxyRedirect(at(results, visitor))).toBeNull();
  });
  it('sends a signed-in student to the player or to their own result', () => {
    expect(assignmentProxyRedirect(at(launch, student))).toBe('/student/code/abc123/?roster=R9&student=true');
    expect(assignmentProxyRedirect(at(results, student))).toBe('/student/results/77/');
  });
  it("sends a signed-in teacher to the assignment's results, from either link", () => {
    expect(assignmentProxyRedirect(at(results, teacher))).toBe(
      '/tools/assignments/abc123/?roster=R9&result=77',
    );
    expect(assignmentProxyRedirect(at(launch, teacher))).toBe('/tools/assignments/abc123/?roster=R9');
  });
});

describe('firstRedirect', () => {
  it('applies decisions in order', () => {
    const context = at('/profile', visitor, { addOnViewActive: true });
    expect(firstRedirect(context, [addOnGuard, requireLogin])).toBe('/add-on/profile/');
    expect(firstRedirect(at('/profile', teacher), [addOnGuard, requireLogin])).toBeNull();
  });
});

describe('teacherHomeGuard', () => {
  it('turns the student experience off on the home page', () => {
    expect(teacherHomeGuard(at('/?student=true', visitor))).toBe('/');
    expect(teacherHomeGuard(at('/?student=true&signin=teacher', teacher))).toBe('/?signin=teacher');
    expect(teacherHomeGuard(at('/', visitor))).toBeNull();
  });
  it('sends signed-in students to the student home, keeping the query', () => {
    expect(teacherHomeGuard(at('/?student=true', student))).toBe('/student/?student=true');
    expect(teacherHomeGuard(at('/?student=true&q=x', student))).toBe('/student/?student=true&q=x');
  });
});
