import type { Chapter } from '@lantern/shared';
import styles from './media.module.css';
import { formatClock } from './transcript-cues.ts';

/** The chapters of a video as buttons that move the media to each chapter's start. */
export function Chapters({
  chapters,
  onSeek,
}: {
  chapters: readonly Chapter[];
  onSeek: (seconds: number) => void;
}) {
  return (
    <nav className={styles.chapters} aria-label="Chapters">
      <h3 className={styles.panelTitle}>Chapters</h3>
      <ol>
        {chapters.map((chapter) => (
          <li key={`${chapter.start_seconds}-${chapter.title}`}>
            <button
              type="button"
              className={styles.chapterButton}
              onClick={() => onSeek(chapter.start_seconds)}
            >
              <span className={styles.transcriptTime}>{formatClock(chapter.start_seconds)}</span>
              <span>{chapter.title}</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
