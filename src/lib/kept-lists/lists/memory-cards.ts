// Memory-verse cards (issue 30), one per verse reference, the ones due soonest first. A card
// changes at every review, so where a device and the account both have it, the one reviewed
// last is kept (the server's merge does the same).
import { defineKeptList } from '../kept-list.ts';

export const memoryCardsList = defineKeptList({
  id: 'memoryCards',
  keyOf: (card) => card.reference,
  compare: (a, b) => (a.due < b.due ? -1 : a.due > b.due ? 1 : a.reference < b.reference ? -1 : a.reference > b.reference ? 1 : 0),
  // An imported card is new, or newer than the one here.
  importInto: (current, incoming) => {
    const byReference = new Map(current.map((card) => [card.reference, card]));
    let added = 0;
    for (const card of incoming) {
      const known = byReference.get(card.reference);
      if (known && known.updatedAt >= card.updatedAt) continue;
      byReference.set(card.reference, card);
      added += 1;
    }
    return { items: [...byReference.values()], added };
  },
  remote: {
    list: (client) => client.memory.list.query(),
    put: (client, card) => client.memory.put.mutate(card),
    remove: (client, reference) => client.memory.remove.mutate({ reference }),
    merge: (client, memoryCards) => client.memory.merge.mutate({ memoryCards }),
  },
});
