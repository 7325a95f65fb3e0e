import {
  type ErrorMap,
  PROFILE_GRADE_RANGES,
  PROFILE_MESSAGES,
  PROFILE_SUBJECTS,
  type UserProfile,
} from '@lantern/shared';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useNotifications } from '../../app/shell/notifications.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { safeNextPath } from '../../lib/auth-links.ts';
import { deleteCookie, readCookie } from '../../lib/cookies.ts';
import formStyles from '../auth/auth-form.module.css';
import { ChecklistField } from './checklist-field.tsx';
import { useSaveProfile } from './profile-api.ts';
import {
  chooseRole,
  formValuesFromProfile,
  isProfileDirty,
  normalizedValues,
  type ProfileFormValues,
  profileUpdateFrom,
  saveFailureNotices,
  stripNameCharacters,
  toggleChecklistOption,
  validateProfile,
  writeInRole,
} from './profile-form-state.ts';
import styles from './profile-page.module.css';
import { PROFILE_SECTIONS } from './profile-sections.ts';
import { ProfileStationSelectors } from './profile-station-selectors.tsx';
import { RoleField } from './role-field.tsx';

const PASSWORD_MASK = '************';
const SUBJECT_OPTIONS = PROFILE_SUBJECTS.map((subject) => ({ value: subject, label: subject }));
const GRADE_VALUES = PROFILE_GRADE_RANGES.map((grade) => grade.value);

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
  const [values, setValues] = useState<ProfileFormValues>(stored);
  const save = useSaveProfile();
  const { notify } = useNotifications();
  const id = useId();

  const dirty = isProfileDirty(values, stored);
  const errors = useMemo(() => validateProfile(values), [values]);
  const valid = Object.keys(errors).length === 0;
  // Messages appear once something was changed, so a fresh form does not open covered in red.
  const shown = dirty ? errors : {};

  const update = (change: (current: ProfileFormValues) => ProfileFormValues) => setValues(change);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!dirty || !valid || save.isPending) return;
    try {
      await save.mutateAsync(profileUpdateFrom(values, profile));
      const saved = normalizedValues(values);
      setStored(saved);
      setValues(saved);
      notify({ message: PROFILE_MESSAGES.saved, tone: 'success' });
      followNextCookie();
    } catch (error) {
      const map = error instanceof ApiRequestError ? (error.body.errors as ErrorMap | undefined) : undefined;
      for (const notice of saveFailureNotices(map)) notify({ ...notice, tone: 'error' });
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={save.isPending}>
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
              label="First name"
              autoComplete="given-name"
              value={values.firstName}
              error={shown.firstName}
              required
              onChange={(text) => update((current) => ({ ...current, firstName: text }))}
            />
            <NameField
              label="Last name"
              autoComplete="family-name"
              value={values.lastName}
              onChange={(text) => update((current) => ({ ...current, lastName: text }))}
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
          Telling us about your work helps us connect you with educators and events at your local public-media
          station.
        </p>
        <ProfileStationSelectors dirty={dirty} />
        <RoleField
          role={values.userRole}
          writeIn={values.userSuggestedRole}
          roleError={shown.userRole}
          writeInError={shown.userSuggestedRole}
          onChooseRole={(role) => update((current) => chooseRole(current, role))}
          onWriteIn={(text) => update((current) => writeInRole(current, text))}
        />
        <ChecklistField
          legend="What grade(s) do you currently teach? Check all that apply"
          options={PROFILE_GRADE_RANGES}
          selected={values.gradeRange}
          error={shown.gradeRange}
          onToggle={(value, checked) =>
            update((current) => ({
              ...current,
              gradeRange: toggleChecklistOption(current.gradeRange, value, checked, GRADE_VALUES),
            }))
          }
        />
        <ChecklistField
          legend="What subject(s) do you currently teach? Check all that apply"
          options={SUBJECT_OPTIONS}
          selected={values.preferredSubjects}
          error={shown.preferredSubjects}
          onToggle={(value, checked) =>
            update((current) => ({
              ...current,
              preferredSubjects: toggleChecklistOption(
                current.preferredSubjects,
                value,
                checked,
                PROFILE_SUBJECTS,
              ),
            }))
          }
        />
      </section>

      <div className={styles.formActions}>
        <Button type="submit" disabled={!dirty || !valid || save.isPending}>
          {save.isPending ? 'Saving…' : 'Save Changes'}
        </Button>
        {dirty && (
          <Button variant="secondary" onClick={() => setValues(stored)} disabled={save.isPending}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

function NameField({
  label,
  value,
  error,
  required,
  autoComplete,
  onChange,
}: {
  label: string;
  value: string;
  error?: string;
  required?: boolean;
  autoComplete: string;
  onChange: (text: string) => void;
}) {
  const id = useId();
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <input
        id={id}
        className={formStyles.input}
        value={value}
        required={required}
        maxLength={60}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(stripNameCharacters(event.target.value))}
      />
      {error && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
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
