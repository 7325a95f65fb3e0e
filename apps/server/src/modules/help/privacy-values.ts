import { NEWSLETTER_CONFIRM_LINK_DAYS, SIGNUP_LINK_HOURS } from '@lantern/shared';
import type { Config } from '../../config.ts';
import { STUDENT_DEVICE_DAYS } from '../auth/index.ts';
import { VIEW_CLAIM_DAYS } from '../retention/index.ts';
import type { ArticleValues } from './help-articles.ts';

/**
 * The periods the privacy policy and the Student Privacy Notice state (issue 41), from the same settings and
 * constants the code runs on: the texts name them as {{retention.…}}, {{session.…}} and so on, and say what this
 * server is configured to do. help/privacy-texts.test.ts checks each against its source.
 */
export function privacyArticleValues(config: Config): ArticleValues {
  const r = config.retention;
  return {
    'retention.endedSessionsDays': r.endedSessionsDays,
    'retention.lockoutsDays': r.lockoutsDays,
    'retention.viewHistoryDays': r.viewHistoryDays,
    'retention.quickAssignDays': r.quickAssignDays,
    'retention.newsletterUnconfirmedDays': r.newsletterUnconfirmedDays,
    'retention.outboxDays': r.outboxDays,
    'retention.expiredLinksDays': r.expiredLinksDays,
    'retention.viewClaimDays': VIEW_CLAIM_DAYS,
    'session.idleHoursTeacher': config.session.idleSecondsTeacher / 3600,
    'session.idleHoursStudent': config.session.idleSecondsStudent / 3600,
    'session.absoluteDays': config.session.absoluteSeconds / 86400,
    'links.passwordResetMinutes': config.passwordResetTtlSeconds / 60,
    'links.signupHours': SIGNUP_LINK_HOURS,
    'links.newsletterConfirmDays': NEWSLETTER_CONFIRM_LINK_DAYS,
    'devices.studentDeviceDays': STUDENT_DEVICE_DAYS,
    'classes.sizeLimit': config.classSizeLimit,
  };
}
