// The client keeps public reads and calls about the reader in separate batches (src/lib/trpc.ts),
// so that a batch the server marks public is never spoiled by a private call. Its list of public
// reads must be exactly the router's: a procedure made public on the server and forgotten here
// would only batch less well, but one made private and left here would be batched with public
// reads and turn their answers private, so both directions are checked.
import { describe, expect, it } from 'vitest';
import { PUBLIC_READS } from '../../src/lib/trpc.ts';
import { appRouter } from '../../server/trpc/root.ts';
import { procedurePolicies } from '../../server/trpc/transport.ts';

describe('client batching', () => {
  it('names exactly the public queries of the router as public reads', () => {
    const publicQueries = [...procedurePolicies(appRouter).values()]
      .filter((policy) => policy.type === 'query' && policy.cache === 'public')
      .map((policy) => policy.path);
    expect([...PUBLIC_READS].sort()).toEqual(publicQueries.sort());
  });
});
