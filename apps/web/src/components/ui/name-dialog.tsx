import { type Resolver, useForm } from 'react-hook-form';
import { Button } from './button.tsx';
import { fieldMessages } from './form-errors.ts';
import { FormField } from './form-field.tsx';
import { Modal } from './modal.tsx';

type NameForm = { name: string };

/**
 * A dialog that asks for one name (a new folder, a class, a rename): the feature's zod schema checks it through
 * `resolver`, and `onSubmit` gets the schema's output (trimmed). `classes` keeps each feature's own form and
 * button-row look.
 */
export interface NameDialogProps {
  title: string;
  submitLabel: string;
  label: string;
  hint?: string;
  maxLength: number;
  resolver: Resolver<NameForm, unknown, NameForm>;
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
  resolver,
  classes,
  initial = '',
  onSubmit,
  onClose,
}: NameDialogProps) {
  const { register, handleSubmit, formState } = useForm<NameForm, unknown, NameForm>({
    resolver,
    defaultValues: { name: initial },
  });
  const submit = handleSubmit(({ name }) => onSubmit(name));
  return (
    <Modal title={title} isOpen onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate className={classes.form}>
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
      </form>
    </Modal>
  );
}
