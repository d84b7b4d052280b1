-- The link of an alert or event teaser leads to a page in the visitor's language, as its title
-- and text are in it. `link` stays (the German link, and the one of language-neutral targets such
-- as the shop or other sites); `link_en` is the English one, NULL meaning the same as `link`.
-- Only a column is added, so a worker deployed before or after this migration reads either
-- schema (no rename to break the version running beside it).
ALTER TABLE breaking_news ADD COLUMN link_en TEXT;
ALTER TABLE event_teasers ADD COLUMN link_en TEXT;
