-- Site search: one FTS5 index over events, productions, articles, pages, persons and venues,
-- one row per entity and language, kept in sync by triggers.
--
-- rowid = ref_id * 16 + kind_code * 2 + (lang = 'en'), kind_code: event 0, production 1,
-- article 2, page 3, person 4, venue 5. The triggers address rows by this rowid because
-- filtering an FTS5 table on UNINDEXED columns scans the whole table.
--
-- Only online entities are indexed, so search needs no join to hide offline content.
-- date: events date_start, articles published_at, otherwise NULL (lets /api/search/events
-- order and drop past events without a join).
--
-- Query examples:
--   SELECT kind, ref_id, title FROM search_index
--   WHERE search_index MATCH 'marchen*' AND lang = 'de' ORDER BY rank;     -- finds 'Märchen'
--   ... WHERE search_index MATCH 'title : somm*'                           -- autocomplete
-- Full rebuild: DELETE FROM search_index, then INSERT INTO search_index (rowid, kind, ref_id,
-- lang, date, title, body) SELECT * FROM search_documents_<table> for each of the six views.
CREATE VIRTUAL TABLE search_index USING fts5 (
  kind UNINDEXED,
  ref_id UNINDEXED,
  lang UNINDEXED,
  date UNINDEXED,
  title,
  body,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3 4'
);

CREATE VIEW search_languages AS SELECT 'de' AS lang UNION ALL SELECT 'en';

-- One view per source table. D1 allows at most 5 terms in a compound SELECT, so the six
-- sources cannot be one UNION view; each view joins the two languages instead.
-- Rich text only contains the tags the editor allows (SPEC §5: bold, italic, links, lists);
-- replacing those keeps tag names out of the index and out of snippets.

CREATE VIEW search_documents_events AS
SELECT events.id * 16 + 0 + (l.lang = 'en') AS doc_id, 'event' AS kind, events.id AS ref_id, l.lang, date_start AS date,
  iif(l.lang = 'de', title_de, title_en) AS title,
  replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(
    coalesce(iif(l.lang = 'de', subtitle_de, subtitle_en), '') || ' ' || coalesce(iif(l.lang = 'de', description_de, description_en), ''),
    '</', '<'), '<p>', ' '), '<br>', ' '), '<strong>', ' '), '<em>', ' '), '<ul>', ' '), '<ol>', ' '),
    '<li>', ' '), '<a>', ' '), '<a href="', ' '), '">', ' ') AS body
FROM events CROSS JOIN search_languages l
WHERE events.is_online = 1;

CREATE VIEW search_documents_productions AS
SELECT productions.id * 16 + 2 + (l.lang = 'en') AS doc_id, 'production' AS kind, productions.id AS ref_id, l.lang, NULL AS date,
  iif(l.lang = 'de', title_de, title_en) AS title,
  replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(
    coalesce(iif(l.lang = 'de', subtitle_de, subtitle_en), '') || ' ' || coalesce(iif(l.lang = 'de', description_de, description_en), ''),
    '</', '<'), '<p>', ' '), '<br>', ' '), '<strong>', ' '), '<em>', ' '), '<ul>', ' '), '<ol>', ' '),
    '<li>', ' '), '<a>', ' '), '<a href="', ' '), '">', ' ') AS body
FROM productions CROSS JOIN search_languages l
WHERE productions.is_online = 1;

CREATE VIEW search_documents_articles AS
SELECT articles.id * 16 + 4 + (l.lang = 'en') AS doc_id, 'article' AS kind, articles.id AS ref_id, l.lang, published_at AS date,
  iif(l.lang = 'de', title_de, title_en) AS title,
  replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(
    coalesce(iif(l.lang = 'de', teaser_de, teaser_en), '') || ' ' || coalesce(iif(l.lang = 'de', body_de, body_en), ''),
    '</', '<'), '<p>', ' '), '<br>', ' '), '<strong>', ' '), '<em>', ' '), '<ul>', ' '), '<ol>', ' '),
    '<li>', ' '), '<a>', ' '), '<a href="', ' '), '">', ' ') AS body
FROM articles CROSS JOIN search_languages l
WHERE articles.is_online = 1;

