import { FOLDER_ITEM_TYPES, type LessonListItem } from '@lantern/shared';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { ListRow, listRowStyles } from '../../components/ui/list-row.tsx';
import { countText } from '../../lib/format-count.ts';
import { AssignButton } from '../assign/index.ts';
import { AddToFolderButton } from '../tools/index.ts';
import styles from './lessons.module.css';
import { LESSON_PAGES, shortDate } from './paths.ts';

interface LessonRowProps {
  lesson: LessonListItem;
  copying: boolean;
  onCopy: (lesson: LessonListItem) => void;
  onDelete: (lesson: LessonListItem) => void;
}

/** One lesson of the list: its name (opens the editor), what it holds, and its actions. */
export function LessonRow({ lesson, copying, onCopy, onDelete }: LessonRowProps) {
  const name = lesson.name || 'Untitled lesson';
  return (
    <ListRow
      title={<Link to={LESSON_PAGES.edit(lesson.code)}>{name}</Link>}
      name={name}
      actions={
        <>
          <li>
            <Link
              to={LESSON_PAGES.edit(lesson.code)}
              className={buttonClass('secondary', 'small')}
              aria-label={`Edit ${name}`}
            >
              Edit
            </Link>
          </li>
          <li>
            <Link
              to={lesson.preview_link}
              className={buttonClass('secondary', 'small')}
              aria-label={`Preview ${name}`}
            >
              Preview
            </Link>
          </li>
          <li>
            <Button
              variant="secondary"
              size="small"
              aria-label={`Copy ${name}`}
              aria-disabled={copying || undefined}
              onClick={() => onCopy(lesson)}
            >
              {copying ? 'Copying…' : 'Copy'}
            </Button>
          </li>
          <li>
            <AssignButton activityCode={lesson.code} title={name} />
          </li>
          <li>
            <AddToFolderButton title={name} itemId={lesson.id} type={FOLDER_ITEM_TYPES.lesson} />
          </li>
          <li>
            <Button
              variant="secondary"
              size="small"
              aria-label={`Delete ${name}`}
              onClick={() => onDelete(lesson)}
            >
              Delete
            </Button>
          </li>
        </>
      }
    >
      {lesson.description && <p className={styles.lessonDescription}>{lesson.description}</p>}
      <p className={listRowStyles.meta}>
        {countText(lesson.slide_count, 'slide')} · Edited{' '}
        <time dateTime={lesson.date_modified}>{shortDate(lesson.date_modified)}</time> · Created{' '}
        <time dateTime={lesson.date_created}>{shortDate(lesson.date_created)}</time>
      </p>
    </ListRow>
  );
}
