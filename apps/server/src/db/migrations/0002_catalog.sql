-- Catalog (issue 3): resources, assets and media models, collections, subjects, grades, standards (CASE-style).
-- Relations are rows with foreign keys and checks. Reference data that the product defines (grade bands,
-- languages, the subject tree, accessibility indicators) is inserted here so that every database,
-- including test templates, has it; standards and the demo library are loaded by the seed.

-- unaccent() is only STABLE (it depends on search_path); this wrapper pins the dictionary so that it can be
-- used in generated columns and indexes.
CREATE OR REPLACE FUNCTION lantern_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;

-- ───────────────────────────── reference data ─────────────────────────────

CREATE TABLE grade_bands (
  code text PRIMARY KEY CHECK (code IN ('PreK-K', 'K-2', '3-5', '6-8', '9-12', '13+')),
  label text NOT NULL,
  -- Browse slug (/grades/{slug}/); 13+ has no browse page.
  slug text UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  sort_order smallint NOT NULL UNIQUE
);
INSERT INTO grade_bands (code, label, slug, sort_order) VALUES
  ('PreK-K', 'PreK', 'prek', 1),
  ('K-2', 'Early Elementary', 'early-elementary', 2),
  ('3-5', 'Upper Elementary', 'upper-elementary', 3),
  ('6-8', 'Middle School', 'middle-school', 4),
  ('9-12', 'High School', 'high-school', 5),
  ('13+', 'Adult and Higher Education', NULL, 6);

