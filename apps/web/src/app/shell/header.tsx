import { Link } from 'react-router';
import { LanternMark } from '../../components/ui/logo.tsx';
import { useExperienceMode } from '../../lib/experience-mode.ts';
import { getPageConfig } from '../../lib/page-config.ts';
import { AccountControls } from './account-controls.tsx';
import styles from './header.module.css';
import { HeaderSearch } from './header-search.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { SHELL_PATHS } from './shell-links.ts';
import { StationButton } from './station-button.tsx';
import { StudentBar } from './student-bar.tsx';
import { TeacherBar } from './teacher-bar.tsx';

/** The page banner: logo, mode label, station, search, account; then the teacher or student bar. */
export function Header() {
  const { productName } = getPageConfig();
  const mode = useExperienceMode();
  const home = mode.addOn ? '/add-on/search/' : mode.student ? SHELL_PATHS.studentHome : SHELL_PATHS.home;

  return (
    <header className={styles.header}>
      <div className={styles.topBar}>
        <MobileMenu />
        <Link to={home} className={styles.logo} aria-label={`${productName} home`}>
          <LanternMark />
          <span className={styles.wordmark}>{productName}</span>
        </Link>
        <span className={mode.student ? styles.modeStudent : styles.modeTeacher}>
          {mode.student ? 'FOR STUDENTS' : 'FOR TEACHERS'}
        </span>
        {!mode.addOn && <StationButton className={styles.station} />}
        <div className={styles.search}>
          <HeaderSearch />
        </div>
        <AccountControls />
      </div>
      {mode.student ? !mode.addOn && <StudentBar /> : <TeacherBar />}
    </header>
  );
}
