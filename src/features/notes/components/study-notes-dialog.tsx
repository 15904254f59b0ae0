// Spec 2 "Study Notes": the member's notes on one devotion, with the "Members Content" badge
// and the devotion's title; add, edit (one note at a time) and delete (spec 4, 5). Contents
// are trimmed and never lost: a failed save keeps the text in its editor with the error, and
// text not yet saved is kept on this device until it is saved or cancelled (use-note-drafts).
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import type { RouterOutputs } from '../../../lib/trpc.ts';
import type { NoteDraftStore } from '../hooks/use-note-drafts.ts';
import { useNoteChanges, useNotes } from '../hooks/use-notes.ts';
import { NoteEditor } from './note-editor.tsx';
import type { StudyNotesDevotion } from './study-notes.tsx';
import * as styles from './study-notes-dialog.css.ts';
import { failureMessage } from '../../../lib/offline-days.ts';

type Note = RouterOutputs['notes']['list'][number];

/** Spec 9: en-US, with year, short month, day, hour and minute. */
const noteTime = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });

/** The server's reason when it answered (a tRPC error carries `data`), else a lost connection. */
function failure(error: unknown): string {
  const { message, data } = (error ?? {}) as { message?: string; data?: unknown };
  const reason = data && message ? message.replace(/\.$/, '') : 'the server could not be reached';
  return `Your note was not saved (${reason}). Your text is still here: please try again.`;
}

interface StudyNotesDialogProps {
  devotion: StudyNotesDevotion;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The member's unsaved text for this devotion (use-note-drafts). */
  drafts: NoteDraftStore;
}

