-- The dashboard's media overview and versions list (issue 25).
--
-- Alt text per language: `alt` stays the German one (every reader of it keeps working), `alt_en`
-- is the English one. An upload's one alt text stands for both until the dashboard edits them,
-- so existing rows start with theirs in both.
ALTER TABLE media ADD COLUMN alt_en TEXT NOT NULL DEFAULT '';
UPDATE media SET alt_en = alt;

-- The overview sorts by size and by file name as well as by time.
CREATE INDEX media_bytes ON media (bytes, id);
CREATE INDEX media_file_name ON media (file_name, id);

-- Where an image is used, looked up by its key: modules store it in `image` (older editors in
-- `image_obj.key`), pages as their Open Graph image, items in their `image` column. Expression
-- indexes make each look-up a probe, so usage of a page of rows (and the used/unused filter over
-- thousands) reads no module data.
CREATE INDEX page_modules_image ON page_modules (json_extract(data, '$.image'))
  WHERE json_extract(data, '$.image') IS NOT NULL;
CREATE INDEX page_modules_image_obj ON page_modules (json_extract(data, '$.image_obj.key'))
  WHERE json_extract(data, '$.image_obj.key') IS NOT NULL;
CREATE INDEX pages_og_image ON pages (og_image) WHERE og_image IS NOT NULL;
CREATE INDEX events_image ON events (image) WHERE image IS NOT NULL;
CREATE INDEX productions_image ON productions (image) WHERE image IS NOT NULL;
CREATE INDEX persons_image ON persons (image) WHERE image IS NOT NULL;
CREATE INDEX articles_image ON articles (image) WHERE image IS NOT NULL;
CREATE INDEX venues_image ON venues (image) WHERE image IS NOT NULL;
CREATE INDEX series_image ON series (image) WHERE image IS NOT NULL;
CREATE INDEX event_teasers_image ON event_teasers (image) WHERE image IS NOT NULL;

-- The versions list across all pages, newest first, and by who saved.
CREATE INDEX page_versions_created ON page_versions (created_at, id);
CREATE INDEX page_versions_user ON page_versions (user_id, created_at);
