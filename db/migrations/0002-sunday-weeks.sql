-- Weekly themes run Sunday to Saturday (DECISIONS "Weekly themes"): 79 weeks, the first
-- starting on Wednesday 1 January 2025 and the last on Sunday 28 June 2026.
ALTER TABLE weekly_themes DROP CONSTRAINT IF EXISTS weekly_themes_week_check;
ALTER TABLE weekly_themes ADD CONSTRAINT weekly_themes_week_check CHECK (week BETWEEN 1 AND 79);
