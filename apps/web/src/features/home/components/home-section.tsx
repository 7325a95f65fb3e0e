import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import styles from './home-section.module.css';

interface HomeSectionProps {
  titleId: string;
  title: string;
  /** A link beside the heading, e.g. 'See All Collections'. */
  action?: ReactNode;
  /** Carousels announce themselves as such (WAI-ARIA carousel pattern). */
  carousel?: boolean;
  className?: string;
  children: ReactNode;
}

/** One homepage section: a landmark named by its heading. */
export function HomeSection({ titleId, title, action, carousel, className, children }: HomeSectionProps) {
  return (
    <section
      className={[styles.section, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-roledescription={carousel ? 'carousel' : undefined}
      data-home-section={titleId}
    >
      <div className={styles.header}>
        <h2 id={titleId}>{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

interface SectionContentProps {
  /** 'featured resources': used in the loading, empty and error texts. */
  itemsName: string;
  status: 'pending' | 'error' | 'success';
  isEmpty: boolean;
  onRetry: () => void;
  /** While loading, hold the height of the carousel that will replace the placeholder, so nothing below moves. */
  reserve?: 'resources' | 'collections';
  children: ReactNode;
}

/**
 * The loading, empty and error states every data section shares. A failed section says so and offers a
 * retry; the rest of the page is unaffected.
 */
export function SectionContent({
  itemsName,
  status,
  isEmpty,
  onRetry,
  reserve,
  children,
}: SectionContentProps) {
  if (status === 'pending') {
    const reserved =
      reserve === 'resources' ? styles.reserveResources : reserve ? styles.reserveCollections : '';
    return (
      <div className={[styles.placeholder, reserved].filter(Boolean).join(' ')} role="status">
        <span className={styles.shimmer} aria-hidden="true" />
        <span>Loading {itemsName}…</span>
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div className={styles.placeholder}>
        <p>We couldn’t load the {itemsName} just now.</p>
        <Button variant="secondary" size="small" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (isEmpty) {
    return (
      <div className={styles.placeholder}>
        <p>There are no {itemsName} to show right now.</p>
      </div>
    );
  }
  return <>{children}</>;
}
