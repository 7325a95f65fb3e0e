import {
  type ClassroomSettingsForm,
  classroomSettingsFormSchema,
  PRIVACY_ACKNOWLEDGEMENT_TEXT,
  PRIVACY_TEXTS,
  type PrivacyCheckForm,
  TEACHER_TYPE_OPTIONS,
} from '@lantern/shared';
import { useId } from 'react';
import { type UseFormRegisterReturn, useWatch } from 'react-hook-form';
import { useAppForm } from '../../components/ui/form.tsx';
import { fieldMessages } from '../../components/ui/form-errors.ts';
import { Fieldset } from '../../components/ui/form-field.tsx';
import { getPageConfig } from '../../lib/page-config.ts';
import styles from './privacy.module.css';
import { SchoolCascade } from './school-cascade.tsx';

/** The notice the acknowledgement names: a help article of the server's (decision 0077). */
const STUDENT_PRIVACY_NOTICE_PATH = '/help/student-privacy-notice/';

/** The classroom settings form (spec 2 §3 Form: classRoomSetting with teacherType and schoolDescription). */
export type ClassroomSettingsValues = ClassroomSettingsForm;

const EMPTY: ClassroomSettingsValues = {
  // The radio starts with nothing chosen (spec 2: a required choice); the schema refuses it until then.
  teacherType: undefined as unknown as ClassroomSettingsValues['teacherType'],
  schoolDescription: { state: '', schoolDistrict: '', schoolName: '' },
};

/** The acknowledgement starts unticked; the shared schema refuses it until it is ticked. */
export const UNTICKED: PrivacyCheckForm = { privacyCheck: false as unknown as true };

/**
 * The form over the shared schema, checked on every change: Next and Submit are disabled while it is invalid.
 * useAppForm, not <Form>: its fields sit in a pane of their own, beside the acknowledgement's <Form> that sends them.
 */
export function useClassroomSettingsForm() {
  return useAppForm(classroomSettingsFormSchema, { defaultValues: EMPTY, mode: 'onChange' });
}

type ClassroomSettingsFormApi = ReturnType<typeof useClassroomSettingsForm>;

const VALIDATE = { shouldValidate: true, shouldDirty: true, shouldTouch: true } as const;

/**
 * The teacher-type radios (spec 2 "Classroom settings form"); choosing the public-school type reveals
 * the state, district and school typeaheads.
 */
export function ClassroomSettingsFields({ form }: { form: ClassroomSettingsFormApi }) {
  const { register, control, setValue, formState } = form;
  const teacherType = useWatch({ control, name: 'teacherType' });
  const id = useId();
  const errors = formState.errors;
  const touched = formState.touchedFields.schoolDescription;
  return (
    <div className={styles.settings}>
      <Fieldset
        legend={PRIVACY_TEXTS.teacherTypeLegend}
        legendClassName={styles.legend}
        errors={fieldMessages(errors.teacherType)}
      >
        <div className={styles.radios}>
          {TEACHER_TYPE_OPTIONS.map((option) => (
            <label key={option.value} className={styles.radio}>
              <input
                type="radio"
                value={option.value}
                aria-describedby={`${id}-${option.value}`}
                {...register('teacherType', {
                  // A place chosen before switching type is dropped: the typeaheads start empty again.
                  onChange: () =>
                    setValue(
                      'schoolDescription',
                      { state: '', schoolDistrict: '', schoolName: '' },
                      VALIDATE,
                    ),
                })}
              />
              <span>
                <span className={styles.radioLabel}>{option.label}</span>
                <span id={`${id}-${option.value}`} className={styles.radioDescription}>
                  {option.description}
                </span>
              </span>
            </label>
          ))}
        </div>
      </Fieldset>
      {teacherType === 'PUBLIC_SCHOOL' && (
        <SchoolCascade
          onChange={(choice) => {
            setValue('schoolDescription.state', choice.state, VALIDATE);
            setValue('schoolDescription.schoolDistrict', choice.district, VALIDATE);
            setValue('schoolDescription.schoolName', choice.school, VALIDATE);
          }}
          errors={{
            state: touched?.state ? fieldMessages(errors.schoolDescription?.state) : [],
            district: touched?.schoolDistrict ? fieldMessages(errors.schoolDescription?.schoolDistrict) : [],
          }}
        />
      )}
    </div>
  );
}

/**
 * The acknowledgement checkbox (spec 2 §5): required, initially unchecked; the privacyCheck field of a
 * <Form> over the shared privacyCheckFormSchema.
 */
export function AcknowledgementCheckbox({
  registration,
  disabled,
  errors = [],
}: {
  registration: UseFormRegisterReturn<'privacyCheck'>;
  disabled?: boolean;
  errors?: readonly string[];
}) {
  const id = useId();
  const { privacy } = getPageConfig().siteLinks;
  return (
    <div className={styles.acknowledgement}>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          {...registration}
          disabled={disabled}
          required
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={errors.length > 0 ? `${id}-error` : undefined}
        />
        <span>{PRIVACY_ACKNOWLEDGEMENT_TEXT}</span>
      </label>
      {/* Beside the label, not in it: following a link must not tick the box (and submit). */}
      <p className={styles.policyLink}>
        <a href={STUDENT_PRIVACY_NOTICE_PATH} target="_blank" rel="noopener">
          Read the Student Privacy Notice<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
      {privacy && (
        <p className={styles.policyLink}>
          <a href={privacy} target="_blank" rel="noopener">
            Read the Privacy Policy<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      )}
      {errors.length > 0 && (
        <p id={`${id}-error`} className={styles.error}>
          {errors[0]}
        </p>
      )}
    </div>
  );
}
