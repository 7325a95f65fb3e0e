import { passwordResetRequestSchema } from '@lantern/shared';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import formStyles from '../../components/ui/form.module.css';
import { Form } from '../../components/ui/form.tsx';
import { fieldMessages } from '../../components/ui/form-errors.ts';
import { FormAlert, FormField } from '../../components/ui/form-field.tsx';
import { requestPasswordReset } from './password-api.ts';

/**
 * Asks for a reset link. The reply is the same whether or not an account uses the address, so the
 * page never tells anyone which addresses have accounts.
 */
export function PasswordResetRequestForm() {
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  return (
    <Form
      schema={passwordResetRequestSchema}
      raw
      className={formStyles.form}
      busy
      serverFields={['email']}
      options={{ defaultValues: { email: '' } }}
      onSubmit={async ({ email }) => {
        const reply = await requestPasswordReset(email.trim());
        setSentMessage(reply.message);
      }}
    >
      {({ register, formState: { errors }, pending }) => (
        <>
          <p>
            Enter the email address of your teacher account and we will email you a link to choose a new
            password.
          </p>
          <FormAlert messages={fieldMessages(errors.root?.server)} />
          <FormField
            label="Email address"
            type="email"
            autoComplete="email"
            required
            {...register('email')}
            errors={fieldMessages(errors.email)}
          />
          <Button type="submit" className={formStyles.submit} aria-disabled={pending || undefined}>
            {pending ? 'Sending…' : 'Email me a reset link'}
          </Button>
          <div role="status">
            {sentMessage && (
              <p>
                {sentMessage} Check your inbox (and spam folder). Students who forget their secret answer can
                ask their teacher for help.
              </p>
            )}
          </div>
        </>
      )}
    </Form>
  );
}
