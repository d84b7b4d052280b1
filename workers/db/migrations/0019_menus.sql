-- Menu entries the hub creates (issue 25) get their ids from `id_counters` (ADR 0020), so the
-- save's settings version can name the new entry, and two entries created at once never collide.
INSERT INTO id_counters (name, next) SELECT 'menu_items', coalesce(max(id), 0) + 1 FROM menu_items;
