import type { SearchReply } from '@lantern/shared';
import { Link } from 'react-router';
import styles from './did-you-mean.module.css';

type Suggestion = NonNullable<SearchReply['meta']['did_you_mean']>;

/** The address of the same search with q replaced (filters and order kept, back to the first page). */
export function withQuery(params: URLSearchParams, q: string): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('q', q);
  next.delete('page');
  return next;
}

/**
 * 'Did you mean …?' when the search corrected a misspelled word (meta.did_you_mean, docs/decisions/0048): one link
 * runs the corrected query. When q itself found nothing, the results shown are already the corrected words', and
 * the line says so before offering the link.
 */
export function DidYouMean(props: { q: string; suggestion: Suggestion; params: URLSearchParams }) {
  const { q, suggestion, params } = props;
  return (
    <p className={styles.didYouMean}>
      {suggestion.results_shown && <>No exact matches for “{q}”, so these are for similar words. </>}
      Did you mean{' '}
      <Link to={`?${withQuery(params, suggestion.q).toString()}`} className={styles.suggestion}>
        {suggestion.q}
      </Link>
      ?
    </p>
  );
}

/**
 * When no resource holds all the words of q (meta.relaxed, docs/decisions/0055): the results shown are those of
 * one of its words, and the page says so rather than letting them pass for matches of everything typed.
 */
export function RelaxedNotice(props: { q: string; relaxed: { q: string } }) {
  return (
    <p className={styles.didYouMean}>
      No results for all of “{props.q}”. Showing results for “
      <strong className={styles.suggestion}>{props.relaxed.q}</strong>”; those with more of your words come
      first.
    </p>
  );
}
