-- The assets that use a caption track, by the track's URL (issue 23): a quoted phrase is checked once per caption
-- track and reaches the resources through this index (search-document-filters.ts captionPhraseResources), instead of
-- reading every document's caption words again.
CREATE INDEX asset_captions_url ON asset_captions (url);
