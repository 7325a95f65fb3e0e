-- Assignments reach students who join a class later (issue 38; docs/decisions/0067-late-joiners-get-class-assignments.md).
--
-- One row per (assignment, class) the assign call named. whole_class: the call named every current student of the
-- class (the web's modal does so unless the teacher unticks someone), so the assignment belongs to the class and a
-- student who joins it later (join code, added or moved by the teacher, imported) is given it too. Otherwise the
-- teacher picked students, and only they have it. Once whole, a class stays whole (a later call can only add).
CREATE TABLE assignment_classes (
  assignment_id bigint NOT NULL REFERENCES assignments (id) ON DELETE CASCADE,
  class_id uuid NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
  whole_class boolean NOT NULL,
  assigned_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (assignment_id, class_id)
);
CREATE INDEX assignment_classes_class ON assignment_classes (class_id);

-- A new membership (every path inserts one: code, teacher, move, import) is given the class's live whole-class
-- assignments. The class row is held first (as join, add and move already do; the import does not), so an assign
-- call reading the class's members (it holds the row FOR SHARE) and a student joining take turns: either the call
-- sees the student, or the student's insert sees the call's whole-class row. A result the student already had
-- from the quick-assign code now belongs to the class.
CREATE FUNCTION lantern_give_class_assignments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM classes WHERE id = NEW.class_id FOR NO KEY UPDATE;
  INSERT INTO assignment_recipients (assignment_id, class_id, student_id)
  SELECT ac.assignment_id, ac.class_id, NEW.student_id
  FROM assignment_classes ac JOIN assignments a ON a.id = ac.assignment_id AND a.deleted_at IS NULL
  WHERE ac.class_id = NEW.class_id AND ac.whole_class
  ON CONFLICT DO NOTHING;
  UPDATE assignment_results res SET class_id = NEW.class_id
  FROM assignment_classes ac
  WHERE ac.class_id = NEW.class_id AND ac.whole_class AND res.assignment_id = ac.assignment_id
    AND res.student_id = NEW.student_id AND res.class_id IS NULL;
  RETURN NULL;
END
$$;
CREATE TRIGGER class_memberships_class_assignments AFTER INSERT ON class_memberships
  FOR EACH ROW WHEN (NEW.left_at IS NULL) EXECUTE FUNCTION lantern_give_class_assignments();

-- Backfill. Every (assignment, class) with recipients gets a row; it is whole when, at the first assign call for that
-- class, every student then in the class was given it (what the modal sends unless someone was unticked).
INSERT INTO assignment_classes (assignment_id, class_id, whole_class, assigned_at)
SELECT g.assignment_id, g.class_id,
       NOT EXISTS (
         SELECT 1 FROM class_memberships m
         WHERE m.class_id = g.class_id AND m.joined_at <= g.first_at AND (m.left_at IS NULL OR m.left_at > g.first_at)
           AND NOT EXISTS (SELECT 1 FROM assignment_recipients r
                           WHERE r.assignment_id = g.assignment_id AND r.class_id = g.class_id
                             AND r.student_id = m.student_id)),
       g.first_at
FROM (SELECT assignment_id, class_id, min(assigned_at) AS first_at
      FROM assignment_recipients GROUP BY assignment_id, class_id) g;

-- The students who joined a whole class after its assignment and never got it get it now.
INSERT INTO assignment_recipients (assignment_id, class_id, student_id)
SELECT ac.assignment_id, ac.class_id, m.student_id
FROM assignment_classes ac
JOIN assignments a ON a.id = ac.assignment_id AND a.deleted_at IS NULL
JOIN class_memberships m ON m.class_id = ac.class_id AND m.left_at IS NULL
WHERE ac.whole_class
ON CONFLICT DO NOTHING;

-- A signed-in student's result taken by code, of an assignment given to a class they are in, belongs to that class
-- (the first by name when several): the student becomes its recipient there, and the result names the class.
WITH taken AS (
  SELECT DISTINCT ON (res.id) res.id, res.assignment_id, res.student_id, c.id AS class_id
  FROM assignment_results res
  JOIN assignment_classes ac ON ac.assignment_id = res.assignment_id
  JOIN classes c ON c.id = ac.class_id AND c.deleted_at IS NULL
  JOIN class_memberships m ON m.class_id = c.id AND m.student_id = res.student_id AND m.left_at IS NULL
  WHERE res.student_id IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM assignment_recipients r JOIN classes rc ON rc.id = r.class_id AND rc.deleted_at IS NULL
                    WHERE r.assignment_id = res.assignment_id AND r.student_id = res.student_id)
  ORDER BY res.id, lower(c.name), c.id
), given AS (
  INSERT INTO assignment_recipients (assignment_id, class_id, student_id)
  SELECT assignment_id, class_id, student_id FROM taken
  ON CONFLICT DO NOTHING
)
UPDATE assignment_results res SET class_id = taken.class_id FROM taken WHERE res.id = taken.id;

-- Results that students already had by code when the backfill gave them a whole class's assignment name it too.
UPDATE assignment_results res SET class_id = r.class_id
FROM assignment_recipients r
WHERE res.class_id IS NULL AND res.student_id IS NOT NULL
  AND r.assignment_id = res.assignment_id AND r.student_id = res.student_id;
