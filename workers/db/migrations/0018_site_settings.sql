-- The hub edits breaking news (issue 25): a revision per alert refuses a stale form's save
-- (409), and new alerts take their ids from `id_counters` (ADR 0020), so the save's version
-- can name the alert it created in the same batch. Site and design settings keep `updated_at`
-- as their revision.
ALTER TABLE breaking_news ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;
INSERT INTO id_counters (name, next) SELECT 'breaking_news', coalesce(max(id), 0) + 1 FROM breaking_news;
-- The hub's lists page these in their default order (start newest first; paths A–Z) from an index.
CREATE INDEX breaking_news_online_from ON breaking_news (online_from);
CREATE INDEX noindex_paths_path ON noindex_paths (path);
