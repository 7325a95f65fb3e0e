import type { PlayerAssignment, PlayerResult } from '@lantern/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { errorPageHref } from '../../lib/error-navigation.ts';
import { usePageConfig } from '../../lib/page-config.ts';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';
import { invalidateStudentWork } from '../student/index.ts';
import { NameForm } from './name-form.tsx';
import styles from './player.module.css';
import { Player } from './player.tsx';
import { loadErrorStatus, startResult } from './player-api.ts';
import { playerAssignmentQuery, playerResultQuery, resultIdParam } from './player-queries.ts';

/** The assignment (with the answers of result `resultId`, or of the student's own) and that result. */
function usePlayerData(code: string, resultId: number | null, started: PlayerResult | null) {
  const assignment = useQuery({ ...playerAssignmentQuery(code, resultId), refetchOnWindowFocus: false });
  const knownResult = assignment.data?.result_id ?? null;
  const result = useQuery({
    ...playerResultQuery(knownResult ?? 0),
    // A result started here is known already.
    enabled: knownResult !== null && knownResult !== started?.id,
    refetchOnWindowFocus: false,
  });
  const current = knownResult === null ? null : knownResult === started?.id ? started : (result.data ?? null);
  return { assignment, result, current };
}

/**
 * /student/code/{code}/ (spec 3 "Quick assignment and player", issue 21): loads the assignment by its code; a
 * failure opens the error page by status (spec 3 §7, §8). A signed-in student starts at once (or resumes their
 * result at the first unanswered slide); an anonymous visitor types a name first (decision 0044: on a shared
 * device the next child starts their own result; the same name resumes). ?result_id= resumes that result after a
 * reload.
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
  const queryClient = useQueryClient();
  const [resultId, setResultId] = useState(() => resultIdParam(params.get('result_id')));
  const [started, setStarted] = useState<PlayerResult | null>(null);
  const { assignment, result, current } = usePlayerData(code, resultId, started);
  const [startFailure, setStartFailure] = useState<string | null>(null);
  useDocumentTitle(pageTitle(assignment.data?.name ?? 'Assignment'));

  const failed = assignment.error ?? result.error;
  useEffect(() => {
    if (!failed) return;
    const status = loadErrorStatus(failed);
    const here = `${window.location.pathname}${window.location.search}`;
    void navigate(errorPageHref({ status, ...(status === 401 ? { next: here } : {}) }), { replace: true });
  }, [failed, navigate]);

  /** Starts (or resumes, the call is idempotent) and reloads the assignment with that result's answers. */
  const begin = async (data: PlayerAssignment, studentName?: string) => {
    const made = await startResult(data, studentName);
    // Started: it no longer counts as not started in the badge.
    void invalidateStudentWork(queryClient);
    setStarted(made);
    setResultId(made.id);
    setParams(
      (now) => {
        const next = new URLSearchParams(now);
        next.set('result_id', String(made.id));
        return next;
      },
      { replace: true },
    );
  };

  const data = assignment.data;
  // A visitor names themselves unless coming back to a result their browser still holds (?result_id=).
  const askName = !isLoggedIn && (resultId === null || data?.result_id === null);
  const autoStart = isLoggedIn && data !== undefined && data.result_id === null && started === null;
  const beginRef = useRef(begin);
  beginRef.current = begin;
  const startAsked = useRef(false);
  useEffect(() => {
    if (!data || !autoStart || startAsked.current) return;
    startAsked.current = true;
    beginRef
      .current(data)
      .catch((error: unknown) =>
        setStartFailure(error instanceof Error ? error.message : 'Please try again later.'),
      );
  }, [data, autoStart]);

  if (failed) return null;
  if (startFailure) {
    return (
      <div role="alert" className={styles.start}>
        <h1 className={styles.title}>Couldn't start this assignment</h1>
        <p>{startFailure}</p>
      </div>
    );
  }
  if (data && askName) return <NameForm assignmentName={data.name} onStart={(name) => begin(data, name)} />;
  if (!data || !current || assignment.isFetching) {
    return (
      <p role="status" className={styles.loading}>
        Loading the assignment…
      </p>
    );
  }
  return <Player key={current.id} assignment={data} result={current} />;
}
