-- Strong's search finds its candidates through indexes instead of scanning every entry with
-- a regular expression: words of the definitions (unstemmed, so "love" matches the word
-- "love", as the whole-word rule did), the original word, and transliteration prefixes.
ALTER TABLE strongs_entries ADD COLUMN IF NOT EXISTS search_words tsvector GENERATED ALWAYS AS (
  to_tsvector('simple', strongs_definition || ' ' || kjv_definition)
) STORED;
CREATE INDEX IF NOT EXISTS strongs_entries_search_words_idx ON strongs_entries USING gin (search_words);
CREATE INDEX IF NOT EXISTS strongs_entries_original_word_idx ON strongs_entries (original_word);
DROP INDEX IF EXISTS strongs_entries_transliteration_idx;
CREATE INDEX strongs_entries_transliteration_idx ON strongs_entries (search_transliteration text_pattern_ops);
