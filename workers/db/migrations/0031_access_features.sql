-- Accessibility of events and productions (issue 29, ADR 0037). `access` holds the JSON the hub
-- validates (src/schemas/access.ts): { features, surtitle_languages, note_de, note_en }. On an
-- event, NULL means "as its production" (none without one); on a production, NULL means none.
ALTER TABLE events ADD COLUMN access TEXT;
ALTER TABLE productions ADD COLUMN access TEXT;

-- The features each event offers in effect (its own, else its production's), one row per
-- feature: the programme's filter reads a feature's events off the primary key, as the tag
-- filter reads event_tags_map, and never parses JSON per event. Kept by the triggers below, so
-- every writer (hub, date series, seed) keeps it right without knowing it exists.
CREATE TABLE event_access_features (
  feature TEXT NOT NULL,
  event_id INTEGER NOT NULL,
  PRIMARY KEY (feature, event_id)
) WITHOUT ROWID;

CREATE TRIGGER events_access_insert AFTER INSERT ON events BEGIN
  INSERT OR IGNORE INTO event_access_features (feature, event_id)
  SELECT f.value, NEW.id
    FROM json_each(coalesce(NEW.access, (SELECT p.access FROM productions p WHERE p.id = NEW.production_id), '{}'), '$.features') f;
END;

CREATE TRIGGER events_access_update AFTER UPDATE OF access, production_id ON events BEGIN
  DELETE FROM event_access_features WHERE event_id = OLD.id;
  INSERT OR IGNORE INTO event_access_features (feature, event_id)
  SELECT f.value, NEW.id
    FROM json_each(coalesce(NEW.access, (SELECT p.access FROM productions p WHERE p.id = NEW.production_id), '{}'), '$.features') f;
END;

CREATE TRIGGER events_access_delete AFTER DELETE ON events BEGIN
  DELETE FROM event_access_features WHERE event_id = OLD.id;
END;

-- A production's change reaches the events that inherit it.
CREATE TRIGGER productions_access_update AFTER UPDATE OF access ON productions BEGIN
  DELETE FROM event_access_features
   WHERE event_id IN (SELECT e.id FROM events e WHERE e.production_id = NEW.id AND e.access IS NULL);
  INSERT OR IGNORE INTO event_access_features (feature, event_id)
  SELECT f.value, e.id
    FROM events e, json_each(coalesce(NEW.access, '{}'), '$.features') f
   WHERE e.production_id = NEW.id AND e.access IS NULL;
END;

-- Deleting a production unlinks its events (ON DELETE SET NULL): those that inherited keep nothing.
CREATE TRIGGER productions_access_delete BEFORE DELETE ON productions BEGIN
  DELETE FROM event_access_features
   WHERE event_id IN (SELECT e.id FROM events e WHERE e.production_id = OLD.id AND e.access IS NULL);
END;
