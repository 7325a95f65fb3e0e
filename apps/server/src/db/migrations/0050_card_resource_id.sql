-- Every card carries its resource's id (issue 16): the favorite and folder calls take the id (lo_id), and a search
-- or browse card used to hold only the code, so its first Favorite or Add to folder had to fetch the resource to
-- learn it. The one definition of a card (migration 0019) gains 'id'; the kept cards gain it in place (the id is
-- the row's key, nothing else of a card changes).
CREATE OR REPLACE FUNCTION lantern_resource_card(r resources) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'id', r.id,
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

UPDATE search_cards SET card = card || jsonb_build_object('id', resource_id);
