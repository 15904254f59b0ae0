// What the route places: the highlight layer over the devotion text and the "Your highlights"
// floating action with its panel. Their data is zod-checked, which is a long task on a phone
// when it first loads: the layer loads at once for a reader who has kept highlights or is
// signed in, and for everyone else with their first selection in the devotion text (the layer
// then offers its colours for that selection). The panel loads when opened.
import { Highlighter } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLatched } from '../../../components/ui/deferred.tsx';
import { FloatingAction } from '../../../components/ui/floating-actions.tsx';
import { useHasLocalValue } from '../../../lib/local-store.ts';
import { useMemberName } from '../../../lib/member.ts';
import { KEPT_LISTS } from '../../../shared/kept-data.ts';
import type { HighlightLayerProps } from './highlight-layer.tsx';

const LazyHighlightLayer = lazy(() => import('./highlight-layer.tsx'));
const LazyHighlightsPanel = lazy(() => import('./highlights-panel.tsx'));

/** True once the reader has selected some of the text in `container`. */
function useSelectionWithin(container: string): boolean {
  const [selected, setSelected] = useState(false);
  useEffect(() => {
    if (selected) return;
    const onSelectionChange = () => {
      const selection = document.getSelection();
      const article = document.querySelector(container);
      if (article && selection && selection.rangeCount > 0 && !selection.isCollapsed && selection.getRangeAt(0).intersectsNode(article))
        setSelected(true);
    };
    document.addEventListener('selectionchange', onSelectionChange);
    // A selection made before the app was live (a long press selects before the page has
    // hydrated) counts too.
    onSelectionChange();
    return () => document.removeEventListener('selectionchange', onSelectionChange);
  }, [container, selected]);
  return selected;
}

export function HighlightLayer(props: HighlightLayerProps) {
  const member = useMemberName();
  const kept = useHasLocalValue(KEPT_LISTS.highlights.deviceKey);
  const selected = useSelectionWithin(props.container);
  if (!useLatched(member !== null || kept || selected)) return null;
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
        caption="Highlights"
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
