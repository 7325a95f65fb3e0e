import { useParams } from 'react-router';
import styles from '../../components/ui/page.module.css';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';

/** The student area (spec 1 §2.2): student=true is added to these addresses by the router. */
function StudentPage({ title, heading, text }: { title: string; heading: string; text: string }) {
  useDocumentTitle(pageTitle(title));
  return (
    <section className={styles.page} aria-labelledby="student-title">
      <h1 id="student-title">{heading}</h1>
      <p className={styles.lead}>{text}</p>
    </section>
  );
}

export function StudentHomePage() {
  return (
    <StudentPage
      title="Students"
      heading="Explore, watch and learn"
      text="Videos, interactives and games picked for students. Have a code from your teacher? Enter it above."
    />
  );
}

export function StudentAssignmentsPage() {
  return (
    <StudentPage
      title="My Assignments"
      heading="My Assignments"
      text="Your assignments will be listed here."
    />
  );
}

export function StudentClassesPage() {
  return (
    <StudentPage title="My Classes" heading="My Classes" text="The classes you joined will be listed here." />
  );
}

export function StudentCodePage() {
  const { code = '' } = useParams();
  return (
    <StudentPage
      title="Assignment"
      heading="Assignment"
      text={`The assignment or class for code ${code} will open here.`}
    />
  );
}