export function StudyNotesDialog({ devotion, open, onOpenChange, drafts }: StudyNotesDialogProps) {
  const notes = useNotes(devotion.id, { enabled: open });
  const { create, update, remove } = useNoteChanges(devotion.id);
  const toast = useToast();
  // What was being written when the page was last left comes back into its editor.
  const [draft, setDraft] = useState(() => {
    const kept = drafts.kept.adding;
    return { adding: kept !== undefined, text: kept ?? '', error: null as string | null };
  });
  const [editing, setEditing] = useState<{ id: number; text: string; error: string | null } | null>(() => {
    const kept = drafts.kept.editing;
    return kept ? { ...kept, error: null } : null;
  });
  const closeDraft = () => {
    setDraft({ adding: false, text: '', error: null });
    drafts.keepAdding(null);
  };
  const endEdit = (id: number) => {
    setEditing((current) => (current?.id === id ? null : current));
    drafts.keepEditing(null);
  };

  // A kept edit of a note deleted since (on another device) has nothing left to change.
  const editedNoteGone = Boolean(editing && notes.data && !notes.data.some((note) => note.id === editing.id));
  useEffect(() => {
    if (editedNoteGone) {
      setEditing(null);
      drafts.keepEditing(null);
    }
  }, [editedNoteGone, drafts]);

  const saveDraft = async () => {
    const content = draft.text.trim();
    if (!content || create.isPending) return;
    try {
      await create.mutateAsync({ devotionId: devotion.id, content });
      closeDraft();
    } catch (error) {
      // Beside the text, which stays (DECISIONS), and in a toast, as every failure is told.
      const message = failure(error);
      setDraft((current) => ({ ...current, error: message }));
      toast({ title: 'Note not saved', description: message, tone: 'destructive' });
    }
  };

  const original = (id: number) => notes.data?.find((note) => note.id === id)?.content;

  /** Spec 5: saved only when the trimmed text is non-empty and differs; otherwise the edit just ends. */
  const saveEdit = async () => {
    if (!editing || update.isPending) return;
    const content = editing.text.trim();
    if (!content || content === original(editing.id)) return endEdit(editing.id);
    try {
      await update.mutateAsync({ id: editing.id, content });
      endEdit(editing.id);
    } catch (error) {
      const message = failure(error);
      setEditing((current) => (current?.id === editing.id ? { ...current, error: message } : current));
      toast({ title: 'Note not saved', description: message, tone: 'destructive' });
    }
  };

  const deleteNote = (note: Note) => {
    if (!window.confirm('Are you sure you want to delete this note?')) return;
    remove.mutate(
      { id: note.id },
      {
        onSuccess: () => {
          if (editing?.id === note.id) endEdit(note.id);
        },
        onError: (error) =>
          toast({ title: 'Note not deleted', description: failureMessage(error, 'Please try again.'), tone: 'destructive' }),
      },
    );
  };

  const busyElsewhere = (id: number) => editing !== null && editing.id !== id && (update.isPending || editing.error !== null);

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Study Notes"
      description={
        <span className={styles.heading}>
          <span className={styles.badge}>Members Content</span>
          <span className={styles.devotionTitle}>{devotion.title}</span>
        </span>
      }
    >
      <div className={styles.body}>
        {draft.adding ? (
          <NoteEditor
            label="New note"
            value={draft.text}
            onChange={(text) => {
              setDraft((current) => ({ ...current, text }));
              drafts.keepAdding(text);
            }}
            onSave={saveDraft}
            onCancel={closeDraft}
            canSave={draft.text.trim() !== ''}
            saving={create.isPending}
            error={draft.error}
            saveLabel="Save Note"
          />
        ) : (
          <Button className={styles.addButton} onClick={() => setDraft((current) => ({ ...current, adding: true }))}>
            <Plus size={16} aria-hidden />
            Add New Note
          </Button>
        )}

        {notes.isPending ? (
          <p role="status" className={styles.state}>
            Loading notes...
          </p>
        ) : notes.isError ? (
          <div role="alert" className={styles.state}>
            <p className={styles.stateTitle}>Your notes could not be loaded.</p>
            <p>{failureMessage(notes.error, 'Your notes could not be loaded. Please try again.')}</p>
            <Button tone="secondary" onClick={() => void notes.refetch()}>
              Try Again
            </Button>
          </div>
        ) : notes.data.length === 0 ? (
          <div className={styles.state}>
            <p className={styles.stateTitle}>No study notes yet.</p>
            <p>Add your first note to capture insights and reflections.</p>
          </div>
        ) : (
          <ul className={styles.list} aria-label="Your notes">
            {notes.data.map((note) => (
              <li key={note.id} className={styles.note}>
                <div className={styles.noteHeader}>
                  <time dateTime={note.createdAt} className={styles.noteTime}>
                    {noteTime.format(new Date(note.createdAt))}
                  </time>
                  <Button
                    tone="secondary"
                    shape="icon"
                    aria-label="Edit note"
                    title="Edit note"
                    disabled={editing?.id === note.id || busyElsewhere(note.id)}
                    onClick={() => setEditing({ id: note.id, text: note.content, error: null })}
                  >
                    <Pencil size={16} aria-hidden />
                  </Button>
                  <Button
                    tone="secondary"
                    shape="icon"
                    aria-label="Delete note"
                    title="Delete note"
                    disabled={remove.isPending}
                    onClick={() => deleteNote(note)}
                  >
                    <Trash2 size={16} aria-hidden />
                  </Button>
                </div>
                {editing?.id === note.id ? (
                  <NoteEditor
                    label="Edit note"
                    value={editing.text}
                    onChange={(text) => {
                      setEditing((current) => (current ? { ...current, text } : current));
                      drafts.keepEditing({ id: note.id, text });
                    }}
                    onSave={saveEdit}
                    onCancel={() => endEdit(note.id)}
                    onLeave={saveEdit}
                    canSave={editing.text.trim() !== ''}
                    saving={update.isPending}
                    error={editing.error}
                    saveLabel="Save"
                  />
                ) : (
                  <p className={styles.noteContent}>{note.content}</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}
