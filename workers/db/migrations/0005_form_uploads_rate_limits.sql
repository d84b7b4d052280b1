-- The entry that took an upload over. Unclaimed uploads are temporary: the cron job deletes
-- them (R2 object and row) a day after upload, and a claimed one cannot be reused by another entry.
ALTER TABLE temp_files ADD COLUMN entry_id INTEGER REFERENCES form_entries (id) ON DELETE SET NULL;
CREATE INDEX temp_files_unclaimed ON temp_files (entry_id, created_at);

-- Fixed-window counters of the visitor write calls (form entries, temp files, error log).
-- bucket: '<scope>:<sha-256 of the client address>'; window_start: ISO instant the window began.
-- Counting a hit is one upsert statement, so concurrent hits cannot under-count.
CREATE TABLE rate_limits (
  bucket TEXT NOT NULL,
  window_start TEXT NOT NULL,
  hits INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (bucket, window_start)
) WITHOUT ROWID;
CREATE INDEX rate_limits_window ON rate_limits (window_start);
