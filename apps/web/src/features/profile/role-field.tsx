import { OTHER_ROLE, PROFILE_ROLES } from '@lantern/shared';
import { FormField, SelectField } from '../../components/ui/form-field.tsx';
import styles from './profile-page.module.css';

/**
 * The role selector (spec 2 §4): the listed roles plus Other with a write-in. Choosing a listed
 * role clears the write-in; typing in the write-in selects Other.
 */
export function RoleField({
  role,
  writeIn,
  roleErrors,
  writeInErrors,
  onChooseRole,
  onWriteIn,
}: {
  role: string;
  writeIn: string;
  roleErrors: readonly string[];
  writeInErrors: readonly string[];
  onChooseRole: (role: string) => void;
  onWriteIn: (text: string) => void;
}) {
  return (
    <div className={styles.roleFields}>
      <SelectField
        label="Which best describes your role?"
        name="user_role"
        value={role}
        required
        errors={roleErrors}
        onChange={(event) => onChooseRole(event.target.value)}
      >
        <option value="">Select a role</option>
        {PROFILE_ROLES.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </SelectField>
      <FormField
        label="Other role"
        name="user_suggested_role"
        value={writeIn}
        maxLength={100}
        hint={`Not listed? Type your role here and we will select "${OTHER_ROLE}" for you.`}
        errors={writeInErrors}
        onChange={(event) => onWriteIn(event.target.value)}
      />
    </div>
  );
}
