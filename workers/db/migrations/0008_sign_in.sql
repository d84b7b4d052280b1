-- Sign-in: sessions get an absolute expiry beside the idle one, and identity events more kinds.

-- expires_at: the idle expiry, moved forward while the session is used; absolute_expires_at: the
-- latest moment the session lives, whatever its use. A session is valid before both.
CREATE TABLE sessions_new (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  absolute_expires_at TEXT NOT NULL
) WITHOUT ROWID;
INSERT INTO sessions_new (token_hash, user_id, created_at, expires_at, absolute_expires_at)
  SELECT token_hash, user_id, created_at, expires_at, expires_at FROM sessions;
DROP TABLE sessions;
ALTER TABLE sessions_new RENAME TO sessions;
CREATE INDEX sessions_user ON sessions (user_id);
CREATE INDEX sessions_expires ON sessions (expires_at);
CREATE INDEX sessions_absolute_expires ON sessions (absolute_expires_at);

-- SQLite cannot change a CHECK constraint: the table is rebuilt with the new kinds.
-- login_locked: an attempt refused by the rate limit (the first of its window);
-- password_changed: an editor set a new password, ending their other sessions.
CREATE TABLE identity_events_new (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('login_ok', 'login_failed', 'login_locked', 'logout', 'password_changed')),
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  email TEXT,
  ip_hash TEXT,
  created_at TEXT NOT NULL
);
INSERT INTO identity_events_new (id, kind, user_id, email, ip_hash, created_at)
  SELECT id, kind, user_id, email, ip_hash, created_at FROM identity_events;
DROP TABLE identity_events;
ALTER TABLE identity_events_new RENAME TO identity_events;
CREATE INDEX identity_events_created ON identity_events (created_at);
CREATE INDEX identity_events_ip ON identity_events (ip_hash, created_at);
CREATE INDEX identity_events_user ON identity_events (user_id, created_at);
