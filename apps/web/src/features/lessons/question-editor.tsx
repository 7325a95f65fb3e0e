import {
  CHOICES_PER_QUESTION_MAX,
  ESSAY_ANSWER_MAX_LENGTH,
  QUESTION_TYPES,
  type QuestionType,
  SHORT_ANSWER_MAX_LENGTH,
} from '@lantern/shared';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { fieldMessages } from '../../components/ui/form-errors.ts';
import { Fieldset, FormField, SelectField } from '../../components/ui/form-field.tsx';
import { formatCount } from '../../lib/format-count.ts';
import {
  changeQuestionType,
  type FormQuestion,
  type LessonFormValues,
  QUESTION_TYPE_LABELS,
  trueFalseChoices,
} from './lesson-form.ts';
import styles from './lessons.module.css';
import { RichTextField } from './rich-text-field.tsx';

type ChoicesPath = `slides.${number}.questions.${number}.choices`;

/** The error of a list (choices): the schema's rule for the whole list, wherever the resolver put it. */
function listMessages(error: unknown): string[] {
  if (!error || typeof error !== 'object') return [];
  const { message, root } = error as { message?: unknown; root?: { message?: unknown } };
  return fieldMessages(root as never).concat(fieldMessages({ message }));
}

/** Multiple: choices with a Correct box each (at least one). Fill: the accepted answers. */
function ChoiceList({
  path,
  type,
  questionLabel,
}: {
  path: ChoicesPath;
  type: 'Multiple' | 'Fill';
  questionLabel: string;
}) {
  const { control, register, formState, getFieldState } = useFormContext<LessonFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: path });
  const fill = type === 'Fill';
  const noun = fill ? 'Accepted answer' : 'Choice';
  const listError = listMessages(getFieldState(path, formState).error);
  return (
    <Fieldset
      legend={fill ? `Accepted answers for ${questionLabel}` : `Choices for ${questionLabel}`}
      legendClassName={styles.legend}
      errors={listError}
    >
      {fill && (
        <p className={styles.hint}>
          A student’s answer counts when it matches one of these, whatever its capital letters and spaces. Up
          to {SHORT_ANSWER_MAX_LENGTH} characters each.
        </p>
      )}
      <ul className={styles.choiceList}>
        {fields.map((field, index) => {
          const label = `${noun} ${index + 1}`;
          return (
            <li key={field.id} className={styles.choiceRow}>
              {!fill && (
                <label className={styles.correctBox}>
                  <input type="checkbox" {...register(`${path}.${index}.correct`)} />
                  <span>
                    Correct<span className="visually-hidden"> ({label})</span>
                  </span>
                </label>
              )}
              <div className={styles.choiceText}>
                <FormField
                  label={label}
                  {...register(`${path}.${index}.text`)}
                  errors={fieldMessages(getFieldState(`${path}.${index}.text`, formState).error)}
                />
              </div>
              <Button
                variant="ghost"
                size="small"
                aria-label={`Remove ${label}`}
                aria-disabled={fields.length <= 1 || undefined}
                onClick={() => fields.length > 1 && remove(index)}
              >
                Remove
              </Button>
            </li>
          );
        })}
      </ul>
      {fields.length < CHOICES_PER_QUESTION_MAX && (
        <Button variant="secondary" size="small" onClick={() => append({ text: '', correct: fill })}>
          {fill ? 'Add an accepted answer' : 'Add a choice'}
        </Button>
      )}
    </Fieldset>
  );
}

/** True_false: which of True and False is correct, as a radio pair. */
function TrueFalseChoice({ path, questionLabel }: { path: ChoicesPath; questionLabel: string }) {
  const { control, setValue, formState, getFieldState } = useFormContext<LessonFormValues>();
  const choices = useWatch({ control, name: path }) ?? [];
  const trueIsCorrect = choices[0]?.correct === true;
  const set = (value: boolean) =>
    setValue(path, trueFalseChoices(value), { shouldDirty: true, shouldValidate: true });
  return (
    <Fieldset
      legend={`Correct answer for ${questionLabel}`}
      legendClassName={styles.legend}
      errors={listMessages(getFieldState(path, formState).error)}
    >
      <div className={styles.radioRow}>
        {[true, false].map((value) => (
          <label key={String(value)} className={styles.correctBox}>
            <input
              type="radio"
              name={`${path}-correct`}
              checked={trueIsCorrect === value}
              onChange={() => set(value)}
            />
            <span>{value ? 'True' : 'False'}</span>
          </label>
        ))}
      </div>
    </Fieldset>
  );
}

interface QuestionEditorProps {
  slideIndex: number;
  index: number;
  count: number;
  onRemove: () => void;
}

/** One question of a Question slide: its type, its (rich) text, and what its type needs. */
export function QuestionEditor({ slideIndex, index, count, onRemove }: QuestionEditorProps) {
  const { control, setValue, getValues } = useFormContext<LessonFormValues>();
  const base = `slides.${slideIndex}.questions.${index}` as const;
  const type = useWatch({ control, name: `${base}.type` }) as QuestionType;
  const label = `Question ${index + 1}`;
  const changeType = (next: QuestionType) => {
    const current = getValues(base) as FormQuestion;
    setValue(base, changeQuestionType(current, next), { shouldDirty: true, shouldValidate: true });
  };
  return (
    <section className={styles.question} aria-label={label}>
      <div className={styles.questionHeader}>
        <h4 className={styles.questionTitle}>{label}</h4>
        <Button
          variant="ghost"
          size="small"
          aria-label={`Remove ${label}`}
          aria-disabled={count <= 1 || undefined}
          onClick={() => count > 1 && onRemove()}
        >
          Remove question
        </Button>
      </div>
      <SelectField
        label={`Type of ${label.toLowerCase()}`}
        value={type}
        onChange={(event) => changeType(event.target.value as QuestionType)}
      >
        {QUESTION_TYPES.map((value) => (
          <option key={value} value={value}>
            {QUESTION_TYPE_LABELS[value]}
          </option>
        ))}
      </SelectField>
      <RichTextField name={`${base}.text`} label={`${label} text`} />
      {type === 'Multiple' && (
        <ChoiceList key="multiple" path={`${base}.choices`} type="Multiple" questionLabel={label} />
      )}
      {type === 'Fill' && (
        <ChoiceList key="fill" path={`${base}.choices`} type="Fill" questionLabel={label} />
      )}
      {type === 'True_false' && <TrueFalseChoice path={`${base}.choices`} questionLabel={label} />}
      {type === 'Short' && (
        <p className={styles.hint}>
          Students write a short answer of up to {SHORT_ANSWER_MAX_LENGTH} characters. You mark it yourself.
        </p>
      )}
      {type === 'Essay' && (
        <p className={styles.hint}>
          Students write an essay of up to {formatCount(ESSAY_ANSWER_MAX_LENGTH)} characters. You mark it
          yourself.
        </p>
      )}
    </section>
  );
}
