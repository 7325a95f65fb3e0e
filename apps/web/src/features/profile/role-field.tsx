import { OTHER_ROLE, PROFILE_ROLES } from '@lantern/shared';
import { useId } from 'react';
import formStyles from '../auth/auth-form.module.css';
import styles from './profile-page.module.css';

/**
 * The role selector (spec 2 §4): the listed roles plus Other with a write-in. Choosing a listed
 * role clears the write-in; typing in the write-in selects Other.
 */
export function RoleField({
  role,
  writeIn,
  roleError,
  writeInError,
  onChooseRole,
  onWriteIn,
}: {
  role: string;
  writeIn: string;
  roleError?: string;
  writeInError?: string;
  onChooseRole: (role: string) => void;
  onWriteIn: (text: string) => void;
}) {
  const id = useId();
  const roleErrorId = `${id}-role-error`;
  const writeInErrorId = `${id}-write-in-error`;
  const writeInHintId = `${id}-write-in-hint`;
  return (
    <div className={styles.roleFields}>
      <div className={formStyles.field}>
        <label htmlFor={`${id}-role`} className={formStyles.label}>
          Which best describes your role?
        </label>
        <select
          id={`${id}-role`}
          name="user_role"
          className={`${formStyles.input} ${styles.select}`}
          value={role}
          required
          aria-invalid={roleError ? true : undefined}
          aria-describedby={roleError ? roleErrorId : undefined}
          onChange={(event) => onChooseRole(event.target.value)}
        >
          <option value="">Select a role</option>
          {PROFILE_ROLES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        {roleError && (
          <p id={roleErrorId} className={styles.fieldError}>
            {roleError}
          </p>
        )}
      </div>
      <div className={formStyles.field}>
        <label htmlFor={`${id}-write-in`} className={formStyles.label}>
          Other role
        </label>
        <input
          id={`${id}-write-in`}
          name="user_suggested_role"
          className={formStyles.input}
          value={writeIn}
          maxLength={100}
          aria-invalid={writeInError ? true : undefined}
          aria-describedby={[writeInHintId, writeInError ? writeInErrorId : ''].filter(Boolean).join(' ')}
          onChange={(event) => onWriteIn(event.target.value)}
        />
        <p id={writeInHintId} className={formStyles.hint}>
          Not listed? Type your role here and we will select "{OTHER_ROLE}" for you.
        </p>
        {writeInError && (
          <p id={writeInErrorId} className={styles.fieldError}>
            {writeInError}
          </p>
        )}
      </div>
    </div>
  );
}
