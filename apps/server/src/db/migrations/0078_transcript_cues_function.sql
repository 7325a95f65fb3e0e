-- The first caption cue holding a search's words, for each resource of one result page
-- (modules/search/transcript-matches.repo.ts): in asset and track order, the default track first, descriptions
-- never. A PL/pgSQL function because its statement's plan is kept for the session: planning this three-table join
-- took longer than running it (1.4 ms against 0.4 ms at 100,000 resources on PGlite), on every search with words.
CREATE FUNCTION lantern_transcript_cues(query tsquery, resource_ids bigint[])
  RETURNS TABLE (resource_id bigint, start_ms integer, text text)
  LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT DISTINCT ON (a.resource_id) a.resource_id, q.start_ms, q.text
  FROM assets a
    JOIN asset_captions c ON c.asset_id = a.id
    JOIN caption_cues q ON q.track_url = c.url AND q.search_vector @@ query
  WHERE a.resource_id = ANY (resource_ids) AND c.kind <> 'descriptions'
  ORDER BY a.resource_id, a.sort_order, a.id, c.is_default DESC, c.id, q.position;
END
$$;
