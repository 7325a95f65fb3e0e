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
import { safeNextPath } from '../../lib/auth-links.ts';
import { getPageConfig } from '../../lib/page-config.ts';

// The dialog (React Aria, the form) loads on first use.
const TeacherSignInDialog = lazy(() => import('./teacher-sign-in-dialog.tsx'));

interface TeacherSignInApi {
  /** Opens the teacher sign-in dialog; after signing in the page reloads at `next` (default: here). */
  openTeacherSignIn: (options?: { next?: string }) => void;
}

const TeacherSignInContext = createContext<TeacherSignInApi | null>(null);

/** `search` without the sign-in parameters (signin, next), with its leading '?' when not empty. */
function searchWithoutSignIn(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('signin');
  params.delete('next');
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * Provides the teacher sign-in dialog to the shell. It opens from the header's Sign in button and
 * whenever the address carries `signin=teacher` (with an optional same-site `next`).
 */
export function TeacherSignInProvider({ children }: { children: ReactNode }) {
  const { isLoggedIn } = getPageConfig();
  const [searchParams] = useSearchParams();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [manual, setManual] = useState<{ next: string } | null>(null);

  const fromUrl = !isLoggedIn && searchParams.get('signin') === 'teacher';
  const here = `${pathname}${searchWithoutSignIn(search)}${hash}`;
  const next = fromUrl ? (safeNextPath(searchParams.get('next')) ?? here) : (manual?.next ?? here);
  const isOpen = fromUrl || manual !== null;

  const openTeacherSignIn = useCallback((options?: { next?: string }) => {
    setManual({
      next: safeNextPath(options?.next) ?? `${window.location.pathname}${window.location.search}`,
    });
  }, []);

  const close = useCallback(() => {
    setManual(null);
    if (fromUrl) void navigate(here, { replace: true });
  }, [fromUrl, here, navigate]);

  const api = useMemo(() => ({ openTeacherSignIn }), [openTeacherSignIn]);
  return (
    <TeacherSignInContext.Provider value={api}>
      {children}
      {isOpen && (
        <Suspense fallback={null}>
          <TeacherSignInDialog next={next} onClose={close} onLeave={() => setManual(null)} />
        </Suspense>
      )}
    </TeacherSignInContext.Provider>
  );
}

export function useTeacherSignIn(): TeacherSignInApi {
  const api = useContext(TeacherSignInContext);
  if (!api) throw new Error('useTeacherSignIn must be used inside the Shell');
  return api;
}
