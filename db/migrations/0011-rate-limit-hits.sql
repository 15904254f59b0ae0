-- Request rate limits shared by every app instance (issue 27 item 2; DECISIONS "Scale"):
-- hits per (limit, client, fixed window). Instances add their counts about once a second;
-- rows of past windows are swept now and then.
CREATE TABLE rate_limit_hits (
  key        text PRIMARY KEY,
  hits       integer NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_hits_expires_at_idx ON rate_limit_hits (expires_at);
