-- Module ids are never handed out twice (ADR 0020): section backups and page versions keep the
-- ids of rows deleted since, and an undo or a restore must never take a newer module for one of
-- them. `next` only grows; a save reserves ids by raising it (workers/db/page-edits.ts).
CREATE TABLE id_counters (
  name TEXT PRIMARY KEY,
  next INTEGER NOT NULL CHECK (next >= 1)
) WITHOUT ROWID;
INSERT INTO id_counters (name, next) SELECT 'page_modules', coalesce(max(id), 0) + 1 FROM page_modules;
