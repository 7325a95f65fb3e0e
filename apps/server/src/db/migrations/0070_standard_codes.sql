-- Standard codes in every form (issue 23; docs/decisions/0049-standard-codes.md).
--
-- A standard's code is compared by its key: upper case, letters and digits only, so that '5.NF.B.4a', '5nf b 4a'
-- and '5-NF-B-4A' are one key (5NFB4A). The legacy label (5.NF.4a, W.3.1.a) has a key of its own. The parser in
-- modules/search/standard-codes.ts makes the same keys from what was typed.
ALTER TABLE standard_items
  ADD COLUMN code_key text GENERATED ALWAYS AS (
    nullif(upper(regexp_replace(coalesce(human_coding_scheme, ''), '[^A-Za-z0-9]', '', 'g')), '')
  ) STORED,
  ADD COLUMN alternative_key text GENERATED ALWAYS AS (
    nullif(upper(regexp_replace(coalesce(alternative_label, ''), '[^A-Za-z0-9]', '', 'g')), '')
  ) STORED;
CREATE INDEX standard_items_code_key ON standard_items (code_key);
CREATE INDEX standard_items_alternative_key ON standard_items (alternative_key);

-- CASE isRelatedTo associations between items of different frameworks: an NGSS performance expectation and the
-- Common Core standards it lists as connections (seed/data/standards/ngss-ccss-connections.json). A search for
-- the expectation also finds, after its own resources, the resources aligned to its connections.
CREATE TABLE standard_connections (
  from_item_id uuid NOT NULL REFERENCES standard_items (id) ON DELETE CASCADE,
  to_item_id uuid NOT NULL REFERENCES standard_items (id) ON DELETE CASCADE,
  PRIMARY KEY (from_item_id, to_item_id),
  CHECK (from_item_id <> to_item_id)
);
CREATE INDEX standard_connections_to_item_id ON standard_connections (to_item_id);
