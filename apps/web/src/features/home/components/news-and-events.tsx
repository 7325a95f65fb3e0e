import { IMAGE_SIZES, type PromoAd, resizedImageUrl } from '@lantern/shared';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../components/ui/icons.tsx';
import { usePromoAds } from '../api.ts';
import { sortAdsBySpot } from '../home-texts.ts';
import { HomeSection, SectionContent } from './home-section.tsx';
import styles from './news-and-events.module.css';

// 16:9 at the card's largest width; ad images are asked for as jpg (spec 1 §2.5).
/** One of the sizes the server renders (IMAGE_SIZES); any other is refused. */
const AD_IMAGE = IMAGE_SIZES.poster16x9;

function AdLink({ ad }: { ad: PromoAd }) {
  // A link read out of context ('Learn more' in a list of links) says what it is about; the visible words come first.
  const content = (
    <>
      {ad.callToActionText}
      {ad.image_alt && <span className="visually-hidden">: {ad.image_alt}</span>}
      <ChevronRightIcon size={18} />
    </>
  );
  // Station ads may point at their own sites; those open as ordinary links.
  return ad.callToActionLink.startsWith('/') ? (
    <Link to={ad.callToActionLink} className={styles.cta}>
      {content}
    </Link>
  ) : (
    <a href={ad.callToActionLink} className={styles.cta}>
      {content}
    </a>
  );
}

/** 'News and Events': the promotional ads, ascending by spot. */
export function NewsAndEvents() {
  const ads = usePromoAds();
  const sorted = sortAdsBySpot(ads.data?.ads ?? []);
  return (
    <HomeSection titleId="home-news-title" title="News and Events">
      <SectionContent
        itemsName="news and events"
        status={ads.status}
        isEmpty={sorted.length === 0}
        onRetry={() => void ads.refetch()}
      >
        <ul className={styles.ads}>
          {sorted.map((ad) => (
            <li key={`${ad.spot}-${ad.callToActionLink}`} className={styles.ad}>
              <img
                src={resizedImageUrl(ad.image_its, AD_IMAGE.width, AD_IMAGE.height, 'jpg')}
                alt={ad.image_alt}
                width={AD_IMAGE.width}
                height={AD_IMAGE.height}
                loading="lazy"
              />
              <p className={styles.description}>{ad.description}</p>
              <AdLink ad={ad} />
            </li>
          ))}
        </ul>
      </SectionContent>
    </HomeSection>
  );
}
