-- Editing (ADR 0020). Every page and module row carries a revision that each save raises; a
-- save naming an older revision is refused (409) and writes nothing.
ALTER TABLE pages ADD COLUMN revision INTEGER NOT NULL DEFAULT 1 CHECK (revision >= 1);
ALTER TABLE page_modules ADD COLUMN revision INTEGER NOT NULL DEFAULT 1 CHECK (revision >= 1);

-- What a version was saved for ('module.update', 'page.update', 'version.restore' …), and the
-- module or page it concerned, for the versions list.
ALTER TABLE page_versions ADD COLUMN action TEXT NOT NULL DEFAULT 'save';
ALTER TABLE page_versions ADD COLUMN object_id INTEGER;

-- Undo (SPEC §4): before each change of a section its rows as they were are pushed here; undo
-- puts the newest back and drops it. Kept after the section itself is deleted, so a deleted
-- section can be brought back; section_id is therefore no foreign key.
CREATE TABLE section_backups (
  id INTEGER PRIMARY KEY,
  section_id INTEGER NOT NULL,
  page_id INTEGER NOT NULL REFERENCES pages (id) ON DELETE CASCADE,
  lang TEXT NOT NULL CHECK (lang IN ('de', 'en')),
  rows TEXT NOT NULL CHECK (json_valid(rows)),
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX section_backups_section ON section_backups (section_id, id);

-- Never holds a row: a save's batch starts with an INSERT here that selects a row only when a
-- revision it was given is no longer current, and the trigger then aborts the whole batch, so
-- the check and the writes are one transaction.
CREATE TABLE stale_writes (object TEXT NOT NULL);
CREATE TRIGGER stale_writes_abort BEFORE INSERT ON stale_writes
BEGIN
  SELECT RAISE(ABORT, 'stale_revision');
END;
