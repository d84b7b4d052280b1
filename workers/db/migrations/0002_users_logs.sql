-- Editors, sessions, page versions and the dashboard's logs.

-- password_hash / password_salt: PBKDF2-SHA256, 100 000 iterations (the most Workers' WebCrypto
-- accepts), 32-byte key, 16-byte salt, both base64; NULL = no password login.
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  username TEXT NOT NULL,
  first_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL DEFAULT '',
  password_hash TEXT,
  password_salt TEXT,
  is_admin INTEGER NOT NULL DEFAULT 0 CHECK (is_admin IN (0, 1)),
  has_dashboard_online_access INTEGER NOT NULL DEFAULT 0 CHECK (has_dashboard_online_access IN (0, 1)),
  is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
  created_at TEXT NOT NULL
);

-- Only a hash of the session token is stored, so a leaked table grants no sessions.
CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX sessions_user ON sessions (user_id);
CREATE INDEX sessions_expires ON sessions (expires_at);

-- snapshot: the page row fields of that language plus its module tree, as served by
-- GET /{lang}/pageeditor-api/page/{path}?version_id=…
CREATE TABLE page_versions (
  id INTEGER PRIMARY KEY,
  page_id INTEGER NOT NULL REFERENCES pages (id) ON DELETE CASCADE,
  lang TEXT NOT NULL CHECK (lang IN ('de', 'en')),
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  snapshot TEXT NOT NULL CHECK (json_valid(snapshot)),
  created_at TEXT NOT NULL
);
CREATE INDEX page_versions_page ON page_versions (page_id, lang, created_at);

-- Editor actions for the dashboard. object_type: 'page' | 'module' | 'redirect' | …;
-- details: JSON with action-specific data.
CREATE TABLE activity_log (
  id INTEGER PRIMARY KEY,
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  action TEXT NOT NULL,
  object_type TEXT NOT NULL,
  object_id INTEGER,
  lang TEXT CHECK (lang IN ('de', 'en')),
  details TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(details)),
  created_at TEXT NOT NULL
);
CREATE INDEX activity_log_created ON activity_log (created_at);
CREATE INDEX activity_log_user ON activity_log (user_id, created_at);

CREATE TABLE search_keywords (
  id INTEGER PRIMARY KEY,
  lang TEXT NOT NULL CHECK (lang IN ('de', 'en')),
  keyword TEXT NOT NULL,
  result_count INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX search_keywords_created ON search_keywords (created_at);
CREATE INDEX search_keywords_keyword ON search_keywords (lang, keyword);

CREATE TABLE error_log (
  id INTEGER PRIMARY KEY,
  url TEXT NOT NULL,
  status INTEGER NOT NULL,
  message TEXT,
  lang TEXT CHECK (lang IN ('de', 'en')),
  created_at TEXT NOT NULL
);
CREATE INDEX error_log_created ON error_log (created_at);
CREATE INDEX error_log_url ON error_log (url);

-- Identity service events; email kept for failed logins of unknown accounts.
CREATE TABLE identity_events (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('login_ok', 'login_failed', 'logout')),
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  email TEXT,
  ip_hash TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX identity_events_created ON identity_events (created_at);
CREATE INDEX identity_events_ip ON identity_events (ip_hash, created_at);
