-- Classes (rosters), their students and the students teachers create without email (issue 19;
-- docs/decisions/0036-classes-and-join-codes.md, 0037-students-without-email.md).

-- A class belongs to one teacher. Nothing deletes a row: 'delete' sets deleted_at, so the memberships (and the
-- assignment results that will point at them) stay. archived_at and deleted_at end the join code's life; the code
-- is unique only among active classes, so a restored class whose code was taken meanwhile gets a new one.
-- source/source_scope/sourced_id let an import (OneRoster, CSV) find the class it made before: sourced_id is unique
-- within its scope (the importing teacher's id, or the district's), so re-importing a file changes nothing.
CREATE TABLE classes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  teacher_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  school_year text NOT NULL CHECK (school_year ~ '^[0-9]{4}-[0-9]{4}$'),
  join_code text NOT NULL CHECK (join_code ~ '^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$'),
  source text NOT NULL DEFAULT 'lantern' CHECK (source IN ('lantern', 'oneroster', 'csv')),
  source_scope text CHECK (length(source_scope) <= 255),
  sourced_id text CHECK (length(sourced_id) <= 255),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  archived_at timestamptz,
  deleted_at timestamptz,
  CHECK ((source_scope IS NULL) = (sourced_id IS NULL)),
  CHECK (source <> 'lantern' OR sourced_id IS NULL)
);
CREATE UNIQUE INDEX classes_active_join_code ON classes (join_code) WHERE archived_at IS NULL AND deleted_at IS NULL;
CREATE UNIQUE INDEX classes_sourced_id ON classes (source, source_scope, sourced_id) WHERE sourced_id IS NOT NULL;
CREATE INDEX classes_teacher ON classes (teacher_id, school_year) WHERE deleted_at IS NULL;

-- Who is (and was) in a class. Leaving, being removed or moved ends a row (left_at) instead of deleting it, so the
-- history of who was in which class when survives for the assignments and their results. One open row per pair.
CREATE TABLE class_memberships (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  class_id uuid NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
  student_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  joined_via text NOT NULL CHECK (joined_via IN ('code', 'teacher', 'import')),
  joined_at timestamptz NOT NULL DEFAULT now(),
  left_at timestamptz,
  left_reason text CHECK (left_reason IN ('left', 'removed', 'moved')),
  CHECK ((left_at IS NULL) = (left_reason IS NULL))
);
CREATE UNIQUE INDEX class_memberships_current ON class_memberships (class_id, student_id) WHERE left_at IS NULL;
CREATE INDEX class_memberships_student ON class_memberships (student_id) WHERE left_at IS NULL;

-- Student accounts a teacher (or an import) made: who made them (that teacher may set a new secret answer) and
-- what a student who signed up alone does not have (a grade, an import's id).
CREATE TABLE managed_students (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  grade text CHECK (grade IN ('PK', 'K', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12')),
  source text NOT NULL DEFAULT 'lantern' CHECK (source IN ('lantern', 'oneroster', 'csv')),
  source_scope text CHECK (length(source_scope) <= 255),
  sourced_id text CHECK (length(sourced_id) <= 255),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((source_scope IS NULL) = (sourced_id IS NULL))
);
CREATE UNIQUE INDEX managed_students_sourced_id ON managed_students (source, source_scope, sourced_id)
  WHERE sourced_id IS NOT NULL;
CREATE INDEX managed_students_created_by ON managed_students (created_by);
