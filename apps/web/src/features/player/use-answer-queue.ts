import type { AnswerBody, AnswerReply } from '@lantern/shared';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { type AnswerJob, AnswerQueue } from './answer-queue.ts';
import { isRetryableAnswerError, sendAnswer } from './player-api.ts';
import type { KnownAnswer } from './player-progress.ts';
import type { QuestionState } from './question-form.tsx';

/**
 * The player's answers: those the server has (stored, or acknowledged since), each question's pending or refused
 * state, and the queue's honest save state. While answers are unsaved, leaving the page asks first.
 */
export function useAnswerQueue(resultId: number, stored: ReadonlyMap<number, KnownAnswer>) {
  const [answers, setAnswers] = useState(() => new Map(stored));
  const [states, setStates] = useState<ReadonlyMap<number, QuestionState>>(new Map());
  const latest = useRef(new Map<number, string>());

  const setState = useCallback((questionId: number, state: QuestionState) => {
    setStates((current) => new Map(current).set(questionId, state));
  }, []);

  const [queue] = useState(
    () =>
      new AnswerQueue({
        send: (job) => sendAnswer(resultId, job.questionId, job.body, job.idempotencyKey),
        isRetryable: isRetryableAnswerError,
        onSaved: (job: AnswerJob, reply: AnswerReply) => {
          setAnswers((current) => new Map(current).set(job.questionId, reply));
          // Only the question's latest answer clears its 'saving' (an older one may land first).
          if (latest.current.get(job.questionId) === job.idempotencyKey) setState(job.questionId, undefined);
        },
        onRefused: (job, error) => {
          if (latest.current.get(job.questionId) !== job.idempotencyKey) return;
          const message = error instanceof Error ? error.message : 'Please try again.';
          setState(job.questionId, { kind: 'refused', message });
        },
      }),
  );

  const saveState = useSyncExternalStore(
    useCallback((listener) => queue.subscribe(listener), [queue]),
    () => queue.saveState,
    // Rendered on the server too (the quick assignment's player, decision 0053): a new queue, nothing sent yet.
    () => queue.saveState,
  );

  const unsaved = saveState === 'saving' || saveState === 'retrying';
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const answer = useCallback(
    (questionId: number, body: AnswerBody) => {
      const job = queue.enqueue(questionId, body);
      latest.current.set(questionId, job.idempotencyKey);
      setState(questionId, { kind: 'saving' });
    },
    [queue, setState],
  );

  return { answers, states, saveState, answer, whenSaved: () => queue.whenEmpty() };
}
