import { QUESTION_TYPES, QUESTIONS_PER_SLIDE_MAX, type QuestionType } from '@lantern/shared';
import { lazy, Suspense, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { fieldMessages } from '../../components/ui/form-errors.ts';
import { FormField, SelectField, TextAreaField } from '../../components/ui/form-field.tsx';
import {
  type FormMediaSlide,
  type LessonFormValues,
  newQuestion,
  QUESTION_TYPE_LABELS,
} from './lesson-form.ts';
import styles from './lessons.module.css';
import { MediaPreview } from './media-preview.tsx';
import { QuestionEditor } from './question-editor.tsx';
import { RichTextField } from './rich-text-field.tsx';

const MediaPicker = lazy(() => import('./media-picker.tsx').then((m) => ({ default: m.MediaPicker })));

function TitleField({ index }: { index: number }) {
  const { register, formState, getFieldState } = useFormContext<LessonFormValues>();
  const name = `slides.${index}.title` as const;
  return (
    <FormField
      label="Slide title"
      hint="Optional. Students see it above the slide."
      {...register(name)}
      errors={fieldMessages(getFieldState(name, formState).error)}
    />
  );
}

function TextSlideEditor({ index }: { index: number }) {
  return (
    <>
      <TitleField index={index} />
      <RichTextField
        name={`slides.${index}.description`}
        label="Text"
        hint="What students read on this slide."
      />
    </>
  );
}

function QuestionSlideEditor({ index }: { index: number }) {
  const { control } = useFormContext<LessonFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: `slides.${index}.questions` });
  const [type, setType] = useState<QuestionType>('Multiple');
  return (
    <>
      <TitleField index={index} />
      <RichTextField name={`slides.${index}.description`} label="Instructions" hint="Optional." />
      {fields.map((field, position) => (
        <QuestionEditor
          key={field.id}
          slideIndex={index}
          index={position}
          count={fields.length}
          onRemove={() => remove(position)}
        />
      ))}
      {fields.length < QUESTIONS_PER_SLIDE_MAX && (
        <div className={styles.addQuestion}>
          <SelectField
            label="New question type"
            value={type}
            onChange={(event) => setType(event.target.value as QuestionType)}
          >
            {QUESTION_TYPES.map((value) => (
              <option key={value} value={value}>
                {QUESTION_TYPE_LABELS[value]}
              </option>
            ))}
          </SelectField>
          <Button variant="secondary" size="small" onClick={() => append(newQuestion(type))}>
            Add question
          </Button>
        </div>
      )}
    </>
  );
}

function MediaSlideEditor({ index }: { index: number }) {
  const { control, register, setValue, getValues, formState, getFieldState } =
    useFormContext<LessonFormValues>();
  const media = useWatch({ control, name: `slides.${index}.media` }) as FormMediaSlide['media'];
  const [picking, setPicking] = useState(false);
  const sourceError = fieldMessages(
    (
      getFieldState(`slides.${index}`, formState).error as
        | { non_field_errors?: { message?: string } }
        | undefined
    )?.non_field_errors,
  );
  const choose = (picked: Partial<FormMediaSlide>) => {
    const current = getValues(`slides.${index}`) as FormMediaSlide;
    setValue(
      `slides.${index}`,
      { ...current, ...picked, title: current.title || picked.title || '' },
      { shouldDirty: true, shouldValidate: true },
    );
    setPicking(false);
  };
  return (
    <>
      <div className={styles.mediaChoice}>
        {media ? <MediaPreview media={media} /> : <p>No media chosen yet.</p>}
        <Button variant="secondary" size="small" onClick={() => setPicking(true)}>
          {media ? 'Change media' : 'Choose media'}
        </Button>
        {sourceError.length > 0 && (
          <p className={styles.fieldError} role="alert">
            {media ? sourceError.join(' ') : 'Choose a resource or upload an image for this slide.'}
          </p>
        )}
      </div>
      <TitleField index={index} />
      <TextAreaField
        label="Description"
        hint="Optional. Shown with the media."
        {...register(`slides.${index}.description`)}
        errors={fieldMessages(getFieldState(`slides.${index}.description`, formState).error)}
      />
      {picking && (
        <Suspense fallback={null}>
          <MediaPicker onClose={() => setPicking(false)} onChoose={choose} />
        </Suspense>
      )}
    </>
  );
}

/** The editor of the selected slide, by its type. */
export function SlideEditor({ index }: { index: number }) {
  const { control } = useFormContext<LessonFormValues>();
  const type = useWatch({ control, name: `slides.${index}.type` });
  if (type === 'Text') return <TextSlideEditor index={index} />;
  if (type === 'Question') return <QuestionSlideEditor index={index} />;
  if (type === 'Media') return <MediaSlideEditor index={index} />;
  return null;
}
