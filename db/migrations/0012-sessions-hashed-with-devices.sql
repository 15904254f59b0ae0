-- Sessions (issue 27 item 9): the table keeps only the SHA-256 of each cookie's token, so a
-- copy of the database signs nobody in; sessions already open keep working, since their
-- cookies hash to the rewritten ids. Each session also keeps when it began (for the absolute
-- 90-day lifetime), when it was last seen and the browser it was made in (for the member's
-- list of their sessions).
UPDATE sessions SET id = encode(sha256(convert_to(id, 'UTF8')), 'hex');

ALTER TABLE sessions
  ADD COLUMN created_at   timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN user_agent   text NOT NULL DEFAULT '';
