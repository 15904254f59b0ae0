-- Attempt throttling without lock-outs (issue 27 item 1; DECISIONS "Accounts, members and
-- safety"): counters per (username, client) and per client, each with a growing delay once
-- its free failures are spent. An attempt refused during a delay changes nothing, so the
-- old fixed-window counters (which refused attempts kept raising) are dropped; they only
-- ever held the last 15 minutes.
DROP TABLE throttle;

CREATE TABLE throttle (
  key             text PRIMARY KEY,
  -- Failures since the counter was last forgotten (a success, or a day without attempts).
  failures        integer NOT NULL,
  -- No attempt on this key runs before then.
  blocked_until   timestamptz,
  last_attempt_at timestamptz NOT NULL
);
CREATE INDEX throttle_last_attempt_at_idx ON throttle (last_attempt_at);
