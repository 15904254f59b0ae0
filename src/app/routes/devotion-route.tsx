// Every devotion route of spec 2 ("/", "/{date}", "/devotion/{date}", "/share/{date}",
// "/{month}/{day}") resolves its date here, through the shared date rules, and composes the
// devotion screen with the features around it: search, sharing and the journal.
import { Share2 } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { FloatingAction, FloatingActions } from '../../components/ui/floating-actions.tsx';
import { DevotionScreen } from '../../features/devotion/components/devotion-screen.tsx';
import { useDevotionNavigation } from '../../features/devotion/hooks/use-devotion.ts';
import { JournalPrompts } from '../../features/journal/components/journal-prompts.tsx';
import { StrongsVerse } from '../../features/strongs/components/strongs-verse.tsx';
import { WordStudyLink } from '../../features/strongs/components/word-study-link.tsx';
import { useKeyboardShortcuts } from '../../lib/keyboard-shortcuts.ts';
import { matchClientRoute } from '../../shared/client-routes.ts';
import { resolveRouteDate, todayIso, type IsoDate } from '../../shared/dates.ts';
import { PageShell } from '../page-shell.tsx';
import { NotFoundRoute } from './not-found-route.tsx';

// Loaded when first opened, so the first page carries only what it shows.
const SearchOverlay = lazy(() => import('../../features/search/components/search-overlay.tsx').then((module) => ({ default: module.SearchOverlay })));
const ShareDialog = lazy(() => import('../../features/share/components/share-dialog.tsx').then((module) => ({ default: module.ShareDialog })));

export function DevotionRoute() {
  const params = useParams();
  const { pathname } = useLocation();
  if (!matchClientRoute(pathname)) return <NotFoundRoute />;
  const date = resolveRouteDate({ date: params.date, month: params.month, day: params.day }, todayIso());
  return <DevotionPage date={date} />;
}

function DevotionPage({ date }: { date: IsoDate }) {
  const navigate = useNavigate();
  const [searchOpen, setSearchOpen] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  // Once opened, a dialog stays mounted so that closing it can hand focus back.
  const [opened, setOpened] = useState({ search: false, share: false });
  const openSearch = useCallback(() => {
    setOpened((current) => ({ ...current, search: true }));
    setSearchOpen(true);
  }, []);
  const openShare = useCallback(() => {
    setOpened((current) => ({ ...current, share: true }));
    setShareOpen(true);
  }, []);
  const navigation = useDevotionNavigation(date).data;

  const selectDate = useCallback((next: IsoDate) => navigate(next === todayIso() ? '/' : `/${next}`), [navigate]);
  const goToToday = useCallback(() => navigate('/'), [navigate]);

  useKeyboardShortcuts({
    ArrowLeft: () => navigation?.previous && selectDate(navigation.previous),
    ArrowRight: () => navigation?.next && selectDate(navigation.next),
    t: goToToday,
    '/': openSearch,
  });

  return (
    <PageShell onSearch={openSearch} onPrint={() => window.print()} onToday={goToToday}>
      <DevotionScreen
        date={date}
        onSelectDate={selectDate}
        renderJournal={(devotion) => <JournalPrompts key={date} date={date} prompts={devotion.journalingPrompts} />}
        renderVerseText={(text) => <StrongsVerse text={text} />}
        wordStudyAction={(strongsNumber) => <WordStudyLink strongsNumber={strongsNumber} />}
        renderActions={(devotion) => (
          <FloatingActions>
            <FloatingAction label="Share this devotion" disabled={!devotion} onClick={openShare}>
              <Share2 size={20} aria-hidden />
            </FloatingAction>
          </FloatingActions>
        )}
      />
      <Suspense fallback={null}>
        {opened.search ? <SearchOverlay open={searchOpen} onOpenChange={setSearchOpen} onSelectDate={selectDate} /> : null}
        {opened.share ? <ShareDialog date={date} open={shareOpen} onOpenChange={setShareOpen} /> : null}
      </Suspense>
    </PageShell>
  );
}
