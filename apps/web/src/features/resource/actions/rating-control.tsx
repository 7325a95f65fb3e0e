import { RATING_MAX, RATING_MIN } from '@lantern/shared';
import { countText } from '../../../lib/format-count.ts';
import { StarIcon } from './action-icons.tsx';
import { useRateResource, useUserRating } from './engagement-api.ts';
import styles from './resource-actions.module.css';

const STARS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index);

const starLabel = (n: number) => countText(n, 'star');

function averageText(average: number | null, count: number): string {
  if (average === null || count === 0) return 'No ratings yet.';
  return `Average ${average.toFixed(1)} of ${RATING_MAX} from ${countText(count, 'rating')}.`;
}

/** Rate 1–5 (signed-in users): one button per star; pressing one saves it, pressing another replaces it. */
export function RatingControl({ code }: { code: string }) {
  const rating = useUserRating(code, true);
  const rate = useRateResource(code);
  const current = rate.isPending ? rate.variables : (rating.data?.rating ?? null);

  return (
    <div className={styles.feedbackItem}>
      <fieldset className={styles.stars}>
        <legend className={styles.feedbackLabel}>Rate this resource</legend>
        {STARS.map((n) => (
          <button
            key={n}
            type="button"
            className={styles.star}
            aria-pressed={current === n}
            aria-label={starLabel(n)}
            disabled={rating.isPending}
            onClick={() => {
              if (!rate.isPending) rate.mutate(n);
            }}
          >
            <StarIcon filled={current !== null && current !== undefined && n <= current} />
          </button>
        ))}
      </fieldset>
      <p className={styles.feedbackNote} role="status">
        {rate.isError
          ? 'Your rating could not be saved. Please try again.'
          : rating.isError
            ? 'Ratings could not be loaded.'
            : rating.data
              ? `${rating.data.rating ? `You rated this ${rating.data.rating} of ${RATING_MAX}. ` : ''}${averageText(rating.data.average_rating, rating.data.ratings_count)}`
              : ''}
      </p>
    </div>
  );
}
