-- Pages and redirects get their ids from `id_counters` too (ADR 0020): a save that creates one
-- reserves its id in one statement, so creates at the same moment never take the same id.
INSERT INTO id_counters (name, next) SELECT 'pages', coalesce(max(id), 0) + 1 FROM pages;
INSERT INTO id_counters (name, next) SELECT 'redirects', coalesce(max(id), 0) + 1 FROM redirects;
