import { SECRET_QUESTIONS, SIGNIN_CARD_PAGE, studentSigninRequestSchema } from '@lantern/shared';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import formStyles from '../../components/ui/form.module.css';
import { Form } from '../../components/ui/form.tsx';
import { fieldMessages } from '../../components/ui/form-errors.ts';
import { FormAlert, FormField, SelectField } from '../../components/ui/form-field.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { reloadTo } from './auth-api.ts';
import { signInStudent, studentSignInFailure } from './student-auth-api.ts';
import { useStudentCaptcha } from './student-captcha.ts';
import { StudentCaptchaNotice } from './student-captcha-notice.tsx';
import { StudentProviderLinks } from './student-provider-links.tsx';

const CAPTCHA_FAILED_TEXT = 'Captcha failed. Please try again';

/**
 * 'Sign in to student site' (spec 2): username, secret question and answer. Sign In stays
 * disabled while the form is invalid; a field's message shows once it has been left.
 * It closes by its close button or Escape, never by a click outside.
 */
export default function StudentSignInDialog({
  next,
  onClose,
  onSignUp,
  onTeacherSignIn,
}: {
  next: string;
  onClose: () => void;
  onSignUp: () => void;
  onTeacherSignIn: () => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const captcha = useStudentCaptcha('studentSignin');
  const submitButton = useRef<HTMLButtonElement>(null);
  // Success reloads the page, so the form stays busy until it goes.
  const [leaving, setLeaving] = useState(false);

  return (
    <Modal isOpen title="Sign in to student site" dismissOnOutsideClick={false} onClose={onClose}>
      <Form
        schema={studentSigninRequestSchema}
        raw
        className={formStyles.form}
        busy
        pending={leaving}
        // A field's message shows once it has been left, then follows what is typed (spec 2 §5).
        options={{ mode: 'onTouched', defaultValues: { username: '', questionType: '', questionAnswer: '' } }}
        onSubmit={async (values) => {
          setFailure(null);
          let payload: string;
          try {
            payload = await captcha.takePayload();
          } catch {
            setFailure(CAPTCHA_FAILED_TEXT);
            return;
          }
          try {
            await signInStudent({ ...values, captcha: payload });
            setLeaving(true);
            reloadTo(next);
          } catch (error) {
            setFailure(studentSignInFailure(error));
            // The form itself stays valid, so Sign In stays enabled and keeps focus for another try.
            submitButton.current?.focus();
          }
        }}
      >
        {({ register, formState: { errors, isValid }, pending }) => (
          <>
            <FormAlert messages={failure ? [failure] : []} />
            <FormField
              label="Username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              {...register('username')}
              errors={fieldMessages(errors.username)}
            />
            <SelectField
              label="Secret question"
              required
              {...register('questionType')}
              errors={fieldMessages(errors.questionType)}
            >
              <option value="">Choose your secret question</option>
              {SECRET_QUESTIONS.map((question) => (
                <option key={question.id} value={question.id}>
                  {question.text}
                </option>
              ))}
            </SelectField>
            <FormField
              label="Secret answer"
              type="password"
              revealLabel="secret answer"
              autoComplete="off"
              required
              {...register('questionAnswer')}
              errors={fieldMessages(errors.questionAnswer)}
            />
            <StudentCaptchaNotice status={captcha.status} onRetry={captcha.retry} />
            <button
              ref={submitButton}
              type="submit"
              className={`${buttonClass('primary')} ${formStyles.submit}`}
              disabled={!isValid}
              aria-disabled={pending || undefined}
            >
              {pending ? 'Signing in…' : 'Sign In'}
            </button>
            <p className={formStyles.footnote}>
              Have a sign-in card? <Link to={`${SIGNIN_CARD_PAGE}?student=true`}>Use my sign-in code</Link>
            </p>
            <StudentProviderLinks verb="Sign in" next={next} />
            <p className={formStyles.footnote}>
              <button type="button" className={formStyles.linkButton} onClick={onSignUp}>
                I need to sign up!
              </button>
            </p>
            <p className={formStyles.footnote}>
              Are you a teacher?{' '}
              <button type="button" className={formStyles.linkButton} onClick={onTeacherSignIn}>
                Sign in to the teacher site
              </button>
            </p>
          </>
        )}
      </Form>
    </Modal>
  );
}
