import type { TranscriptMatch } from '@lantern/shared';
import { durationForScreenReaders, formatDuration } from '../../components/cards/card-format.ts';
import styles from './search-page.module.css';

/** The resource's address opened at the spoken line (`?t=` seconds; the resource page's player seeks there). */
export function atSpokenLine(url: string, match: TranscriptMatch | undefined): string {
  if (!match) return url;
  return `${url}${url.includes('?') ? '&' : '?'}t=${match.start_seconds}`;
}

/**
 * Where a result's words were spoken (issue 23): the caption line with the searched words marked, and its time.
 * The parts are text from the server, rendered as text: a caption never becomes markup here.
 */
export function TranscriptExcerpt({ match }: { match: TranscriptMatch }) {
  const clock = formatDuration(match.start_seconds) ?? '0:00';
  return (
    <p className={styles.transcriptExcerpt}>
      <span className={styles.transcriptTime}>
        <span aria-hidden="true">Said at {clock}</span>
        <span className="visually-hidden">
          Said at {durationForScreenReaders(match.start_seconds) ?? '0 seconds'}
        </span>
      </span>{' '}
      “
      {match.excerpt.map((part, index) =>
        part.mark ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts are fixed text in order
          <mark key={index}>{part.text}</mark>
        ) : (
          part.text
        ),
      )}
      ”
    </p>
  );
}
