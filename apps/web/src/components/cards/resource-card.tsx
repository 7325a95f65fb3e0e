import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Tooltip } from '../ui/tooltip.tsx';
import type { CardHeadingLevel, ResourceCardData } from './card-data.ts';
import {
  durationForScreenReaders,
  formatDuration,
  gradesDisplay,
  languageBadge,
  supportMaterialsTooltip,
  truncateAtWord,
} from './card-format.ts';
import { CardPoster } from './card-poster.tsx';
import styles from './cards.module.css';
import { MediaTypeIcon } from './media-type-icon.tsx';

interface ResourceCardProps {
  resource: ResourceCardData;
  /** The title's heading level: 3 under a section heading (default), 2 directly under the page title. */
  headingLevel?: CardHeadingLevel;
  /** Buttons acting on the resource (favorite, folders), drawn above the card's whole-card link. */
  actions?: ReactNode;
  /** More about why the card is here, under the description (a search result's spoken line). */
  excerpt?: ReactNode;
  /** The first card of a page: its poster loads at once (card-poster.tsx). */
  priority?: boolean;
}

/**
 * A resource summary card (spec 3 §3): 16:9 poster, media type with icon, trimmed duration, language
 * badge, title link (the whole card is clickable through it), description cut at 130 characters,
 * grades ('All' / nothing for only 13+), project and brand, and the support-material count.
 */
export function ResourceCard({ resource, headingLevel = 3, actions, excerpt, priority }: ResourceCardProps) {
  const Heading = `h${headingLevel}` as const;
  const duration = formatDuration(resource.duration);
  const badge = languageBadge(resource.languages);
  const grades = gradesDisplay(resource.grades);
  const supportTip = supportMaterialsTooltip(resource.support_materials_count);
  const byline = [resource.project, resource.brand].filter(Boolean).join(' · ');

  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <CardPoster src={resource.poster} priority={priority} />
        {duration && (
          <span className={styles.duration}>
            <span aria-hidden="true">{duration}</span>
            <span className="visually-hidden">Length {durationForScreenReaders(resource.duration)}</span>
          </span>
        )}
        {badge && (
          <span className={styles.languageBadge}>
            <span aria-hidden="true">
              {badge.prefix && <span className={styles.badgePrefix}>{badge.prefix} </span>}
              {badge.text}
            </span>
            <span className="visually-hidden">{badge.label}</span>
          </span>
        )}
      </div>
      <div className={styles.body}>
        <p className={styles.type}>
          <MediaTypeIcon type={resource.media_type} />
          {resource.media_type}
        </p>
        <Heading className={styles.title}>
          <Link to={resource.url} className={styles.titleLink}>
            {resource.title}
          </Link>
        </Heading>
        {resource.description && <p className={styles.description}>{truncateAtWord(resource.description)}</p>}
        {excerpt}
        <div className={styles.footer}>
          {grades && (
            <p className={styles.meta}>
              <span className={styles.metaLabel}>Grades</span> {grades}
            </p>
          )}
          {byline && <p className={styles.meta}>{byline}</p>}
          {supportTip && (
            <Tooltip text={supportTip}>
              {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so keyboard users can read the tooltip */}
              <span className={styles.support} tabIndex={0}>
                {resource.support_materials_count} support materials
              </span>
            </Tooltip>
          )}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </article>
  );
}
