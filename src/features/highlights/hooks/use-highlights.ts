// The reader's highlights (spec 3 "Highlight"): one hook owns them (STYLE "User data behind one
// hook per feature"). Signed out they live on this device under `lumen-highlights`, checked
// item by item on read (an unknown colour reads as yellow). Signed in they are the account's
// (highlight.list), cached on this device per member (lib/member-sync.ts) and changed
// optimistically: a failed change is rolled back and `add`/`remove` reject, so the caller
// shows its error toast.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { PERSONAL_DATA, readLocalValue, useLocalValue, validItems, writeLocal } from '../../../lib/local-store.ts';
import { cacheServerCopy, syncKey, useMemberName } from '../../../lib/member-sync.ts';
import { trpc } from '../../../lib/trpc.ts';
import { highlightSchema, type Highlight, type HighlightColour } from '../../../shared/schemas/user-data.ts';

/** A new highlight: the quoted text with its surroundings (see anchoring.ts) and a colour. */
export interface NewHighlight {
  devotionId: number;
  text: string;
  prefix: string;
  suffix: string;
  color: HighlightColour;
}

const NO_HIGHLIGHTS: Highlight[] = [];
const parseHighlights = (value: unknown): Highlight[] => validItems(value, highlightSchema);
const readHighlights = () => readLocalValue(PERSONAL_DATA.highlights, parseHighlights, NO_HIGHLIGHTS);

function newHighlightId(): string {
  // randomUUID exists only in secure contexts (https, localhost).
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** The highlights of one devotion, oldest first; none without a devotion id (spec 5). */
export function useHighlights(devotionId: number | undefined) {
  const member = useMemberName();
  const local = useLocalValue(member ? syncKey(member, 'highlights') : PERSONAL_DATA.highlights, parseHighlights, NO_HIGHLIGHTS);
  const utils = trpc.useUtils();
  const list = trpc.highlight.list.useQuery(undefined, { enabled: member !== null });
  const serverList = member ? list.data : undefined;
  const all = serverList ?? local;
  const highlights = useMemo(
    () =>
      devotionId === undefined
        ? NO_HIGHLIGHTS
        : all.filter((highlight) => highlight.devotionId === devotionId).sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
    [all, devotionId],
  );
  const [pending, setPending] = useState(false);

  // The server's list, kept on this device so it shows at once next time.
  useEffect(() => {
    if (member && serverList) cacheServerCopy(member, 'highlights', serverList);
  }, [member, serverList]);

  const { mutateAsync: createAsync } = trpc.highlight.create.useMutation();
  const { mutateAsync: removeAsync } = trpc.highlight.remove.useMutation();

  /** Applies `change` to the account's list at once; undoes it if `send` fails. */
  const optimistic = useCallback(
    async (username: string, change: (list: Highlight[]) => Highlight[], send: () => Promise<unknown>) => {
      await utils.highlight.list.cancel();
      const previous = utils.highlight.list.getData() ?? readLocalValue(syncKey(username, 'highlights'), parseHighlights, NO_HIGHLIGHTS);
      utils.highlight.list.setData(undefined, change(previous));
      try {
        await send();
      } catch (error) {
        utils.highlight.list.setData(undefined, previous);
        throw error;
      }
      void utils.highlight.list.invalidate();
    },
    [utils],
  );

  const add = useCallback(
    async (input: NewHighlight): Promise<Highlight> => {
      setPending(true);
      try {
        const highlight = highlightSchema.parse({ ...input, id: newHighlightId(), createdAt: new Date().toISOString() });
        if (member) {
          await optimistic(
            member,
            (current) => [...current, highlight],
            () => createAsync(highlight),
          );
        } else {
          writeLocal(PERSONAL_DATA.highlights, [...readHighlights(), highlight]);
        }
        return highlight;
      } finally {
        setPending(false);
      }
    },
    [member, optimistic, createAsync],
  );

  const remove = useCallback(
    async (id: string): Promise<void> => {
      setPending(true);
      try {
        if (member) {
          await optimistic(
            member,
            (current) => current.filter((highlight) => highlight.id !== id),
            () => removeAsync({ id }),
          );
        } else {
          writeLocal(
            PERSONAL_DATA.highlights,
            readHighlights().filter((highlight) => highlight.id !== id),
          );
        }
      } finally {
        setPending(false);
      }
    },
    [member, optimistic, removeAsync],
  );

  return { highlights, add, remove, pending };
}
