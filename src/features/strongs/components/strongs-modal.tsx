// Spec 2 "Strong's Concordance modal": tabs "Word Entry" (default) and "Search". Choosing a
// search result or a cross-reference shows that entry on the entry tab (spec 4); "Back"
// returns along the entries followed.
//
// It is a native modal dialog (decision 038), mounted closed once its code has loaded in idle
// time (strongs-provider.tsx): a press on a word then draws the entry into a dialog already
// there. Each opening starts afresh, on the entry tab with the word pressed (spec 4).
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import * as tabStyles from '../../../components/ui/tabs.css.ts';
import { StrongsEntryPanel } from './strongs-entry-panel.tsx';
import { StrongsSearchPanel } from './strongs-search-panel.tsx';

export interface StrongsModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The entry to show first as it opens; null opens on the empty prompt. */
  initialNumber: string | null;
}

type StrongsTab = 'entry' | 'search';
const isStrongsTab = (value: string): value is StrongsTab => value === 'entry' || value === 'search';

export default function StrongsModal({ open, onOpenChange, initialNumber }: StrongsModalProps) {
  const [tab, setTab] = useState<StrongsTab>('entry');
  const [trail, setTrail] = useState<string[]>(initialNumber === null ? [] : [initialNumber]);
  const [query, setQuery] = useState('');
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    // Set while rendering, so that the opening press draws the new entry in one pass.
    setWasOpen(open);
    if (open) {
      setTab('entry');
      setTrail(initialNumber === null ? [] : [initialNumber]);
      setQuery('');
    }
  }
  const current = trail.at(-1) ?? null;

  const showEntry = (strongsNumber: string) => {
    setTrail((numbers) => (numbers.at(-1) === strongsNumber ? numbers : [...numbers, strongsNumber]));
    setTab('entry');
  };

  return (
    <ModalDialog open={open} onOpenChange={onOpenChange} title="Strong's Concordance">
      <Tabs.Root value={tab} onValueChange={(value) => isStrongsTab(value) && setTab(value)} className={tabStyles.root}>
        <Tabs.List className={tabStyles.list} aria-label="Strong's Concordance">
          <Tabs.Trigger value="entry" className={tabStyles.trigger}>
            Word Entry
          </Tabs.Trigger>
          <Tabs.Trigger value="search" className={tabStyles.trigger}>
            Search
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="entry" className={tabStyles.content}>
          <StrongsEntryPanel
            strongsNumber={current}
            open={open}
            previousNumber={trail.at(-2) ?? null}
            onBack={() => setTrail((numbers) => numbers.slice(0, -1))}
            onShowEntry={showEntry}
          />
        </Tabs.Content>
        <Tabs.Content value="search" className={tabStyles.content}>
          <StrongsSearchPanel query={query} onQueryChange={setQuery} onChoose={showEntry} />
        </Tabs.Content>
      </Tabs.Root>
    </ModalDialog>
  );
}
