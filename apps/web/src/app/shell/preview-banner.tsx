import { useLocation, useNavigate } from 'react-router';
import { useExperienceMode } from '../../lib/experience-mode.ts';
import styles from './banners.module.css';
import { usePreviewAdminLink } from './preview-admin-link.ts';
import { exitPreviewHref, previewKind } from './shell-links.ts';

/**
 * Red banner shown in preview mode. Exit leaves preview keeping the query; for a signed-in
 * admin, exit goes to the CMS change page the preview page published (preview-admin-link.ts).
 */
export function PreviewBanner() {
  const mode = useExperienceMode();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const adminLink = usePreviewAdminLink();
  if (!mode.preview) return null;
  return (
    <section className={styles.preview} aria-label="Preview">
      <p className={styles.previewText}>
        <strong>You are previewing an Unpublished {previewKind(pathname)}</strong>
        <span>FOR REVIEW PURPOSES ONLY.</span>
      </p>
      <button
        type="button"
        className={styles.exitPreview}
        onClick={() =>
          adminLink ? window.location.assign(adminLink) : navigate(exitPreviewHref(pathname, search))
        }
      >
        Exit preview
      </button>
    </section>
  );
}
