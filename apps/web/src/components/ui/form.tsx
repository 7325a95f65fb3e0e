import { zodResolver } from '@hookform/resolvers/zod';
import { type FormHTMLAttributes, type ReactNode, useId, useMemo, useState } from 'react';
import {
  type FieldValues,
  type Path,
  type Resolver,
  type SubmitErrorHandler,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import styles from './form.module.css';
import { applyServerErrors } from './form-errors.ts';

/** Shown in every form when the browser runs no script. */
export const NO_SCRIPT_NOTE =
  'This form needs JavaScript, which is turned off in this browser. Turn it on and reload the page to continue.';

/**
 * The one form every request form is built on (docs/decisions/0016-forms.md; bulletproof-react's
 * components/ui/form): react-hook-form with the shared request schema as its only rules (zod
 * resolver), the server's `errors` put under the fields the form shows with setError (the rest in
 * the form's alert, GENERAL_ERRORS), and the pending state of the request's useMutation.
 *
 * `onSubmit` receives the schema's parsed values (or, with `raw`, the values as typed); a failure it
 * throws is the server's refusal and is mapped onto the form. A submit while pending does nothing.
 */

type FormValues<S extends z.ZodType> = z.input<S> & FieldValues;
type SubmitValues<S extends z.ZodType, Raw extends boolean> = Raw extends true ? z.input<S> : z.output<S>;

export type FormApi<S extends z.ZodType, Raw extends boolean = false> = UseFormReturn<
  FormValues<S>,
  unknown,
  SubmitValues<S, Raw> & FieldValues
> & {
  /** The request is on its way (the mutation's isPending, or the submit handler still running). */
  pending: boolean;
};

type FormProps<S extends z.ZodType, Raw extends boolean> = Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'onInvalid' | 'children'
> & {
  /** The shared request (or form) schema: the only rules the form checks. */
  schema: S;
  /** Submit the values the schema parsed as typed rather than its output (trimmed, transformed). */
  raw?: Raw;
  onSubmit: (values: SubmitValues<S, Raw>, form: FormApi<S, Raw>) => unknown;
  /** The fields the form shows, in order: the server's messages for them go under them. */
  serverFields?: readonly Path<FormValues<S>>[];
  /** The mutation's isPending (useMutation), for a request the form does not await itself. */
  pending?: boolean;
  /** Mark the form aria-busy while pending (a form whose request takes a moment, or reloads the page). */
  busy?: boolean;
  /** Called instead of onSubmit when the schema refuses the values (react-hook-form's onInvalid). */
  onInvalid?: SubmitErrorHandler<FormValues<S>>;
  /** react-hook-form's options beside the resolver (defaultValues, mode, criteriaMode…). */
  options?: Omit<UseFormProps<FormValues<S>, unknown, SubmitValues<S, Raw> & FieldValues>, 'resolver'>;
  /** A form the caller made with useAppForm (for fields used outside it), instead of a new one. */
  form?: UseFormReturn<FormValues<S>, unknown, SubmitValues<S, Raw> & FieldValues>;
  children: (form: FormApi<S, Raw>) => ReactNode;
};

const TEXT_INPUT_TYPES = new Set(['text', 'email', 'password', 'search', 'tel', 'url']);

/** The text fields of the server's form `id` that hold what someone typed: `{}` on the server and once hydrated. */
function typedBeforeHydration(id: string): Record<string, string> {
  if (typeof document === 'undefined') return {};
  const element = document.getElementById(id);
  if (!(element instanceof HTMLFormElement)) return {};
  const typed: Record<string, string> = {};
  for (const field of element.elements) {
    const text =
      field instanceof HTMLTextAreaElement ||
      (field instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(field.type));
    if (text && field.name && field.value !== '') typed[field.name] = field.value;
  }
  return typed;
}

/** The form's options with what was typed early over its default values (not over async defaults). */
function withTypedValues<O extends { defaultValues?: unknown }>(
  options: O | undefined,
  typed: Record<string, string>,
) {
  const defaults = options?.defaultValues;
  if (Object.keys(typed).length === 0 || typeof defaults === 'function') return options;
  return { ...options, defaultValues: { ...(defaults as object | undefined), ...typed } } as O;
}

/** The resolver of a shared schema, typed for react-hook-form. */
export function schemaResolver<S extends z.ZodType, Raw extends boolean = false>(
  schema: S,
  raw?: Raw,
): Resolver<FormValues<S>, unknown, SubmitValues<S, Raw> & FieldValues> {
  return (raw
    ? zodResolver(schema as never, undefined, { raw: true })
    : zodResolver(schema as never)) as unknown as Resolver<
    FormValues<S>,
    unknown,
    SubmitValues<S, Raw> & FieldValues
  >;
}

/** A react-hook-form over a shared schema, for a form whose fields live outside <Form> (a multi-pane modal). */
export function useAppForm<S extends z.ZodType, Raw extends boolean = false>(
  schema: S,
  options: FormProps<S, Raw>['options'] = {},
  raw?: Raw,
) {
  const resolver = useMemo(() => schemaResolver(schema, raw), [schema, raw]);
  return useForm<FormValues<S>, unknown, SubmitValues<S, Raw> & FieldValues>({ ...options, resolver });
}

export function Form<S extends z.ZodType, Raw extends boolean = false>({
  schema,
  raw,
  onSubmit,
  serverFields = [],
  pending: mutationPending = false,
  busy = false,
  onInvalid,
  options,
  form: given,
  children,
  ...attributes
}: FormProps<S, Raw>) {
  const generatedId = useId();
  const id = attributes.id ?? generatedId;
  // What was typed into the server's form before the page hydrated: react-hook-form would set its default in
  // each field as it registers it, and the held submit (app/early-presses.ts) would send the defaults.
  const [typedEarly] = useState(() => (given ? {} : typedBeforeHydration(id)));
  const own = useAppForm(schema, withTypedValues(options, typedEarly), raw);
  const form = given ?? own;
  const pending = mutationPending || form.formState.isSubmitting;
  const api: FormApi<S, Raw> = { ...form, pending };
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values as SubmitValues<S, Raw>, api);
    } catch (error) {
      applyServerErrors(error, form.setError, serverFields);
    }
  }, onInvalid);
  // A post, never the browser's default get: a form sent before or without the page's script must not put what
  // was typed (a password, an email address) in the address, the history and the logs (issue 38). The server
  // answers a page address's post by showing the page again (spa.ts); the note says why nothing happened.
  return (
    <form
      noValidate
      method="post"
      aria-busy={busy ? pending : undefined}
      {...attributes}
      id={id}
      onSubmit={(event) => (pending ? event.preventDefault() : void submit(event))}
    >
      <noscript>
        <p className={styles.alert}>{NO_SCRIPT_NOTE}</p>
      </noscript>
      {children(api)}
    </form>
  );
}
