// What the route places: the highlight layer over the devotion text and the "Your highlights"
// floating action with its panel. Both load after the devotion shows (the first page has a
// size budget, and their data is zod-checked).
import { Highlighter } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { FloatingAction } from '../../../components/ui/floating-actions.tsx';
import type { HighlightLayerProps } from './highlight-layer.tsx';

const LazyHighlightLayer = lazy(() => import('./highlight-layer.tsx'));
const LazyHighlightsPanel = lazy(() => import('./highlights-panel.tsx'));

export function HighlightLayer(props: HighlightLayerProps) {
  return (
    <Suspense fallback={null}>
      <LazyHighlightLayer key={props.devotionId} {...props} />
    </Suspense>
  );
}

/** Opens "Your Highlights" for the devotion; disabled without one. */
export function HighlightsAction({ devotionId }: { devotionId: number | undefined }) {
  const [open, setOpen] = useState(false);
  // Once opened, the panel stays mounted so that closing it hands focus back.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <FloatingAction
        label="Your highlights"
        disabled={devotionId === undefined}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Highlighter size={20} aria-hidden />
      </FloatingAction>
      {opened ? (
        <Suspense fallback={null}>
          <LazyHighlightsPanel devotionId={devotionId} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