CREATE VIEW search_documents_pages AS
SELECT pages.id * 16 + 6 + (l.lang = 'en') AS doc_id, 'page' AS kind, pages.id AS ref_id, l.lang, NULL AS date,
  iif(l.lang = 'de', title_de, title_en) AS title,
  replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(
    coalesce(iif(l.lang = 'de', headline_de, headline_en), '') || ' ' || coalesce(iif(l.lang = 'de', meta_description_de, meta_description_en), '') || ' ' || coalesce((
      SELECT group_concat(
        coalesce(json_extract(m.data, '$.preline'), '') || ' ' || coalesce(json_extract(m.data, '$.headline'), '') || ' ' ||
        coalesce(json_extract(m.data, '$.subline'), '') || ' ' || coalesce(json_extract(m.data, '$.title'), '') || ' ' ||
        coalesce(json_extract(m.data, '$.content'), '') || ' ' || coalesce(json_extract(m.data, '$.text'), ''), ' ')
      FROM page_modules m WHERE m.page_id = pages.id AND m.lang = l.lang), ''),
    '</', '<'), '<p>', ' '), '<br>', ' '), '<strong>', ' '), '<em>', ' '), '<ul>', ' '), '<ol>', ' '),
    '<li>', ' '), '<a>', ' '), '<a href="', ' '), '">', ' ') AS body
FROM pages CROSS JOIN search_languages l
WHERE pages.is_online = 1;

CREATE VIEW search_documents_persons AS
SELECT persons.id * 16 + 8 + (l.lang = 'en') AS doc_id, 'person' AS kind, persons.id AS ref_id, l.lang, NULL AS date,
  first_name || ' ' || last_name AS title,
  replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(
    coalesce(iif(l.lang = 'de', position_de, position_en), '') || ' ' || coalesce(iif(l.lang = 'de', bio_de, bio_en), ''),
    '</', '<'), '<p>', ' '), '<br>', ' '), '<strong>', ' '), '<em>', ' '), '<ul>', ' '), '<ol>', ' '),
    '<li>', ' '), '<a>', ' '), '<a href="', ' '), '">', ' ') AS body
FROM persons CROSS JOIN search_languages l;

CREATE VIEW search_documents_venues AS
SELECT venues.id * 16 + 10 + (l.lang = 'en') AS doc_id, 'venue' AS kind, venues.id AS ref_id, l.lang, NULL AS date,
  iif(l.lang = 'de', name_de, name_en) AS title,
  replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(
    coalesce(street, '') || ' ' || coalesce(city, '') || ' ' || coalesce(iif(l.lang = 'de', description_de, description_en), ''),
    '</', '<'), '<p>', ' '), '<br>', ' '), '<strong>', ' '), '<em>', ' '), '<ul>', ' '), '<ol>', ' '),
    '<li>', ' '), '<a>', ' '), '<a href="', ' '), '">', ' ') AS body
FROM venues CROSS JOIN search_languages l;

CREATE TRIGGER events_search_insert AFTER INSERT ON events BEGIN
  INSERT INTO search_index (rowid, kind, ref_id, lang, date, title, body)
  SELECT * FROM search_documents_events WHERE ref_id = NEW.id;
END;
CREATE TRIGGER events_search_update AFTER UPDATE ON events BEGIN
  DELETE FROM search_index WHERE rowid IN (OLD.id * 16 + 0, OLD.id * 16 + 1);
  INSERT INTO search_index (rowid, kind, ref_id, lang, date, title, body)
  SELECT * FROM search_documents_events WHERE ref_id = NEW.id;
END;
CREATE TRIGGER events_search_delete AFTER DELETE ON events BEGIN
  DELETE FROM search_index WHERE rowid IN (OLD.id * 16 + 0, OLD.id * 16 + 1);
END;

CREATE TRIGGER productions_search_insert AFTER INSERT ON productions BEGIN
  INSERT INTO search_index (rowid, kind, ref_id, lang, date, title, body)
  SELECT * FROM search_documents_productions WHERE ref_id = NEW.id;
END;
CREATE TRIGGER productions_search_update AFTER UPDATE ON productions BEGIN
  DELETE FROM search_index WHERE rowid IN (OLD.id * 16 + 2, OLD.id * 16 + 3);
  INSERT INTO search_index (rowid, kind, ref_id, lang, date, title, body)
  SELECT * FROM search_documents_productions WHERE ref_id = NEW.id;
END;
CREATE TRIGGER productions_search_delete AFTER DELETE ON productions BEGIN
  DELETE FROM search_index WHERE rowid IN (OLD.id * 16 + 2, OLD.id * 16 + 3);
END;

CREATE TRIGGER articles_search_insert AFTER INSERT ON articles BEGIN
  INSERT INTO search_index (rowid, kind, ref_id, lang, date, title, body)
  SELECT * FROM search_documents_articles WHERE ref_id = NEW.id;
