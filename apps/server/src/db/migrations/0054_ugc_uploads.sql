-- Images teachers upload for lesson media slides (spec 3 §3, §7 POST /api/v2/ugc/; issue 17). The files
-- live under DATA_DIR/ugc (a WebP and a JPEG per upload, named by the guid), never in the database; this
-- row says who uploaded it and what was stored. An image without its row is never served.
CREATE TABLE ugc_uploads (
  -- Random (v4): the guid is the images' address and must not be guessable (docs/decisions/0030).
  guid uuid PRIMARY KEY,
  -- The uploader, the only one who may put it in a lesson. An account deleted later leaves the image
  -- (lessons already assigned keep showing it) without an owner, so nobody can pick it again.
  owner_id uuid REFERENCES users (id) ON DELETE SET NULL,
  -- Bytes received, and the stored image's pixel size and file sizes.
  upload_bytes integer NOT NULL CHECK (upload_bytes > 0),
  source_width integer NOT NULL CHECK (source_width > 0),
  source_height integer NOT NULL CHECK (source_height > 0),
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  webp_bytes integer NOT NULL CHECK (webp_bytes > 0),
  jpg_bytes integer NOT NULL CHECK (jpg_bytes > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ugc_uploads_owner_id ON ugc_uploads (owner_id);
