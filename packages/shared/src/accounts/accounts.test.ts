import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, passwordProblem } from './account-rules.ts';
import { userProfileUpdateSchema } from './profile.ts';
import {
  passwordResetRequestSchema,
  studentCreateRequestSchema,
  teacherSignupRequestSchema,
} from './schemas.ts';
import { DESCRIPTION_WORDS, SECRET_QUESTIONS, secretQuestionId, THING_WORDS } from './student-words.ts';
import {
  buildStudentUsername,
  isSuggestedUsername,
  normalizeSecretAnswer,
  STUDENT_FIRST_NAME_PATTERN,
  stripStudentFirstNameCharacters,
} from './username.ts';

describe('student usernames', () => {
  it('joins first name, description and thing without separators, in lowercase', () => {
    expect(buildStudentUsername(' Maya ', 'Happy', 'Fox')).toBe('mayahappyfox');
  });

  it('ships unique, lowercase, letters-only words', () => {
    for (const words of [DESCRIPTION_WORDS, THING_WORDS]) {
      expect(new Set(words).size).toBe(words.length);
      for (const word of words) expect(word).toMatch(/^[a-z]+$/);
    }
  });

  it('filters a typed or pasted first name down to what the first-name rule accepts', () => {
    const filtered = stripStudentFirstNameCharacters(' Zoë-Ann <b>2</b>! ');
    expect(filtered).toBe('Zoë-Annb2b');
    expect(STUDENT_FIRST_NAME_PATTERN.test(filtered)).toBe(true);
  });

  it('takes as a suggestion only the words plus a number of 3 to 6 digits, not starting with 0', () => {
    for (const name of ['mayahappyfox123', 'mayahappyfox4821', 'mayahappyfox999999']) {
      expect(isSuggestedUsername('mayahappyfox', name), name).toBe(true);
    }
    for (const name of [
      'mayahappyfox',
      'mayahappyfox7',
      'mayahappyfox42',
      'mayahappyfox012',
      'mayahappyfox1234567',
    ]) {
      expect(isSuggestedUsername('mayahappyfox', name), name).toBe(false);
    }
    expect(isSuggestedUsername('mayahappyfox', 'samhappyfox123')).toBe(false);
  });

  it('normalises secret answers by trimming and lowercasing', () => {
    expect(normalizeSecretAnswer('  Red Panda ')).toBe('red panda');
  });

  it('knows each secret question by id and by text', () => {
    for (const question of SECRET_QUESTIONS) {
      expect(secretQuestionId(question.id)).toBe(question.id);
      expect(secretQuestionId(question.text)).toBe(question.id);
    }
    expect(secretQuestionId('What is your password?')).toBeUndefined();
  });
});

describe('request schemas', () => {
  it('turns the question text into its id and trims the first name', () => {
    const parsed = studentCreateRequestSchema.parse({
      custom_word: ' Maya ',
      first_word: 'happy',
      second_word: 'fox',
      secure_secret_question: "What is your best friend's name?",
      secure_secret_answer: 'Sam',
    });
    expect(parsed).toMatchObject({
      custom_word: 'Maya',
      secure_secret_question: 'best_friend_name',
      captcha: '',
    });
  });

  it('lowercases teacher emails', () => {
    const parsed = teacherSignupRequestSchema.parse({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: ' Ada@Example.ORG ',
      password: 'long enough',
    });
    expect(parsed.email).toBe('ada@example.org');
  });

  it('asks for the email address of a reset request in the words the reset form shows', () => {
    // The form validates with this schema, so its message is the form's text (and the server's).
    const blank = passwordResetRequestSchema.safeParse({ email: '  ' });
    expect(blank.error?.issues.map((issue) => issue.message)).toEqual(['Please enter your email address.']);
  });

  it('lets N/A stand only alone in the profile checklists', () => {
    const base = { first_name: 'A', user_role: 'Classroom Teacher', preferred_subjects: ['Science'] };
    expect(userProfileUpdateSchema.safeParse({ ...base, grade_range: ['N/A'] }).success).toBe(true);
    expect(userProfileUpdateSchema.safeParse({ ...base, grade_range: ['N/A', 'K-2'] }).success).toBe(false);
  });
});

describe('passwordProblem (ASVS V6.2)', () => {
  it.each([
    ['short1', undefined, ACCOUNT_MESSAGES.passwordTooShort],
    [' '.repeat(8), undefined, ACCOUNT_MESSAGES.passwordBlank],
    ['\t \n    \u00a0 ', undefined, ACCOUNT_MESSAGES.passwordBlank],
    ['aaaaaaaa', undefined, ACCOUNT_MESSAGES.passwordRepeated],
    ['😀'.repeat(8), undefined, ACCOUNT_MESSAGES.passwordRepeated],
    ['ada.lovelace@example.org', 'Ada.Lovelace@example.org', ACCOUNT_MESSAGES.passwordHasEmail],
    ['my ada.lovelace@example.org!', 'ada.lovelace@example.org', ACCOUNT_MESSAGES.passwordHasEmail],
    ['ada.lovelace', 'ada.lovelace@example.org', ACCOUNT_MESSAGES.passwordHasEmail],
    ['ADA.LOVELACE rules', 'ada.lovelace@example.org', ACCOUNT_MESSAGES.passwordHasEmail],
    ['bo', 'bo@example.org', ACCOUNT_MESSAGES.passwordTooShort],
  ])('refuses %j (email %j)', (password, email, message) => {
    expect(passwordProblem(password, email)).toBe(message);
  });

  it.each([
    ['lantern reading corner 42', 'ada@example.org'],
    ['bob is my uncle here', 'bob@example.org'],
    ['aaaaaaab', undefined],
    ['  spaced out words  ', undefined],
  ])('accepts %j (email %j)', (password, email) => {
    expect(passwordProblem(password, email)).toBeUndefined();
  });
});
