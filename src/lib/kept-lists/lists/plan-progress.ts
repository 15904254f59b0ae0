// Reading-plan progress (spec 3: completed keys "yyyy-MM-dd-item"), a set kept newest first.
import { defineKeptList, newestFirst } from '../kept-list.ts';

export const planProgressList = defineKeptList({
  id: 'planProgress',
  keyOf: (key) => key,
  compare: newestFirst,
  remote: {
    list: (client) => client.progress.list.query(),
    put: (client, key) => client.progress.set.mutate({ key, complete: true }),
    remove: (client, key) => client.progress.set.mutate({ key, complete: false }),
    merge: (client, planProgress) => client.progress.merge.mutate({ planProgress }),
  },
});
