import { type ReactNode, Suspense } from 'react';
import { LazyMediaPlayer } from '../resource/index.ts';
import { type MediaSlide, playedMedia } from './played-media.ts';
import styles from './player.module.css';

/** Rich text as the server stored it: sanitized there (RICH_TEXT_ALLOWED_TAGS, decision 0028), so it is shown as HTML. */
export function StoredRichText({ html, id, className }: { html: string; id?: string; className?: string }) {
  return (
    <div
      id={id}
      className={[styles.richText, className].filter(Boolean).join(' ')}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the assignment call returns rich text sanitized by the server (sanitize-html, decision 0028)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

const UNAVAILABLE = 'This media is no longer available. You can go on to the next slide.';

/**
 * A Media slide from the assignment's snapshot. A catalog video or audio plays in the resource page's media player
 * (captions, transcript, chapters; issue 21), loaded only when such a slide is shown so the player's first load
 * stays small. Other video/audio plays in the browser's own player, images show, anything else (interactives,
 * documents) shows its poster; a resource's page opens in a new tab.
 */
export function MediaSlideContent({ slide }: { slide: MediaSlide }) {
  const media = slide.asset;
  const label = media?.title || slide.title || 'Media';
  const played = playedMedia(slide);
  let body: ReactNode;
  if (!media?.available) {
    body = <p className={styles.notice}>{UNAVAILABLE}</p>;
  } else if (played) {
    body = (
      <Suspense fallback={<p className={styles.notice}>Loading the media player…</p>}>
        <LazyMediaPlayer key={played.asset.guid} asset={played.asset} kind={played.kind} />
      </Suspense>
    );
  } else if ((media.kind === 'video' || media.kind === 'audio') && media.media_url) {
    const Element = media.kind;
    body = (
      <Element
        className={styles.media}
        controls
        preload="metadata"
        poster={media.kind === 'video' ? (media.poster_url ?? undefined) : undefined}
        aria-label={label}
      >
        <source src={media.media_url} type={media.mime_type ?? undefined} />
      </Element>
    );
  } else if ((media.kind === 'image' && media.media_url) || media.poster_url) {
    body = <img className={styles.media} src={media.media_url ?? media.poster_url ?? ''} alt={label} />;
  } else {
    body = <p className={styles.notice}>{label}</p>;
  }
  return (
    <>
      <figure className={styles.figure}>
        {body}
        {media?.available && media.canonical_url && (
          <figcaption>
            <a href={media.canonical_url} target="_blank" rel="noopener">
              {(media.kind === 'video' || media.kind === 'audio') && !played
                ? `Open “${label}” with captions and transcript`
                : `Open “${label}”`}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </figcaption>
        )}
      </figure>
      {slide.description && <p>{slide.description}</p>}
      {slide.brand && <p className={styles.hint}>From {slide.brand}</p>}
    </>
  );
}
