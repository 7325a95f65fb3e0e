import { IMAGE_SIZES, type LocalData } from '@lantern/shared';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Form } from 'react-router';
import { SearchIcon } from '../../../components/ui/icons.tsx';
import { getPageConfig } from '../../../lib/page-config.ts';
import { useHeroImages } from '../api.ts';
import { HOME_SEARCH_PLACEHOLDER, pickHeroImage } from '../home-texts.ts';
import styles from './home-hero.module.css';

const { width, height } = IMAGE_SIZES.hero;

/**
 * Hero images are stored at hero size as webp; browsers that cannot show webp get the same picture
 * converted to jpg (spec 1 §9), so nobody waits for a resize.
 */
const jpegOf = (path: string) => `${path}${path.includes('?') ? '&' : '?'}format=jpg`;

/**
 * The hero: one of the hero images under a dark gradient (0.6 opacity, so the white text stays readable),
 * the headline, the subtitle and the search box. Until the images arrive, or if they cannot be loaded,
 * the gradient alone is shown. With a station chosen, the teacher home shows the station's header image
 * (its local data) when it has one, else the station's hero images, else the national ones.
 */
export function HomeHero({
  headline,
  subtitle,
  student = false,
}: {
  headline: string;
  subtitle: string;
  /** The student home: student hero images, and searches in the student experience. */
  student?: boolean;
}) {
  const organizationId = getPageConfig().station?.organizationId ?? null;
  const heroImages = useHeroImages(student, organizationId);
  // The station's header image is in its local data, which the station banner fetches: the hero only
  // reads that cached reply (the key of localDataQuery in stations/localized/local-data-api.ts), so the
  // fetching code stays out of the home route's first load, which is at its size budget. Until the
  // reply is in, the hero waits rather than swap pictures in front of the reader. (skipToken: never fetched here.)
  const localized = !student && organizationId !== null;
  const local = useQuery<LocalData>({
    queryKey: ['stations', 'local-data', organizationId],
    queryFn: skipToken,
  });
  const headerImage = localized ? local.data?.homepageHeaderITSImage : null;
  const waiting = localized && local.isPending;
  const image = useMemo(
    () =>
      headerImage
        ? { image_url: headerImage, alt_text: '' }
        : waiting
          ? null
          : pickHeroImage(heroImages.data?.results ?? [], new Date()),
    [headerImage, waiting, heroImages.data],
  );
  // A picture that fails to load leaves the gradient, not a broken-image frame.
  const [failedImage, setFailedImage] = useState<string | null>(null);

  return (
    <section className={styles.hero} aria-labelledby="home-title" data-home-section="hero" data-on-dark>
      {image && image.image_url !== failedImage && (
        <picture className={styles.image}>
          <source type="image/webp" srcSet={image.image_url} />
          <img
            src={jpegOf(image.image_url)}
            alt={image.alt_text}
            width={width}
            height={height}
            fetchPriority="high"
            onError={() => setFailedImage(image.image_url)}
          />
        </picture>
      )}
      <div className={styles.overlay} aria-hidden="true" />
      <div className={styles.content}>
        <h1 id="home-title">{headline}</h1>
        <p className={styles.subtitle}>{subtitle}</p>
        <search className={styles.searchLandmark}>
          <Form method="get" action="/search" className={styles.search}>
            <label htmlFor="home-search" className="visually-hidden">
              Search classroom resources
            </label>
            <input
              id="home-search"
              type="search"
              name="q"
              placeholder={HOME_SEARCH_PLACEHOLDER}
              autoComplete="off"
            />
            {student && <input type="hidden" name="student" value="true" />}
            <button type="submit">
              <SearchIcon size={20} />
              <span>Search</span>
            </button>
          </Form>
        </search>
      </div>
    </section>
  );
}
