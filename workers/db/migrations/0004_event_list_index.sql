-- One covering index answers every filter combination of the events list and its count, in
-- start order with id as tie-breaker; without it each filtered count reads full event rows.
CREATE INDEX events_list ON events (is_online, date_start, id, room_id, exhibition_type_id, genre_id, series_id, production_id);
-- Same leading columns as events_list; it would only cost writes now.
DROP INDEX events_date;
