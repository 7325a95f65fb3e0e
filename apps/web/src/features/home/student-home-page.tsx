import { TOP_SUBJECTS } from '@lantern/shared';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { CodeEntry } from '../../app/shell-api.ts';
import { ALL_GRADES, useGradeGateChoice } from '../../lib/grade-gate.ts';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';
import { useStudentPopular } from './api.ts';
import browseStyles from './components/browse-tabs.module.css';
import { ResourceCarousel } from './components/card-carousels.tsx';
import { HomeHero } from './components/home-hero.tsx';
import { HomeSection, SectionContent } from './components/home-section.tsx';
import styles from './home-page.module.css';

// Professional Development is for teachers: it is not offered in the student experience (spec 1 §6).
const STUDENT_SUBJECTS = TOP_SUBJECTS.filter((subject) => subject.slug !== 'professional-development');

function PopularWithStudents() {
  const choice = useGradeGateChoice();
  const popular = useStudentPopular(choice === ALL_GRADES ? null : choice);
  const resources = popular.data?.objects ?? [];
  return (
    <HomeSection titleId="student-popular-title" title="Popular with Students" carousel>
      <SectionContent
        itemsName="popular resources"
        status={popular.status}
        isEmpty={resources.length === 0}
        onRetry={() => void popular.refetch()}
      >
        <ResourceCarousel itemsName="popular resources" resources={resources} />
      </SectionContent>
    </HomeSection>
  );
}

/**
 * The student home (/student/): the student hero image and a search in the student experience, the code box
 * (spec 1 §2.12; it is also in the student bar, but the bar folds into the menu on a phone), what
 * students have been watching lately (for the grade chosen on the grade gate), and the subjects.
 */
export function StudentHomePage() {
  useDocumentTitle(pageTitle('Students'));
  return (
    <>
      <HomeHero
        student
        headline="Explore, watch and learn"
        subtitle="Videos, interactives and games picked for students."
      />
      <div className={styles.content}>
        <HomeSection titleId="student-code-title" title="Got a code from your teacher?">
          <p>Type your assignment or class code, then press Enter or Go.</p>
          <CodeEntry />
        </HomeSection>
        <PopularWithStudents />
        <HomeSection titleId="student-subjects-title" title="Explore by Subject">
          <ul className={browseStyles.links}>
            {STUDENT_SUBJECTS.map((subject) => (
              <li key={subject.id}>
                <Link
                  to={`/subjects/${subject.slug}/?student=true`}
                  style={{ '--subject-color': subject.color } as CSSProperties}
                >
                  {subject.name}
                </Link>
              </li>
            ))}
          </ul>
        </HomeSection>
      </div>
    </>
  );
}
