-- The magazine and the event teasers in the back office (issue 27).
--
-- An article's image has an alt text per language (the public pages used the title instead).
ALTER TABLE articles ADD COLUMN image_alt_de TEXT;
ALTER TABLE articles ADD COLUMN image_alt_en TEXT;

-- A teaser points to an event or a production, chosen in the back office; its link columns
-- keep the target's public paths (written with it), so the public teaser list reads as before.
-- No foreign key: a delete of the target is refused (409) while a teaser points to it, rather
-- than failing in the batch.
ALTER TABLE event_teasers ADD COLUMN target_kind TEXT CHECK (target_kind IS NULL OR target_kind IN ('event', 'production'));
ALTER TABLE event_teasers ADD COLUMN target_id INTEGER;
CREATE INDEX event_teasers_target ON event_teasers (target_kind, target_id) WHERE target_id IS NOT NULL;