CREATE TABLE languages (
  code text PRIMARY KEY CHECK (code ~ '^[a-z]{2,3}$'),
  name text NOT NULL UNIQUE,
  sort_order smallint NOT NULL
);
-- Spec 3 §3 "Languages with codes" (French is 'fr'; the source's 'fe' is a defect).
INSERT INTO languages (code, name, sort_order) VALUES
  ('en', 'English', 1), ('es', 'Spanish', 2), ('ar', 'Arabic', 3), ('de', 'German', 4), ('fr', 'French', 5),
  ('it', 'Italian', 6), ('ja', 'Japanese', 7), ('la', 'Latin', 8), ('nv', 'Navajo', 9), ('zh', 'Chinese', 10),
  ('yur', 'Yurok', 11), ('pt', 'Portuguese', 12), ('kea', 'Creole', 13), ('tib', 'Tibetan', 14),
  ('hmn', 'Hmong', 15), ('na', 'Audio Description', 16), ('asl', 'American Sign Language', 17);

CREATE TABLE subjects (
  id integer PRIMARY KEY,
  parent_id integer REFERENCES subjects (id) ON DELETE RESTRICT,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  -- Slash-joined slugs from the top subject down, e.g. 'science/life-science'; unique across the tree.
  path text NOT NULL UNIQUE CHECK (path ~ '^[a-z0-9-]+(/[a-z0-9-]+)*$'),
  color text CHECK (color ~ '^#[0-9A-Fa-f]{6}$'),
  sort_order smallint NOT NULL DEFAULT 0,
  CHECK (parent_id IS NULL OR parent_id <> id),
  -- Top subjects carry the spec's colour; disciplines inherit theirs.
  CHECK ((parent_id IS NULL) = (color IS NOT NULL)),
  UNIQUE (parent_id, slug)
);
CREATE INDEX subjects_parent_id ON subjects (parent_id);
-- Spec 1 §3: the ten top subjects with their ids, names and colours.
INSERT INTO subjects (id, parent_id, name, slug, path, color, sort_order) VALUES
  (8337, NULL, 'Science', 'science', 'science', '#486CD8', 1),
  (3026, NULL, 'Social Studies', 'social-studies', 'social-studies', '#6A1B9A', 2),
  (1184, NULL, 'Mathematics', 'mathematics', 'mathematics', '#B2528C', 3),
  (1880, NULL, 'English Language Arts and Literacy', 'english-language-arts-and-literacy', 'english-language-arts-and-literacy', '#D6383A', 4),
  (8353, NULL, 'Engineering & Technology', 'engineering-technology', 'engineering-technology', '#262626', 5),
  (2806, NULL, 'Health and Physical Education', 'health-and-physical-education', 'health-and-physical-education', '#087B45', 6),
  (2949, NULL, 'Preschool', 'preschool', 'preschool', '#007B9B', 7),
  (6708, NULL, 'Professional Development', 'professional-development', 'professional-development', '#60738A', 8),
  (2663, NULL, 'The Arts', 'the-arts', 'the-arts', '#074D51', 9),
  (6267, NULL, 'World Languages', 'world-languages', 'world-languages', '#A31A51', 10);
-- Discipline children (ids chosen by Lantern; imports refer to subjects by path).
INSERT INTO subjects (id, parent_id, name, slug, path, sort_order) VALUES
  (10101, 8337, 'Life Science', 'life-science', 'science/life-science', 1),
  (10102, 8337, 'Physical Science', 'physical-science', 'science/physical-science', 2),
  (10103, 8337, 'Earth and Space Science', 'earth-and-space-science', 'science/earth-and-space-science', 3),
  (10104, 8337, 'Environmental Science', 'environmental-science', 'science/environmental-science', 4),
  (10105, 10101, 'Ecosystems', 'ecosystems', 'science/life-science/ecosystems', 1),
  (10106, 10101, 'Heredity and Genetics', 'heredity-and-genetics', 'science/life-science/heredity-and-genetics', 2),
  (10107, 10101, 'Human Body', 'human-body', 'science/life-science/human-body', 3),
  (10108, 10102, 'Forces and Motion', 'forces-and-motion', 'science/physical-science/forces-and-motion', 1),
  (10109, 10102, 'Matter and Its Interactions', 'matter-and-its-interactions', 'science/physical-science/matter-and-its-interactions', 2),
  (10110, 10102, 'Energy and Waves', 'energy-and-waves', 'science/physical-science/energy-and-waves', 3),
  (10111, 10103, 'Weather and Climate', 'weather-and-climate', 'science/earth-and-space-science/weather-and-climate', 1),
  (10112, 10103, 'Space Systems', 'space-systems', 'science/earth-and-space-science/space-systems', 2),
  (10113, 10103, 'Earth''s Systems', 'earths-systems', 'science/earth-and-space-science/earths-systems', 3),
  (10201, 3026, 'U.S. History', 'us-history', 'social-studies/us-history', 1),
  (10202, 3026, 'World History', 'world-history', 'social-studies/world-history', 2),
  (10203, 3026, 'Civics and Government', 'civics-and-government', 'social-studies/civics-and-government', 3),
  (10204, 3026, 'Geography', 'geography', 'social-studies/geography', 4),
  (10205, 3026, 'Economics', 'economics', 'social-studies/economics', 5),
  (10301, 1184, 'Counting and Cardinality', 'counting-and-cardinality', 'mathematics/counting-and-cardinality', 1),
  (10302, 1184, 'Operations and Algebraic Thinking', 'operations-and-algebraic-thinking', 'mathematics/operations-and-algebraic-thinking', 2),
  (10303, 1184, 'Number and Operations — Fractions', 'fractions', 'mathematics/fractions', 3),
  (10304, 1184, 'Measurement and Data', 'measurement-and-data', 'mathematics/measurement-and-data', 4),
  (10305, 1184, 'Geometry', 'geometry', 'mathematics/geometry', 5),
  (10306, 1184, 'Ratios and Proportional Relationships', 'ratios-and-proportional-relationships', 'mathematics/ratios-and-proportional-relationships', 6),
  (10307, 1184, 'Algebra and Functions', 'algebra-and-functions', 'mathematics/algebra-and-functions', 7),
  (10308, 1184, 'Statistics and Probability', 'statistics-and-probability', 'mathematics/statistics-and-probability', 8),
  (10401, 1880, 'Reading Literature', 'reading-literature', 'english-language-arts-and-literacy/reading-literature', 1),
  (10402, 1880, 'Reading Informational Text', 'reading-informational-text', 'english-language-arts-and-literacy/reading-informational-text', 2),
  (10403, 1880, 'Foundational Skills', 'foundational-skills', 'english-language-arts-and-literacy/foundational-skills', 3),
  (10404, 1880, 'Writing', 'writing', 'english-language-arts-and-literacy/writing', 4),
  (10405, 1880, 'Speaking and Listening', 'speaking-and-listening', 'english-language-arts-and-literacy/speaking-and-listening', 5),
  (10406, 1880, 'Language', 'language', 'english-language-arts-and-literacy/language', 6),
  (10501, 8353, 'Engineering Design', 'engineering-design', 'engineering-technology/engineering-design', 1),
  (10502, 8353, 'Computer Science', 'computer-science', 'engineering-technology/computer-science', 2),
  (10503, 8353, 'Technology and Society', 'technology-and-society', 'engineering-technology/technology-and-society', 3),
  (10601, 2806, 'Nutrition', 'nutrition', 'health-and-physical-education/nutrition', 1),
  (10602, 2806, 'Physical Activity', 'physical-activity', 'health-and-physical-education/physical-activity', 2),
  (10603, 2806, 'Social and Emotional Learning', 'social-and-emotional-learning', 'health-and-physical-education/social-and-emotional-learning', 3),
  (10604, 2806, 'Safety', 'safety', 'health-and-physical-education/safety', 4),
  (10701, 2949, 'Early Math', 'early-math', 'preschool/early-math', 1),
  (10702, 2949, 'Early Literacy', 'early-literacy', 'preschool/early-literacy', 2),
  (10703, 2949, 'Early Science', 'early-science', 'preschool/early-science', 3),
  (10704, 2949, 'Social Skills', 'social-skills', 'preschool/social-skills', 4),
  (10801, 6708, 'Instructional Strategies', 'instructional-strategies', 'professional-development/instructional-strategies', 1),
  (10802, 6708, 'Media Literacy', 'media-literacy', 'professional-development/media-literacy', 2),
  (10803, 6708, 'Classroom Technology', 'classroom-technology', 'professional-development/classroom-technology', 3),
  (10901, 2663, 'Music', 'music', 'the-arts/music', 1),
  (10902, 2663, 'Visual Arts', 'visual-arts', 'the-arts/visual-arts', 2),
  (10903, 2663, 'Theater', 'theater', 'the-arts/theater', 3),
  (10904, 2663, 'Dance', 'dance', 'the-arts/dance', 4),
  (11001, 6267, 'Spanish', 'spanish', 'world-languages/spanish', 1),
  (11002, 6267, 'French', 'french', 'world-languages/french', 2),
  (11003, 6267, 'Chinese', 'chinese', 'world-languages/chinese', 3),
  (11004, 6267, 'Indigenous Languages', 'indigenous-languages', 'world-languages/indigenous-languages', 4);

-- Accessibility indicators and additional features (search facets 'accessibility', 'additional_features').
CREATE TABLE catalog_features (
  code text PRIMARY KEY CHECK (code ~ '^[a-z0-9_]+$'),
  kind text NOT NULL CHECK (kind IN ('accessibility', 'additional_feature')),
  label text NOT NULL,
  sort_order smallint NOT NULL
);
INSERT INTO catalog_features (code, kind, label, sort_order) VALUES
  ('captions', 'accessibility', 'Captions', 1),
  ('transcript', 'accessibility', 'Transcript', 2),
  ('audio_description', 'accessibility', 'Audio Description', 3),
  ('sign_language', 'accessibility', 'American Sign Language', 4),
  ('screen_reader_friendly', 'accessibility', 'Screen Reader Friendly', 5),
  ('keyboard_accessible', 'accessibility', 'Keyboard Accessible', 6),
  ('alt_text', 'accessibility', 'Image Descriptions (Alt Text)', 7),
  ('downloadable', 'additional_feature', 'Downloadable', 1),
  ('printable', 'additional_feature', 'Printable', 2),
  ('interactive_transcript', 'additional_feature', 'Interactive Transcript', 3),
  ('video_360', 'additional_feature', '360° Video', 4),
  ('chapters', 'additional_feature', 'Chapters', 5),
  ('spanish_captions', 'additional_feature', 'Spanish Captions', 6),
  ('student_view', 'additional_feature', 'Student View', 7);

-- ───────────────────────────── organizations and projects ─────────────────────────────

CREATE TABLE organizations (
  id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) <= 100),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  kind text NOT NULL DEFAULT 'producer' CHECK (kind IN ('producer', 'station', 'funder', 'partner')),
  logo_color text CHECK (logo_color ~ '^#[0-9A-Fa-f]{6}$'),
  url text CHECK (url ~ '^https?://'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A project (series or production) and a content project (the collection of content a partner manages).
CREATE TABLE projects (
  id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) <= 100),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  kind text NOT NULL DEFAULT 'project' CHECK (kind IN ('project', 'content_project')),
  type text CHECK (length(type) <= 100),
  organization_id bigint REFERENCES organizations (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX projects_organization_id ON projects (organization_id);

-- ───────────────────────────── resources ─────────────────────────────

CREATE TABLE resources (
  id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  guid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  resource_code text NOT NULL UNIQUE CHECK (resource_code ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$'),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 300),
  media_type text NOT NULL CHECK (media_type IN ('Video', 'Interactive Lesson', 'Interactive', 'Lesson Plan',
    'Media Gallery', 'Audio', 'Image', 'Document', 'Webpage')),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 10000),
  more_about text NOT NULL DEFAULT '' CHECK (length(more_about) <= 20000),
  canonical_url text NOT NULL CHECK (canonical_url ~ '^(https?://|/)'),
  status text NOT NULL DEFAULT 'published' CHECK (status IN ('published', 'unpublished')),
  published_at timestamptz,
  -- Past this date the resource is expired: hidden from search and browse.
  expiration_date timestamptz,
  scope text NOT NULL DEFAULT 'resource' CHECK (scope IN ('resource', 'lesson', 'support_material')),
  is_available_for_students boolean NOT NULL DEFAULT true,
  is_assignable boolean NOT NULL DEFAULT true,
  duration_seconds integer CHECK (duration_seconds BETWEEN 0 AND 86400),
  project_id bigint REFERENCES projects (id) ON DELETE SET NULL,
  content_project_id bigint REFERENCES projects (id) ON DELETE SET NULL,
  -- Paths under /media/ (posters are resized on request by {w}x{h}).
  poster_path text CHECK (poster_path ~ '^/'),
  search_display_image_path text CHECK (search_display_image_path ~ '^/'),
  -- Bumped by the seed and importer; lets search caches notice changes.
  popularity integer NOT NULL DEFAULT 0 CHECK (popularity >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  search_vector tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english'::regconfig, lantern_unaccent(coalesce(title, ''))), 'A') ||
    setweight(to_tsvector('english'::regconfig, lantern_unaccent(coalesce(description, ''))), 'B')
  ) STORED,
  CHECK (status = 'unpublished' OR published_at IS NOT NULL)
);
CREATE INDEX resources_search_vector ON resources USING gin (search_vector);
CREATE INDEX resources_title_trgm ON resources USING gin (lantern_unaccent(lower(title)) gin_trgm_ops);
CREATE INDEX resources_project_id ON resources (project_id);
CREATE INDEX resources_content_project_id ON resources (content_project_id);
CREATE INDEX resources_status_expiration ON resources (status, expiration_date);

CREATE TABLE resource_attributions (
  resource_id bigint NOT NULL REFERENCES resources (id) ON DELETE CASCADE,
  organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE RESTRICT,
  role text NOT NULL CHECK (role IN ('brand', 'funder', 'producer', 'distributor')),
  sort_order smallint NOT NULL DEFAULT 0,
  PRIMARY KEY (resource_id, organization_id, role)
);
-- At most one brand per resource.
CREATE UNIQUE INDEX resource_attributions_one_brand ON resource_attributions (resource_id) WHERE role = 'brand';
CREATE INDEX resource_attributions_organization_id ON resource_attributions (organization_id);

CREATE TABLE resource_grades (
  resource_id bigint NOT NULL REFERENCES resources (id) ON DELETE CASCADE,
  grade_band text NOT NULL REFERENCES grade_bands (code),
  PRIMARY KEY (resource_id, grade_band)
);
CREATE INDEX resource_grades_grade_band ON resource_grades (grade_band);

CREATE TABLE resource_subjects (
  resource_id bigint NOT NULL REFERENCES resources (id) ON DELETE CASCADE,
  subject_id integer NOT NULL REFERENCES subjects (id),
  PRIMARY KEY (resource_id, subject_id)
);
CREATE INDEX resource_subjects_subject_id ON resource_subjects (subject_id);

CREATE TABLE resource_languages (
  resource_id bigint NOT NULL REFERENCES resources (id) ON DELETE CASCADE,
  language_code text NOT NULL REFERENCES languages (code),
  sort_order smallint NOT NULL DEFAULT 0,
  PRIMARY KEY (resource_id, language_code)
);
CREATE INDEX resource_languages_language_code ON resource_languages (language_code);

CREATE TABLE resource_features (
  resource_id bigint NOT NULL REFERENCES resources (id) ON DELETE CASCADE,
  feature_code text NOT NULL REFERENCES catalog_features (code),
  PRIMARY KEY (resource_id, feature_code)
);
CREATE INDEX resource_features_feature_code ON resource_features (feature_code);

-- Organizations (stations) that opted out of showing a resource to their audience.
CREATE TABLE resource_opt_outs (
  resource_id bigint NOT NULL REFERENCES resources (id) ON DELETE CASCADE,
  organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  PRIMARY KEY (resource_id, organization_id)
);
CREATE INDEX resource_opt_outs_organization_id ON resource_opt_outs (organization_id);

CREATE TABLE related_resources (
  resource_id bigint NOT NULL REFERENCES resources (id) ON DELETE CASCADE,
  related_resource_id bigint NOT NULL REFERENCES resources (id) ON DELETE CASCADE,
  sort_order smallint NOT NULL DEFAULT 0,
  PRIMARY KEY (resource_id, related_resource_id),
  CHECK (resource_id <> related_resource_id)
);

CREATE TABLE curriculum_tags (
  id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  parent_id bigint REFERENCES curriculum_tags (id) ON DELETE RESTRICT,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  -- Slash-joined names from the branch (root) down; the branch is the first segment.
  path text NOT NULL UNIQUE,
  CHECK (parent_id IS NULL OR parent_id <> id)
);
CREATE TABLE resource_curriculum_tags (
  resource_id bigint NOT NULL REFERENCES resources (id) ON DELETE CASCADE,
  curriculum_tag_id bigint NOT NULL REFERENCES curriculum_tags (id) ON DELETE CASCADE,
  PRIMARY KEY (resource_id, curriculum_tag_id)
);
CREATE INDEX resource_curriculum_tags_tag_id ON resource_curriculum_tags (curriculum_tag_id);

-- Support materials: for_teacher / for_student lists grouped by category.
CREATE TABLE support_materials (
  id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  guid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  resource_id bigint NOT NULL REFERENCES resources (id) ON DELETE CASCADE,
  audience text NOT NULL CHECK (audience IN ('for_teacher', 'for_student')),
  category text NOT NULL CHECK (length(category) BETWEEN 1 AND 100),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 300),
  role text NOT NULL DEFAULT 'support' CHECK (length(role) <= 50),
  media_type text NOT NULL DEFAULT 'Document' CHECK (media_type IN ('Video', 'Interactive', 'Audio', 'Image',
    'Document', 'Webpage')),
  url text NOT NULL CHECK (url ~ '^(https?://|/)'),
  print_url text CHECK (print_url ~ '^(https?://|/)'),
  canonical_url text CHECK (canonical_url ~ '^(https?://|/)'),
  sort_order smallint NOT NULL DEFAULT 0
);
CREATE INDEX support_materials_resource_id ON support_materials (resource_id);

