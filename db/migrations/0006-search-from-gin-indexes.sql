-- Search reads its candidates from the GIN indexes of migrations 0003 and 0005 (issue 11:
-- a first-time search answers within 20 ms on both engines).
--
-- 1. No pending list. With fastupdate on, rows written by the content import wait in the
--    index's unsorted pending list until a VACUUM, which the embedded engine never runs: every
--    search then read the whole list, and the planner, pricing that in, scanned and detoasted
--    every row instead. The content tables are written only by imports, so inserting straight
--    into the index costs nothing a reader waits for. The clean-up moves what an earlier
--    import left there.
ALTER INDEX devotions_search_idx SET (fastupdate = off);
ALTER INDEX strongs_entries_search_words_idx SET (fastupdate = off);
SELECT gin_clean_pending_list('devotions_search_idx'::regclass);
SELECT gin_clean_pending_list('strongs_entries_search_words_idx'::regclass);

-- 2. The devotions that match a search, with their full-text rank. PostgreSQL prices a prefix
--    query ('shep:*') on a GIN index as if it read a large share of the index, so it prefers a
--    sequential scan that detoasts and tests every devotion's search document: measured 4-6×
--    slower than the index on PostgreSQL 15, more on the embedded engine. Inside this function
--    only, the planner is told to use the index; ts_rank then reads the matching documents only.
CREATE OR REPLACE FUNCTION devotion_search_hits(query tsquery)
RETURNS TABLE (id integer, rank real)
LANGUAGE plpgsql STABLE
SET enable_seqscan = off
AS $$
BEGIN
  RETURN QUERY SELECT d.id, ts_rank(d.search_document, query) FROM devotions d WHERE d.search_document @@ query;
END
$$;
