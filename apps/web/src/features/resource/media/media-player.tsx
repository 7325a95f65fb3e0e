import type { Asset } from '@lantern/shared';
import {
  MediaControlBar,
  MediaController,
  MediaFullscreenButton,
  MediaMuteButton,
  MediaPlayButton,
  MediaSeekBackwardButton,
  MediaSeekForwardButton,
  MediaTimeDisplay,
  MediaTimeRange,
  MediaVolumeRange,
} from 'media-chrome/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useHydrated, useHydratedAndPainted } from '../../../lib/use-hydrated.ts';
import { Chapters } from './chapters.tsx';
import { DownloadLink } from './download-link.tsx';
import styles from './media.module.css';
import { filesToCheck, planPlayback } from './media-check.ts';
import { type PlayableSource, playableSources } from './media-sources.ts';
import { MediaUnavailable } from './media-unavailable.tsx';
import { PlaybackSpeedButton } from './playback-speed-button.tsx';
import { type StartRequest, useOpenAsAsked, useUrlStartTime } from './start-time.ts';
import { Transcript } from './transcript.tsx';
import { useMediaChecks } from './use-media-check.ts';

const CAPTIONS_OFF = 'off';

function canPlayType(kind: 'video' | 'audio') {
  const probe = typeof document === 'undefined' ? null : document.createElement(kind);
  return (type: string) => Boolean(probe?.canPlayType(type));
}

/** Shows the chosen caption track and switches the others off (captions stay off until chosen). */
function useCaptionChoice(media: HTMLMediaElement | null, choice: string) {
  useEffect(() => {
    if (!media) return;
    const apply = () => {
      for (const track of Array.from(media.textTracks)) {
        if (track.kind !== 'captions' && track.kind !== 'subtitles') continue;
        track.mode = track.language === choice ? 'showing' : 'disabled';
      }
    };
    apply();
    // Tracks added after the first render (React mounts <track> children late) follow the choice too.
    media.textTracks.addEventListener('addtrack', apply);
    return () => media.textTracks.removeEventListener('addtrack', apply);
  }, [media, choice]);
}

/**
 * True once the element has given up: no listed source could be played (missing file, a rendition
 * refused outside its licensed area, a format the browser lacks).
 */
function usePlaybackFailed(media: HTMLMediaElement | null, hasSources: boolean): boolean {
  const [failed, setFailed] = useState(!hasSources);
  useEffect(() => {
    if (!media) return;
    // <source> errors do not bubble, so they are captured here; once the last one fails, none is left.
    const check = (event: Event) => {
      const lastSource = media.querySelector('source:last-of-type');
      if (media.error || (lastSource !== null && event.target === lastSource)) setFailed(true);
    };
    media.addEventListener('error', check, true);
    return () => media.removeEventListener('error', check, true);
  }, [media]);
  return failed;
}

/**
 * A video or audio asset. Georestricted files go through the media check first (spec 3 §3); the
 * player gets only the files allowed to play, or the asset shows as unavailable by error code.
 */
export function MediaPlayer({ asset, kind }: { asset: Asset; kind: 'video' | 'audio' }) {
  // What this browser plays is known only in the browser: the server's HTML and its hydration assume nothing.
  const hydrated = useHydrated();
  const candidates = useMemo(
    () => playableSources(asset.medias.files, hydrated ? canPlayType(kind) : () => false),
    [asset.medias.files, kind, hydrated],
  );
  // Where a file may play depends on the viewer's country (the CDN's header): asked by the browser only.
  const checks = useMediaChecks(asset.guid, hydrated ? filesToCheck(candidates) : []);
  const plan = planPlayback(candidates, checks);
  if (plan.state === 'checking') {
    return (
      <p className={styles.checking} role="status">
        Checking where this media can play…
      </p>
    );
  }
  if (plan.state === 'unavailable') {
    return <MediaUnavailable asset={asset} code={plan.code} message={plan.message} />;
  }
  return <MediaPlayback asset={asset} kind={kind} sources={plan.sources} />;
}

/**
 * The native element under media-chrome controls, a captions and language choice, chapters, the
 * interactive transcript and the download link.
 *
 * The controls mount when the reader asks for the media — Play, a chapter, a transcript line, or a page opened
 * at a time (`?t=`) — not with the page: media-chrome's elements upgrading and measuring themselves are the
 * largest task of a resource page's load, paid by every reader who only came to read it (decision 0059).
 */