-- Lesson text of 'Lesson Plan' and 'Interactive Lesson' resources (sanitized HTML).
CREATE TABLE lesson_data (
  resource_id bigint PRIMARY KEY REFERENCES resources (id) ON DELETE CASCADE,
  overview text NOT NULL DEFAULT '' CHECK (length(overview) <= 50000),
  procedure text NOT NULL DEFAULT '' CHECK (length(procedure) <= 100000)
);

CREATE TABLE lesson_contents (
  id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  resource_id bigint NOT NULL REFERENCES resources (id) ON DELETE CASCADE,
  sort_order smallint NOT NULL DEFAULT 0,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 300),
  type text NOT NULL CHECK (type IN ('video', 'audio', 'image', 'document', 'interactive', 'webpage', 'text')),
  url text CHECK (url ~ '^(https?://|/)')
);
CREATE INDEX lesson_contents_resource_id ON lesson_contents (resource_id);

-- ───────────────────────────── assets and media models ─────────────────────────────

CREATE TABLE assets (
  id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  guid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  resource_id bigint NOT NULL REFERENCES resources (id) ON DELETE CASCADE,
  sort_order smallint NOT NULL DEFAULT 0,
  kind text NOT NULL CHECK (kind IN ('video', 'audio', 'image', 'document', 'interactive', 'pointer', 'lti',
    'htmlfragment', 'generic_interactive')),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 300),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 10000),
  language_code text NOT NULL DEFAULT 'en' REFERENCES languages (code),
  poster_path text CHECK (poster_path ~ '^/'),
  use_rights text NOT NULL DEFAULT '' CHECK (length(use_rights) <= 2000),
  open_mode text NOT NULL DEFAULT 'embedded' CHECK (open_mode IN ('embedded', 'window')),
  -- pointer: the external page; lti: the guest launch URL; interactive: the HTML5 entry point.
  url text CHECK (url ~ '^(https?://|/)'),
  html text CHECK (length(html) <= 100000),
  duration_seconds integer CHECK (duration_seconds BETWEEN 0 AND 86400),
  width integer CHECK (width > 0),
  height integer CHECK (height > 0),
  is_360 boolean NOT NULL DEFAULT false,
  transcript_path text CHECK (transcript_path ~ '^(https?://|/)'),
  alt_text text CHECK (length(alt_text) <= 2000),
  -- Download descriptor.
  download_url text CHECK (download_url ~ '^(https?://|/)'),
  download_file_type text CHECK (length(download_file_type) <= 20),
  download_file_size bigint CHECK (download_file_size >= 0),
  is_downloadable boolean NOT NULL DEFAULT false,
  is_download_ready boolean NOT NULL DEFAULT false,
  CHECK (kind NOT IN ('pointer', 'lti', 'interactive', 'generic_interactive') OR url IS NOT NULL),
  CHECK (kind <> 'htmlfragment' OR html IS NOT NULL),
  CHECK (kind = 'video' OR NOT is_360),
  CHECK (NOT is_downloadable OR download_url IS NOT NULL)
);
CREATE INDEX assets_resource_id ON assets (resource_id, sort_order);

