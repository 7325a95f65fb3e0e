-- Search cards (issue 3; docs/decisions/0010-search-bitmaps.md): a result page reads its ids and its cards in one
-- statement. A card (spec 3 §3) gathers six related tables; gathering them while a page is read took a second
-- statement, about a millisecond of PGlite's five per search. search_cards keeps every resource's card, written
-- in the transaction that changes anything a card shows, as search_documents are.

-- The one definition of a resource card: search cards here, and the homepage, recommendation, related-resource
-- and collection lists at query time.
CREATE FUNCTION lantern_resource_card(r resources) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'resource_code', r.resource_code,
    'title', r.title,
    'media_type', r.media_type,
    'description', r.description,
    'duration_seconds', r.duration_seconds,
    'poster', coalesce(r.search_display_image_path, r.poster_path),
    'grades', (SELECT coalesce(jsonb_agg(g.grade_band ORDER BY gb.sort_order), '[]')
      FROM resource_grades g JOIN grade_bands gb ON gb.code = g.grade_band WHERE g.resource_id = r.id),
    'subjects', (SELECT coalesce(jsonb_agg(jsonb_build_object('id', s.id, 'title', s.name) ORDER BY s.sort_order, s.id), '[]')
      FROM resource_subjects rs JOIN subjects s ON s.id = rs.subject_id WHERE rs.resource_id = r.id),
    'languages', (SELECT coalesce(jsonb_agg(l.name ORDER BY rl.sort_order, l.sort_order), '[]')
      FROM resource_languages rl JOIN languages l ON l.code = rl.language_code WHERE rl.resource_id = r.id),
    'project', (SELECT p.title FROM projects p WHERE p.id = r.project_id),
    'brand', (SELECT o.name FROM resource_attributions a JOIN organizations o ON o.id = a.organization_id
      WHERE a.resource_id = r.id AND a.role = 'brand' ORDER BY a.sort_order, o.id LIMIT 1),
    'support_materials_count', (SELECT count(*) FROM support_materials m WHERE m.resource_id = r.id))
$$;

CREATE TABLE search_cards (
  resource_id bigint PRIMARY KEY REFERENCES resources (id) ON DELETE CASCADE,
  card jsonb NOT NULL
);

CREATE FUNCTION lantern_search_refresh_cards(resource_ids bigint[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_cards AS c (resource_id, card)
    SELECT r.id, lantern_resource_card(r) FROM resources r WHERE r.id = ANY (resource_ids)
    ON CONFLICT (resource_id) DO UPDATE SET card = excluded.card WHERE c.card IS DISTINCT FROM excluded.card
$$;

-- Statement-level with transition tables, like the document triggers of migration 0013. TG_ARGV[0] is a query of
-- the resource ids whose cards change, over the transition tables or over %1$s: the changed rows, new and old.
CREATE FUNCTION lantern_search_sync_cards() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_rows text := CASE TG_OP WHEN 'INSERT' THEN 'new_rows' WHEN 'DELETE' THEN 'old_rows'
    ELSE '(SELECT * FROM new_rows UNION ALL SELECT * FROM old_rows)' END;
  changed bigint[];
BEGIN
  EXECUTE format('SELECT array_agg(DISTINCT id) FROM (' || TG_ARGV[0] || ') ids (id)', changed_rows) INTO changed;
  IF changed IS NOT NULL THEN
    PERFORM lantern_search_refresh_cards(changed);
  END IF;
  RETURN NULL;
END $$;

-- Every document write (a resource, its grades, subjects or languages changed) rewrites the card too.
CREATE TRIGGER search_cards_documents_insert AFTER INSERT ON search_documents REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lantern_search_sync_cards('SELECT resource_id FROM %1$s c');
CREATE TRIGGER search_cards_documents_update AFTER UPDATE ON search_documents
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lantern_search_sync_cards('SELECT resource_id FROM %1$s c');

-- What only cards show: support materials and brands per resource, and the names and order of related rows.
DO $$
DECLARE
  source record;
BEGIN
  FOR source IN SELECT * FROM (VALUES
      ('support_materials', 'SELECT resource_id FROM %1$s c'),
      ('resource_attributions', 'SELECT resource_id FROM %1$s c')
    ) AS t (tbl, ids)
  LOOP
    EXECUTE format('CREATE TRIGGER search_cards_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION lantern_search_sync_cards(%L)', source.tbl, source.ids);
    EXECUTE format('CREATE TRIGGER search_cards_update AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows
      NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lantern_search_sync_cards(%L)', source.tbl, source.ids);
    EXECUTE format('CREATE TRIGGER search_cards_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION lantern_search_sync_cards(%L)', source.tbl, source.ids);
  END LOOP;
  -- Imports upsert these rows unchanged: only a changed name or order rewrites the cards that show it. Inserts and
  -- deletes reach cards through the rows that point at them.
  FOR source IN SELECT * FROM (VALUES
      ('projects', 'SELECT r.id FROM resources r JOIN new_rows n ON n.id = r.project_id JOIN old_rows o ON o.id = n.id
        WHERE n.title IS DISTINCT FROM o.title'),
      ('organizations', 'SELECT a.resource_id FROM resource_attributions a JOIN new_rows n ON n.id = a.organization_id
        JOIN old_rows o ON o.id = n.id WHERE a.role = ''brand'' AND n.name IS DISTINCT FROM o.name'),
      ('subjects', 'SELECT rs.resource_id FROM resource_subjects rs JOIN new_rows n ON n.id = rs.subject_id
        JOIN old_rows o ON o.id = n.id WHERE (n.name, n.sort_order) IS DISTINCT FROM (o.name, o.sort_order)'),
      ('languages', 'SELECT rl.resource_id FROM resource_languages rl JOIN new_rows n ON n.code = rl.language_code
        JOIN old_rows o ON o.code = n.code WHERE (n.name, n.sort_order) IS DISTINCT FROM (o.name, o.sort_order)'),
      ('grade_bands', 'SELECT g.resource_id FROM resource_grades g JOIN new_rows n ON n.code = g.grade_band
        JOIN old_rows o ON o.code = n.code WHERE n.sort_order IS DISTINCT FROM o.sort_order')
    ) AS t (tbl, ids)
  LOOP
    EXECUTE format('CREATE TRIGGER search_cards_update AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows
      NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lantern_search_sync_cards(%L)', source.tbl, source.ids);
  END LOOP;
END $$;

SELECT lantern_search_refresh_cards(ARRAY(SELECT id FROM resources));
