-- The link of an alert or event teaser leads to a page in the visitor's language, as its title
-- and text are in it: one column per language. Existing rows keep their link in both languages
-- until an editor gives the English one its own target.
ALTER TABLE breaking_news RENAME COLUMN link TO link_de;
ALTER TABLE breaking_news ADD COLUMN link_en TEXT;
UPDATE breaking_news SET link_en = link_de;

ALTER TABLE event_teasers RENAME COLUMN link TO link_de;
ALTER TABLE event_teasers ADD COLUMN link_en TEXT;
UPDATE event_teasers SET link_en = link_de;
