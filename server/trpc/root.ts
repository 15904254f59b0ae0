// The one router the client's types are inferred from.
import { createCallerFactory, router } from './init.ts';
import { devotionRouter } from './routers/devotion.ts';
import { jamesRouter } from './routers/james.ts';
import { shareRouter } from './routers/share.ts';
import { strongsRouter } from './routers/strongs.ts';

export const appRouter = router({
  devotion: devotionRouter,
  share: shareRouter,
  strongs: strongsRouter,
  james: jamesRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
