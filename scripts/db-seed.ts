// npm run db:seed — imports all content into the configured database (always, --if-changed to skip when current).
import { ContentError } from '../db/import/content-files.ts';
import { importContent } from '../db/import/import-content.ts';
import { migrate } from '../db/migrate.ts';
import { openConfiguredDatabase } from './open-configured-database.ts';

const database = await openConfiguredDatabase();
try {
  await migrate(database.sql);
  await importContent(database.sql, { force: !process.argv.includes('--if-changed'), log: (line) => console.log(line) });
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
