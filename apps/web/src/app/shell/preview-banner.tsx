import { useLocation, useNavigate } from 'react-router';
import { contentAdminLink } from '../../lib/content-admin.ts';
import { useExperienceMode } from '../../lib/experience-mode.ts';
import styles from './banners.module.css';
import { usePreviewExit } from './preview-exit.ts';
import { previewExitTarget, previewKind } from './shell-links.ts';

/**
 * Red banner shown in preview mode. Exit goes where the preview page says (preview-exit.ts): a signed-in
 * admin's CMS change page once the content admin exists, the public page when there is one, else home.
 */
export function PreviewBanner() {
  const mode = useExperienceMode();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const exit = usePreviewExit();
  if (!mode.preview) return null;
  const leave = () => {
    const target = previewExitTarget(
      pathname,
      search,
      exit && { ...exit, adminLink: contentAdminLink(exit.adminLink) },
    );
    if (target.document) window.location.assign(target.href);
    else void navigate(target.href);
  };
  return (
    <section className={styles.preview} aria-label="Preview">
      <p className={styles.previewText}>
        <strong>You are previewing an Unpublished {previewKind(pathname)}</strong>
        <span>FOR REVIEW PURPOSES ONLY.</span>
      </p>
      <button type="button" className={styles.exitPreview} onClick={leave}>
        Exit preview
      </button>
    </section>
  );
}
