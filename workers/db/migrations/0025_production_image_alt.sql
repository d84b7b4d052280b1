-- A production's image has an alt text per language (issue 27): the back office's form sets
-- them beside the image; the public pages fall back to the title while they are empty.
ALTER TABLE productions ADD COLUMN image_alt_de TEXT;
ALTER TABLE productions ADD COLUMN image_alt_en TEXT;
