// The 30-day study of James (spec 2 "James study page").
import type { Sql } from '../../db/client.ts';
import type { JamesStudyDay, JamesStudySummary } from '../../src/shared/schemas/james.ts';

export async function getJamesStudyDay(sql: Sql, day: number): Promise<JamesStudyDay | null> {
  const [row] = await sql<JamesStudyDay[]>`
    SELECT day, title, author, passage, verse_text AS "verseText", weekly_theme AS "weeklyTheme", content,
           reflection, prayer, journaling_prompts AS "journalingPrompts", memory_verse AS "memoryVerse",
           deeper_study AS "deeperStudy", word_study AS "wordStudy", historical_context AS "historicalContext",
           related_verses AS "relatedVerses", citations
    FROM james_study_days
    WHERE day = ${day}`;
  return row ?? null;
}

export function listJamesStudyDays(sql: Sql): Promise<JamesStudySummary[]> {
  return sql<JamesStudySummary[]>`SELECT day, title, passage FROM james_study_days ORDER BY day`;
}
