-- The back office (issue 27): every item an editor changes in the hub carries a revision that
-- each save raises (a save naming an older one is refused, 409), keeps its versions, and gets
-- ids from id_counters like pages and modules, so a save can name the rows it creates.

ALTER TABLE events ADD COLUMN revision INTEGER NOT NULL DEFAULT 1 CHECK (revision >= 1);
ALTER TABLE productions ADD COLUMN revision INTEGER NOT NULL DEFAULT 1 CHECK (revision >= 1);
ALTER TABLE seasons ADD COLUMN revision INTEGER NOT NULL DEFAULT 1 CHECK (revision >= 1);
ALTER TABLE persons ADD COLUMN revision INTEGER NOT NULL DEFAULT 1 CHECK (revision >= 1);
ALTER TABLE person_categories ADD COLUMN revision INTEGER NOT NULL DEFAULT 1 CHECK (revision >= 1);
ALTER TABLE venues ADD COLUMN revision INTEGER NOT NULL DEFAULT 1 CHECK (revision >= 1);
ALTER TABLE series ADD COLUMN revision INTEGER NOT NULL DEFAULT 1 CHECK (revision >= 1);
ALTER TABLE genres ADD COLUMN revision INTEGER NOT NULL DEFAULT 1 CHECK (revision >= 1);
ALTER TABLE exhibition_types ADD COLUMN revision INTEGER NOT NULL DEFAULT 1 CHECK (revision >= 1);
ALTER TABLE event_tags ADD COLUMN revision INTEGER NOT NULL DEFAULT 1 CHECK (revision >= 1);
ALTER TABLE production_tags ADD COLUMN revision INTEGER NOT NULL DEFAULT 1 CHECK (revision >= 1);
ALTER TABLE articles ADD COLUMN revision INTEGER NOT NULL DEFAULT 1 CHECK (revision >= 1);
ALTER TABLE article_categories ADD COLUMN revision INTEGER NOT NULL DEFAULT 1 CHECK (revision >= 1);
ALTER TABLE article_tags ADD COLUMN revision INTEGER NOT NULL DEFAULT 1 CHECK (revision >= 1);
ALTER TABLE forms ADD COLUMN revision INTEGER NOT NULL DEFAULT 1 CHECK (revision >= 1);
ALTER TABLE event_teasers ADD COLUMN revision INTEGER NOT NULL DEFAULT 1 CHECK (revision >= 1);

-- A date moved to another day keeps where it was (schema.org previousStartDate): with it set
-- and status 'scheduled' the date counts as rescheduled (JSON-LD EventRescheduled).
ALTER TABLE events ADD COLUMN previous_date_start TEXT;

-- Every save of a back-office item: who, when, what (create, update, delete, …) and the item
-- as the API reads it before and after (NULL before a create and after a delete).
CREATE TABLE item_versions (
  id INTEGER PRIMARY KEY,
  resource TEXT NOT NULL,
  item_id INTEGER NOT NULL,
  action TEXT NOT NULL,
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  before TEXT CHECK (before IS NULL OR json_valid(before)),
  after TEXT CHECK (after IS NULL OR json_valid(after)),
  created_at TEXT NOT NULL
);
CREATE INDEX item_versions_item ON item_versions (resource, item_id, created_at);

INSERT INTO id_counters (name, next) SELECT 'events', coalesce(max(id), 0) + 1 FROM events;
INSERT INTO id_counters (name, next) SELECT 'productions', coalesce(max(id), 0) + 1 FROM productions;
INSERT INTO id_counters (name, next) SELECT 'seasons', coalesce(max(id), 0) + 1 FROM seasons;
INSERT INTO id_counters (name, next) SELECT 'persons', coalesce(max(id), 0) + 1 FROM persons;
INSERT INTO id_counters (name, next) SELECT 'person_categories', coalesce(max(id), 0) + 1 FROM person_categories;
INSERT INTO id_counters (name, next) SELECT 'venues', coalesce(max(id), 0) + 1 FROM venues;
INSERT INTO id_counters (name, next) SELECT 'rooms', coalesce(max(id), 0) + 1 FROM rooms;
INSERT INTO id_counters (name, next) SELECT 'series', coalesce(max(id), 0) + 1 FROM series;
INSERT INTO id_counters (name, next) SELECT 'genres', coalesce(max(id), 0) + 1 FROM genres;
INSERT INTO id_counters (name, next) SELECT 'exhibition_types', coalesce(max(id), 0) + 1 FROM exhibition_types;
INSERT INTO id_counters (name, next) SELECT 'event_tags', coalesce(max(id), 0) + 1 FROM event_tags;
INSERT INTO id_counters (name, next) SELECT 'production_tags', coalesce(max(id), 0) + 1 FROM production_tags;
INSERT INTO id_counters (name, next) SELECT 'articles', coalesce(max(id), 0) + 1 FROM articles;
INSERT INTO id_counters (name, next) SELECT 'article_categories', coalesce(max(id), 0) + 1 FROM article_categories;
INSERT INTO id_counters (name, next) SELECT 'article_tags', coalesce(max(id), 0) + 1 FROM article_tags;
INSERT INTO id_counters (name, next) SELECT 'forms', coalesce(max(id), 0) + 1 FROM forms;
INSERT INTO id_counters (name, next) SELECT 'form_fields', coalesce(max(id), 0) + 1 FROM form_fields;
INSERT INTO id_counters (name, next) SELECT 'event_teasers', coalesce(max(id), 0) + 1 FROM event_teasers;
INSERT INTO id_counters (name, next) SELECT 'seat_groups', coalesce(max(id), 0) + 1 FROM seat_groups;
INSERT INTO id_counters (name, next) SELECT 'prices', coalesce(max(id), 0) + 1 FROM prices;
INSERT INTO id_counters (name, next) SELECT 'timeslots', coalesce(max(id), 0) + 1 FROM timeslots;
