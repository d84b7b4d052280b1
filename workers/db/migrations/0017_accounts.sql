-- Accounts in the CMS hub (issue 25): identity events of account changes with who made them,
-- one-time set-password links, and the last active administrator kept by the database itself.

-- SQLite cannot change a CHECK constraint: the table is rebuilt with the kinds of
-- src/schemas/identity-events.ts (IDENTITY_EVENT_KINDS; a test compares the two) and the
-- acting administrator of an account change (NULL for what an account does itself).
CREATE TABLE identity_events_new (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN (
    'login_ok', 'login_failed', 'login_locked', 'logout', 'password_changed', 'account_created',
    'account_changed', 'account_deactivated', 'account_reactivated', 'password_reset', 'password_set',
    'rights_changed'
  )),
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  email TEXT,
  ip_hash TEXT,
  created_at TEXT NOT NULL,
  actor_id INTEGER REFERENCES users (id) ON DELETE SET NULL
);
INSERT INTO identity_events_new (id, kind, user_id, email, ip_hash, created_at)
  SELECT id, kind, user_id, email, ip_hash, created_at FROM identity_events;
DROP TABLE identity_events;
ALTER TABLE identity_events_new RENAME TO identity_events;
CREATE INDEX identity_events_created ON identity_events (created_at);
CREATE INDEX identity_events_ip ON identity_events (ip_hash, created_at);
CREATE INDEX identity_events_user ON identity_events (user_id, created_at);
-- The identity events panel's kind filter (migration 0015 made it; the rebuild dropped it).
CREATE INDEX identity_events_kind ON identity_events (kind, created_at);
-- The accounts list's last sign-in per account: one index seek per row.
CREATE INDEX identity_events_user_kind ON identity_events (user_id, kind, created_at);
CREATE INDEX identity_events_actor ON identity_events (actor_id);

-- A one-time link to set a password (an account made without one, or a reset): only the hash
-- of its token is stored, so a leaked table opens no account. used_at is set when it is used;
-- a new link, a password set by an administrator and a deactivation delete the unused ones.
CREATE TABLE password_links (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
) WITHOUT ROWID;
CREATE INDEX password_links_user ON password_links (user_id);
CREATE INDEX password_links_created_by ON password_links (created_by);
CREATE INDEX password_links_expires ON password_links (expires_at);

-- The last active administrator cannot be demoted or deactivated: an update that would leave
-- no other active administrator aborts its whole batch. D1 runs one write at a time, so of two
-- administrators demoting each other at the same moment the second finds the first done.
CREATE TRIGGER users_keep_an_admin BEFORE UPDATE OF is_admin, is_active ON users
  WHEN OLD.is_admin = 1 AND OLD.is_active = 1 AND (NEW.is_admin = 0 OR NEW.is_active = 0)
   AND NOT EXISTS (SELECT 1 FROM users WHERE id <> OLD.id AND is_admin = 1 AND is_active = 1)
BEGIN
  SELECT RAISE(ABORT, 'last_active_admin');
END;
