-- Autocomplete (discovery): trigram indexes on the lower-cased titles. Rechecking a match against these costs
-- a lower() and a word_similarity(); against the unaccented indexes of 0002 it also costs a lantern_unaccent()
-- call per row, which cannot be inlined and dominates the query. Autocomplete asks these first and falls back
-- to the unaccented ones only when they find too few titles (see modules/discovery/autocomplete.repo.ts).
CREATE INDEX resources_title_lower_trgm ON resources USING gin (lower(title) gin_trgm_ops);
CREATE INDEX collections_title_lower_trgm ON collections USING gin (lower(title) gin_trgm_ops);
