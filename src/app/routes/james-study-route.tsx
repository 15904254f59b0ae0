// Spec 2 "/james-study" and "/james-study/{day}": the 30-day study of James in the page
// shell, with the header's search (which opens a devotion) and the Strong's word links in the
// day's verse. The header's account button is the devotion pages' one: spec 2 draws these
// pages with no user, but a reader who signed in stays signed in on every page.
import { useCallback } from 'react';
import { DialogHost, useDialogHandle } from '../../components/ui/dialog-host.tsx';
import { useNavigate, useParams } from 'react-router';
import { JamesStudyPage } from '../../features/james/components/james-study-page.tsx';
import { LazySearchOverlay } from '../../features/search/components/lazy-search-overlay.ts';
import { isJamesStudyDay, jamesStudyDayFromParam } from '../../shared/james-study.ts';
import { StrongsVerse } from '../../features/strongs/components/strongs-verse.tsx';
import { JamesDayListen } from '../../features/read-aloud/components/listen-slot.tsx';
import { LearnVerse } from '../../features/memory/components/learn-verse.tsx';
import { useKeyboardShortcuts } from '../../lib/keyboard-shortcuts.ts';
import { todayIso, type IsoDate } from '../../shared/dates.ts';
import { AccountButton } from '../../features/auth/components/account-button.tsx';
import { PageShell } from '../page-shell.tsx';

export function JamesStudyRoute() {
  const { day } = useParams();
  const navigate = useNavigate();
  // Search keeps its open state in a host of its own: opening it does not draw the day again.
  const [searchHost, openSearch] = useDialogHandle();
  const selectDate = useCallback((date: IsoDate) => navigate(date === todayIso() ? '/' : `/${date}`), [navigate]);

  const dayNumber = jamesStudyDayFromParam(day);
  const selectDay = useCallback((next: number) => navigate(`/james-study/${next}`), [navigate]);

  useKeyboardShortcuts({
    ArrowLeft: () => isJamesStudyDay(dayNumber - 1) && selectDay(dayNumber - 1),
    ArrowRight: () => isJamesStudyDay(dayNumber + 1) && selectDay(dayNumber + 1),
    '/': openSearch,
  });

  return (
    <PageShell onSearch={openSearch} account={<AccountButton />}>
      <JamesStudyPage
        day={dayNumber}
        onSelectDay={selectDay}
        renderVerseText={(text) => <StrongsVerse text={text} />}
        renderListen={(study) => <JamesDayListen key={study.day} study={study} />}
        memoryVerseAction={(study) => <LearnVerse reference={study.memoryVerse.reference} source={{ kind: 'james', day: study.day }} />}
      />
      <DialogHost handle={searchHost} mountAhead={LazySearchOverlay.preload}>
        {(open, setOpen) => <LazySearchOverlay open={open} onOpenChange={setOpen} onSelectDate={selectDate} />}
      </DialogHost>
    </PageShell>
  );
}
