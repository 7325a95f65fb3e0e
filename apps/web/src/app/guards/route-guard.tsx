import { Navigate, Outlet, useLocation } from 'react-router';
import { isAddOnViewActive } from '../../lib/experience-mode.ts';
import { useStoredGradeGate } from '../../lib/grade-gate.ts';
import { getPageConfig } from '../../lib/page-config.ts';
import { firstRedirect, type GuardContext, type GuardDecision } from './decisions.ts';

export function useGuardContext(): GuardContext {
  const { pathname, search } = useLocation();
  return {
    pathname,
    search,
    pageConfig: getPageConfig(),
    addOnViewActive: isAddOnViewActive(),
    // Subscribed: choosing on the grade gate re-runs the guards, which add the grade to the address.
    storedGrade: useStoredGradeGate(),
  };
}

/**
 * A layout route that applies guard decisions: the first redirect replaces the current entry,
 * otherwise the child route renders. Guards run after the address is committed, so the address
 * updates eagerly (spec 1 §2.2 routing settings) and protected content never renders.
 */
export function RouteGuard({ decisions }: { decisions: readonly GuardDecision[] }) {
  const target = firstRedirect(useGuardContext(), decisions);
  return target === null ? <Outlet /> : <Navigate to={target} replace />;
}

/** A fixed redirect (e.g. 'subjects' → home); `keepSearch` carries the query along. */
export function RedirectTo({ to, keepSearch = false }: { to: string; keepSearch?: boolean }) {
  const { search } = useLocation();
  const target = keepSearch && search ? `${to}${to.includes('?') ? `&${search.slice(1)}` : search}` : to;
  return <Navigate to={target} replace />;
}
