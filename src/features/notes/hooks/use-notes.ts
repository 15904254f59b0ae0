// A member's study notes for one devotion (spec 2 "Study Notes", 4 "Notes", 5): the list is
// fetched only when asked for (a member with the dialog open), and reloads after every change.
import { trpc } from '../../../lib/trpc.ts';

/** Spec 5: fetched only if the reader is a member and the dialog is open. */
export function useNotes(devotionId: number, { enabled }: { enabled: boolean }) {
  return trpc.notes.list.useQuery({ devotionId }, { enabled });
}

/** How many notes the devotion has, once the list has been loaded; never fetches by itself. */
export function useKnownNoteCount(devotionId: number): number | undefined {
  return trpc.notes.list.useQuery({ devotionId }, { enabled: false }).data?.length;
}

/** Create, update and delete; each resolves once the list has reloaded (spec 4). */
export function useNoteChanges(devotionId: number) {
  const utils = trpc.useUtils();
  // The devotion's list, and every note (the library's), are read again.
  const reload = () => Promise.all([utils.notes.list.invalidate({ devotionId }), utils.notes.all.invalidate()]);
  const create = trpc.notes.create.useMutation({ onSuccess: reload });
  const update = trpc.notes.update.useMutation({ onSuccess: reload });
  const remove = trpc.notes.delete.useMutation({ onSuccess: reload });
  return { create, update, remove };
}
