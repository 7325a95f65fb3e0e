-- US school districts and schools (issue 18; NCES Common Core of Data; docs/decisions/0032). Reference data: loaded
-- at seed from seed/data/schools/ and by `npm run schools:import`, never by users. NCES ids are text so the
-- leading zeros stay: a district (LEA) id has 7 digits, a school id 12 (its district's id + 5).
-- search_name: the name folded by modules/schools/school-names.ts (accents and case removed, every run of other
-- characters one space, with a leading space), so 'LIKE '% word%'' finds a word start and '' sorts by name.
CREATE TABLE school_districts (
  district_guid text PRIMARY KEY CHECK (district_guid ~ '^[0-9]{7}$'),
  name text NOT NULL CHECK (btrim(name) <> '' AND char_length(name) <= 200),
  state text NOT NULL CHECK (state ~ '^[A-Z]{2}$'),
  city text NOT NULL DEFAULT '',
  zip text NOT NULL DEFAULT '',
  search_name text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX school_districts_state_name ON school_districts (state, search_name, district_guid);
CREATE INDEX school_districts_name ON school_districts (search_name, district_guid);

-- Each folded word of a district's name, so a typeahead finds 'san' in 'Lake San Marcos' through the index
-- (a prefix LIKE on a "C"-collated btree), not by scanning every name. Rewritten with its district.
CREATE TABLE school_district_words (
  word text COLLATE "C" NOT NULL,
  district_guid text NOT NULL REFERENCES school_districts (district_guid) ON DELETE CASCADE,
  PRIMARY KEY (word, district_guid)
);
CREATE INDEX school_district_words_district ON school_district_words (district_guid);

CREATE TABLE schools (
  id text PRIMARY KEY CHECK (id ~ '^[0-9]{12}$'),
  district_guid text NOT NULL REFERENCES school_districts (district_guid),
  name text NOT NULL CHECK (btrim(name) <> '' AND char_length(name) <= 200),
  state text NOT NULL CHECK (state ~ '^[A-Z]{2}$'),
  city text NOT NULL DEFAULT '',
  zip text NOT NULL DEFAULT '',
  level text NOT NULL DEFAULT '',
  search_name text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- Lets a teacher's record name (school, district) as one key: a school of another district cannot be stored.
  UNIQUE (id, district_guid)
);
-- A district's schools by name, and the search inside one district (a few hundred rows at most).
CREATE INDEX schools_district_name ON schools (district_guid, search_name, id);

-- Which reference files were loaded (the seed skips a file whose checksum is recorded).
CREATE TABLE school_data_loads (
  source text PRIMARY KEY,
  checksum text NOT NULL,
  districts integer NOT NULL,
  schools integer NOT NULL,
  loaded_at timestamptz NOT NULL DEFAULT now()
);
