// Lets a devotion's word study open its own entry in the concordance.
import { BookOpen } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useOptionalStrongs } from '../hooks/use-strongs.ts';

/** Renders nothing outside a StrongsProvider. */
export function WordStudyLink({ strongsNumber }: { strongsNumber: string }) {
  const strongs = useOptionalStrongs();
  if (!strongs) return null;
  return (
    <Button
      tone="secondary"
      onPointerEnter={strongs.preloadStrongs}
      onFocus={strongs.preloadStrongs}
      onClick={() => strongs.openStrongs(strongsNumber)}
    >
      <BookOpen size={16} aria-hidden />
      Open {strongsNumber} in Strong's Concordance
    </Button>
  );
}
