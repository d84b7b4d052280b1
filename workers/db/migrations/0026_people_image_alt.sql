-- Persons and venues in the back office (issue 27): the alt text of their image in both
-- languages, set beside the image in their forms (the media library's text offered first).
-- NULL keeps what pages showed before: the person's or venue's name.
ALTER TABLE persons ADD COLUMN image_alt_de TEXT;
ALTER TABLE persons ADD COLUMN image_alt_en TEXT;
ALTER TABLE venues ADD COLUMN image_alt_de TEXT;
ALTER TABLE venues ADD COLUMN image_alt_en TEXT;
