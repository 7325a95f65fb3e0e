import { Link } from 'react-router';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/ui/icons.tsx';
import styles from './search-page.module.css';
import { pageWindow, withPage } from './search-url.ts';

interface PaginationProps {
  page: number;
  lastPage: number;
  params: URLSearchParams;
  /** Called after a page link is followed, so the page can move focus to the new results. */
  onNavigate: () => void;
}

/** Page links (real links, so each page has its own address and opens in a new tab too). */
export function Pagination({ page, lastPage, params, onNavigate }: PaginationProps) {
  if (lastPage <= 1) return null;
  const href = (target: number) => `?${withPage(params, target).toString()}`;
  return (
    <nav className={styles.pagination} aria-label="Result pages">
      <ul>
        <li>
          {page > 1 ? (
            <Link to={href(page - 1)} className={styles.pageStep} onClick={onNavigate} rel="prev">
              <ChevronLeftIcon size={18} /> Previous
            </Link>
          ) : (
            <span className={styles.pageStepDisabled} aria-hidden="true">
              <ChevronLeftIcon size={18} /> Previous
            </span>
          )}
        </li>
        {pageWindow(page, lastPage).map((target, index) =>
          target === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity beyond their place
            <li key={`gap-${index}`} className={styles.pageGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={target}>
              <Link
                to={href(target)}
                className={target === page ? styles.pageCurrent : styles.pageLink}
                aria-current={target === page ? 'page' : undefined}
                aria-label={`Page ${target}`}
                onClick={onNavigate}
              >
                {target}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < lastPage ? (
            <Link to={href(page + 1)} className={styles.pageStep} onClick={onNavigate} rel="next">
              Next <ChevronRightIcon size={18} />
            </Link>
          ) : (
            <span className={styles.pageStepDisabled} aria-hidden="true">
              Next <ChevronRightIcon size={18} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
