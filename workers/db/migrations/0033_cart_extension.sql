-- A reservation may be extended once by the shop's reservation time (ADR 0036). The inventory
-- decides (its hold remembers the extension); this column mirrors it so the cart can say
-- whether the offer still stands without asking every inventory.
ALTER TABLE cart_items ADD COLUMN extended INTEGER NOT NULL DEFAULT 0 CHECK (extended IN (0, 1));
