-- The error log panel, its export and the overview's error total (issue 25) read a daily
-- aggregate instead of every error of the period, as the search keywords do (0020): one row per
-- UTC day (substr(created_at, 1, 10), the days the period filters compare), path and status.
-- `first_seen`/`last_seen` are the day's first and last error of the group; `last_referrer` is
-- the referrer of the day's last error that had one (the latest logged, when several share that
-- instant) and `last_referrer_at` its instant, null when no error of the day had one.
-- Keyed by path first: the panel groups by path and status, so its scan needs no sort.
CREATE TABLE error_paths_daily (
  path TEXT NOT NULL,
  status INTEGER NOT NULL,
  day TEXT NOT NULL,
  count INTEGER NOT NULL,
  first_seen TEXT NOT NULL,
  last_seen TEXT NOT NULL,
  last_referrer TEXT,
  last_referrer_at TEXT,
  PRIMARY KEY (path, status, day)
) WITHOUT ROWID;
-- The overview's error total of a period: a range of days, counts read from the index alone.
CREATE INDEX error_paths_daily_day ON error_paths_daily (day, count);

-- The errors logged so far (every row has its path since 0015).
INSERT INTO error_paths_daily (path, status, day, count, first_seen, last_seen, last_referrer_at)
  SELECT path, status, substr(created_at, 1, 10), count(*), min(created_at), max(created_at),
      max(iif(referrer IS NULL, NULL, created_at))
    FROM error_log GROUP BY path, status, substr(created_at, 1, 10);
UPDATE error_paths_daily SET last_referrer = (
  SELECT e.referrer FROM error_log e
    WHERE e.path = error_paths_daily.path AND e.status = error_paths_daily.status
      AND e.created_at = error_paths_daily.last_referrer_at AND e.referrer IS NOT NULL
    ORDER BY e.id DESC LIMIT 1
) WHERE last_referrer_at IS NOT NULL;

-- Nothing reads a period or a status of single errors any more (error_log_path stays: a group's
-- rows of one day, for the recount below), so inserts no longer maintain these indexes.
DROP INDEX error_log_status;
DROP INDEX error_log_period;

-- Every error logged from now on (the error log API, the seeds' bulk inserts) counts in its day.
-- Rows inserted without a path get theirs from error_log_path (0015), an AFTER INSERT trigger
-- too, which SQLite runs after this newer one (NEW.path is still null here): the path is
-- computed here the same way.
CREATE TRIGGER error_paths_daily_insert AFTER INSERT ON error_log BEGIN
  INSERT INTO error_paths_daily (path, status, day, count, first_seen, last_seen, last_referrer, last_referrer_at)
    VALUES (
      coalesce(NEW.path, (
        SELECT iif(length(p) > 1 AND substr(p, -1) = '/', substr(p, 1, length(p) - 1), p)
          FROM (SELECT iif(instr(NEW.url, '?') > 0, substr(NEW.url, 1, instr(NEW.url, '?') - 1), NEW.url) AS p)
      )),
      NEW.status, substr(NEW.created_at, 1, 10), 1, NEW.created_at, NEW.created_at,
      NEW.referrer, iif(NEW.referrer IS NULL, NULL, NEW.created_at)
    )
    ON CONFLICT (path, status, day) DO UPDATE SET
      count = count + 1,
      first_seen = min(first_seen, excluded.first_seen),
      last_seen = max(last_seen, excluded.last_seen),
      -- A referrer logged at or after the day's last one replaces it (null instants never do).
      last_referrer = iif(excluded.last_referrer_at >= coalesce(last_referrer_at, ''), excluded.last_referrer, last_referrer),
      last_referrer_at = iif(excluded.last_referrer_at >= coalesce(last_referrer_at, ''), excluded.last_referrer_at, last_referrer_at);
END;

-- A deleted error (clearing the seed's tables, pruning old logs) leaves its day, path and status
-- as the errors still logged make them: recounted from that day's range of error_log_path.
-- Logged errors are not updated (error_log_path's own update fills the path this aggregate
-- already counts).
CREATE TRIGGER error_paths_daily_delete AFTER DELETE ON error_log BEGIN
  DELETE FROM error_paths_daily
    WHERE path = OLD.path AND status = OLD.status AND day = substr(OLD.created_at, 1, 10);
  INSERT INTO error_paths_daily (path, status, day, count, first_seen, last_seen, last_referrer, last_referrer_at)
    SELECT OLD.path, OLD.status, d.day, d.count, d.first_seen, d.last_seen, r.referrer, r.created_at
      FROM (
        SELECT substr(OLD.created_at, 1, 10) AS day, count(*) AS count,
            min(created_at) AS first_seen, max(created_at) AS last_seen
          FROM error_log
          WHERE path = OLD.path AND status = OLD.status AND created_at >= substr(OLD.created_at, 1, 10)
            AND created_at < date(substr(OLD.created_at, 1, 10), '+1 day')
      ) d
      LEFT JOIN (
        SELECT referrer, created_at FROM error_log
          WHERE path = OLD.path AND status = OLD.status AND created_at >= substr(OLD.created_at, 1, 10)
            AND created_at < date(substr(OLD.created_at, 1, 10), '+1 day') AND referrer IS NOT NULL
          ORDER BY created_at DESC, id DESC LIMIT 1
      ) r ON true
      WHERE d.count > 0;
END;
