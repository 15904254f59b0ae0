-- Accounts, sessions and what a signed-in reader keeps (issue "Accounts and members";
-- DECISIONS "Accounts, members and safety", "Scale": all of it lives here, none in the app).

-- Lucia's PostgresJsAdapter selects `users.*` and writes `sessions (id, user_id, expires_at)`
-- (VERSIONS.md); the auth module filters the hashes out of what it returns.
CREATE TABLE users (
  id                 text PRIMARY KEY,
  username           text NOT NULL,
  -- Usernames are unique whatever their case: "Ruth" and "ruth" are one account.
  username_key       text NOT NULL UNIQUE CHECK (username_key = lower(username)),
  password_hash      text NOT NULL,
  -- The one-time recovery code (DECISIONS), stored only as an argon2id hash.
  recovery_code_hash text NOT NULL,
  created_at         timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  id         text PRIMARY KEY,
  expires_at timestamptz NOT NULL,
  user_id    text NOT NULL REFERENCES users (id) ON DELETE CASCADE
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);

-- devotion_id has no foreign key on purpose: the content import deletes a devotion whose
-- file is gone (and tests TRUNCATE devotions), and a cascade would then silently delete
-- readers' highlights and notes. Writes check that the devotion exists (404 otherwise);
-- rows of a devotion removed later stay the reader's own and are never lost to an import.
CREATE TABLE bookmarks (
  user_id     text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  devotion_id integer NOT NULL,
  date        date,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, devotion_id)
);

-- A highlight's id is made by the client (it exists in local storage before any sync), so
-- it is unique per user only: another reader may use the same id without touching this one.
CREATE TABLE highlights (
  user_id     text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  id          text NOT NULL,
  devotion_id integer NOT NULL,
  text        text NOT NULL,
  prefix      text NOT NULL,
  suffix      text NOT NULL,
  color       text NOT NULL,
  created_at  timestamptz NOT NULL,
  PRIMARY KEY (user_id, id)
);
CREATE INDEX highlights_user_devotion_idx ON highlights (user_id, devotion_id);

CREATE TABLE notes (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  devotion_id integer NOT NULL,
  content     text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notes_user_devotion_idx ON notes (user_id, devotion_id);

CREATE TABLE journal_entries (
  user_id    text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  date       date NOT NULL,
  answers    jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, date)
);

-- Completed plan items, keys "yyyy-MM-dd-item" (spec 3).
CREATE TABLE plan_progress (
  user_id    text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key        text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);

-- Attempt counters for login, register and reset, one fixed window per key, shared by every
-- app instance (used when REDIS_URL is unset).
CREATE TABLE throttle (
  key          text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  count        integer NOT NULL
);
CREATE INDEX throttle_window_start_idx ON throttle (window_start);
