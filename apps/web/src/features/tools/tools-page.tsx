import { useParams } from 'react-router';
import styles from '../../components/ui/page.module.css';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';
import { toolSectionName } from './tool-sections.ts';

/** /tools/… (signed-in only, see router): each section arrives with its own issue. */
export function ToolsPage() {
  const section = toolSectionName(useParams()['*'] ?? '');
  useDocumentTitle(pageTitle(section));
  return (
    <section className={styles.page} aria-labelledby="tools-title">
      <h1 id="tools-title">{section}</h1>
      <p className={styles.lead}>Your {section.toLowerCase()} will be shown here.</p>
    </section>
  );
}
