-- Refused sign-in attempts of one account from one client (ADR 0018). The first few are free;
-- each later one makes the pair wait longer before its next attempt. A successful sign-in from
-- the pair deletes its row; cron deletes rows a day after their wait ended.
-- bucket: '<sha-256 of the address>:<sha-256 of the client address>';
-- retry_at: Unix seconds from which the pair may try again;
-- refusals: attempts refused since the last counted one (the first writes the lock-out event).
CREATE TABLE sign_in_delays (
  bucket TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  retry_at INTEGER NOT NULL,
  refusals INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;
CREATE INDEX sign_in_delays_retry ON sign_in_delays (retry_at);
