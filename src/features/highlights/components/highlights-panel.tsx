// Spec 2 "Highlights panel": the devotion's highlights with a count, each with its colour
// chip, a 100-character preview, its "Created on" date and a delete button; the empty state
// and the double-click hint. Loaded when first opened.
import { format } from 'date-fns/format';
import { Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { HighlightChip } from '../../../components/ui/highlight-chip.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import type { Highlight } from '../../../shared/schemas/user-data.ts';
import { useHighlights } from '../hooks/use-highlights.ts';
import * as styles from './highlights-panel.css.ts';

/** Spec 9: highlight previews are 100 characters. */
export const PREVIEW_LENGTH = 100;

export function previewOf(text: string): string {
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH)}...` : text;
}

interface HighlightsPanelProps {
  devotionId: number | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function HighlightItem({ highlight, onDelete, disabled }: { highlight: Highlight; onDelete: () => void; disabled: boolean }) {
  const preview = previewOf(highlight.text);
  return (
    <li className={styles.item}>
      <HighlightChip color={highlight.color} className={styles.chip} />
      <div className={styles.itemText}>
        <p className={styles.preview}>{preview}</p>
        <p className={styles.date}>Created on {format(new Date(highlight.createdAt), 'MMM d, yyyy')}</p>
      </div>
      <Button
        tone="secondary"
        shape="icon"
        disabled={disabled}
        onClick={onDelete}
        aria-label={`Delete highlight: ${previewOf(highlight.text)}`}
        title="Delete highlight"
      >
        <Trash2 size={16} aria-hidden />
      </Button>
    </li>
  );
}

export default function HighlightsPanel({ devotionId, open, onOpenChange }: HighlightsPanelProps) {
  const { highlights, remove, pending } = useHighlights(open ? devotionId : undefined);
  const toast = useToast();

  const deleteHighlight = async (id: string) => {
    try {
      await remove(id);
      toast({ title: 'Highlight removed', description: 'The highlight has been removed successfully.' });
    } catch {
      toast({ title: 'Error', description: 'Failed to remove highlight. Please try again.', tone: 'destructive' });
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Your Highlights"
      description="Double-click any highlight in the text to remove it"
    >
      <p className={styles.count} aria-live="polite">
        {highlights.length === 1 ? '1 highlight' : `${highlights.length} highlights`}
      </p>
      {highlights.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>No highlights yet</p>
          <p>Select text in the devotion to create your first highlight.</p>
        </div>
      ) : (
        <ul className={styles.list} aria-label="Highlights">
          {highlights.map((highlight) => (
            <HighlightItem
              key={highlight.id}
              highlight={highlight}
              disabled={pending}
              onDelete={() => void deleteHighlight(highlight.id)}
            />
          ))}
        </ul>
      )}
    </Modal>
  );
}
