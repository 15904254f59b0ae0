// npm run db:migrate — applies pending migrations to the configured database.
import { migrate } from '../db/migrate.ts';
import { openConfiguredDatabase } from './open-configured-database.ts';

const database = await openConfiguredDatabase();
try {
  const applied = await migrate(database.sql);
  console.log(applied.length ? `Applied ${applied.join(', ')}` : 'The database schema is up to date.');
} finally {
  await database.close();
}
