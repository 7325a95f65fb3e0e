/** The retention job and its periods (issue 41; docs/decisions/0077-retention-jobs.md). */
export {
  RETENTION_DEFAULTS,
  type RetentionPeriods,
  VIEW_CLAIM_DAYS,
} from './retention-config.ts';
export {
  type RetentionCounts,
  type RetentionDeps,
  type RetentionJob,
  runRetention,
  startRetentionJob,
} from './retention-job.ts';
