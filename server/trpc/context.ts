// What every procedure can reach. `createContextInner` builds it without HTTP, for tests
// and for the REST adapter (trpc/examples next-prisma-starter).
import type { Sql } from '../../db/client.ts';
import type { HeroImages } from '../services/hero-images.ts';

export interface AppDependencies {
  sql: Sql;
  images: HeroImages;
  /** The site's public origin, for absolute links in share info. */
  origin: string;
  /** False until migrations and the content import have finished. */
  isReady: () => boolean;
}

export type Context = AppDependencies;

export function createContextInner(dependencies: AppDependencies): Context {
  return { ...dependencies };
}
