-- Every save of the hub's site settings (issue 25) keeps who saved which area when, with the
-- area's state before and after, as the JSON the settings API reads and writes.
-- area: 'site' | 'design' | 'menus' | 'breaking_news' | 'opening_hours' | 'noindex' | …
CREATE TABLE settings_versions (
  id INTEGER PRIMARY KEY,
  area TEXT NOT NULL,
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  before TEXT NOT NULL CHECK (json_valid(before)),
  after TEXT NOT NULL CHECK (json_valid(after)),
  created_at TEXT NOT NULL
);
CREATE INDEX settings_versions_area ON settings_versions (area, created_at);
