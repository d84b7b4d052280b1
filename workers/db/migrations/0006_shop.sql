-- The built-in web shop (ADR 0013): cart reservations and orders. Seats themselves are counted
-- by the TicketInventory Durable Object of each event; these rows only remember which of its
-- holds belong to whom.
--
-- Instants here are full toISOString() values ('2026-12-01T18:30:00.000Z'), never mixed with
-- second-precision ones, so text comparison orders them.

-- One row per reservation (one sale type of one seat group, and timeslot block, of one event).
-- cart_hash is the SHA-256 of the visitor's cart cookie; the cookie itself is not stored.
-- price_cents is the price when reserved, so a price change does not alter a running cart.
-- hold_id names the hold in the event's TicketInventory; expires_at is that hold's expiry.
CREATE TABLE cart_items (
  id INTEGER PRIMARY KEY,
  cart_hash TEXT NOT NULL,
  event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  seat_group_id INTEGER NOT NULL,
  block_id INTEGER,
  sale_type_id INTEGER NOT NULL,
  price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  hold_id TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX cart_items_cart ON cart_items (cart_hash, expires_at);
CREATE INDEX cart_items_expires ON cart_items (expires_at);

-- Written once every seat of it is sold in the inventories. cart_hash: only the cart that
-- bought an order may read it.
CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  cart_hash TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  lang TEXT NOT NULL CHECK (lang IN ('de', 'en')),
  total_cents INTEGER NOT NULL CHECK (total_cents >= 0),
  created_at TEXT NOT NULL
);
CREATE INDEX orders_cart ON orders (cart_hash, created_at);

-- An event with sold tickets cannot be deleted (RESTRICT): cancel it instead.
CREATE TABLE order_items (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE RESTRICT,
  seat_group_id INTEGER NOT NULL,
  block_id INTEGER,
  sale_type_id INTEGER NOT NULL,
  price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  hold_id TEXT NOT NULL UNIQUE
);
CREATE INDEX order_items_order ON order_items (order_id);
CREATE INDEX order_items_event ON order_items (event_id);

-- One row per seat; the code is what the entrance scans.
CREATE TABLE tickets (
  id INTEGER PRIMARY KEY,
  order_item_id INTEGER NOT NULL REFERENCES order_items (id) ON DELETE CASCADE,
  code TEXT NOT NULL UNIQUE
);
CREATE INDEX tickets_order_item ON tickets (order_item_id);
