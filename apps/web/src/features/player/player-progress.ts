import type { PlayerAssignment } from '@lantern/shared';

/**
 * Where a student resumes and how they did: pure, so the player's rules are unit-tested (issue 21, spec 3 §4).
 */

type Slides = PlayerAssignment['slides'];
type Slide = Slides[number];

/** An answer as the player knows it: the server's reply (or the stored user_answer). */
export interface KnownAnswer {
  choice: number | null;
  input: string | null;
  correct: boolean | null;
}

export type AnswerMap = ReadonlyMap<number, KnownAnswer>;

/** The answers the assignment call returned with the result (user_answer), by question pk. */
export function storedAnswers(slides: Slides): Map<number, KnownAnswer> {
  const answers = new Map<number, KnownAnswer>();
  for (const slide of slides) {
    if (slide.type !== 'Question') continue;
    for (const question of slide.questions) {
      if (question.user_answer) answers.set(question.pk, question.user_answer);
    }
  }
  return answers;
}

const questionsOf = (slide: Slide) => (slide.type === 'Question' ? slide.questions : []);

/**
 * The first unanswered slide: a question slide with a question not yet answered, or a Media/Text slide after the
 * last slide the student answered on (one they may not have seen). Nothing answered yet: the first slide; all
 * answered: the last slide (where they finish).
 */
export function resumeSlideIndex(slides: Slides, answers: AnswerMap): number {
  if (slides.length === 0) return 0;
  let lastAnswered = -1;
  slides.forEach((slide, index) => {
    if (questionsOf(slide).some((question) => answers.has(question.pk))) lastAnswered = index;
  });
  if (lastAnswered === -1) return 0;
  const index = slides.findIndex((slide, position) =>
    slide.type === 'Question'
      ? slide.questions.some((question) => !answers.has(question.pk))
      : position > lastAnswered,
  );
  return index === -1 ? slides.length - 1 : index;
}

export interface Score {
  /** Every question of the assignment. */
  total: number;
  answered: number;
  correct: number;
  /** Short and Essay answers wait for the teacher's marking. */
  awaitingTeacher: number;
  /** As the teacher's results count it (decision 0041): correct answers of all questions, rounded; null without questions. */
  percent: number | null;
}

export function scoreOf(slides: Slides, answers: AnswerMap): Score {
  const questions = slides.flatMap(questionsOf);
  let answered = 0;
  let correct = 0;
  let awaitingTeacher = 0;
  for (const question of questions) {
    const answer = answers.get(question.pk);
    if (!answer) continue;
    answered += 1;
    if (answer.correct === true) correct += 1;
    if (answer.correct === null) awaitingTeacher += 1;
  }
  const total = questions.length;
  return {
    total,
    answered,
    correct,
    awaitingTeacher,
    percent: total === 0 ? null : Math.round((correct / total) * 100),
  };
}
