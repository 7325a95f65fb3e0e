-- Scheduled jobs that must run once per period across every Lantern process (issue 41; decision 0077). A run
-- claims its job's row in the same transaction as its work: the claim succeeds only when the last run is at least
-- one period old, and a second process's claim waits on the row lock and then finds the new time, so it skips.
-- A run that fails rolls its claim back with its work, and the next tick tries again.
CREATE TABLE scheduled_job_runs (
  job text PRIMARY KEY CHECK (job ~ '^[a-z][a-z0-9-]{0,62}$'),
  last_run_at timestamptz NOT NULL
);

-- The retention job's read of anonymous quick-assign results by age (decision 0077), so a daily run does not
-- scan every result. (resource_views and resource_session_views already have their viewed_at indexes.)
CREATE INDEX assignment_results_anonymous_created_at ON assignment_results (created_at)
  WHERE student_id IS NULL;
