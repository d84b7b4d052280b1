-- The search keywords panel and the overview's search series (issue 25) read a daily aggregate
-- instead of every search of the period: one row per UTC day (substr(created_at, 1, 10), the
-- days the period filters compare) and term, at most days × terms rows however many searches.
-- `first_at`/`last_at` are the day's first and last search of the term; `last_result_count`
-- what the last one found (the highest, when several share that instant).
CREATE TABLE search_terms_daily (
  day TEXT NOT NULL,
  lang TEXT NOT NULL,
  keyword TEXT NOT NULL,
  count INTEGER NOT NULL,
  no_result_count INTEGER NOT NULL,
  first_at TEXT NOT NULL,
  last_at TEXT NOT NULL,
  last_result_count INTEGER NOT NULL,
  PRIMARY KEY (day, lang, keyword)
) WITHOUT ROWID;

-- The searches logged so far. Keywords are already lower-cased (0015).
INSERT INTO search_terms_daily (day, lang, keyword, count, no_result_count, first_at, last_at, last_result_count)
  SELECT substr(created_at, 1, 10), lang, keyword, count(*), sum(result_count = 0), min(created_at), max(created_at), 0
    FROM search_keywords GROUP BY 1, 2, 3;
UPDATE search_terms_daily SET last_result_count = (
  SELECT max(s.result_count) FROM search_keywords s
    WHERE s.lang = search_terms_daily.lang AND s.keyword = search_terms_daily.keyword
      AND s.created_at = search_terms_daily.last_at
);

-- Nothing reads a period of single searches any more (search_keywords_term stays: a term's rows
-- of one day, for the recount below), so inserts no longer maintain this index.
DROP INDEX search_keywords_period;

-- Every search logged from now on (the search API, the seeds' bulk inserts) counts in its day.
-- The keyword is lower-cased as search_keywords_lower stores it, whichever trigger runs first.
CREATE TRIGGER search_terms_daily_insert AFTER INSERT ON search_keywords BEGIN
  INSERT INTO search_terms_daily (day, lang, keyword, count, no_result_count, first_at, last_at, last_result_count)
    VALUES (substr(NEW.created_at, 1, 10), NEW.lang, lower(NEW.keyword), 1, NEW.result_count = 0,
      NEW.created_at, NEW.created_at, NEW.result_count)
    ON CONFLICT (day, lang, keyword) DO UPDATE SET
      count = count + 1,
      no_result_count = no_result_count + excluded.no_result_count,
      first_at = min(first_at, excluded.first_at),
      last_result_count = CASE
        WHEN excluded.last_at > last_at THEN excluded.last_result_count
        WHEN excluded.last_at = last_at THEN max(last_result_count, excluded.last_result_count)
        ELSE last_result_count END,
      last_at = max(last_at, excluded.last_at);
END;

-- A deleted search (clearing the seed's tables, pruning old logs) leaves its day and term as the
-- searches still logged make them: recounted from that day's range of search_keywords_term.
-- Logged searches are not updated (search_keywords_lower's own update keeps the keyword's day
-- and term as this aggregate already counts them).
CREATE TRIGGER search_terms_daily_delete AFTER DELETE ON search_keywords BEGIN
  DELETE FROM search_terms_daily
    WHERE day = substr(OLD.created_at, 1, 10) AND lang = OLD.lang AND keyword = OLD.keyword;
  INSERT INTO search_terms_daily (day, lang, keyword, count, no_result_count, first_at, last_at, last_result_count)
    SELECT d.day, OLD.lang, OLD.keyword, d.count, d.no_result_count, d.first_at, d.last_at,
        (SELECT max(s.result_count) FROM search_keywords s
          WHERE s.lang = OLD.lang AND s.keyword = OLD.keyword AND s.created_at = d.last_at)
      FROM (
        SELECT substr(OLD.created_at, 1, 10) AS day, count(*) AS count, sum(result_count = 0) AS no_result_count,
            min(created_at) AS first_at, max(created_at) AS last_at
          FROM search_keywords
          WHERE lang = OLD.lang AND keyword = OLD.keyword AND created_at >= substr(OLD.created_at, 1, 10)
            AND created_at < date(substr(OLD.created_at, 1, 10), '+1 day')
      ) d
      WHERE d.count > 0;
END;
