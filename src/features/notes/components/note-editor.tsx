// The text box of a new or edited note (spec 4 "Notes"): Ctrl+Enter or Cmd+Enter saves,
// Escape cancels; a failed save keeps the text here with the error (DECISIONS: never lost).
import { useEffect, useId, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import * as styles from './study-notes-dialog.css.ts';

interface NoteEditorProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onSave: () => void;
  onCancel: () => void;
  canSave: boolean;
  saving: boolean;
  error: string | null;
  saveLabel: string;
  /** Focus left the editor (not for one of its own buttons). */
  onLeave?: () => void;
}

export function NoteEditor({ label, value, onChange, onSave, onCancel, canSave, saving, error, saveLabel, onLeave }: NoteEditorProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const errorId = useId();
  // Escape while saving would throw away text whose save may still fail: it waits.
  const cancel = useRef(onCancel);
  useEffect(() => {
    cancel.current = saving ? () => undefined : onCancel;
  }, [onCancel, saving]);

  useEffect(() => {
    const textarea = textareaRef.current;
    textarea?.focus();
    textarea?.setSelectionRange(textarea.value.length, textarea.value.length);
  }, []);

  // Escape in the editor cancels the edit only. The dialog listens for Escape on the
  // document in the capture phase, so the editor has to hear it first: on the window.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || !containerRef.current?.contains(document.activeElement)) return;
      event.stopPropagation();
      event.preventDefault();
      cancel.current();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      if (canSave && !saving) onSave();
    }
  };

  const onBlur = (event: FocusEvent<HTMLTextAreaElement>) => {
    if (event.relatedTarget instanceof Node && containerRef.current?.contains(event.relatedTarget)) return;
    onLeave?.();
  };

  return (
    <div ref={containerRef} className={styles.editor}>
      <textarea
        ref={textareaRef}
        className={styles.textarea}
        aria-label={label}
        placeholder="Write your study notes here..."
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        aria-busy={saving || undefined}
      />
      {error ? (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.editorActions}>
        <Button onClick={onSave} disabled={!canSave || saving}>
          {saveLabel}
        </Button>
        <Button tone="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <span className={styles.keyHint} aria-hidden>
          Ctrl+Enter to save · Esc to cancel
        </span>
      </div>
    </div>
  );
}
