-- Public content: devotions, weekly themes, the James study and the Strong's dictionaries.
-- All of it is written by the content import (db/import) and never by a request.

CREATE TABLE weekly_themes (
  week        integer PRIMARY KEY CHECK (week BETWEEN 1 AND 78),
  starts_on   date NOT NULL UNIQUE,
  theme       text NOT NULL,
  description text NOT NULL
);

CREATE TABLE devotions (
  id                 integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  date               date NOT NULL UNIQUE,
  title              text NOT NULL,
  author             text NOT NULL,
  verse_reference    text NOT NULL,
  verse_text         text NOT NULL,
  content            text NOT NULL,
  reflection         text NOT NULL,
  prayer             text NOT NULL,
  journaling_prompts jsonb NOT NULL,
  memory_verse       jsonb NOT NULL,
  citations          jsonb NOT NULL,
  scholar            text NOT NULL,
  word_study         jsonb NOT NULL,
  historical_context jsonb NOT NULL,
  deeper_study       jsonb NOT NULL,
  related_verses     jsonb NOT NULL,
  search_document    tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', title), 'A') ||
    setweight(to_tsvector('english', verse_reference), 'A') ||
    setweight(to_tsvector('english', content), 'B')
  ) STORED
);
CREATE INDEX devotions_search_idx ON devotions USING gin (search_document);

CREATE TABLE james_study_days (
  day                integer PRIMARY KEY CHECK (day BETWEEN 1 AND 30),
  title              text NOT NULL,
  author             text NOT NULL,
  passage            text NOT NULL,
  verse_text         text NOT NULL,
  weekly_theme       text NOT NULL,
  content            text NOT NULL,
  reflection         text NOT NULL,
  prayer             text NOT NULL,
  journaling_prompts jsonb NOT NULL,
  memory_verse       jsonb NOT NULL,
  deeper_study       jsonb NOT NULL,
  word_study         jsonb NOT NULL,
  historical_context jsonb NOT NULL,
  related_verses     jsonb NOT NULL,
  citations          jsonb NOT NULL
);

CREATE TABLE strongs_entries (
  id                 integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  strongs_number     text NOT NULL UNIQUE CHECK (strongs_number ~ '^[GH][0-9]+$'),
  language           text NOT NULL CHECK (language IN ('greek', 'hebrew', 'aramaic')),
  original_word      text NOT NULL,
  transliteration    text NOT NULL,
  -- transliteration without accents, lower case, for search ("theos" finds "theós")
  search_transliteration text NOT NULL,
  pronunciation      text,
  strongs_definition text NOT NULL,
  kjv_definition     text NOT NULL,
  derivation         text
);
CREATE INDEX strongs_entries_transliteration_idx ON strongs_entries (search_transliteration);

-- One row per content import: lets start-up skip an import when nothing changed.
CREATE TABLE content_imports (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  content_hash text NOT NULL,
  summary      jsonb NOT NULL,
  imported_at  timestamptz NOT NULL DEFAULT now()
);