-- Video and audio renditions (images and documents have one 'source' file).
CREATE TABLE asset_files (
  id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  asset_id bigint NOT NULL REFERENCES assets (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('source', 'hls', 'mp4_high', 'mp4_low', 'audio', 'preview', 'error')),
  url text NOT NULL CHECK (url ~ '^(https?://|/)'),
  mime_type text NOT NULL CHECK (mime_type ~ '^[a-z]+/[a-zA-Z0-9.+-]+$'),
  is_primary boolean NOT NULL DEFAULT false,
  is_georestricted boolean NOT NULL DEFAULT false,
  width integer CHECK (width > 0),
  height integer CHECK (height > 0),
  bitrate_kbps integer CHECK (bitrate_kbps > 0),
  sort_order smallint NOT NULL DEFAULT 0
);
CREATE INDEX asset_files_asset_id ON asset_files (asset_id);
CREATE UNIQUE INDEX asset_files_one_primary ON asset_files (asset_id) WHERE is_primary;

CREATE TABLE asset_captions (
  id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  asset_id bigint NOT NULL REFERENCES assets (id) ON DELETE CASCADE,
  language_code text NOT NULL REFERENCES languages (code),
  kind text NOT NULL DEFAULT 'captions' CHECK (kind IN ('captions', 'subtitles', 'descriptions')),
  label text NOT NULL CHECK (length(label) BETWEEN 1 AND 100),
  url text NOT NULL CHECK (url ~ '^(https?://|/)'),
  is_default boolean NOT NULL DEFAULT false,
  UNIQUE (asset_id, language_code, kind)
);

