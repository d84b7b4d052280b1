-- The hub's events table (issue 27): every sort it offers comes out of an index ending in id, so
-- a page of 20 000 events reads only its rows (events_list leads with is_online, which the hub
-- does not filter by unless asked).
CREATE INDEX events_hub_date ON events (date_start, id);
CREATE INDEX events_hub_title_de ON events (title_de COLLATE NOCASE, id);
CREATE INDEX events_hub_title_en ON events (title_en COLLATE NOCASE, id);
CREATE INDEX events_hub_status ON events (status, date_start, id);

-- Cancelling a date drops its cart items, and deleting an event cascades to them: both find
-- them by event.
CREATE INDEX cart_items_event ON cart_items (event_id);

-- The table's search (a title containing the text, either language) reads this narrow index
-- instead of the rows with their long descriptions: ~2 ms instead of ~100 ms at 20 000 events
-- for a text few titles contain (the list names it with INDEXED BY when it searches).
CREATE INDEX events_hub_search ON events (title_de, title_en, date_start, id);
