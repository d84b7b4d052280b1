-- The editors' media library: one row per image whose renditions R2 holds under `key`
-- (`<key>/<width>.webp|jpg` for every SPEC §9 breakpoint, `<key>/original.jpg`; ADR 0021).
-- width/height: pixels of the stored image. bytes: size of the uploaded file, NULL for the
-- seed's images, which were rendered rather than uploaded. user_id: NULL for the seed's.
CREATE TABLE media (
  id INTEGER PRIMARY KEY,
  key TEXT NOT NULL UNIQUE,
  file_name TEXT NOT NULL,
  alt TEXT NOT NULL,
  title TEXT NOT NULL DEFAULT '',
  width INTEGER NOT NULL CHECK (width > 0),
  height INTEGER NOT NULL CHECK (height > 0),
  content_type TEXT NOT NULL CHECK (
    content_type IN ('image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif')
  ),
  bytes INTEGER CHECK (bytes > 0),
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX media_created ON media (created_at, id);
