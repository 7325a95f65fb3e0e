import { lazy, Suspense } from 'react';
import { type FieldPath, useController, useFormContext } from 'react-hook-form';
import { fieldMessages } from '../../components/ui/form-errors.ts';
import type { LessonFormValues } from './lesson-form.ts';
import styles from './lessons.module.css';

// The editor (Tiptap and ProseMirror) is its own chunk, loaded when the first rich-text field shows.
const RichTextEditor = lazy(() =>
  import('./rich-text-editor.tsx').then((m) => ({ default: m.RichTextEditor })),
);

/** A rich-text field of the lesson form (Text slide content, question text), with its messages. */
export function RichTextField({
  name,
  label,
  hint,
}: {
  name: FieldPath<LessonFormValues>;
  label: string;
  hint?: string;
}) {
  const { control } = useFormContext<LessonFormValues>();
  const { field, fieldState } = useController({ control, name });
  return (
    <Suspense fallback={<p className={styles.hint}>Loading the text editor…</p>}>
      <RichTextEditor
        label={label}
        hint={hint}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        errors={fieldMessages(fieldState.error)}
      />
    </Suspense>
  );
}
