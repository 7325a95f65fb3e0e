import { ACCOUNT_MESSAGES } from '@lantern/shared';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useNotifications } from '../../app/shell-api.ts';
import { safeNextPath, signInHref } from '../../lib/auth-links.ts';
import { getPageConfig } from '../../lib/page-config.ts';

// The dialogs (React Aria, the forms, the captcha solver) load on first use, not with the home page;
// both at once, so that switching from one to the other never waits.
const loadSignIn = () => import('./student-sign-in-dialog.tsx');
const loadSignUp = () => import('./student-sign-up-dialog.tsx');
const StudentSignInDialog = lazy(() => Promise.all([loadSignIn(), loadSignUp()]).then(([module]) => module));
const StudentSignUpDialog = lazy(() => Promise.all([loadSignUp(), loadSignIn()]).then(([module]) => module));

type StudentDialog = 'signin' | 'signup';
type OpenOptions = { next?: string };

interface StudentAuthApi {
  /** Opens 'Sign in to student site'; after signing in the page reloads at `next` (default: here). */
  openStudentSignIn: (options?: OpenOptions) => void;
  /** Opens the student sign-up dialog; after sign-up the page reloads at `next` (default: here). */
  openStudentSignUp: (options?: OpenOptions) => void;
}

const StudentAuthContext = createContext<StudentAuthApi | null>(null);

// Time to read the captcha notification before the page reloads for a fresh start (spec 2 §8).
const RELOAD_AFTER_CAPTCHA_FAILURE_MS = 4000;

const SIGNUP_PAGE = /^\/signup\/?$/;

/**
 * `search` without the parameters that opened a dialog, with its leading '?' when not empty. On
 * /signup that is open=student only (its `next` belongs to the page); elsewhere signin, signup, next.
 */
function searchWithoutDialog(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  if (SIGNUP_PAGE.test(pathname)) {
    if (params.get('open') === 'student') params.delete('open');
  } else {
    for (const name of ['signin', 'signup', 'next']) params.delete(name);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** signin=student or signup=student anywhere; /signup also takes open=student (spec 2 §2). */
function dialogInAddress(pathname: string, params: URLSearchParams): StudentDialog | null {
  if (SIGNUP_PAGE.test(pathname)) return params.get('open') === 'student' ? 'signup' : null;
  if (params.get('signin') === 'student') return 'signin';
  if (params.get('signup') === 'student') return 'signup';
  return null;
}

/**
 * Provides the student sign-in and sign-up dialogs to the shell. They open from code (header,
 * /signup, the 401 page) and whenever the address carries `signin=student` or `signup=student`
 * (with an optional same-site `next`).
 */
export function StudentAuthProvider({ children }: { children: ReactNode }) {
  const { isLoggedIn } = getPageConfig();
  const [searchParams] = useSearchParams();
  const { pathname, search, hash, key } = useLocation();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  // Set by code for the address it was set at (`key`); `dialog: null` means closed even when the
  // address still asks for a dialog. Any later address goes back to reading the address.
  const [state, setState] = useState<{ dialog: StudentDialog | null; next: string; key: string } | null>(
    null,
  );
  const manual = state?.key === key ? state : null;
  const currentKey = useRef(key);
  currentKey.current = key;
  const setManual = useCallback(
    (value: { dialog: StudentDialog | null; next: string }) =>
      setState({ ...value, key: currentKey.current }),
    [],
  );

  const fromAddress = isLoggedIn ? null : dialogInAddress(pathname, searchParams);
  const here = `${pathname}${searchWithoutDialog(pathname, search)}${hash}`;
  const dialog = manual ? manual.dialog : fromAddress;
  const next = manual?.next ?? safeNextPath(searchParams.get('next')) ?? here;

  const open = useCallback(
    (target: StudentDialog) => (options?: OpenOptions) =>
      setManual({
        dialog: target,
        next: safeNextPath(options?.next) ?? `${window.location.pathname}${window.location.search}`,
      }),
    [setManual],
  );

  /** Closes whatever is open; the address loses its opening parameters so it does not reopen. */
  const close = useCallback(() => {
    setManual({ dialog: null, next });
    if (fromAddress) void navigate(here, { replace: true });
  }, [fromAddress, here, navigate, next, setManual]);

  /** Swaps one dialog for another (or for the teacher's), keeping `next`. */
  const switchTo = useCallback(
    (target: StudentDialog | 'teacher') => {
      if (target === 'teacher') {
        // Through the address the teacher dialog reads (signin=teacher), like every sign-in link.
        setManual({ dialog: null, next });
        void navigate(signInHref('teacher', next));
      } else {
        setManual({ dialog: target, next });
      }
    },
    [navigate, next, setManual],
  );

  const onCaptchaFailure = useCallback(() => {
    close();
    notify({ title: 'Error', message: ACCOUNT_MESSAGES.captchaFailed, tone: 'error' });
    setTimeout(() => window.location.reload(), RELOAD_AFTER_CAPTCHA_FAILURE_MS);
  }, [close, notify]);

  const api = useMemo(
    () => ({ openStudentSignIn: open('signin'), openStudentSignUp: open('signup') }),
    [open],
  );
  return (
    <StudentAuthContext.Provider value={api}>
      {children}
      <Suspense fallback={null}>
        {dialog === 'signin' && (
          <StudentSignInDialog
            next={next}
            onClose={close}
            onSignUp={() => switchTo('signup')}
            onTeacherSignIn={() => switchTo('teacher')}
          />
        )}
        {dialog === 'signup' && (
          <StudentSignUpDialog
            next={next}
            onDismiss={close}
            onLeave={() => setManual({ dialog: null, next })}
            onSignIn={() => switchTo('signin')}
            onCaptchaFailure={onCaptchaFailure}
          />
        )}
      </Suspense>
    </StudentAuthContext.Provider>
  );
}

export function useStudentAuth(): StudentAuthApi {
  const api = useContext(StudentAuthContext);
  if (!api) throw new Error('useStudentAuth must be used inside the Shell');
  return api;
}
