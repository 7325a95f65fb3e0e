import { ACCOUNT_MESSAGES } from '@lantern/shared';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
} from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useNotifications } from '../../app/shell/notifications.tsx';
import { safeNextPath } from '../../lib/auth-links.ts';
import { getPageConfig } from '../../lib/page-config.ts';
import { useTeacherSignIn } from './teacher-sign-in.tsx';

// The dialogs (React Aria, the forms, the captcha solver) load on first use, not with the home page.
const StudentSignInDialog = lazy(() => import('./student-sign-in-dialog.tsx'));
const StudentSignUpDialog = lazy(() => import('./student-sign-up-dialog.tsx'));

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

/** `search` without the parameters that open these dialogs, with its leading '?' when not empty. */
function searchWithoutDialog(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of ['signin', 'signup', 'next']) params.delete(name);
  const query = params.toString();
  return query ? `?${query}` : '';
}

function dialogInAddress(params: URLSearchParams): StudentDialog | null {
  if (params.get('signin') === 'student') return 'signin';
  if (params.get('signup') === 'student') return 'signup';
  return null;
}

/**
 * Provides the student sign-in and sign-up dialogs to the shell. They open from code (header,
 * /signup, the 401 page) and whenever the address carries `signin=student` or `signup=student`
 * (with an optional same-site `next`). Must sit inside the teacher sign-in provider.
 */
export function StudentAuthProvider({ children }: { children: ReactNode }) {
  const { isLoggedIn } = getPageConfig();
  const [searchParams] = useSearchParams();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const { openTeacherSignIn } = useTeacherSignIn();
  const [manual, setManual] = useState<{ dialog: StudentDialog; next: string } | null>(null);

  const fromAddress = isLoggedIn ? null : dialogInAddress(searchParams);
  const here = `${pathname}${searchWithoutDialog(search)}${hash}`;
  const dialog = manual?.dialog ?? fromAddress;
  const next = manual?.next ?? safeNextPath(searchParams.get('next')) ?? here;

  const open = useCallback(
    (target: StudentDialog) => (options?: OpenOptions) =>
      setManual({
        dialog: target,
        next: safeNextPath(options?.next) ?? `${window.location.pathname}${window.location.search}`,
      }),
    [],
  );

  /** Closes whatever is open; the address loses its opening parameters so it does not reopen. */
  const close = useCallback(() => {
    setManual(null);
    if (fromAddress) void navigate(here, { replace: true });
  }, [fromAddress, here, navigate]);

  /** Swaps one dialog for another (or for the teacher's), keeping `next`. */
  const switchTo = useCallback(
    (target: StudentDialog | 'teacher') => {
      if (fromAddress) void navigate(here, { replace: true });
      if (target === 'teacher') {
        setManual(null);
        openTeacherSignIn({ next });
      } else {
        setManual({ dialog: target, next });
      }
    },
    [fromAddress, here, navigate, next, openTeacherSignIn],
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
            onLeave={() => setManual(null)}
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
