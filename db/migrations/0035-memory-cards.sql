-- A member's memory-verse cards (issue 30), one per verse reference, each with its FSRS state
-- as the shared schema (src/shared/schemas/user-data.ts memoryCardSchema) describes it. The
-- verse's words are not kept: they are always read from the KJV text of its devotion or James day.
CREATE TABLE memory_cards (
  user_id    text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reference  text NOT NULL CHECK (length(reference) BETWEEN 1 AND 100),
  card       jsonb NOT NULL,
  due        timestamptz NOT NULL CHECK (due >= '1900-01-01T00:00:00Z' AND due < '2201-01-01T00:00:00Z'),
  updated_at timestamptz NOT NULL CHECK (updated_at >= '1900-01-01T00:00:00Z' AND updated_at < '2201-01-01T00:00:00Z'),
  PRIMARY KEY (user_id, reference)
);
