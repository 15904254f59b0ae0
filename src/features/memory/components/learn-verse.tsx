// "Learn this verse" beside a devotion's or a James day's memory verse (issue 30): it makes a
// card, due at once, and then points to /memory. Drawn by the server too (the device's cards read
// as none until the app has started), so the page does not move under a reader's first tap; the
// line that replaces it for a verse being learned takes the button's height.
import { Brain } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import type { MemoryVerseSource } from '../../../shared/schemas/user-data.ts';
import { useMemoryCards } from '../hooks/use-memory-cards.ts';
import * as styles from './memory.css.ts';

export function LearnVerse({ reference, source }: { reference: string; source: MemoryVerseSource }) {
  const { cardFor, learn } = useMemoryCards();
  const toast = useToast();
  if (cardFor(reference)) {
    return (
      <p className={styles.learning}>
        You are learning this verse. <Link to="/memory">Review your memory verses</Link>
      </p>
    );
  }
  return (
    <Button
      tone="secondary"
      onClick={() =>
        learn(reference, source).catch(() =>
          toast({ title: 'Error', description: 'The verse could not be saved. Please try again.', tone: 'destructive' }),
        )
      }
    >
      <Brain size={16} aria-hidden /> Learn this verse
    </Button>
  );
}
