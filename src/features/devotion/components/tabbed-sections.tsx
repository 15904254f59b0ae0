// Spec 2: 2025-07-24 to 2026-06-30 show "Devotional" / "Bible Study" tabs; the choice is
// kept locally. Loaded only for those dates, with Radix Tabs.
import { Tabs } from 'radix-ui';
import * as tabStyles from '../../../components/ui/tabs.css.ts';
import { useLocalValue, writeLocal } from '../../../lib/local-store.ts';
import { DEVICE_KEYS } from '../../../shared/kept-data.ts';
import type { Devotion } from '../../../shared/schemas/devotion.ts';
import * as styles from './devotion-card.css.ts';
import { ReadingSections, StudySections, type DevotionCardSlots } from './reading-sections.tsx';

type PreferredTab = 'devotional' | 'study';
const PREFERRED_TAB_KEY = DEVICE_KEYS.studyTab;
const isPreferredTab = (value: unknown): value is PreferredTab => value === 'devotional' || value === 'study';
// The page is rendered on the server, and the CSP's style-src forbids style attributes in HTML:
// Radix's inline `outline: none` on the list is switched off here and comes from its class (the
// first panel's `animation-duration: 0s` is taken out by src/entry-server.tsx).
const NO_LIST_STYLE = { outline: undefined };

const parsePreferredTab = (value: unknown): PreferredTab => (isPreferredTab(value) ? value : 'devotional');

export default function TabbedSections({ devotion, ...slots }: { devotion: Devotion } & DevotionCardSlots) {
  // A stored value that the server cannot see: the server's HTML (and hydration) show the
  // default tab, the reader's choice follows at once (lib/local-store.ts useLocalValue).
  const tab = useLocalValue(PREFERRED_TAB_KEY, parsePreferredTab, 'devotional');
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(value) => {
        if (isPreferredTab(value)) writeLocal(PREFERRED_TAB_KEY, value);
      }}
      className={tabStyles.root}
    >
      <Tabs.List className={`${tabStyles.list} ${styles.tabList}`} style={NO_LIST_STYLE} aria-label="Devotion view">
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
