import type { z } from 'zod';
import { Button } from './button.tsx';
import { Form } from './form.tsx';
import { fieldMessages } from './form-errors.ts';
import { FormField } from './form-field.tsx';
import { Modal } from './modal.tsx';

type NameSchema = z.ZodType<{ name: string }, { name: string }>;

/**
 * A dialog that asks for one name (a new folder, a class, a rename): the feature's shared zod schema (its request's
 * name rule) checks it, and `onSubmit` gets the schema's output (trimmed). `classes` keeps each feature's own form and
 * button-row look.
 */
export interface NameDialogProps {
  title: string;
  submitLabel: string;
  label: string;
  hint?: string;
  maxLength: number;
  schema: NameSchema;
  classes: { form: string; buttons: string };
  initial?: string;
  onSubmit: (name: string) => void;
  onClose: () => void;
}

/** What the feature's own wrapper passes on (its label, rule and look are fixed). */
export type NameDialogUse = Pick<
  NameDialogProps,
  'title' | 'submitLabel' | 'initial' | 'onSubmit' | 'onClose'
>;

export function NameDialog({
  title,
  submitLabel,
  label,
  hint,
  maxLength,
  schema,
  classes,
  initial = '',
  onSubmit,
  onClose,
}: NameDialogProps) {
  return (
    <Modal title={title} isOpen onClose={onClose}>
      <Form
        schema={schema}
        className={classes.form}
        options={{ defaultValues: { name: initial } }}
        onSubmit={({ name }) => onSubmit(name)}
      >
        {({ register, formState }) => (
          <>
            <FormField
              label={label}
              hint={hint}
              // autoFocus: the dialog exists to type this name.
              autoFocus
              maxLength={maxLength}
              {...register('name')}
              errors={fieldMessages(formState.errors.name)}
            />
            <div className={classes.buttons}>
              <Button variant="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit">{submitLabel}</Button>
            </div>
          </>
        )}
      </Form>
    </Modal>
  );
}