END;
CREATE TRIGGER articles_search_update AFTER UPDATE ON articles BEGIN
  DELETE FROM search_index WHERE rowid IN (OLD.id * 16 + 4, OLD.id * 16 + 5);
  INSERT INTO search_index (rowid, kind, ref_id, lang, date, title, body)
  SELECT * FROM search_documents_articles WHERE ref_id = NEW.id;
END;
CREATE TRIGGER articles_search_delete AFTER DELETE ON articles BEGIN
  DELETE FROM search_index WHERE rowid IN (OLD.id * 16 + 4, OLD.id * 16 + 5);
END;

CREATE TRIGGER pages_search_insert AFTER INSERT ON pages BEGIN
  INSERT INTO search_index (rowid, kind, ref_id, lang, date, title, body)
  SELECT * FROM search_documents_pages WHERE ref_id = NEW.id;
END;
CREATE TRIGGER pages_search_update AFTER UPDATE ON pages BEGIN
  DELETE FROM search_index WHERE rowid IN (OLD.id * 16 + 6, OLD.id * 16 + 7);
  INSERT INTO search_index (rowid, kind, ref_id, lang, date, title, body)
  SELECT * FROM search_documents_pages WHERE ref_id = NEW.id;
END;
CREATE TRIGGER pages_search_delete AFTER DELETE ON pages BEGIN
  DELETE FROM search_index WHERE rowid IN (OLD.id * 16 + 6, OLD.id * 16 + 7);
END;

CREATE TRIGGER persons_search_insert AFTER INSERT ON persons BEGIN
  INSERT INTO search_index (rowid, kind, ref_id, lang, date, title, body)
  SELECT * FROM search_documents_persons WHERE ref_id = NEW.id;
END;
CREATE TRIGGER persons_search_update AFTER UPDATE ON persons BEGIN
  DELETE FROM search_index WHERE rowid IN (OLD.id * 16 + 8, OLD.id * 16 + 9);
  INSERT INTO search_index (rowid, kind, ref_id, lang, date, title, body)
  SELECT * FROM search_documents_persons WHERE ref_id = NEW.id;
END;
CREATE TRIGGER persons_search_delete AFTER DELETE ON persons BEGIN
  DELETE FROM search_index WHERE rowid IN (OLD.id * 16 + 8, OLD.id * 16 + 9);
END;

CREATE TRIGGER venues_search_insert AFTER INSERT ON venues BEGIN
  INSERT INTO search_index (rowid, kind, ref_id, lang, date, title, body)
  SELECT * FROM search_documents_venues WHERE ref_id = NEW.id;
END;
CREATE TRIGGER venues_search_update AFTER UPDATE ON venues BEGIN
  DELETE FROM search_index WHERE rowid IN (OLD.id * 16 + 10, OLD.id * 16 + 11);
  INSERT INTO search_index (rowid, kind, ref_id, lang, date, title, body)
  SELECT * FROM search_documents_venues WHERE ref_id = NEW.id;
END;
CREATE TRIGGER venues_search_delete AFTER DELETE ON venues BEGIN
  DELETE FROM search_index WHERE rowid IN (OLD.id * 16 + 10, OLD.id * 16 + 11);
END;


-- A page's document includes its module texts, so module changes refresh that language's page row.
CREATE TRIGGER page_modules_search_insert AFTER INSERT ON page_modules BEGIN
  DELETE FROM search_index WHERE rowid = NEW.page_id * 16 + 6 + (NEW.lang = 'en');
  INSERT INTO search_index (rowid, kind, ref_id, lang, date, title, body)
  SELECT * FROM search_documents_pages WHERE ref_id = NEW.page_id AND lang = NEW.lang;
END;
CREATE TRIGGER page_modules_search_update AFTER UPDATE ON page_modules BEGIN
  DELETE FROM search_index
  WHERE rowid IN (OLD.page_id * 16 + 6 + (OLD.lang = 'en'), NEW.page_id * 16 + 6 + (NEW.lang = 'en'));
  INSERT INTO search_index (rowid, kind, ref_id, lang, date, title, body)
  SELECT * FROM search_documents_pages
  WHERE (ref_id = OLD.page_id AND lang = OLD.lang) OR (ref_id = NEW.page_id AND lang = NEW.lang);
END;
CREATE TRIGGER page_modules_search_delete AFTER DELETE ON page_modules BEGIN
  DELETE FROM search_index WHERE rowid = OLD.page_id * 16 + 6 + (OLD.lang = 'en');
  INSERT INTO search_index (rowid, kind, ref_id, lang, date, title, body)
  SELECT * FROM search_documents_pages WHERE ref_id = OLD.page_id AND lang = OLD.lang;
END;