function MediaPlayback({
  asset,
  kind,
  sources,
}: {
  asset: Asset;
  kind: 'video' | 'audio';
  sources: readonly PlayableSource[];
}) {
  const urlStart = useUrlStartTime();
  const [request, setRequest] = useState<StartRequest | null>(null);
  const asked = request ?? (urlStart === null ? null : { play: false, at: urlStart });
  // Even when asked at once (`?t=`), the controls wait for the hydrated page's paint: media-chrome rewrites its
  // children as it starts, and its controller measures itself as it connects (kept out of hydration's task).
  const painted = useHydratedAndPainted();
  const started = painted && asked !== null;
  const { medias } = asset;
  const [media, setMedia] = useState<HTMLMediaElement | null>(null);
  const [captionChoice, setCaptionChoice] = useState(CAPTIONS_OFF);
  const [transcriptOpen, setTranscriptOpen] = useState(kind === 'audio');
  const ids = useId();
  const playerRef = useRef<HTMLDivElement>(null);
  const tracks = medias.captions.filter((track) => track.kind !== 'descriptions');
  useCaptionChoice(media, captionChoice);
  useOpenAsAsked(media, asked);
  // Play replaced itself with the controls: focus goes on to their play (now pause) button.
  const pressedPlay = request?.play === true;
  useEffect(() => {
    if (pressedPlay && media) playerRef.current?.querySelector<HTMLElement>('media-play-button')?.focus();
  }, [pressedPlay, media]);
  const failed = usePlaybackFailed(media, sources.length > 0 || !started);
  if (failed) return <MediaUnavailable asset={asset} code="media_missing" />;

  const seek = (seconds: number) => {
    if (media) media.currentTime = seconds;
    else setRequest({ play: false, at: seconds });
  };

  const transcriptTrack =
    tracks.find((track) => track.language === captionChoice) ??
    tracks.find((track) => track.language === medias.language.code) ??
    tracks[0];
  const transcriptUrl = transcriptTrack?.url ?? medias.transcript_url;
  const transcriptLanguage = transcriptTrack?.language ?? medias.language.code;

  const mediaProps = {
    slot: 'media',
    ref: setMedia,
    preload: 'metadata',
    lang: medias.language.code,
    'aria-label': asset.title,
    children: (
      <>
        {sources.map((source) => (
          <source key={source.url} src={source.url} type={source.type} />
        ))}
        {tracks.map((track) => (
          <track
            key={`${track.kind}-${track.language}`}
            kind={track.kind}
            srcLang={track.language}
            label={track.label}
            src={track.url}
          />
        ))}
      </>
    ),
  };

  return (
    <div className={styles.player} ref={playerRef}>
      {!started ? (
        <div className={styles.controller} data-audio={kind === 'audio' || undefined}>
          {kind === 'video' && medias.poster ? (
            <img className={styles.still} src={medias.poster} alt="" fetchPriority="high" />
          ) : null}
          <button
            type="button"
            className={styles.playCover}
            aria-label={`Play ${kind}: ${asset.title}`}
            onClick={() => setRequest({ play: true, at: null })}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
              <path d="M8 5v14l11-7z" fill="currentColor" />
            </svg>
            Play
          </button>
        </div>
      ) : (
        <MediaController audio={kind === 'audio' || undefined} className={styles.controller}>
          {kind === 'video' ? (
            <video {...mediaProps} poster={medias.poster ?? undefined} playsInline />
          ) : (
            <audio {...mediaProps} />
          )}
          <MediaControlBar className={styles.controlBar}>
            <MediaPlayButton />
            <MediaSeekBackwardButton seekOffset={10} />
            <MediaSeekForwardButton seekOffset={10} />
            <MediaTimeRange />
            {/* Not a toggle: as a button its name ('playback time') would not hold the time it shows (WCAG 2.5.3). */}
            <MediaTimeDisplay showDuration noToggle />
            <MediaMuteButton />
            <MediaVolumeRange />
            <PlaybackSpeedButton media={media} />
            {kind === 'video' ? <MediaFullscreenButton /> : null}
          </MediaControlBar>
        </MediaController>
      )}

      <div className={styles.toolbar}>
        {kind === 'video' && tracks.length > 0 ? (
          <div className={styles.captionChoice}>
            <label htmlFor={`${ids}-captions`}>Captions</label>
            <select
              id={`${ids}-captions`}
              value={captionChoice}
              onChange={(event) => setCaptionChoice(event.target.value)}
            >
              <option value={CAPTIONS_OFF}>Off</option>
              {tracks.map((track) => (
                <option key={`${track.kind}-${track.language}`} value={track.language}>
                  {track.label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {transcriptUrl ? (
          <button
            type="button"
            className={styles.toolbarButton}
            aria-expanded={transcriptOpen}
            aria-controls={`${ids}-transcript`}
            onClick={() => setTranscriptOpen((open) => !open)}
          >
            {transcriptOpen ? 'Hide transcript' : 'Show transcript'}
          </button>
        ) : null}
        <DownloadLink download={medias.download} title={asset.title} />
      </div>

      {medias.chapters.length > 0 ? <Chapters chapters={medias.chapters} onSeek={seek} /> : null}

      {transcriptUrl ? (
        <section
          id={`${ids}-transcript`}
          className={styles.transcriptPanel}
          aria-label="Transcript"
          hidden={!transcriptOpen}
        >
          <h3 className={styles.panelTitle}>Transcript</h3>
          {transcriptOpen ? (
            <Transcript url={transcriptUrl} language={transcriptLanguage} media={media} onSeek={seek} />
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
