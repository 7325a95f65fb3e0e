import { useEffect, useState } from 'react';
import styles from './media.module.css';

/** The speeds a press steps through, in order, back to normal after the slowest. */
const SPEEDS = [1, 1.25, 1.5, 2, 0.5, 0.75] as const;

/**
 * The control bar's speed button. media-chrome's own one names itself 'Playback rate 1' while it shows '1x', so a
 * voice-control user saying what they see ('click 1x') does not reach it (WCAG 2.5.3, Label in Name): this one's
 * name is 'Playback speed 1x', its visible text included. It follows the media's rate, however that changes.
 */
export function PlaybackSpeedButton({ media }: { media: HTMLMediaElement | null }) {
  const [speed, setSpeed] = useState(1);
  useEffect(() => {
    if (!media) return;
    const follow = () => setSpeed(media.playbackRate);
    follow();
    media.addEventListener('ratechange', follow);
    return () => media.removeEventListener('ratechange', follow);
  }, [media]);
  const next = SPEEDS[(SPEEDS.indexOf(speed as (typeof SPEEDS)[number]) + 1) % SPEEDS.length] ?? 1;
  return (
    <button
      type="button"
      className={styles.speedButton}
      disabled={!media}
      onClick={() => {
        if (media) media.playbackRate = next;
      }}
    >
      <span className="visually-hidden">Playback speed </span>
      {speed}x
    </button>
  );
}
