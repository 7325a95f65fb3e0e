import type { PlayerAssignment, PlayerResult } from '@lantern/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-field.tsx';
import { invalidateStudentWork } from '../student/index.ts';
import type { SaveState } from './answer-queue.ts';
import { Completion } from './completion.tsx';
import styles from './player.module.css';
import { completeResult } from './player-api.ts';
import { resumeSlideIndex, scoreOf, storedAnswers } from './player-progress.ts';
import { QuestionForm } from './question-form.tsx';
import { MediaSlideContent, StoredRichText } from './slide-content.tsx';
import { useAnswerQueue } from './use-answer-queue.ts';

const SAVE_TEXTS: Record<SaveState, string> = {
  idle: '',
  saving: 'Saving…',
  saved: 'Saved',
  retrying: "Couldn't save — retrying",
};

/** Arrow keys turn slides unless they are doing something else where focus is (typing, choosing, a player). */
function keyTurnsSlides(event: KeyboardEvent): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.defaultPrevented)
    return false;
  const target = event.target as HTMLElement | null;
  if (!target) return true;
  if (target.isContentEditable) return false;
  return !target.closest(
    'input, textarea, select, video, audio, [role="slider"], [role="radiogroup"], media-controller',
  );
}

/**
 * The player (spec 3 "Quick assignment and player"): one slide at a time with its position ('Slide 3 of 8' and a
 * bar), Previous/Next by button or arrow key, answers saved through the queue, and Finish, which waits until every
 * answer is saved, completes the result (PUT) and shows the score.
 */
export function Player({ assignment, result }: { assignment: PlayerAssignment; result: PlayerResult }) {
  const { slides } = assignment;
  const [stored] = useState(() => storedAnswers(slides));
  const queue = useAnswerQueue(result.id, stored);
  const queryClient = useQueryClient();
  const [index, setIndex] = useState(() => resumeSlideIndex(slides, stored));
  const [completed, setCompleted] = useState(result.completed);
  const [finishing, setFinishing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const total = slides.length;
  const slide = slides[index];

  const go = (next: number) => {
    if (next < 0 || next >= total) return;
    moved.current = true;
    setIndex(next);
  };
  // After a turn, focus goes to the new slide's heading so it is read first (not on the first render).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the slide changes
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [index]);

  const goRef = useRef(go);
  goRef.current = go;
  useEffect(() => {
    if (completed) return;
    const onKey = (event: KeyboardEvent) => {
      if ((event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') || !keyTurnsSlides(event)) return;
      event.preventDefault();
      goRef.current(event.key === 'ArrowRight' ? index + 1 : index - 1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [index, completed]);

  const finish = async () => {
    if (finishing) return;
    setFinishing(true);
    setFailure(null);
    try {
      await queue.whenSaved();
      await completeResult(result.id);
      setCompleted(true);
      // The student bar's badge and their lists cached what was true before: read them again now.
      void invalidateStudentWork(queryClient);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Please try again.');
    } finally {
      setFinishing(false);
    }
  };

  if (completed) return <Completion name={assignment.name} score={scoreOf(slides, queue.answers)} />;

  const position = index + 1;
  const heading = slide?.title || (slide ? `${slide.type === 'Question' ? 'Questions' : slide.type}` : '');
  let questionNumber = slides
    .slice(0, index)
    .reduce((n, s) => n + (s.type === 'Question' ? s.questions.length : 0), 0);
  return (
    <section className={styles.player} aria-labelledby="player-title">
      <header className={styles.header}>
        <h1 id="player-title" className={styles.title}>
          {assignment.name}
        </h1>
        <div className={styles.progressRow}>
          <p id="player-progress" className={styles.progressText}>
            Slide {position} of {total}
          </p>
          <p className={styles.saveState} role="status">
            {SAVE_TEXTS[queue.saveState]}
          </p>
        </div>
        <progress
          className={styles.progress}
          value={position}
          max={Math.max(total, 1)}
          aria-labelledby="player-progress"
        />
      </header>

      {slide ? (
        <article key={slide.id} className={styles.slide} aria-labelledby="player-slide-title">
          <h2 id="player-slide-title" ref={headingRef} tabIndex={-1} className={styles.slideTitle}>
            {heading}
          </h2>
          {slide.type === 'Media' && <MediaSlideContent slide={slide} />}
          {slide.type === 'Text' && <StoredRichText html={slide.description} />}
          {slide.type === 'Question' && (
            <>
              {slide.description && <StoredRichText html={slide.description} />}
              {slide.questions.map((question) => {
                questionNumber += 1;
                return (
                  <QuestionForm
                    key={question.pk}
                    question={question}
                    number={questionNumber}
                    answer={queue.answers.get(question.pk)}
                    state={queue.states.get(question.pk)}
                    onAnswer={(body) => queue.answer(question.pk, body)}
                  />
                );
              })}
            </>
          )}
        </article>
      ) : (
        <p>This assignment has no slides.</p>
      )}

      <FormAlert messages={failure ? [`Couldn't finish: ${failure}`] : []} />
      <nav className={styles.nav} aria-label="Slides">
        <Button variant="secondary" onClick={() => go(index - 1)} disabled={index === 0}>
          Previous
        </Button>
        {position < total ? (
          <Button onClick={() => go(index + 1)}>Next</Button>
        ) : (
          <Button onClick={() => void finish()} aria-disabled={finishing || undefined}>
            {finishing ? 'Saving your answers…' : 'Finish'}
          </Button>
        )}
      </nav>
      <p className={styles.hint}>Tip: the left and right arrow keys move between slides.</p>
    </section>
  );
}
