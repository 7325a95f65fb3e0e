import {
  type ErrorMap,
  PROFILE_GRADE_RANGES,
  PROFILE_MESSAGES,
  PROFILE_SUBJECTS,
  stripNameCharacters,
  type UserProfile,
  userProfileUpdateSchema,
} from '@lantern/shared';
import { useEffect, useId, useState } from 'react';
import { type Control, type UseFormReturn, useController, useWatch } from 'react-hook-form';
import { useNotifications } from '../../app/shell-api.ts';
import { Button } from '../../components/ui/button.tsx';
import { Form, useAppForm } from '../../components/ui/form.tsx';
import { fieldMessages } from '../../components/ui/form-errors.ts';
import { FormField } from '../../components/ui/form-field.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { safeNextPath } from '../../lib/auth-links.ts';
import { deleteCookie, readCookie } from '../../lib/cookies.ts';
import { ChecklistField } from './checklist-field.tsx';
import { useSaveProfile } from './profile-api.ts';
import {
  chooseRole,
  formValuesFromProfile,
  formValuesFromUpdate,
  isProfileDirty,
  type ProfileFormValues,
  type ProfileUpdate,
  profileUpdateFrom,
  saveFailureNotices,
  toggleChecklistOption,
  writeInRole,
} from './profile-form-state.ts';
import styles from './profile-page.module.css';
import { PROFILE_SECTIONS } from './profile-sections.ts';
import { ProfileStationSelectors } from './profile-station-selectors.tsx';
import { RoleField } from './role-field.tsx';

const PASSWORD_MASK = '************';
const SUBJECT_OPTIONS = PROFILE_SUBJECTS.map((subject) => ({ value: subject, label: subject }));
const GRADE_VALUES = PROFILE_GRADE_RANGES.map((grade) => grade.value);
const CHANGE = { shouldDirty: true } as const;

/** After a save, a `next` cookie (left by /signup) sends the teacher on to where she was going. */
function followNextCookie(): boolean {
  const next = readCookie('next');
  if (next === undefined) return false;
  deleteCookie('next');
  window.location.assign(safeNextPath(next) ?? '/');
  return true;
}

/**
 * The User Profile and Professional Information sections of the profile page (spec 2). The form
 * starts from the first profile the server sent; Save is enabled when it is dirty and valid.
 */
