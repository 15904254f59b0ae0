// The one router the client's types are inferred from.
import { createCallerFactory, router } from './init.ts';
import { accountRouter } from './routers/account.ts';
import { authRouter } from './routers/auth.ts';
import { bookmarkRouter } from './routers/bookmark.ts';
import { devotionRouter } from './routers/devotion.ts';
import { highlightRouter } from './routers/highlight.ts';
import { jamesRouter } from './routers/james.ts';
import { journalRouter } from './routers/journal.ts';
import { memoryRouter } from './routers/memory.ts';
import { notesRouter } from './routers/notes.ts';
import { progressRouter } from './routers/progress.ts';
import { shareRouter } from './routers/share.ts';
import { strongsRouter } from './routers/strongs.ts';

export const appRouter = router({
  devotion: devotionRouter,
  share: shareRouter,
  strongs: strongsRouter,
  james: jamesRouter,
  auth: authRouter,
  account: accountRouter,
  bookmark: bookmarkRouter,
  highlight: highlightRouter,
  notes: notesRouter,
  journal: journalRouter,
  progress: progressRouter,
  memory: memoryRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
