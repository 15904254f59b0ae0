// The Listen control for a devotion or a James day, loaded after the page is live (listen-slot.tsx).
import { useMemo } from 'react';
import type { Devotion } from '../../../shared/schemas/devotion.ts';
import type { JamesStudyDay } from '../../../shared/schemas/james.ts';
import { devotionScript, jamesDayScript } from '../speech-script.ts';
import { ListenControl } from './listen-control.tsx';

export function ListenForDevotion({ devotion }: { devotion: Devotion }) {
  const script = useMemo(() => devotionScript(devotion), [devotion]);
  return <ListenControl script={script} container='article[aria-labelledby="devotion-title"]' />;
}

export function ListenForJamesDay({ study }: { study: JamesStudyDay }) {
  const script = useMemo(() => jamesDayScript(study), [study]);
  return <ListenControl script={script} container='article[aria-labelledby="james-title"]' />;
}