CREATE TABLE asset_chapters (
  id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  asset_id bigint NOT NULL REFERENCES assets (id) ON DELETE CASCADE,
  sort_order smallint NOT NULL,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  start_seconds integer NOT NULL CHECK (start_seconds >= 0),
  UNIQUE (asset_id, sort_order)
);

CREATE TABLE asset_features (
  asset_id bigint NOT NULL REFERENCES assets (id) ON DELETE CASCADE,
  feature_code text NOT NULL REFERENCES catalog_features (code),
  PRIMARY KEY (asset_id, feature_code)
);

-- Content flags on assets and lesson contents (spec 3: sensitive content, commentary).
CREATE TABLE content_flags (
  id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  asset_id bigint REFERENCES assets (id) ON DELETE CASCADE,
  lesson_content_id bigint REFERENCES lesson_contents (id) ON DELETE CASCADE,
  flag text NOT NULL CHECK (flag IN ('sensitive', 'commentary')),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 2000),
  CHECK ((asset_id IS NULL) <> (lesson_content_id IS NULL))
);
CREATE INDEX content_flags_asset_id ON content_flags (asset_id);
CREATE INDEX content_flags_lesson_content_id ON content_flags (lesson_content_id);

-- ───────────────────────────── collections ─────────────────────────────

CREATE TABLE collections (
  id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  guid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) <= 150),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 300),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 10000),
  type text NOT NULL DEFAULT 'collection' CHECK (type IN ('collection', 'series', 'premium', 'station')),
  status text NOT NULL DEFAULT 'published' CHECK (status IN ('published', 'unpublished')),
  published_at timestamptz,
  is_featured boolean NOT NULL DEFAULT false,
  is_award_winning boolean NOT NULL DEFAULT false,
  organization_id bigint REFERENCES organizations (id) ON DELETE SET NULL,
  project_id bigint REFERENCES projects (id) ON DELETE SET NULL,
  poster_path text CHECK (poster_path ~ '^/'),
  canonical_url text NOT NULL CHECK (canonical_url ~ '^(https?://|/)'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  search_vector tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english'::regconfig, lantern_unaccent(coalesce(title, ''))), 'A') ||
    setweight(to_tsvector('english'::regconfig, lantern_unaccent(coalesce(description, ''))), 'B')
  ) STORED,
  CHECK (status = 'unpublished' OR published_at IS NOT NULL)
);
CREATE INDEX collections_search_vector ON collections USING gin (search_vector);
CREATE INDEX collections_title_trgm ON collections USING gin (lantern_unaccent(lower(title)) gin_trgm_ops);

