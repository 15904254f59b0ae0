-- What a reader keeps carries dates and times within the years 1900 to 2200
-- (src/shared/kept-data.ts KEPT_YEARS); the procedures refuse anything else, and so does the
-- table. A highlight also keeps the date it was made under, so the library opens that day.

ALTER TABLE highlights ADD COLUMN date date;

-- Times written before the bound existed (an imported file's year 0001, say) become the time of
-- this repair: the bookmark, highlight or answers themselves are kept.
UPDATE bookmarks SET created_at = now()
  WHERE created_at < '1900-01-01T00:00:00Z' OR created_at >= '2201-01-01T00:00:00Z';
UPDATE bookmarks SET date = NULL WHERE date < '1900-01-01' OR date > '2200-12-31';
UPDATE highlights SET created_at = now()
  WHERE created_at < '1900-01-01T00:00:00Z' OR created_at >= '2201-01-01T00:00:00Z';
UPDATE journal_entries SET updated_at = now()
  WHERE updated_at < '1900-01-01T00:00:00Z' OR updated_at >= '2201-01-01T00:00:00Z';

ALTER TABLE bookmarks ADD CONSTRAINT bookmarks_kept_years CHECK (
  created_at >= '1900-01-01T00:00:00Z' AND created_at < '2201-01-01T00:00:00Z'
  AND (date IS NULL OR date BETWEEN '1900-01-01' AND '2200-12-31'));
ALTER TABLE highlights ADD CONSTRAINT highlights_kept_years CHECK (
  created_at >= '1900-01-01T00:00:00Z' AND created_at < '2201-01-01T00:00:00Z'
  AND (date IS NULL OR date BETWEEN '1900-01-01' AND '2200-12-31'));
ALTER TABLE journal_entries ADD CONSTRAINT journal_entries_kept_time CHECK (
  updated_at >= '1900-01-01T00:00:00Z' AND updated_at < '2201-01-01T00:00:00Z');

-- A journal day or a plan mark of another age cannot be repaired: rows already there stay the
-- reader's own but are left out of every list (server/services), and no new one is accepted.
ALTER TABLE journal_entries ADD CONSTRAINT journal_entries_kept_date
  CHECK (date BETWEEN '1900-01-01' AND '2200-12-31') NOT VALID;
ALTER TABLE plan_progress ADD CONSTRAINT plan_progress_kept_date
  CHECK (key >= '1900-01-01' AND key < '2201') NOT VALID;
