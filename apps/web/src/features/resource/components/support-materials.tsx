import type { SupportMaterialGroup, SupportMaterialItem } from '@lantern/shared';
import styles from '../resource-page.module.css';

function materialUrl(item: SupportMaterialItem): string | null {
  return item.medias[0]?.url ?? item.canonical_url;
}

function MaterialGroups({ groups, audience }: { groups: SupportMaterialGroup[]; audience: string }) {
  return (
    <div className={styles.materialAudience}>
      <h3 className={styles.subTitle}>{audience}</h3>
      {groups.map((group) => (
        <section key={group.category} aria-label={`${audience}: ${group.category}`}>
          <h4 className={styles.category}>{group.category}</h4>
          <ul className={styles.materialList}>
            {group.items.map((item) => {
              const url = materialUrl(item);
              return (
                <li key={item.guid}>
                  {url ? (
                    <a href={url} target="_blank" rel="noopener">
                      {item.title}
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  ) : (
                    item.title
                  )}{' '}
                  <span className={styles.materialType}>{item.media_type}</span>
                  {item.print_url ? (
                    <>
                      {' '}
                      <a href={item.print_url} target="_blank" rel="noopener">
                        Print<span className="visually-hidden"> {item.title} (opens in a new tab)</span>
                      </a>
                    </>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}

/**
 * Support materials grouped by category, for teachers and for students. The student view's reply has
 * no teacher materials; this hides them too so a teacher previewing it sees what students see.
 */
export function SupportMaterials({
  forTeacher,
  forStudent,
  studentView,
}: {
  forTeacher: SupportMaterialGroup[];
  forStudent: SupportMaterialGroup[];
  studentView: boolean;
}) {
  const teacherGroups = studentView ? [] : forTeacher;
  if (teacherGroups.length === 0 && forStudent.length === 0) {
    return <p>This resource has no support materials.</p>;
  }
  return (
    <div className={styles.materials}>
      {teacherGroups.length > 0 ? <MaterialGroups groups={teacherGroups} audience="For teachers" /> : null}
      {forStudent.length > 0 ? <MaterialGroups groups={forStudent} audience="For students" /> : null}
    </div>
  );
}
