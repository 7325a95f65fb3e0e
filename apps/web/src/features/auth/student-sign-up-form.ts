import {
  type StudentCreateRequest,
  stripStudentFirstNameCharacters,
  studentCreateRequestSchema,
} from '@lantern/shared';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useAppForm } from '../../components/ui/form.tsx';

/**
 * The student sign-up form: its values (the request of POST /api/v2/student/, checked by the
 * shared schema through the resolver) and the first-name input's filter.
 */

/** The request's fields; the words are '' until chosen, which the schema refuses with its message. */
export type StudentSignUpValues = Omit<StudentCreateRequest, 'first_word' | 'second_word'> & {
  first_word: string;
  second_word: string;
  /** The question's text, as the spec's payload sends it. */
  secure_secret_question: string;
};

export const EMPTY_SIGN_UP: StudentSignUpValues = {
  custom_word: '',
  first_word: '',
  second_word: '',
  secure_secret_question: '',
  secure_secret_answer: '',
};

/**
 * The form over the request's own schema, made by the dialog (useAppForm): its values outlive the create
 * view, through the review and close views. raw: the request carries what was typed; the server trims and
 * maps the question text to its id.
 */
export function useStudentSignUpForm() {
  // The words start '' (unchosen), which the schema's types do not allow but its check refuses with its message.
  return useAppForm(
    studentCreateRequestSchema,
    { defaultValues: EMPTY_SIGN_UP as StudentCreateRequest },
    true,
  );
}
export type StudentSignUpFormApi = ReturnType<typeof useStudentSignUpForm>;

/**
 * The request once the schema has accepted the values (so the words are listed ones), with the username
 * the review showed: the server's suggestion for these words (decision 0071).
 */
export function signUpRequest(
  values: StudentCreateRequest,
  captcha: string,
  username: string | null,
): StudentCreateRequest {
  return { ...values, captcha, ...(username ? { username } : {}) };
}

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
      const filtered = stripStudentFirstNameCharacters(draft);
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
