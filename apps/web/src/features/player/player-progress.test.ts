import type { PlayerAssignment } from '@lantern/shared';
import { describe, expect, it } from 'vitest';
import { type KnownAnswer, resumeSlideIndex, scoreOf, storedAnswers } from './player-progress.ts';

type Slides = PlayerAssignment['slides'];
const text = (id: number): Slides[number] => ({
  id,
  order: id,
  title: '',
  description: '<p>x</p>',
  type: 'Text',
});
const questions = (id: number, pks: number[], answers: Record<number, KnownAnswer> = {}): Slides[number] => ({
  id,
  order: id,
  title: '',
  description: '',
  type: 'Question',
  questions: pks.map((pk, index) => ({
    pk,
    order: index + 1,
    text: 'Q',
    type: 'Short',
    choices: [],
    user_answer: answers[pk] ?? null,
  })),
});
const right: KnownAnswer = { choice: 1, input: null, correct: true };
const wrong: KnownAnswer = { choice: 2, input: null, correct: false };
const written: KnownAnswer = { choice: null, input: 'because', correct: null };

describe('resuming', () => {
  it('starts at the first slide when nothing is answered', () => {
    const slides = [text(1), questions(2, [10]), questions(3, [11])];
    expect(resumeSlideIndex(slides, storedAnswers(slides))).toBe(0);
  });

  it('lands on the first slide with an unanswered question', () => {
    const slides = [text(1), questions(2, [10, 11], { 10: right }), questions(3, [12])];
    expect(resumeSlideIndex(slides, storedAnswers(slides))).toBe(1);
  });

  it('lands on a text slide after the last answered slide, not one before it', () => {
    const slides = [text(1), questions(2, [10], { 10: right }), text(3), questions(4, [11])];
    expect(resumeSlideIndex(slides, storedAnswers(slides))).toBe(2);
  });

  it('lands on the last slide when everything is answered', () => {
    const slides = [questions(1, [10], { 10: right }), questions(2, [11], { 11: wrong })];
    expect(resumeSlideIndex(slides, storedAnswers(slides))).toBe(1);
    expect(resumeSlideIndex([], new Map())).toBe(0);
  });
});

describe('the score', () => {
  it('counts correct answers of all questions, as the teacher sees it', () => {
    const slides = [questions(1, [10, 11, 12, 13], { 10: right, 11: wrong, 12: written })];
    expect(scoreOf(slides, storedAnswers(slides))).toEqual({
      total: 4,
      answered: 3,
      correct: 1,
      awaitingTeacher: 1,
      percent: 25,
    });
  });

  it('has no percentage without questions', () => {
    expect(scoreOf([text(1)], new Map()).percent).toBeNull();
  });
});