export function ProfileForm({ profile }: { profile: UserProfile }) {
  const [stored, setStored] = useState<ProfileFormValues>(() => formValuesFromProfile(profile));
  // useAppForm, not <Form>'s own: the effect below re-checks it and the fields read its values.
  const form = useAppForm(userProfileUpdateSchema, { defaultValues: stored, mode: 'onChange' });
  // The form's values are the schema's input with the write-in always text; its output is the PUT body.
  const { control, setValue, getValues, reset, trigger, formState } = form as unknown as UseFormReturn<
    ProfileFormValues,
    unknown,
    ProfileUpdate
  >;
  const values = useWatch({ control }) as ProfileFormValues;
  const save = useSaveProfile();
  const { notify } = useNotifications();
  const id = useId();

  const dirty = isProfileDirty(values, stored);
  const valid = formState.isValid;
  // Messages appear once something was changed, so a fresh form does not open covered in red; then
  // every field's, not only the one just changed (a missing subject shows while grades are ticked).
  // biome-ignore lint/correctness/useExhaustiveDependencies: every change of the values re-checks them all
  useEffect(() => {
    if (dirty) void trigger();
  }, [dirty, values, trigger]);
  const errors = dirty ? formState.errors : {};

  const setRole = (role: { user_role: string; user_suggested_role: string }) => {
    setValue('user_role', role.user_role, CHANGE);
    setValue('user_suggested_role', role.user_suggested_role, CHANGE);
  };

  const submit = async (parsed: ProfileUpdate) => {
    try {
      await save.mutateAsync(profileUpdateFrom(parsed));
      const saved = formValuesFromUpdate(parsed);
      setStored(saved);
      reset(saved);
      notify({ message: PROFILE_MESSAGES.saved, tone: 'success' });
      followNextCookie();
    } catch (error) {
      const map = error instanceof ApiRequestError ? (error.body.errors as ErrorMap | undefined) : undefined;
      for (const notice of saveFailureNotices(map)) notify({ ...notice, tone: 'error' });
    }
  };

  return (
    <Form
      schema={userProfileUpdateSchema}
      form={form}
      className={styles.form}
      // A clean form sends nothing: a submit then does nothing, as one while the save is on its way.
      pending={!dirty || save.isPending}
      aria-busy={save.isPending}
      onSubmit={submit}
    >
      {() => (
        <>
          <section
            id={PROFILE_SECTIONS.userProfile}
            className={styles.section}
            aria-labelledby={`${id}-user`}
            tabIndex={-1}
          >
            <h2 id={`${id}-user`}>User Profile</h2>
            <fieldset className={styles.group}>
              <legend className={styles.legend}>Full name</legend>
              <div className={styles.twoColumns}>
                <NameField
                  control={control}
                  name="first_name"
                  label="First name"
                  autoComplete="given-name"
                  errors={fieldMessages(errors.first_name)}
                  required
                />
                <NameField
                  control={control}
                  name="last_name"
                  label="Last name"
                  autoComplete="family-name"
                  errors={fieldMessages(errors.last_name)}
                />
              </div>
            </fieldset>
            <AccountInfo profile={profile} />
          </section>

          <section
            id={PROFILE_SECTIONS.professionalInformation}
            className={styles.section}
            aria-labelledby={`${id}-professional`}
            tabIndex={-1}
          >
            <h2 id={`${id}-professional`}>Professional Information</h2>
            <p className={styles.intro}>
              Telling us about your work helps us connect you with educators and events at your local
              public-media station.
            </p>
            <ProfileStationSelectors dirty={dirty} />
            <RoleField
              role={values.user_role}
              writeIn={values.user_suggested_role}
              roleErrors={fieldMessages(errors.user_role)}
              writeInErrors={fieldMessages(errors.user_suggested_role)}
              onChooseRole={(role) => setRole(chooseRole(role, getValues('user_suggested_role')))}
              onWriteIn={(text) => setRole(writeInRole(text))}
            />
            <ChecklistField
              legend="What grade(s) do you currently teach? Check all that apply"
              options={PROFILE_GRADE_RANGES}
              selected={values.grade_range}
              errors={fieldMessages(errors.grade_range)}
              onToggle={(value, checked) =>
                setValue(
                  'grade_range',
                  toggleChecklistOption(getValues('grade_range'), value, checked, GRADE_VALUES),
                  CHANGE,
                )
              }
            />
            <ChecklistField
              legend="What subject(s) do you currently teach? Check all that apply"
              options={SUBJECT_OPTIONS}
              selected={values.preferred_subjects}
              errors={fieldMessages(errors.preferred_subjects)}
              onToggle={(value, checked) =>
                setValue(
                  'preferred_subjects',
                  toggleChecklistOption(getValues('preferred_subjects'), value, checked, PROFILE_SUBJECTS),
                  CHANGE,
                )
              }
            />
          </section>

          <div className={styles.formActions}>
            <Button type="submit" disabled={!dirty || !valid || save.isPending}>
              {save.isPending ? 'Saving…' : 'Save Changes'}
            </Button>
            {dirty && (
              <Button variant="secondary" onClick={() => reset(stored)} disabled={save.isPending}>
                Cancel
              </Button>
            )}
          </div>
        </>
      )}
    </Form>
  );
}

/** A name input: characters other than letters, digits, space and hyphen are dropped as typed. */
function NameField({
  control,
  name,
  errors,
  ...input
}: {
  control: Control<ProfileFormValues, unknown, ProfileUpdate>;
  name: 'first_name' | 'last_name';
  label: string;
  errors: string[];
  required?: boolean;
  autoComplete: string;
}) {
  const { field } = useController({ control, name });
  return (
    <FormField
      {...input}
      ref={field.ref}
      name={field.name}
      value={field.value}
      maxLength={60}
      errors={errors}
      onBlur={field.onBlur}
      onChange={(event) => field.onChange(stripNameCharacters(event.target.value))}
    />
  );
}

/** Email, the masked password and, for account-provider sign-ins, links to change them there. */
function AccountInfo({ profile }: { profile: UserProfile }) {
  const providerLink = profile.has_public_media_account ? profile.public_media_profile_link : null;
  return (
    <div className={styles.group}>
      <h3 className={styles.legend}>Account info</h3>
      <dl className={styles.accountInfo}>
        <div>
          <dt>Email</dt>
          <dd>{profile.email ?? 'Not supplied'}</dd>
        </div>
        <div>
          <dt>Password</dt>
          <dd>
            <span aria-hidden="true">{PASSWORD_MASK}</span>
            <span className="visually-hidden">hidden</span>
          </dd>
        </div>
        <div>
          <dt>Signs in with an account provider</dt>
          <dd>{profile.has_public_media_account ? 'Yes' : 'No'}</dd>
        </div>
        {providerLink && (
          <div>
            <dt>Provider profile</dt>
            <dd>
              <a href={providerLink} target="_blank" rel="noreferrer">
                View your provider profile
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </dd>
          </div>
        )}
      </dl>
      {providerLink && (
        <ul className={styles.externalLinks}>
          <li>
            <a href={providerLink} target="_blank" rel="noreferrer">
              Change Email<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
          <li>
            <a href={providerLink} target="_blank" rel="noreferrer">
              Change Password<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        </ul>
      )}
    </div>
  );
}
