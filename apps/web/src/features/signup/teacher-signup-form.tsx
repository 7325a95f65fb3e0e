import { PASSWORD_MIN_LENGTH } from '@lantern/shared';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { type FormErrors, formErrorsFrom, reloadTo, signUpTeacher } from '../auth/auth-api.ts';
import formStyles from '../auth/auth-form.module.css';
import { FormAlert, FormField, useFocusFirstInvalid } from '../auth/form-field.tsx';

const FIELDS = ['first_name', 'last_name', 'email', 'password'] as const;
type Field = (typeof FIELDS)[number];
const NO_ERRORS: FormErrors = { fields: {}, general: [] };
const EMPTY: Record<Field, string> = { first_name: '', last_name: '', email: '', password: '' };

/** The teacher sign-up form: the server checks every field; success signs in and reloads at `next`. */
export function TeacherSignupForm({ next }: { next: string }) {
  const [values, setValues] = useState(EMPTY);
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);

  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
    errors: errors.fields[field],
    required: true,
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setErrors(NO_ERRORS);
    try {
      await signUpTeacher(values);
      reloadTo(next);
    } catch (error) {
      setErrors(formErrorsFrom(error, FIELDS));
      setPending(false);
    }
  }

  return (
    <form ref={formRef} className={formStyles.form} onSubmit={submit} noValidate aria-busy={pending}>
      <FormAlert messages={errors.general} />
      <FormField label="First name" autoComplete="given-name" {...bind('first_name')} />
      <FormField label="Last name" autoComplete="family-name" {...bind('last_name')} />
      <FormField label="Email address" type="email" autoComplete="email" {...bind('email')} />
      <FormField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={`Use ${PASSWORD_MIN_LENGTH} or more characters.`}
        {...bind('password')}
      />
      <Button type="submit" className={formStyles.submit} aria-disabled={pending || undefined}>
        {pending ? 'Creating your account…' : 'Create teacher account'}
      </Button>
    </form>
  );
}