CREATE TABLE collection_resources (
  collection_id bigint NOT NULL REFERENCES collections (id) ON DELETE CASCADE,
  resource_id bigint NOT NULL REFERENCES resources (id) ON DELETE CASCADE,
  sort_order integer NOT NULL,
  PRIMARY KEY (collection_id, resource_id),
  UNIQUE (collection_id, sort_order)
);
CREATE INDEX collection_resources_resource_id ON collection_resources (resource_id);

CREATE TABLE collection_subcollections (
  collection_id bigint NOT NULL REFERENCES collections (id) ON DELETE CASCADE,
  subcollection_id bigint NOT NULL REFERENCES collections (id) ON DELETE CASCADE,
  sort_order integer NOT NULL,
  PRIMARY KEY (collection_id, subcollection_id),
  CHECK (collection_id <> subcollection_id)
);
CREATE INDEX collection_subcollections_subcollection_id ON collection_subcollections (subcollection_id);

CREATE TABLE collection_subjects (
  collection_id bigint NOT NULL REFERENCES collections (id) ON DELETE CASCADE,
  subject_id integer NOT NULL REFERENCES subjects (id),
  PRIMARY KEY (collection_id, subject_id)
);
CREATE INDEX collection_subjects_subject_id ON collection_subjects (subject_id);

