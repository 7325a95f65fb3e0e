import type { AssignmentListItem } from '@lantern/shared';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { ListRow, listRowStyles } from '../../components/ui/list-row.tsx';
import { ASSIGNMENT_PAGES, shortDate } from './view.ts';

interface AssignmentRowProps {
  item: AssignmentListItem;
  duplicating: boolean;
  onDuplicate: (item: AssignmentListItem) => void;
  onDelete: (item: AssignmentListItem) => void;
}

/**
 * One row of either tab. Assigned: its results, its quick-assign code, its classes, Duplicate and Delete.
 * Awaiting: a lesson never assigned, with Edit and Preview (the assign flow adds its own button).
 */
export function AssignmentRow({ item, duplicating, onDuplicate, onDelete }: AssignmentRowProps) {
  const title = item.title || 'Untitled lesson';
  const assigned = item.status === 'assigned';
  const classes = item.classes.map((entry) => entry.name).join(', ');
  return (
    <ListRow
      title={
        assigned ? (
          <Link to={ASSIGNMENT_PAGES.results(item.code)}>{title}</Link>
        ) : item.lesson_code ? (
          <Link to={`/tools/lessonbuilder/edit/${item.lesson_code}`}>{title}</Link>
        ) : (
          title
        )
      }
      name={title}
      actions={
        assigned ? (
          <>
            <li>
              <Link
                to={ASSIGNMENT_PAGES.results(item.code)}
                className={buttonClass('primary', 'small')}
                aria-label={`Results of ${title}`}
              >
                Results
              </Link>
            </li>
            <li>
              <Button
                variant="secondary"
                size="small"
                aria-label={`Duplicate ${title}`}
                aria-disabled={duplicating || undefined}
                onClick={() => onDuplicate(item)}
              >
                {duplicating ? 'Duplicating…' : 'Duplicate'}
              </Button>
            </li>
            <li>
              <Button
                variant="secondary"
                size="small"
                aria-label={`Delete ${title}`}
                onClick={() => onDelete(item)}
              >
                Delete
              </Button>
            </li>
          </>
        ) : (
          <>
            {item.lesson_code && (
              <li>
                <Link
                  to={`/tools/lessonbuilder/edit/${item.lesson_code}`}
                  className={buttonClass('secondary', 'small')}
                  aria-label={`Edit ${title}`}
                >
                  Edit
                </Link>
              </li>
            )}
            {item.preview_link && (
              <li>
                <Link
                  to={item.preview_link}
                  className={buttonClass('secondary', 'small')}
                  aria-label={`Preview ${title}`}
                >
                  Preview
                </Link>
              </li>
            )}
          </>
        )
      }
    >
      <p className={listRowStyles.meta}>
        {assigned && item.date_assigned ? (
          <>
            Assigned <time dateTime={item.date_assigned}>{shortDate(item.date_assigned)}</time> · Code{' '}
            <code>{item.code}</code> · {item.student_count}{' '}
            {item.student_count === 1 ? 'student' : 'students'}
            {classes && ` · ${classes}`}
          </>
        ) : (
          <>
            Created <time dateTime={item.date_created}>{shortDate(item.date_created)}</time>
          </>
        )}
      </p>
    </ListRow>
  );
}
