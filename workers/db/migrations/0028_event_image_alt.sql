-- An event's image has an alt text per language (issue 27), as productions, persons, venues and
-- articles have it: the event form sets them beside the image (the media library's text offered
-- first); NULL: public pages say the event's title.
ALTER TABLE events ADD COLUMN image_alt_de TEXT;
ALTER TABLE events ADD COLUMN image_alt_en TEXT;

-- Until now the event form showed the media library's alt text as the event's: a stored event
-- starts with it, so what its editors wrote there stays the event's text.
UPDATE events
   SET image_alt_de = (SELECT nullif(trim(m.alt), '') FROM media m WHERE m.key = events.image),
       image_alt_en = (SELECT nullif(trim(m.alt_en), '') FROM media m WHERE m.key = events.image)
 WHERE image IS NOT NULL AND image <> '';

-- Programme health counts dates visitors can find whose image lacks its own alt text in a
-- language (the condition repeats workers/db/programme-health.ts word for word, as in 0024).
CREATE INDEX events_health_image_alt ON events (is_online, date_start)
  WHERE is_online = 1 AND coalesce(image, '') <> '' AND (coalesce(image_alt_de, '') = '' OR coalesce(image_alt_en, '') = '');