CREATE TABLE collection_grades (
  collection_id bigint NOT NULL REFERENCES collections (id) ON DELETE CASCADE,
  grade_band text NOT NULL REFERENCES grade_bands (code),
  PRIMARY KEY (collection_id, grade_band)
);

-- search_info of a (premium) collection: ch filter (a subject), cp filter (a content project) and custom
-- filters (a label over a list of resources), one row each.
CREATE TABLE collection_search_filters (
  id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  collection_id bigint NOT NULL REFERENCES collections (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('ch', 'cp', 'custom')),
  subject_id integer REFERENCES subjects (id),
  project_id bigint REFERENCES projects (id) ON DELETE CASCADE,
  value text NOT NULL CHECK (value ~ '^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$'),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  sort_order smallint NOT NULL DEFAULT 0,
  CHECK ((kind = 'ch') = (subject_id IS NOT NULL)),
  CHECK ((kind = 'cp') = (project_id IS NOT NULL)),
  UNIQUE (collection_id, kind, value)
);
CREATE TABLE collection_custom_filter_resources (
  filter_id bigint NOT NULL REFERENCES collection_search_filters (id) ON DELETE CASCADE,
  resource_id bigint NOT NULL REFERENCES resources (id) ON DELETE CASCADE,
  PRIMARY KEY (filter_id, resource_id)
);
CREATE INDEX collection_custom_filter_resources_resource_id ON collection_custom_filter_resources (resource_id);

