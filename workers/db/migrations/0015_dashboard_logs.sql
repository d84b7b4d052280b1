-- The dashboard's log panels (issue 25): activity, search keywords, identity events, error log.
-- Each panel's first page and each filtered page reads an index, never the whole table.

-- Activity: filtered by action or by object type, newest first (by user: activity_log_user).
CREATE INDEX activity_log_action ON activity_log (action, created_at);
CREATE INDEX activity_log_object_type ON activity_log (object_type, created_at);

-- Search keywords: a period's terms and the overview's searches per day are counted from this
-- index alone (it covers every column they read), so the table is not visited.
DROP INDEX search_keywords_created;
CREATE INDEX search_keywords_period ON search_keywords (created_at, lang, keyword, result_count);

-- The panel groups terms as typed in any case ('Oper', 'oper'): keywords are stored lower-cased
-- (the search API lower-cases with the full Unicode rules), so a term's rows are one range of
-- search_keywords_term, where its last result and its count before the period are looked up.
-- Rows written otherwise (the seed, bulk imports) are lower-cased here, ASCII letters only.
UPDATE search_keywords SET keyword = lower(keyword) WHERE keyword <> lower(keyword);
CREATE TRIGGER search_keywords_lower AFTER INSERT ON search_keywords WHEN NEW.keyword <> lower(NEW.keyword) BEGIN
  UPDATE search_keywords SET keyword = lower(NEW.keyword) WHERE id = NEW.id;
END;
DROP INDEX search_keywords_keyword;
CREATE INDEX search_keywords_term ON search_keywords (lang, keyword, created_at, result_count);

-- Identity events: filtered by kind, newest first (by account: identity_events_user, 0008).
CREATE INDEX identity_events_kind ON identity_events (kind, created_at);

-- Error log: where the visitor came from (the page that linked to a missing one), and the path
-- the error concerns in the form the redirect list stores paths (no query, percent-escapes
-- decoded, no trailing slash), so a row is matched with redirects.old_path and grouped by it.
ALTER TABLE error_log ADD COLUMN referrer TEXT;
ALTER TABLE error_log ADD COLUMN path TEXT;

-- Rows written without a path (older rows, the seed, bulk imports) get one here: the url
-- without its query and trailing slash. The API writes the decoded form itself (insertErrorLog).
UPDATE error_log SET path = (
  SELECT iif(length(p) > 1 AND substr(p, -1) = '/', substr(p, 1, length(p) - 1), p)
    FROM (SELECT iif(instr(url, '?') > 0, substr(url, 1, instr(url, '?') - 1), url) AS p)
);
CREATE TRIGGER error_log_path AFTER INSERT ON error_log WHEN NEW.path IS NULL BEGIN
  UPDATE error_log SET path = (
    SELECT iif(length(p) > 1 AND substr(p, -1) = '/', substr(p, 1, length(p) - 1), p)
      FROM (SELECT iif(instr(NEW.url, '?') > 0, substr(NEW.url, 1, instr(NEW.url, '?') - 1), NEW.url) AS p)
  ) WHERE id = NEW.id;
END;

-- Grouped by path and status from an index alone, whichever filter narrows the rows: none or the
-- search text (error_log_path, also the last referrer of a group, for the rows of one page), a
-- status, or a period (these cover path and status, replacing error_log_created).
CREATE INDEX error_log_path ON error_log (path, status, created_at);
CREATE INDEX error_log_status ON error_log (status, path, created_at);
DROP INDEX error_log_created;
CREATE INDEX error_log_period ON error_log (created_at, path, status);
