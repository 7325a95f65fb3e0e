-- Assigning a single resource (issue 20; docs/decisions/0042-assigning-a-resource.md).
--
-- An assignment pins a lesson version (decision 0040), so assigning a resource whose is_assignable is true makes a
-- one-slide "carrier" lesson of the teacher (one Media slide of the resource's first asset) and assigns its
-- version. resource_id marks such a lesson and finds it again, so assigning the same resource twice joins the same
-- assignment. Carrier lessons are written with deleted_at already set: every lesson-builder call, the lesson list
-- and the awaiting tab ignore deleted lessons, while assignments keep reading the pinned version (decision 0028).
ALTER TABLE lessons ADD COLUMN resource_id bigint;
CREATE UNIQUE INDEX lessons_owner_resource ON lessons (owner_id, resource_id) WHERE resource_id IS NOT NULL;
