import { ACCOUNT_MESSAGES, studentUsernamePreviewQuerySchema } from '@lantern/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import formStyles from '../../components/ui/form.module.css';
import { Modal } from '../../components/ui/modal.tsx';
import { getPageConfig } from '../../lib/page-config.ts';
import { reloadTo } from './auth-api.ts';
import styles from './student-auth.module.css';
import {
  createStudent,
  fieldMessage,
  isCaptchaFailure,
  STUDENT_USERNAME_QUERY_KEY,
  studentCreateFailure,
  studentOptionsQueryOptions,
} from './student-auth-api.ts';
import { useStudentCaptcha } from './student-captcha.ts';
import { StudentCaptchaNotice } from './student-captcha-notice.tsx';
import { StudentProviderLinks } from './student-provider-links.tsx';
import { StudentSignUpCreate, useUsernamePreview } from './student-sign-up-create.tsx';
import { type StudentSignUpValues, signUpRequest, useStudentSignUpForm } from './student-sign-up-form.ts';

type View = 'choose' | 'create' | 'review' | 'close';

const TITLES: Record<View, string> = {
  choose: 'Create your student account',
  create: 'Create your student account',
  review: 'Check your account',
  close: 'Cancel sign up?',
};

/** A copy in random order (Fisher–Yates): the words are shuffled each time the dialog opens. */
function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/**
 * The student sign-up dialog (spec 2): choose → create → review, with a confirmation before
 * anything typed is thrown away. Success reloads the page at `next`, signed in.
 */
export default function StudentSignUpDialog({
  next,
  onDismiss,
  onLeave,
  onSignIn,
  onCaptchaFailure,
}: {
  next: string;
  onDismiss: () => void;
  /** Called when a link in the dialog leads to another page (which closes the dialog). */
  onLeave: () => void;
  onSignIn: () => void;
  onCaptchaFailure: () => void;
}) {
  const { productName } = getPageConfig();
  const [view, setView] = useState<View>('choose');
  const [before, setBefore] = useState<View>('choose');
  // The values live here, not in the create view, so they survive the review and close views.
  const form = useStudentSignUpForm();
  const values = useWatch({ control: form.control }) as StudentSignUpValues;
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const captcha = useStudentCaptcha('studentCreate');
  const body = useRef<HTMLDivElement>(null);

  const options = useQuery(studentOptionsQueryOptions());
  const words = useMemo(
    () => ({
      description: shuffled(options.data?.description_words ?? []),
      thing: shuffled(options.data?.thing_words ?? []),
    }),
    [options.data],
  );
  // The preview call's own schema says when the words are a complete, valid set worth asking about.
  const complete = studentUsernamePreviewQuerySchema.safeParse({
    custom_word: values.custom_word,
    first_word: values.first_word,
    second_word: values.second_word,
  }).success;
  const preview = useUsernamePreview(values, complete);
  const { username, suggested } = preview;
  const queryClient = useQueryClient();

  // Each view puts focus on its first control, so keyboard users continue where the content is.
  useEffect(() => {
    body.current?.querySelector<HTMLElement>(`[data-view="${view}"] [data-autofocus]`)?.focus();
  }, [view]);

  function goTo(target: View) {
    if (target === 'close') setBefore(view);
    setView(target);
  }

  // Next (the create view's <Form>) has checked the values with the shared schema.
  const toReview = () => {
    setServerError(null);
    goTo('review');
  };

  async function create() {
    // The review shows the server's suggestion before Create can send it.
    if (pending || !suggested) return;
    setPending(true);
    let payload: string;
    try {
      payload = await captcha.takePayload();
    } catch {
      onCaptchaFailure();
      return;
    }
    try {
      await createStudent(signUpRequest(form.getValues(), payload, suggested));
      reloadTo(next);
    } catch (error) {
      setPending(false);
      if (isCaptchaFailure(error)) {
        onCaptchaFailure();
        return;
      }
      // Somebody took the suggested username meanwhile (or the words changed): ask for a new one, which
      // the create view shows under the message.
      if (fieldMessage(error, 'username')) {
        void queryClient.invalidateQueries({ queryKey: [STUDENT_USERNAME_QUERY_KEY] });
      }
      setServerError(studentCreateFailure(error));
      setView('create');
    }
  }

  return (
    <Modal
      isOpen
      size="medium"
      title={TITLES[view]}
      dismissOnOutsideClick={false}
      onClose={() => (view === 'close' ? setView(before) : goTo('close'))}
    >
      <div ref={body} className={styles.stack} data-view={view}>
        {view === 'choose' && (
          <>
            <p className={styles.intro}>
              Build a username from your first name and two words you like. You don't need an email address.
            </p>
            <Button className={styles.choice} data-autofocus onClick={() => goTo('create')}>
              Create a {productName} account
            </Button>
            <StudentProviderLinks verb="Continue" next={next} />
            <p className={formStyles.footnote}>
              Already have an account?{' '}
              <button type="button" className={formStyles.linkButton} onClick={onSignIn}>
                Sign in
              </button>
            </p>
            <p className={formStyles.footnote}>
              Are you a teacher?{' '}
              <Link to="/signup" onClick={onLeave}>
                Sign up as a teacher
              </Link>
            </p>
          </>
        )}
        {view === 'create' && (
          <StudentSignUpCreate
            form={form}
            descriptionWords={words.description}
            thingWords={words.thing}
            questions={options.data?.results ?? []}
            username={username}
            serverError={serverError ?? (options.isError ? ACCOUNT_MESSAGES.somethingWrong : null)}
            captchaStatus={captcha.status}
            onCaptchaRetry={captcha.retry}
            onNext={toReview}
          />
        )}
        {view === 'review' && (
          <>
            <dl className={styles.review}>
              <dt>Username</dt>
              <dd>{username.toLowerCase()}</dd>
              <dt>Secret question</dt>
              <dd>{values.secure_secret_question.toLowerCase()}</dd>
              <dt>Answer</dt>
              <dd>{values.secure_secret_answer.trim().toLowerCase()}</dd>
            </dl>
            {preview.failed && (
              <p role="alert" className={styles.keepSafe}>
                {ACCOUNT_MESSAGES.somethingWrong}{' '}
                <button type="button" className={formStyles.linkButton} onClick={preview.retry}>
                  Get my username
                </button>
              </p>
            )}
            <p className={styles.keepSafe}>Write this down or print it out. Keep it somewhere safe.</p>
            <StudentCaptchaNotice status={captcha.status} onRetry={captcha.retry} />
            <div className={styles.buttons} aria-busy={pending}>
              <Button variant="secondary" onClick={() => setView('create')}>
                Back
              </Button>
              <Button
                data-autofocus
                aria-disabled={pending || !suggested || undefined}
                onClick={() => void create()}
              >
                {pending ? 'Creating your account…' : 'Create my account'}
              </Button>
            </div>
          </>
        )}
        {view === 'close' && (
          <>
            <p className={styles.intro}>Closing this window will discard your changes. Are you sure?</p>
            <div className={styles.buttons}>
              <Button variant="secondary" onClick={onDismiss}>
                Yes, discard changes
              </Button>
              <Button data-autofocus onClick={() => setView(before)}>
                No, Continue sign up
              </Button>
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}
