-- Content model of SPEC §3.
--
-- Conventions (the API relies on them):
--   * tables plural snake_case, INTEGER PRIMARY KEY ids;
--   * timestamps ISO-8601 UTC TEXT ('2026-12-01T18:30:00Z'), dates 'YYYY-MM-DD', times 'HH:MM:SS';
--   * booleans INTEGER 0/1, money INTEGER cents;
--   * bilingual text as <name>_de / <name>_en;
--   * JSON as TEXT with CHECK (json_valid(...));
--   * image references are R2 base keys ('images/<name>'); renditions live at
--     '<key>/<width>.webp|jpg' for widths 320 640 768 1024 1280 1536 plus '<key>/original.jpg';
--   * paths are stored without the language prefix ('/', '/agb', '/sommerspiele').
--   * theme is one of the body classes wkm | so | ba | ti | wa.

-- ---------------------------------------------------------------------------
-- Site-wide settings
-- ---------------------------------------------------------------------------

CREATE TABLE site_settings (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  site_name TEXT NOT NULL,
  is_site_online INTEGER NOT NULL DEFAULT 1 CHECK (is_site_online IN (0, 1)),
  is_shop_online INTEGER NOT NULL DEFAULT 1 CHECK (is_shop_online IN (0, 1)),
  html_header TEXT NOT NULL DEFAULT '',
  html_footer_top TEXT NOT NULL DEFAULT '',
  html_footer_bottom TEXT NOT NULL DEFAULT '',
  html_footer_logos TEXT NOT NULL DEFAULT '',
  login_url TEXT NOT NULL,
  logout_url TEXT NOT NULL,
  webshop_url TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- One JSON document because the shape is owned by the app's valibot schema:
-- { header: { logoLink, basketLink, webshopLink },
--   menu: { sidePanel: 'left'|'right', ... flags },
--   events: { cardStyle: 1|2|3 },
--   cookies: { tagManagerId, ... },
--   errors: { "<statusCode>": "<html url>" },
--   stickyOverlayButton, currency, quickBuy,
--   detailSections: { event: [...], production: [...] },
--   map: { ... } }
CREATE TABLE design_settings (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  data TEXT NOT NULL CHECK (json_valid(data)),
  updated_at TEXT NOT NULL
);

CREATE TABLE languages (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE CHECK (code IN ('de', 'en')),
  name TEXT NOT NULL,
  iso TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0
);

-- ---------------------------------------------------------------------------
-- Pages and their module trees
-- ---------------------------------------------------------------------------

-- Deleting a page deletes its subtree, modules and versions.
CREATE TABLE pages (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES pages (id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  path_de TEXT NOT NULL UNIQUE CHECK (substr(path_de, 1, 1) = '/'),
  path_en TEXT NOT NULL UNIQUE CHECK (substr(path_en, 1, 1) = '/'),
  -- 'home' | 'page' | 'legal' | 'division' | 'landing': lets the app pick page chrome.
  content_type TEXT NOT NULL DEFAULT 'page',
  title_de TEXT NOT NULL,
  title_en TEXT NOT NULL,
  headline_de TEXT,
  headline_en TEXT,
  is_online INTEGER NOT NULL DEFAULT 1 CHECK (is_online IN (0, 1)),
  is_clickable INTEGER NOT NULL DEFAULT 1 CHECK (is_clickable IN (0, 1)),
  in_menu INTEGER NOT NULL DEFAULT 0 CHECK (in_menu IN (0, 1)),
  in_footer INTEGER NOT NULL DEFAULT 0 CHECK (in_footer IN (0, 1)),
  meta_title_de TEXT,
  meta_title_en TEXT,
  meta_description_de TEXT,
  meta_description_en TEXT,
  og_title_de TEXT,
  og_title_en TEXT,
  og_description_de TEXT,
  og_description_en TEXT,
  og_image TEXT,
  og_type TEXT NOT NULL DEFAULT 'website',
  is_landing_page INTEGER NOT NULL DEFAULT 0 CHECK (is_landing_page IN (0, 1)),
  theme TEXT NOT NULL DEFAULT 'wkm' CHECK (theme IN ('wkm', 'so', 'ba', 'ti', 'wa')),
  background TEXT CHECK (background IN ('cc01', 'cc02', 'cc03')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX pages_parent ON pages (parent_id, position);

-- A page holds one module tree per language. Top-level rows (parent_id NULL) are the
-- containers/sections; children point to their parent and, inside a multi-column section,
-- carry the column they sit in (column_index, 0-based, matching data.columns[].index).
-- model is the module type key:
--   headline text link image full_teaser teaser_list teaser_item image_list image_list_item
--   slider video self_hosted_video video_item video_list audio self_hosted_audio viewer
--   venue venue_list html logo_list logo_item form hero_media section blog_teaser_list
--   two_columns event_list highlight_teasers anchor_list quote faq faq_item social_media
--   image_alias
-- data holds the module's SPEC §3 fields (validated by the app's per-module schema) except
-- online_from/online_to: the visibility window lives in those columns only (NULL = unbounded).
CREATE TABLE page_modules (
  id INTEGER PRIMARY KEY,
  page_id INTEGER NOT NULL REFERENCES pages (id) ON DELETE CASCADE,
  lang TEXT NOT NULL CHECK (lang IN ('de', 'en')),
  parent_id INTEGER REFERENCES page_modules (id) ON DELETE CASCADE,
  column_index INTEGER CHECK (column_index >= 0),
  position INTEGER NOT NULL DEFAULT 0,
  model TEXT NOT NULL,
  slug TEXT,
  data TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(data)),
  online_from TEXT,
  online_to TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX page_modules_tree ON page_modules (page_id, lang, parent_id, position);
CREATE INDEX page_modules_parent ON page_modules (parent_id, column_index, position);
-- /{lang}/pageeditor-api/container/by-slug/{slug}
CREATE UNIQUE INDEX page_modules_slug ON page_modules (lang, slug) WHERE slug IS NOT NULL;

-- ---------------------------------------------------------------------------
-- Taxonomies and places
-- ---------------------------------------------------------------------------

CREATE TABLE seasons (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name_de TEXT NOT NULL,
  name_en TEXT NOT NULL,
  date_start TEXT NOT NULL,
  date_end TEXT NOT NULL,
  show_in_filter INTEGER NOT NULL DEFAULT 1 CHECK (show_in_filter IN (0, 1))
);
CREATE INDEX seasons_date ON seasons (date_start);

CREATE TABLE venues (
  id INTEGER PRIMARY KEY,
  slug_de TEXT NOT NULL,
  slug_en TEXT NOT NULL,
  name_de TEXT NOT NULL,
  name_en TEXT NOT NULL,
  street TEXT,
  postal_code TEXT,
  city TEXT,
  country TEXT NOT NULL DEFAULT 'DE',
  lat REAL,
  lng REAL,
  phone TEXT,
  email TEXT,
  website TEXT,
  description_de TEXT,
  description_en TEXT,
  image TEXT,
  theme TEXT NOT NULL DEFAULT 'wkm' CHECK (theme IN ('wkm', 'so', 'ba', 'ti', 'wa'))
);

-- "Location" filter of the events list (filter key room).
CREATE TABLE rooms (
  id INTEGER PRIMARY KEY,
  venue_id INTEGER NOT NULL REFERENCES venues (id) ON DELETE CASCADE,
  name_de TEXT NOT NULL,
  name_en TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  show_in_filter INTEGER NOT NULL DEFAULT 1 CHECK (show_in_filter IN (0, 1))
);
CREATE INDEX rooms_venue ON rooms (venue_id, position);

CREATE TABLE series (
  id INTEGER PRIMARY KEY,
  slug_de TEXT NOT NULL,
  slug_en TEXT NOT NULL,
  name_de TEXT NOT NULL,
  name_en TEXT NOT NULL,
  description_de TEXT,
  description_en TEXT,
  image TEXT,
  theme TEXT NOT NULL DEFAULT 'wkm' CHECK (theme IN ('wkm', 'so', 'ba', 'ti', 'wa')),
  show_in_filter INTEGER NOT NULL DEFAULT 1 CHECK (show_in_filter IN (0, 1))
);

CREATE TABLE genres (
  id INTEGER PRIMARY KEY,
  name_de TEXT NOT NULL,
  name_en TEXT NOT NULL,
  show_in_filter INTEGER NOT NULL DEFAULT 1 CHECK (show_in_filter IN (0, 1))
);

CREATE TABLE exhibition_types (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name_de TEXT NOT NULL,
  name_en TEXT NOT NULL,
  show_in_filter INTEGER NOT NULL DEFAULT 1 CHECK (show_in_filter IN (0, 1))
);

CREATE TABLE event_tags (
  id INTEGER PRIMARY KEY,
  name_de TEXT NOT NULL,
  name_en TEXT NOT NULL,
  show_in_filter INTEGER NOT NULL DEFAULT 1 CHECK (show_in_filter IN (0, 1))
);

CREATE TABLE production_tags (
  id INTEGER PRIMARY KEY,
  name_de TEXT NOT NULL,
  name_en TEXT NOT NULL,
  show_in_filter INTEGER NOT NULL DEFAULT 1 CHECK (show_in_filter IN (0, 1))
);

-- ---------------------------------------------------------------------------
-- Productions, people, events
-- ---------------------------------------------------------------------------

-- description_* is sanitised rich-text HTML.
CREATE TABLE productions (
  id INTEGER PRIMARY KEY,
  slug_de TEXT NOT NULL,
  slug_en TEXT NOT NULL,
  title_de TEXT NOT NULL,
  title_en TEXT NOT NULL,
  subtitle_de TEXT,
  subtitle_en TEXT,
  description_de TEXT,
  description_en TEXT,
  image TEXT,
  season_id INTEGER REFERENCES seasons (id) ON DELETE SET NULL,
  exhibition_type_id INTEGER REFERENCES exhibition_types (id) ON DELETE SET NULL,
  genre_id INTEGER REFERENCES genres (id) ON DELETE SET NULL,
  theme TEXT NOT NULL DEFAULT 'wkm' CHECK (theme IN ('wkm', 'so', 'ba', 'ti', 'wa')),
  is_online INTEGER NOT NULL DEFAULT 1 CHECK (is_online IN (0, 1)),
  updated_at TEXT NOT NULL
);
CREATE INDEX productions_season ON productions (season_id);
CREATE INDEX productions_exhibition_type ON productions (exhibition_type_id);
CREATE INDEX productions_genre ON productions (genre_id);

CREATE TABLE production_tags_map (
  production_id INTEGER NOT NULL REFERENCES productions (id) ON DELETE CASCADE,
  tag_id INTEGER NOT NULL REFERENCES production_tags (id) ON DELETE CASCADE,
  PRIMARY KEY (production_id, tag_id)
) WITHOUT ROWID;
CREATE INDEX production_tags_map_tag ON production_tags_map (tag_id, production_id);

-- bio_* is sanitised rich-text HTML.
CREATE TABLE persons (
  id INTEGER PRIMARY KEY,
  slug_de TEXT NOT NULL,
  slug_en TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  position_de TEXT,
  position_en TEXT,
  email TEXT,
  phone TEXT,
  bio_de TEXT,
  bio_en TEXT,
  image TEXT
);
CREATE INDEX persons_name ON persons (last_name, first_name);

-- Groups of the ensemble/team page.
CREATE TABLE person_categories (
  id INTEGER PRIMARY KEY,
  name_de TEXT NOT NULL,
  name_en TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE person_category_map (
  person_id INTEGER NOT NULL REFERENCES persons (id) ON DELETE CASCADE,
  category_id INTEGER NOT NULL REFERENCES person_categories (id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (person_id, category_id)
) WITHOUT ROWID;
CREATE INDEX person_category_map_category ON person_category_map (category_id, position);

CREATE TABLE production_persons (
  id INTEGER PRIMARY KEY,
  production_id INTEGER NOT NULL REFERENCES productions (id) ON DELETE CASCADE,
  person_id INTEGER NOT NULL REFERENCES persons (id) ON DELETE CASCADE,
  role_de TEXT,
  role_en TEXT,
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX production_persons_production ON production_persons (production_id, position);
CREATE INDEX production_persons_person ON production_persons (person_id);

-- A performance. id_jet is the ticketing system's id (SPEC: idJet of the booking widget).
-- description_* is sanitised rich-text HTML; event_type_new is a free type key
-- ('performance', 'premiere', 'concert', 'guided_tour', 'workshop', 'exhibition', ...).
CREATE TABLE events (
  id INTEGER PRIMARY KEY,
  id_jet INTEGER UNIQUE,
  production_id INTEGER REFERENCES productions (id) ON DELETE SET NULL,
  slug_de TEXT NOT NULL,
  slug_en TEXT NOT NULL,
  title_de TEXT NOT NULL,
  title_en TEXT NOT NULL,
  subtitle_de TEXT,
  subtitle_en TEXT,
  description_de TEXT,
  description_en TEXT,
  date_start TEXT NOT NULL,
  date_end TEXT,
  room_id INTEGER REFERENCES rooms (id) ON DELETE SET NULL,
  exhibition_type_id INTEGER REFERENCES exhibition_types (id) ON DELETE SET NULL,
  genre_id INTEGER REFERENCES genres (id) ON DELETE SET NULL,
  series_id INTEGER REFERENCES series (id) ON DELETE SET NULL,
  event_type_new TEXT,
  status TEXT NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'cancelled', 'postponed')),
  has_tickets INTEGER NOT NULL DEFAULT 1 CHECK (has_tickets IN (0, 1)),
  ticket_url TEXT,
  image TEXT,
  is_online INTEGER NOT NULL DEFAULT 1 CHECK (is_online IN (0, 1)),
  theme TEXT NOT NULL DEFAULT 'wkm' CHECK (theme IN ('wkm', 'so', 'ba', 'ti', 'wa')),
  updated_at TEXT NOT NULL
);
-- The events list is always "online, from a date, by date": every filter index ends in date_start.
CREATE INDEX events_date ON events (is_online, date_start);
CREATE INDEX events_room_date ON events (room_id, date_start);
CREATE INDEX events_exhibition_type_date ON events (exhibition_type_id, date_start);
CREATE INDEX events_genre_date ON events (genre_id, date_start);
CREATE INDEX events_series_date ON events (series_id, date_start);
CREATE INDEX events_production_date ON events (production_id, date_start);

CREATE TABLE event_tags_map (
  event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  tag_id INTEGER NOT NULL REFERENCES event_tags (id) ON DELETE CASCADE,
  PRIMARY KEY (event_id, tag_id)
) WITHOUT ROWID;
CREATE INDEX event_tags_map_tag ON event_tags_map (tag_id, event_id);

CREATE TABLE event_persons (
  id INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  person_id INTEGER NOT NULL REFERENCES persons (id) ON DELETE CASCADE,
  role_de TEXT,
  role_en TEXT,
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX event_persons_event ON event_persons (event_id, position);
CREATE INDEX event_persons_person ON event_persons (person_id);

-- name_* is the API's seat_group label. status: 0 hidden, 1 available.
-- capacity is the seat count handed to the ticket-inventory Durable Object.
CREATE TABLE seat_groups (
  id INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  name_de TEXT NOT NULL,
  name_en TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  text_de TEXT,
  text_en TEXT,
  capacity INTEGER NOT NULL DEFAULT 0 CHECK (capacity >= 0),
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX seat_groups_event ON seat_groups (event_id, position);

-- is_full_price marks the one price shown in the seat group's main list; the rest are discounts.
CREATE TABLE prices (
  id INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  seat_group_id INTEGER NOT NULL REFERENCES seat_groups (id) ON DELETE CASCADE,
  sale_type_id INTEGER NOT NULL,
  price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
  name_de TEXT NOT NULL,
  name_en TEXT NOT NULL,
  text_de TEXT,
  text_en TEXT,
  is_full_price INTEGER NOT NULL DEFAULT 0 CHECK (is_full_price IN (0, 1)),
  has_discounts INTEGER NOT NULL DEFAULT 0 CHECK (has_discounts IN (0, 1)),
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX prices_event ON prices (event_id, seat_group_id, position);
CREATE INDEX prices_seat_group ON prices (seat_group_id);

-- status 0 = not offered. seat_group_id NULL = the slot applies to all seat groups of the event.
-- time_start is wall-clock time in Europe/Berlin on the event's day.
CREATE TABLE timeslots (
  id INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  seat_group_id INTEGER REFERENCES seat_groups (id) ON DELETE CASCADE,
  time_start TEXT NOT NULL CHECK (time_start GLOB '[0-2][0-9]:[0-5][0-9]:[0-5][0-9]'),
  status INTEGER NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  block_id INTEGER NOT NULL,
  capacity INTEGER NOT NULL DEFAULT 0 CHECK (capacity >= 0)
);
CREATE INDEX timeslots_event ON timeslots (event_id, time_start);
CREATE INDEX timeslots_seat_group ON timeslots (seat_group_id);

-- Teasers mixed into the events list; position is a date ('YYYY-MM-DD'), placed at the end of that day.
CREATE TABLE event_teasers (
  id INTEGER PRIMARY KEY,
  name_de TEXT NOT NULL,
  name_en TEXT NOT NULL,
  link TEXT,
  preline_de TEXT,
  preline_en TEXT,
  headline_de TEXT NOT NULL,
  headline_en TEXT NOT NULL,
  subline_de TEXT,
  subline_en TEXT,
  link_text_de TEXT,
  link_text_en TEXT,
  image TEXT,
  position TEXT NOT NULL CHECK (position GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  is_online INTEGER NOT NULL DEFAULT 1 CHECK (is_online IN (0, 1))
);
CREATE INDEX event_teasers_position ON event_teasers (position);

-- ---------------------------------------------------------------------------
-- Magazine
-- ---------------------------------------------------------------------------

CREATE TABLE article_categories (
  id INTEGER PRIMARY KEY,
  slug_de TEXT NOT NULL,
  slug_en TEXT NOT NULL,
  name_de TEXT NOT NULL,
  name_en TEXT NOT NULL,
  style_name TEXT NOT NULL DEFAULT 'default',
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE article_tags (
  id INTEGER PRIMARY KEY,
  slug_de TEXT NOT NULL,
  slug_en TEXT NOT NULL,
  name_de TEXT NOT NULL,
  name_en TEXT NOT NULL
);

-- body_* is sanitised rich-text HTML; teaser_* plain text.
CREATE TABLE articles (
  id INTEGER PRIMARY KEY,
  slug_de TEXT NOT NULL,
  slug_en TEXT NOT NULL,
  title_de TEXT NOT NULL,
  title_en TEXT NOT NULL,
  teaser_de TEXT,
  teaser_en TEXT,
  body_de TEXT,
  body_en TEXT,
  image TEXT,
  author TEXT,
  published_at TEXT NOT NULL,
  category_id INTEGER REFERENCES article_categories (id) ON DELETE SET NULL,
  is_online INTEGER NOT NULL DEFAULT 1 CHECK (is_online IN (0, 1)),
  updated_at TEXT NOT NULL
);
CREATE INDEX articles_published ON articles (is_online, published_at);
CREATE INDEX articles_category_published ON articles (category_id, published_at);

CREATE TABLE article_tags_map (
  article_id INTEGER NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  tag_id INTEGER NOT NULL REFERENCES article_tags (id) ON DELETE CASCADE,
  PRIMARY KEY (article_id, tag_id)
) WITHOUT ROWID;
CREATE INDEX article_tags_map_tag ON article_tags_map (tag_id, article_id);

-- ---------------------------------------------------------------------------
-- Forms
-- ---------------------------------------------------------------------------

-- hubspot_id set = the form is rendered by the external form service instead of our fields.
CREATE TABLE forms (
  id INTEGER PRIMARY KEY,
  slug_de TEXT NOT NULL,
  slug_en TEXT NOT NULL,
  title_de TEXT NOT NULL,
  title_en TEXT NOT NULL,
  intro_de TEXT,
  intro_en TEXT,
  hubspot_id TEXT,
  is_online INTEGER NOT NULL DEFAULT 1 CHECK (is_online IN (0, 1))
);

-- field_type:
--    1 text          default_value: string or null
--    2 textarea      string or null
--    3 email         string or null
--    4 number        number or null
--    5 checkboxes    list of choice values ([] when none)
--    6 radio         choice value or null
--    7 multi-select  list of choice values ([] when none)
--    8 select        choice value or null
--    9 date          always null
--   10 file          null (value is a temp_files key)
--   11 hidden        string
--   12 checkbox      boolean (single consent box)
-- choices: JSON array of { value, label_de, label_en } (types 5-8; [] otherwise).
-- The API appends the e-mail confirmation field (slug 'email2'); it is not stored.
CREATE TABLE form_fields (
  id INTEGER PRIMARY KEY,
  form_id INTEGER NOT NULL REFERENCES forms (id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  slug TEXT NOT NULL,
  label_de TEXT NOT NULL,
  label_en TEXT NOT NULL,
  field_type INTEGER NOT NULL CHECK (field_type BETWEEN 1 AND 12),
  required INTEGER NOT NULL DEFAULT 0 CHECK (required IN (0, 1)),
  visible INTEGER NOT NULL DEFAULT 1 CHECK (visible IN (0, 1)),
  choices TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(choices) AND json_type(choices) = 'array'),
  default_value TEXT NOT NULL DEFAULT 'null' CHECK (json_valid(default_value)),
  placeholder_de TEXT,
  placeholder_en TEXT,
  help_de TEXT,
  help_en TEXT,
  UNIQUE (form_id, slug)
);
CREATE INDEX form_fields_form ON form_fields (form_id, position);

-- Submissions are kept when a form is edited; a form with entries cannot be deleted.
CREATE TABLE form_entries (
  id INTEGER PRIMARY KEY,
  form_id INTEGER NOT NULL REFERENCES forms (id) ON DELETE RESTRICT,
  lang TEXT NOT NULL CHECK (lang IN ('de', 'en')),
  field_values TEXT NOT NULL CHECK (json_valid(field_values) AND json_type(field_values) = 'object'),
  ip_hash TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX form_entries_form ON form_entries (form_id, created_at);

-- Uploads of form file fields, stored in R2 under key until the entry references them.
CREATE TABLE temp_files (
  id INTEGER PRIMARY KEY,
  key TEXT NOT NULL UNIQUE,
  form_id INTEGER REFERENCES forms (id) ON DELETE SET NULL,
  file_name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL CHECK (size >= 0),
  created_at TEXT NOT NULL
);
CREATE INDEX temp_files_created ON temp_files (created_at);

-- ---------------------------------------------------------------------------
-- Navigation, redirects, alerts, opening hours
-- ---------------------------------------------------------------------------

-- Paths include the language prefix ('/de/alt/spielplan'), as the router compares full paths.
CREATE TABLE redirects (
  id INTEGER PRIMARY KEY,
  old_path TEXT NOT NULL UNIQUE,
  new_path TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE breaking_news (
  id INTEGER PRIMARY KEY,
  title_de TEXT NOT NULL,
  title_en TEXT NOT NULL,
  text_de TEXT,
  text_en TEXT,
  link TEXT,
  link_title_de TEXT,
  link_title_en TEXT,
  is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
  online_from TEXT,
  online_to TEXT
);
CREATE INDEX breaking_news_active ON breaking_news (is_active, online_from);

-- weekday 0 = Monday … 6 = Sunday; several rows per weekday = several opening ranges.
-- Times 'HH:MM:SS'; closed = 1 means closed all day (times NULL).
CREATE TABLE opening_hours (
  id INTEGER PRIMARY KEY,
  weekday INTEGER NOT NULL CHECK (weekday BETWEEN 0 AND 6),
  time_from TEXT,
  time_to TEXT,
  closed INTEGER NOT NULL DEFAULT 0 CHECK (closed IN (0, 1)),
  alternative_link_url TEXT,
  alternative_text_de TEXT,
  alternative_text_en TEXT
);
CREATE INDEX opening_hours_weekday ON opening_hours (weekday, time_from);

-- Rows for a date replace the weekday's regular hours.
CREATE TABLE opening_hours_exceptions (
  id INTEGER PRIMARY KEY,
  date TEXT NOT NULL CHECK (date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  time_from TEXT,
  time_to TEXT,
  closed INTEGER NOT NULL DEFAULT 0 CHECK (closed IN (0, 1)),
  alternative_link_url TEXT,
  alternative_text_de TEXT,
  alternative_text_en TEXT
);
CREATE INDEX opening_hours_exceptions_date ON opening_hours_exceptions (date, time_from);

-- A menu entry links to a page (its path per language) or to url_* (page_id NULL);
-- url_* holds full paths with language prefix or absolute URLs (is_external = 1).
CREATE TABLE menu_items (
  id INTEGER PRIMARY KEY,
  menu TEXT NOT NULL CHECK (menu IN ('main', 'secondary', 'footer')),
  parent_id INTEGER REFERENCES menu_items (id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  page_id INTEGER REFERENCES pages (id) ON DELETE CASCADE,
  url_de TEXT,
  url_en TEXT,
  name_de TEXT NOT NULL,
  name_en TEXT NOT NULL,
  has_tab_navigation INTEGER NOT NULL DEFAULT 0 CHECK (has_tab_navigation IN (0, 1)),
  is_external INTEGER NOT NULL DEFAULT 0 CHECK (is_external IN (0, 1)),
  CHECK (page_id IS NOT NULL OR (url_de IS NOT NULL AND url_en IS NOT NULL))
);
CREATE INDEX menu_items_menu ON menu_items (menu, parent_id, position);
CREATE INDEX menu_items_page ON menu_items (page_id);

-- Paths (without language prefix) served with a noindex robots directive.
CREATE TABLE noindex_paths (
  id INTEGER PRIMARY KEY,
  lang TEXT NOT NULL CHECK (lang IN ('de', 'en')),
  path TEXT NOT NULL,
  UNIQUE (lang, path)
);
