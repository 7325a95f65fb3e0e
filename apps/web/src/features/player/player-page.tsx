import type { PlayerAssignment, PlayerResult } from '@lantern/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { errorPageHref } from '../../lib/error-navigation.ts';
import { usePageConfig } from '../../lib/page-config.ts';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';
import { NameForm } from './name-form.tsx';
import styles from './player.module.css';
import { Player } from './player.tsx';
import { fetchPlayerAssignment, loadErrorStatus, readResult, startResult } from './player-api.ts';

function resultIdParam(value: string | null): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The assignment and the result it is taken in: the one asked for (?result_id=), the student's own, or new. */
function usePlayerData(code: string, resultId: number | null) {
  const assignment = useQuery({
    queryKey: ['player', 'assignment', code, resultId],
    queryFn: ({ signal }) => fetchPlayerAssignment(code, resultId, signal),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });
  const knownResult = assignment.data?.result_id ?? null;
  const result = useQuery({
    queryKey: ['player', 'result', knownResult],
    queryFn: ({ signal }) => readResult(knownResult ?? 0, signal),
    enabled: knownResult !== null,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });
  return { assignment, result };
}

/**
 * /student/code/{code}/ (spec 3 "Quick assignment and player", issue 21): loads the assignment by its code; a
 * failure opens the error page by status (spec 3 §7, §8). A signed-in student starts at once (or resumes the
 * result, ?result_id=, at the first unanswered slide); an anonymous visitor types a name first.
 */
export function PlayerPage() {
  const { code = '' } = useParams();
  // Another code is another assignment: start over (adding result_id to the address keeps the player as it is).
  return <PlayerForCode key={code} code={code} />;
}

function PlayerForCode({ code }: { code: string }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { isLoggedIn } = usePageConfig();
  // The result asked for on arrival; a result started here is added to the address without reloading.
  const [requested] = useState(() => resultIdParam(params.get('result_id')));
  const { assignment, result } = usePlayerData(code, requested);
  const [started, setStarted] = useState<PlayerResult | null>(null);
  const [startFailure, setStartFailure] = useState<string | null>(null);
  useDocumentTitle(pageTitle(assignment.data?.name ?? 'Assignment'));

  const failed = assignment.error ?? result.error;
  useEffect(() => {
    if (!failed) return;
    const status = loadErrorStatus(failed);
    const here = `${window.location.pathname}${window.location.search}`;
    void navigate(errorPageHref({ status, ...(status === 401 ? { next: here } : {}) }), { replace: true });
  }, [failed, navigate]);

  const begin = async (data: PlayerAssignment, studentName?: string) => {
    const made = await startResult(data, studentName);
    setStarted(made);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('result_id', String(made.id));
        return next;
      },
      { replace: true },
    );
  };

  const data = assignment.data;
  const needsStart = data !== undefined && data.result_id === null && started === null;
  const beginRef = useRef(begin);
  beginRef.current = begin;
  const startAsked = useRef(false);
  useEffect(() => {
    // Once: a signed-in student starts (the call is idempotent, so a second page for the same student resumes).
    if (!data || !needsStart || !isLoggedIn || startAsked.current) return;
    startAsked.current = true;
    beginRef
      .current(data)
      .catch((error: unknown) =>
        setStartFailure(error instanceof Error ? error.message : 'Please try again later.'),
      );
  }, [data, needsStart, isLoggedIn]);

  if (failed) return null;
  if (startFailure) {
    return (
      <div role="alert" className={styles.start}>
        <h1 className={styles.title}>Couldn't start this assignment</h1>
        <p>{startFailure}</p>
      </div>
    );
  }
  if (!data || (data.result_id !== null && !result.data)) {
    return (
      <p role="status" className={styles.loading}>
        Loading the assignment…
      </p>
    );
  }
  const current = started ?? result.data;
  if (!current) {
    if (isLoggedIn) {
      return (
        <p role="status" className={styles.loading}>
          Starting…
        </p>
      );
    }
    return <NameForm assignmentName={data.name} onStart={(name) => begin(data, name)} />;
  }
  return <Player assignment={data} result={current} />;
}
