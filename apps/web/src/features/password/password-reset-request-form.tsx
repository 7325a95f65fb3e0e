import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { type FormErrors, formErrorsFrom } from '../auth/auth-api.ts';
import formStyles from '../auth/auth-form.module.css';
import { FormAlert, FormField, useFocusFirstInvalid } from '../auth/form-field.tsx';
import { requestPasswordReset } from './password-api.ts';

const NO_ERRORS: FormErrors = { fields: {}, general: [] };

/**
 * Asks for a reset link. The reply is the same whether or not an account uses the address, so the
 * page never tells anyone which addresses have accounts.
 */
export function PasswordResetRequestForm() {
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (!email.trim()) {
      setErrors({ fields: { email: ['Please enter your email address.'] }, general: [] });
      return;
    }
    setPending(true);
    setErrors(NO_ERRORS);
    try {
      const reply = await requestPasswordReset(email.trim());
      setSentMessage(reply.message);
    } catch (error) {
      setErrors(formErrorsFrom(error, ['email']));
    } finally {
      setPending(false);
    }
  }

  return (
    <form ref={formRef} className={formStyles.form} onSubmit={submit} noValidate aria-busy={pending}>
      <p>
        Enter the email address of your teacher account and we will email you a link to choose a new password.
      </p>
      <FormAlert messages={errors.general} />
      <FormField
        label="Email address"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        errors={errors.fields.email}
      />
      <Button type="submit" className={formStyles.submit} aria-disabled={pending || undefined}>
        {pending ? 'Sending…' : 'Email me a reset link'}
      </Button>
      <div role="status">
        {sentMessage && (
          <p>
            {sentMessage} Check your inbox (and spam folder). Students who forget their secret answer can ask
            their teacher for help.
          </p>
        )}
      </div>
    </form>
  );
}
