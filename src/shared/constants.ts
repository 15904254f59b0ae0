// Product-wide names and limits (spec points 1 and 9, DECISIONS "Names").
export const PRODUCT_NAME = 'LUMEN';
export const PRODUCT_TAGLINE = 'Daily Bible Devotional';
export const STORAGE_PREFIX = 'lumen-';

/** The translation every scripture quotation comes from. */
export const TRANSLATION = { tag: 'KJV', name: 'King James Version' } as const;

/** Shortest query that triggers devotion or Strong's search (spec 5: "longer than 2 characters"). */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_RESULT_LIMIT = 50;
/**
 * Devotion search answers the best 25: each result carries the devotion's text (spec 3's
 * summary), so 50 made a first search answer about 160 KB to build, validate and compress, for
 * results below the overlay's fold that a reader refines the query to reach anyway.
 */
export const DEVOTION_SEARCH_RESULT_LIMIT = 25;

export const JAMES_STUDY_DAYS = 30;

/** Marks around the matched words of a search snippet; the client draws them as <mark>. */
export const SNIPPET_MARK = { start: '\u27E6', stop: '\u27E7' } as const;
