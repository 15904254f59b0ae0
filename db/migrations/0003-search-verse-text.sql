-- Devotion search ranks title and reference first, then the verse text, then the body
-- (issue: the reader's search over title, reference, verse text and content).
DROP INDEX IF EXISTS devotions_search_idx;
ALTER TABLE devotions DROP COLUMN IF EXISTS search_document;
ALTER TABLE devotions ADD COLUMN search_document tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', title), 'A') ||
  setweight(to_tsvector('english', verse_reference), 'A') ||
  setweight(to_tsvector('english', verse_text), 'B') ||
  setweight(to_tsvector('english', content), 'C')
) STORED;
CREATE INDEX devotions_search_idx ON devotions USING gin (search_document);
