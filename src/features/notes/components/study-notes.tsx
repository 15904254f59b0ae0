// The "Personal Study Notes" section of the devotion card (spec 2 "Study Notes", 4, 6): the
// Study Notes button with the note count for members and a lock for visitors. A visitor's
// click asks them to sign in and opens nothing; a member's opens the notes dialog, which is
// loaded on first use.
import { Lock, NotebookPen } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FloatingAction } from '../../../components/ui/floating-actions.tsx';
import * as reading from '../../../styles/reading.css.ts';
import { useNoteDrafts } from '../hooks/use-note-drafts.ts';
import { useKnownNoteCount } from '../hooks/use-notes.ts';
import * as styles from './study-notes.css.ts';

const loadDialog = () => import('./study-notes-dialog.tsx');
const StudyNotesDialog = lazy(() => loadDialog().then((module) => ({ default: module.StudyNotesDialog })));
const warm = () => void loadDialog().catch(() => undefined);

export interface StudyNotesDevotion {
  id: number;
  title: string;
}

export interface StudyNotesProps {
  devotion: StudyNotesDevotion;
  /** DECISIONS: every signed-in reader is a member. */
  isMember: boolean;
  /** A visitor asked for the notes: the route opens sign-in. */
  onSignInRequired: () => void;
}

/** The notes dialog of one devotion, mounted when first opened and kept so it hands focus back. */
function useNotesDialog(devotion: StudyNotesDevotion) {
  const [state, setState] = useState({ opened: false, open: false });
  // Given to the dialog from here, so its lazily loaded chunk does not import the storage
  // modules the first page already has (the bundler would split them out of the first chunk).
  const drafts = useNoteDrafts(devotion.id);
  const element = state.opened ? (
    <Suspense fallback={null}>
      <StudyNotesDialog devotion={devotion} open={state.open} onOpenChange={(open) => setState({ opened: true, open })} drafts={drafts} />
    </Suspense>
  ) : null;
  return { open: () => setState({ opened: true, open: true }), element, drafts };
}

export function StudyNotes({ devotion, isMember, onSignInRequired }: StudyNotesProps) {
  const dialog = useNotesDialog(devotion);
  // Known once the dialog has loaded the list (spec 5 fetches it only then).
  const count = useKnownNoteCount(devotion.id);
  const drafts = dialog.drafts;
  const hasDraft = drafts.kept.adding !== undefined || drafts.kept.editing !== undefined;

  if (!isMember) {
    return (
      <div className={styles.section}>
        <p className={reading.muted}>Sign in to access personal study notes and track your spiritual journey.</p>
        <Button tone="secondary" className={styles.button} onClick={onSignInRequired} aria-label="Study Notes (members only: sign in)">
          <NotebookPen size={16} aria-hidden />
          Study Notes
          <Lock size={14} aria-hidden />
        </Button>
      </div>
    );
  }

  return (
    <div className={styles.section}>
      <p className={reading.muted}>
        {hasDraft ? 'A note you have not saved yet is kept here: open Study Notes to finish it.' : 'Capture your insights in study notes.'}
      </p>
      <Button
        tone="secondary"
        className={styles.button}
        onClick={dialog.open}
        onPointerEnter={warm}
        onFocus={warm}
        aria-haspopup="dialog"
        aria-label={count === undefined ? 'Study Notes' : `Study Notes, ${count} ${count === 1 ? 'note' : 'notes'}`}
      >
        <NotebookPen size={16} aria-hidden />
        Study Notes
        {count === undefined ? null : <span className={styles.count}>{count}</span>}
      </Button>
      {dialog.element}
    </div>
  );
}

/**
 * "Notes" in the phone's action bar and the desktop column: the same notes from wherever the
 * reader is in the devotion (a visitor is asked to sign in, as from the section).
 */
export function StudyNotesAction({
  devotion,
  isMember,
  onSignInRequired,
}: Omit<StudyNotesProps, 'devotion'> & { devotion?: StudyNotesDevotion }) {
  if (!devotion) {
    return (
      <FloatingAction label="Study notes" caption="Notes" disabled>
        <NotebookPen size={20} aria-hidden />
      </FloatingAction>
    );
  }
  if (!isMember) {
    return (
      <FloatingAction label="Study notes (members only: sign in)" caption="Notes" onClick={onSignInRequired}>
        <NotebookPen size={20} aria-hidden />
      </FloatingAction>
    );
  }
  return <MemberNotesAction devotion={devotion} />;
}

function MemberNotesAction({ devotion }: { devotion: StudyNotesDevotion }) {
  const dialog = useNotesDialog(devotion);
  return (
    <>
      <FloatingAction label="Study notes" caption="Notes" aria-haspopup="dialog" onClick={dialog.open} onPointerEnter={warm} onFocus={warm}>
        <NotebookPen size={20} aria-hidden />
      </FloatingAction>
      {dialog.element}
    </>
  );
}
