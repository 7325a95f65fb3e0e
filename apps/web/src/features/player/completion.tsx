import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import styles from './player.module.css';
import type { Score } from './player-progress.ts';

/** The end of an assignment: it is marked completed; the score counts what the server marked correct. */
export function Completion({ name, score }: { name: string; score: Score }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className={styles.completion} aria-labelledby="player-done-title">
      <h1 id="player-done-title" ref={headingRef} tabIndex={-1} className={styles.title}>
        You finished {name}!
      </h1>
      {score.percent === null ? (
        <p>Your work is handed in.</p>
      ) : (
        <>
          <p className={styles.score}>Your score: {score.percent}%</p>
          <p>
            You got {score.correct} of {score.total} {score.total === 1 ? 'question' : 'questions'} right.
          </p>
          {score.awaitingTeacher > 0 && (
            <p>
              Your teacher will read your written {score.awaitingTeacher === 1 ? 'answer' : 'answers'}, so
              your score may go up.
            </p>
          )}
        </>
      )}
      <p>
        <Link to="/student/">Back to your home page</Link>
      </p>
    </section>
  );
}
