import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH, type TeacherSignupRequest, teacherSignupRequestSchema } from '@lantern/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import formStyles from '../../components/ui/form.module.css';
import { applyServerErrors, fieldMessages } from '../../components/ui/form-errors.ts';
import { FormAlert, FormField } from '../../components/ui/form-field.tsx';
import { reloadTo, signUpTeacher } from '../auth/index.ts';

const FIELDS = ['first_name', 'last_name', 'email', 'password'] as const;
const resolver = zodResolver(teacherSignupRequestSchema, undefined, { raw: true });

/**
 * The teacher sign-up form: the shared schema checks every field before sending, the server again
 * (and for what only it knows, such as a taken address); success signs in and reloads at `next`.
 */
export function TeacherSignupForm({ next }: { next: string }) {
  const { register, handleSubmit, setError, formState } = useForm<TeacherSignupRequest>({
    resolver,
    defaultValues: { first_name: '', last_name: '', email: '', password: '' },
  });
  const { errors } = formState;
  // Success reloads the page, so the form stays busy until it goes.
  const [leaving, setLeaving] = useState(false);
  const pending = formState.isSubmitting || leaving;

  const submit = handleSubmit(async (values) => {
    try {
      await signUpTeacher(values);
      setLeaving(true);
      reloadTo(next);
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
    }
  });

  const bind = (field: (typeof FIELDS)[number]) => ({
    ...register(field),
    errors: fieldMessages(errors[field]),
    required: true,
  });

  return (
    <form
      className={formStyles.form}
      onSubmit={(event) => (pending ? event.preventDefault() : void submit(event))}
      noValidate
      aria-busy={pending}
    >
      <FormAlert messages={fieldMessages(errors.root?.server)} />
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
