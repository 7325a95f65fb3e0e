import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ACCOUNT_BENEFITS } from '../home-texts.ts';
import styles from './features-block.module.css';
import { HomeSection } from './home-section.tsx';

/** The available-features block: for visitors, the 'Unlock the Power of {product}' offer of a free account. */
export function FeaturesBlock({ productName }: { productName: string }) {
  return (
    <HomeSection
      titleId="home-unlock-title"
      title={`Unlock the Power of ${productName}`}
      className={styles.unlock}
    >
      <p>Create a free account to get more out of {productName}:</p>
      <ul className={styles.benefits}>
        {ACCOUNT_BENEFITS.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      <Link className={buttonClass('primary')} to="/signup">
        Get More Features Free
      </Link>
    </HomeSection>
  );
}
