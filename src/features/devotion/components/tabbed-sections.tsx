// Spec 2: 2025-07-24 to 2026-06-30 show "Devotional" / "Bible Study" tabs; the choice is
// kept locally. Loaded only for those dates, with Radix Tabs.
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import * as tabStyles from '../../../components/ui/tabs.css.ts';
import { readLocal, writeLocal } from '../../../lib/local-store.ts';
import type { Devotion } from '../../../shared/schemas/devotion.ts';
import { ReadingSections, StudySections, type DevotionCardSlots } from './reading-sections.tsx';

type PreferredTab = 'devotional' | 'study';
const PREFERRED_TAB_KEY = 'preferred-tab';
const isPreferredTab = (value: unknown): value is PreferredTab => value === 'devotional' || value === 'study';

export default function TabbedSections({ devotion, ...slots }: { devotion: Devotion } & DevotionCardSlots) {
  const [tab, setTab] = useState<PreferredTab>(() => readLocal(PREFERRED_TAB_KEY, 'devotional', isPreferredTab));
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(value) => {
        if (!isPreferredTab(value)) return;
        setTab(value);
        writeLocal(PREFERRED_TAB_KEY, value);
      }}
      className={tabStyles.root}
    >
      <Tabs.List className={tabStyles.list} aria-label="Devotion view">
        <Tabs.Trigger value="devotional" className={tabStyles.trigger}>
          Devotional
        </Tabs.Trigger>
        <Tabs.Trigger value="study" className={tabStyles.trigger}>
          Bible Study
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="devotional" className={tabStyles.content}>
        <ReadingSections devotion={devotion} {...slots} />
      </Tabs.Content>
      <Tabs.Content value="study" className={tabStyles.content}>
        <StudySections devotion={devotion} wordStudyAction={slots.wordStudyAction} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

