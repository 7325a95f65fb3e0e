import type { ResourceDetail } from '@lantern/shared';
import { type MouseEvent, useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { setStudentSiteDisabled, usePublishPreviewExit } from '../../../app/shell-api.ts';
import { signInHref } from '../../../lib/auth-links.ts';
import { useExperienceMode } from '../../../lib/experience-mode.ts';
import { getPageConfig } from '../../../lib/page-config.ts';
import { pageOrigin } from '../../../lib/server-context.ts';
import { AssignButton } from '../../assign/index.ts';
import { AddToFolderButton } from '../../tools/index.ts';
import { DocumentIcon, FolderIcon, PrintIcon, ShareIcon, StudentIcon } from './action-icons.tsx';
import { FavoriteButton } from './favorite-button.tsx';
import { RatingControl } from './rating-control.tsx';
import styles from './resource-actions.module.css';
import { ResourceQuestion } from './resource-question.tsx';
import { absoluteUrl, classroomPopupFeatures, classroomShareUrl, lessonPlanLinks } from './share-links.ts';

const NEW_TAB = <span className="visually-hidden"> (opens in a new tab)</span>;

/** Published and unexpired: the resource page outside preview shows it. */
function isPublic(resource: ResourceDetail): boolean {
  const expires = resource.expiration_date === null ? null : Date.parse(resource.expiration_date);
  return resource.status === 'published' && (expires === null || expires > Date.now());
}

/**
 * What a person can do with a resource (spec 3 "Resource page"): favorite it, print a lesson plan (HTML
 * or Word), share it to Google Classroom, open the student view, rate it and answer the resource question.
 * Teacher-only actions are left out of the student experience; rating and the question need sign-in.
 */
export function ResourceActions({ resource }: { resource: ResourceDetail }) {
  const mode = useExperienceMode();
  const { pathname, search } = useLocation();
  const signedIn = getPageConfig().isLoggedIn;
  // In preview, Exit goes to an admin's CMS change page, or to the resource page when it is public.
  usePublishPreviewExit(resource.is_preview, resource.admin_link, isPublic(resource));
  // The header's 'Student site' would open a page students cannot see (spec 1 §2.7).
  const studentSiteUseless = resource.is_preview && !resource.is_available_for_students;
  useEffect(() => {
    setStudentSiteDisabled(studentSiteUseless);
    return () => setStudentSiteDisabled(false);
  }, [studentSiteUseless]);
  const forTeachers = !mode.student;
  const lessonPlan =
    resource.lesson_data !== null ? lessonPlanLinks(resource.resource_code, resource.is_preview) : null;

  const shareUrl = classroomShareUrl(absoluteUrl(resource.canonical_url, pageOrigin()), resource.title);
  const openSharePopup = (event: MouseEvent<HTMLAnchorElement>) => {
    const popup = window.open(
      shareUrl,
      'share-to-google-classroom',
      classroomPopupFeatures({
        left: window.screenX,
        top: window.screenY,
        width: window.outerWidth,
        height: window.outerHeight,
      }),
    );
    // When pop-ups are blocked the link opens the share page in a new tab instead.
    if (popup) {
      popup.opener = null;
      event.preventDefault();
    }
  };

  return (
    <section className={styles.actions} aria-label="Resource actions">
      <ul className={styles.actionList}>
        <li>
          <FavoriteButton resource={resource} />
        </li>
        {getPageConfig().isLoggedIn && !mode.addOn && (
          <li>
            <AddToFolderButton
              title={resource.title}
              itemId={resource.id}
              className={styles.action}
              icon={<FolderIcon />}
            />
          </li>
        )}
        {forTeachers && signedIn && !mode.addOn && !resource.is_preview && resource.is_assignable && (
          <li>
            <AssignButton
              activityCode={resource.resource_code}
              title={resource.title}
              className={styles.action}
            >
              <StudentIcon />
              Assign
            </AssignButton>
          </li>
        )}
        {forTeachers && lessonPlan && (
          <>
            <li>
              <a className={styles.action} href={lessonPlan.html} target="_blank" rel="noopener">
                <PrintIcon />
                Print lesson plan
                {NEW_TAB}
              </a>
            </li>
            <li>
              <a className={styles.action} href={lessonPlan.word} download>
                <DocumentIcon />
                Lesson plan for Word
              </a>
            </li>
          </>
        )}
        {forTeachers && !mode.addOn && (
          <li>
            <a
              className={styles.action}
              href={shareUrl}
              target="_blank"
              rel="noopener"
              onClick={openSharePopup}
            >
              <ShareIcon />
              Share to Google Classroom
              {NEW_TAB}
            </a>
          </li>
        )}
        {forTeachers && !mode.addOn && resource.is_available_for_students && (
          <li>
            <a className={styles.action} href={resource.student_view_url} target="_blank" rel="noopener">
              <StudentIcon />
              Student view
              {NEW_TAB}
            </a>
          </li>
        )}
      </ul>
      <div className={styles.feedback}>
        {resource.is_preview ? (
          // Ratings and answers are about published resources: a preview neither asks nor shows them.
          <p className={styles.feedbackNote}>Rating and feedback open once this resource is published.</p>
        ) : signedIn ? (
          <>
            <RatingControl code={resource.resource_code} />
            <ResourceQuestion code={resource.resource_code} />
          </>
        ) : (
          <p className={styles.feedbackNote}>
            <Link to={signInHref('teacher', `${pathname}${search}`)}>Sign in</Link> to rate this resource and
            tell us how useful it is.
          </p>
        )}
      </div>
    </section>
  );
}
