-- Resource page (issue 4): renamed codes, organization members (who may preview their organization's
-- unpublished resources), one view per browser session and resource, ratings and resource-question answers.

-- A code that was renamed (or merged into another resource): the detail call answers redirect_url.
CREATE TABLE resource_code_redirects (
  old_code text PRIMARY KEY CHECK (old_code ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$'),
  resource_id bigint NOT NULL REFERENCES resources (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX resource_code_redirects_resource_id ON resource_code_redirects (resource_id);

-- People who work for an organization (a producer or station) and review its content before it is
-- published (see docs/decisions/0006-resource-preview-owner-organization.md).
CREATE TABLE organization_members (
  organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL DEFAULT 'reviewer' CHECK (role IN ('reviewer', 'editor')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organization_id, user_id)
);
CREATE INDEX organization_members_user_id ON organization_members (user_id);

-- The first view of a resource in a browser session: its primary key makes "one view per session and
-- resource" hold under concurrent calls; each claimed row adds one row to resource_views.
CREATE TABLE resource_session_views (
  session_key text NOT NULL CHECK (session_key ~ '^[0-9a-f]{64}$'),
  resource_id bigint NOT NULL REFERENCES resources (id) ON DELETE CASCADE,
  viewed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (session_key, resource_id)
);
CREATE INDEX resource_session_views_viewed_at ON resource_session_views (viewed_at);

-- One rating per user and resource; rating again replaces it.
CREATE TABLE resource_ratings (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  resource_id bigint NOT NULL REFERENCES resources (id) ON DELETE CASCADE,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, resource_id)
);
CREATE INDEX resource_ratings_resource_id ON resource_ratings (resource_id);

-- Answers to the resource question ('How useful is this resource…'); one per user, resource and question.
CREATE TABLE resource_question_answers (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  resource_id bigint NOT NULL REFERENCES resources (id) ON DELETE CASCADE,
  question_id text NOT NULL CHECK (question_id IN ('usefulness')),
  answer text NOT NULL CHECK (answer IN ('very_useful', 'somewhat_useful', 'not_useful')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, resource_id, question_id)
);
CREATE INDEX resource_question_answers_resource_id ON resource_question_answers (resource_id);
