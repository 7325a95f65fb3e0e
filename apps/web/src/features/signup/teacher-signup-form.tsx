import { PASSWORD_MIN_LENGTH, teacherSignupRequestSchema } from '@lantern/shared';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import formStyles from '../../components/ui/form.module.css';
import { Form } from '../../components/ui/form.tsx';
import { fieldMessages } from '../../components/ui/form-errors.ts';
import { FormAlert, FormField } from '../../components/ui/form-field.tsx';
import { reloadTo, signUpTeacher } from '../auth/index.ts';

const FIELDS = ['first_name', 'last_name', 'email', 'password'] as const;

/**
 * The teacher sign-up form: the shared schema checks every field before sending, the server again
 * (and for what only it knows, such as a taken address); success signs in and reloads at `next`.
 */
export function TeacherSignupForm({ next }: { next: string }) {
  // Success reloads the page, so the form stays busy until it goes.
  const [leaving, setLeaving] = useState(false);

  return (
    <Form
      schema={teacherSignupRequestSchema}
      raw
      className={formStyles.form}
      busy
      pending={leaving}
      serverFields={FIELDS}
      options={{ defaultValues: { first_name: '', last_name: '', email: '', password: '' } }}
      onSubmit={async (values) => {
        await signUpTeacher(values);
        setLeaving(true);
        reloadTo(next);
      }}
    >
      {({ register, formState: { errors }, pending }) => {
        const bind = (field: (typeof FIELDS)[number]) => ({
          ...register(field),
          errors: fieldMessages(errors[field]),
          required: true,
        });
        return (
          <>
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
          </>
        );
      }}
    </Form>
  );
}
