import {
  type StudentCreateRequest,
  studentCreateRequestSchema,
  studentSigninRequestSchema,
} from '@lantern/shared';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';

/** The student sign-up form's values, its checks (the shared contract) and the first-name filter. */

export interface StudentSignUpValues {
  firstName: string;
  descriptionWord: string;
  thingWord: string;
  /** The question's text, as the spec's payload sends it. */
  question: string;
  answer: string;
}

export const EMPTY_SIGN_UP: StudentSignUpValues = {
  firstName: '',
  descriptionWord: '',
  thingWord: '',
  question: '',
  answer: '',
};

export type SignUpField = keyof StudentSignUpValues;
export type FieldMessages<Field extends string> = Partial<Record<Field, string>>;

const SIGN_UP_FIELDS: Record<string, SignUpField> = {
  custom_word: 'firstName',
  first_word: 'descriptionWord',
  second_word: 'thingWord',
  secure_secret_question: 'question',
  secure_secret_answer: 'answer',
};

/** The first message of each refused field, keyed by the form's own field names. */
function firstMessages<Field extends string>(
  error: z.ZodError | undefined,
  fieldOf: Record<string, Field>,
): FieldMessages<Field> {
  const messages: FieldMessages<Field> = {};
  for (const issue of error?.issues ?? []) {
    const field = fieldOf[String(issue.path[0])];
    if (field && !messages[field]) messages[field] = issue.message;
  }
  return messages;
}

/** The spec's payload; the words are checked against the shared lists by validateSignUp first. */
export function signUpRequest(values: StudentSignUpValues, captcha: string): StudentCreateRequest {
  return {
    custom_word: values.firstName,
    first_word: values.descriptionWord as StudentCreateRequest['first_word'],
    second_word: values.thingWord as StudentCreateRequest['second_word'],
    secure_secret_question: values.question,
    secure_secret_answer: values.answer,
    captcha,
  };
}

export function validateSignUp(values: StudentSignUpValues): FieldMessages<SignUpField> {
  return firstMessages(studentCreateRequestSchema.safeParse(signUpRequest(values, '')).error, SIGN_UP_FIELDS);
}

export interface StudentSignInValues {
  username: string;
  /** The question's id. */
  question: string;
  answer: string;
}

export type SignInField = keyof StudentSignInValues;

const SIGN_IN_FIELDS: Record<string, SignInField> = {
  username: 'username',
  questionType: 'question',
  questionAnswer: 'answer',
};

export function signInRequest(values: StudentSignInValues, captcha: string) {
  return { username: values.username, questionType: values.question, questionAnswer: values.answer, captcha };
}

export function validateSignIn(values: StudentSignInValues): FieldMessages<SignInField> {
  return firstMessages(studentSigninRequestSchema.safeParse(signInRequest(values, '')).error, SIGN_IN_FIELDS);
}

/** Letters, digits and hyphen: what the first-name word keeps (the server refuses anything else). */
const NOT_IN_FIRST_NAME = /[^\p{L}\p{N}-]/gu;
const FILTER_DELAY_MS = 100;

/**
 * The first-name input's behaviour (spec 2 §5): a space cannot be typed at all, and 100 ms after
 * the last change anything else that is not a letter, digit or hyphen (say, from a paste) is removed.
 */
export function useFirstNameInput(value: string, onChange: (value: string) => void) {
  const [draft, setDraft] = useState(value);
  const latest = useRef(onChange);
  latest.current = onChange;
  const emitted = useRef(value);

  // Only a value set from outside replaces the draft; our own (older) filtered value must not
  // overwrite what was typed since.
  useEffect(() => {
    if (value !== emitted.current) {
      emitted.current = value;
      setDraft(value);
    }
  }, [value]);

  useEffect(() => {
    const timer = setTimeout(() => {
      const filtered = draft.replace(NOT_IN_FIRST_NAME, '');
      if (filtered !== draft) setDraft(filtered);
      emitted.current = filtered;
      latest.current(filtered);
    }, FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  return {
    value: draft,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setDraft(event.target.value),
    onKeyDown: (event: { key: string; preventDefault: () => void }) => {
      if (event.key === ' ') event.preventDefault();
    },
  };
}
