// Highlights (spec 3 "Highlight"; DECISIONS: anchored by their quote), by the id the device made.
import type { Highlight } from '../../../shared/schemas/user-data.ts';
import { defineKeptList, newestFirst } from '../kept-list.ts';

function sameQuote(a: Highlight, b: Highlight): boolean {
  return a.devotionId === b.devotionId && a.text === b.text && a.prefix === b.prefix && a.suffix === b.suffix;
}

export const highlightsList = defineKeptList({
  id: 'highlights',
  keyOf: (highlight) => highlight.id,
  compare: (a, b) => newestFirst(a.createdAt, b.createdAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  // An imported highlight is new unless the list has its id, or the same quote in the same devotion.
  importInto: (current, incoming) => {
    const kept = [...current];
    let added = 0;
    for (const highlight of incoming) {
      if (kept.some((known) => known.id === highlight.id || sameQuote(known, highlight))) continue;
      kept.push(highlight);
      added += 1;
    }
    return { items: kept, added };
  },
  remote: {
    list: (client) => client.highlight.list.query(),
    put: (client, highlight) => client.highlight.create.mutate(highlight),
    remove: (client, id) => client.highlight.remove.mutate({ id }),
    merge: (client, highlights) => client.highlight.merge.mutate({ highlights }),
  },
});