-- ───────────────────────────── standards (CASE-style) ─────────────────────────────

CREATE TABLE standard_frameworks (
  -- The CFDocument identifier.
  id uuid PRIMARY KEY,
  key text NOT NULL UNIQUE CHECK (key ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text NOT NULL,
  scope text NOT NULL CHECK (scope IN ('national', 'state')),
  state_code text CHECK (state_code ~ '^[A-Z]{2}$'),
  -- Shown as primary_auth_name / secondary_auth_name.
  authority_name text NOT NULL,
  subject text NOT NULL DEFAULT '',
  version text NOT NULL DEFAULT '',
  official_source_url text,
  license_title text,
  license_uri text,
  notes text NOT NULL DEFAULT '',
  is_sample boolean NOT NULL DEFAULT false,
  CHECK ((scope = 'state') = (state_code IS NOT NULL))
);

CREATE TABLE standard_items (
  -- The CFItem identifier (the official CCSS GUID where there is one).
  id uuid PRIMARY KEY,
  framework_id uuid NOT NULL REFERENCES standard_frameworks (id) ON DELETE CASCADE,
  parent_id uuid REFERENCES standard_items (id) ON DELETE CASCADE,
  uri text,
  human_coding_scheme text,
  alternative_label text,
  full_statement text NOT NULL,
  notes text NOT NULL DEFAULT '',
  item_type text NOT NULL,
  list_enumeration text,
  -- CASE education levels: 'PK', 'KG', '01' … '12', '13'.
  education_levels text[] NOT NULL DEFAULT '{}' CHECK (education_levels <@ ARRAY['PK', 'KG', '01', '02', '03', '04',
    '05', '06', '07', '08', '09', '10', '11', '12', '13']::text[]),
  sort_order integer NOT NULL DEFAULT 0,
  search_vector tsvector GENERATED ALWAYS AS (
    to_tsvector('english'::regconfig, lantern_unaccent(coalesce(full_statement, '')))
  ) STORED,
  CHECK (parent_id IS NULL OR parent_id <> id)
);
CREATE INDEX standard_items_framework_id ON standard_items (framework_id);
CREATE INDEX standard_items_parent_id ON standard_items (parent_id);
CREATE INDEX standard_items_code ON standard_items (upper(human_coding_scheme));
CREATE INDEX standard_items_search_vector ON standard_items USING gin (search_vector);

CREATE TABLE resource_standards (
  resource_id bigint NOT NULL REFERENCES resources (id) ON DELETE CASCADE,
  standard_item_id uuid NOT NULL REFERENCES standard_items (id) ON DELETE CASCADE,
  PRIMARY KEY (resource_id, standard_item_id)
);
CREATE INDEX resource_standards_standard_item_id ON resource_standards (standard_item_id);

-- ───────────────────────────── seeding ─────────────────────────────

-- One row per seed that has run (the demo catalog, reference standards): a second start changes nothing.
CREATE TABLE catalog_seed_runs (
  name text PRIMARY KEY,
  version text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now()
);
