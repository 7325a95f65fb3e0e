import { COLLECTION_GRADE_ALL, type CollectionDetail } from '@lantern/shared';
import { useId } from 'react';
import { formatCount } from '../../lib/format-count.ts';
import styles from './collection.module.css';
import type { CollectionGrade } from './collection-url.ts';

export const ALL_GRADES_LABEL = 'All grades';

type GradeOption = CollectionDetail['grade_options'][number];

/** The filter's choices: 'All grades' (N/A, the default) first, then the grades the collection has. */
export function gradeChoices(options: readonly GradeOption[]): { value: CollectionGrade; label: string }[] {
  const grades = options
    .filter((option) => option.slug !== COLLECTION_GRADE_ALL && option.count > 0)
    .map((option) => ({
      value: option.slug,
      label: `${option.label} (${formatCount(option.count)})`,
    }));
  return [{ value: COLLECTION_GRADE_ALL, label: ALL_GRADES_LABEL }, ...grades];
}

interface GradeFilterProps {
  options: readonly GradeOption[];
  value: CollectionGrade;
  onChange: (grade: CollectionGrade) => void;
}

/** A native select: choosing a grade narrows the list below at once (the page address keeps it). */
export function GradeFilter({ options, value, onChange }: GradeFilterProps) {
  const id = useId();
  const choices = gradeChoices(options);
  // A grade in the address that this collection does not have still shows as chosen.
  if (!choices.some((choice) => choice.value === value)) {
    const known = options.find((option) => option.slug === value);
    choices.push({ value, label: known?.label ?? value });
  }
  return (
    <div className={styles.filter}>
      <label htmlFor={id}>Grade</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as CollectionGrade)}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
