import { queryOptions, useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import styles from './media.module.css';
import { activeCueIndex, formatClock, parseVttCues, type TranscriptCue } from './transcript-cues.ts';

async function fetchCues(url: string, signal: AbortSignal): Promise<TranscriptCue[]> {
  const response = await fetch(url, { signal, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The transcript could not be loaded (${response.status}).`);
  return parseVttCues(await response.text());
}

/** A transcript's cues; a file does not change while the page is open. */
export function transcriptQueryOptions(url: string) {
  return queryOptions({
    queryKey: ['transcript', url],
    queryFn: ({ signal }) => fetchCues(url, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The current time of a media element, updated as it plays. */
function useCurrentTime(media: HTMLMediaElement | null): number {
  const [time, setTime] = useState(0);
  useEffect(() => {
    if (!media) return;
    const update = () => setTime(media.currentTime);
    media.addEventListener('timeupdate', update);
    media.addEventListener('seeked', update);
    return () => {
      media.removeEventListener('timeupdate', update);
      media.removeEventListener('seeked', update);
    };
  }, [media]);
  return time;
}

/**
 * The interactive transcript: one button per caption cue, the spoken one marked. Choosing a line
 * (click, Enter or Space) moves the media there; arrow keys move between lines.
 */
export function Transcript({
  url,
  language,
  media,
  onSeek,
}: {
  url: string;
  language: string;
  /** The playing element, followed to mark the spoken line (none until the player has started). */
  media: HTMLMediaElement | null;
  onSeek: (seconds: number) => void;
}) {
  const cues = useQuery(transcriptQueryOptions(url));
  const time = useCurrentTime(media);
  const active = cues.data ? activeCueIndex(cues.data, time) : -1;
  const listRef = useRef<HTMLOListElement>(null);

  const moveFocus = (event: KeyboardEvent<HTMLOListElement>) => {
    const buttons = [...(listRef.current?.querySelectorAll('button') ?? [])];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (index === -1) return;
    const target = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (target === undefined || !buttons[target]) return;
    event.preventDefault();
    buttons[target].focus();
  };

  if (cues.isPending) return <p role="status">Loading the transcript…</p>;
  if (cues.isError) return <p role="alert">{cues.error.message}</p>;
  if (cues.data.length === 0) return <p>This transcript has no text.</p>;
  return (
    // Arrow keys move focus between the line buttons inside; each line is its own button.
    <ol className={styles.transcript} lang={language} ref={listRef} onKeyDown={moveFocus}>
      {cues.data.map((cue, index) => (
        <li key={`${cue.start}-${cue.end}-${cue.text}`}>
          <button
            type="button"
            className={styles.transcriptLine}
            aria-current={index === active ? 'true' : undefined}
            onClick={() => onSeek(cue.start)}
          >
            <span className={styles.transcriptTime}>{formatClock(cue.start)}</span>
            <span>{cue.text}</span>
          </button>
        </li>
      ))}
    </ol>
  );
}
