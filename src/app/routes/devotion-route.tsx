// Every devotion route of spec 2 ("/", "/{date}", "/devotion/{date}", "/share/{date}",
// "/{month}/{day}") resolves its date here, through the shared date rules, and composes the
// devotion screen with the features around it: search, sharing and the journal.
import { Share2 } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { DialogHost, useDialogHandle } from '../../components/ui/dialog-host.tsx';
import { FloatingAction, FloatingActions } from '../../components/ui/floating-actions.tsx';
import { DevotionScreen } from '../../features/devotion/components/devotion-screen.tsx';
import { JournalPrompts } from '../../features/journal/components/journal-prompts.tsx';
import { StrongsVerse } from '../../features/strongs/components/strongs-verse.tsx';
import { WordStudyLink } from '../../features/strongs/components/word-study-link.tsx';
import { BookmarkAction } from '../../features/bookmarks/components/bookmark-action.tsx';
import { LazySearchOverlay } from '../../features/search/components/lazy-search-overlay.ts';
import { LazyShareDialog } from '../../features/share/components/lazy-share-dialog.ts';
import { HighlightLayer, HighlightsAction } from '../../features/highlights/components/deferred-highlights.tsx';
import { CrownAction } from '../../features/membership/components/crown-action.tsx';
import { AccountButton } from '../../features/auth/components/account-button.tsx';
import { openAuthDialog } from '../../features/auth/hooks/use-auth-dialog.ts';
import { StudyNotes, StudyNotesAction } from '../../features/notes/components/study-notes.tsx';
import { DevotionListen } from '../../features/read-aloud/components/listen-slot.tsx';
import { LearnVerse } from '../../features/memory/components/learn-verse.tsx';
import { trpc } from '../../lib/trpc.ts';
import { loadPlanView } from '../../features/plan/components/load-plan-view.ts';
import { ViewToggle, type ViewMode } from '../../features/plan/components/view-toggle.tsx';
import { DoneControl } from '../../features/plan/components/done-control.tsx';
import { LoadingOverlay, PageNotice } from '../../components/ui/state-view.tsx';
import { AfterHydration } from '../../lib/hydration.tsx';
import { useKeyboardShortcuts } from '../../lib/keyboard-shortcuts.ts';
import { useMemberName } from '../../lib/member.ts';
import { useToday } from '../../lib/today.ts';
import { matchClientRoute } from '../../shared/client-routes.ts';
import { dayByDayNeighbours } from '../../shared/devotion-calendar.ts';
import { readRouteDate, todayIso, type IsoDate } from '../../shared/dates.ts';
import { planPageTitle } from '../../shared/page-titles.ts';
import { PageShell } from '../page-shell.tsx';
import { NotFoundRoute } from './not-found-route.tsx';

// Loaded when first opened, so the first page carries only what it shows.
const UpgradeDialog = lazy(() =>
  import('../../features/membership/components/upgrade-dialog.tsx').then((module) => ({ default: module.UpgradeDialog })),
);
const PlanView = lazy(() => loadPlanView().then((module) => ({ default: module.PlanView })));

/** How long a chosen day may take to be on screen before ← and → step from the day shown again. */
const CHOICE_PENDING_MS = 2000;

export function DevotionRoute() {
  const params = useParams();
  const { pathname } = useLocation();
  // The server renders for its own day; the reader's day follows after hydration (lib/today.ts).
  const today = useToday();
  const route = matchClientRoute(pathname);
  if (route?.screen !== 'devotion') return <NotFoundRoute />;
  const { date, fallback } = readRouteDate({ date: params.date, month: params.month, day: params.day }, today);
  return <DevotionPage date={date} fallback={fallback} view={route.view ?? 'devotion'} />;
}

/** The address of a date's devotion (`/` for today) or of its reading plan view. */
function pathFor(date: IsoDate, view: ViewMode): string {
  if (view === 'plan') return `/plan/${date}`;
  return date === todayIso() ? '/' : `/${date}`;
}

function DevotionPage({ date, fallback, view }: { date: IsoDate; fallback: string | null; view: ViewMode }) {
  const navigate = useNavigate();
  // Spec 4 "View mode": the header toggle switches between the devotion and the reading plan,
  // each at its own address (/plan/{date}), so Back, reload and a shared link keep the view.
  const showView = useCallback((next: ViewMode) => navigate(pathFor(date, next)), [navigate, date]);
  useEffect(() => {
    if (view === 'plan') document.title = planPageTitle(date);
  }, [view, date]);
  // Search, share and the upgrade dialog (spec 2, from the crown) keep their open state in
  // hosts of their own: opening one does not draw the devotion again.
  const [searchHost, openSearch] = useDialogHandle();
  const [shareHost, openShare] = useDialogHandle();
  const [upgradeHost, openUpgrade] = useDialogHandle();
  // Study notes (spec 4): a visitor is asked to sign in. The card's slot and the action bar are
  // outside the screen, so the devotion they show is read from the query cache the screen fills
  // (no second request).
  // Read from the cached user alone: the whole page must not render again each time the
  // session check (auth.me, in the header's account button) changes state.
  const memberName = useMemberName();
  const isMember = memberName !== null;
  const openSignIn = useCallback(() => openAuthDialog(), []);
  const shownDay = trpc.devotion.byDate.useQuery({ date }, { enabled: false });
  const shownDevotion = shownDay.data;

  // The router renders a newly chosen day in a transition, so for a moment this page (and
  // `date`) is still the day before. ← and → step from the day chosen last: three quick presses
  // of → move three days. A choice not on screen within a couple of seconds (another navigation
  // overtook it) no longer counts.
  const chosen = useRef<{ date: IsoDate; at: number } | null>(null);
  useEffect(() => {
    if (chosen.current?.date === date) chosen.current = null;
  }, [date]);
  const selectDate = useCallback(
    (next: IsoDate) => {
      chosen.current = { date: next, at: performance.now() };
      navigate(pathFor(next, view));
    },
    [navigate, view],
  );
  const goToToday = useCallback(() => navigate('/'), [navigate]);
  const utils = trpc.useUtils();
  const today = useToday();
  const step = (direction: 'previous' | 'next') => {
    const pending = chosen.current && performance.now() - chosen.current.at < CHOICE_PENDING_MS ? chosen.current.date : null;
    const from = pending ?? date;
    // The neighbours the screen has fetched (useDevotion), or the calendar's rule until then.
    const neighbours = utils.devotion.navigation.getData({ date: from, today }) ?? dayByDayNeighbours(from, today);
    const target = neighbours[direction];
    if (target) selectDate(target);
  };

  useKeyboardShortcuts({
    ArrowLeft: () => step('previous'),
    ArrowRight: () => step('next'),
    t: goToToday,
    '/': openSearch,
  });

  return (
    <PageShell
      onSearch={openSearch}
      onPrint={() => window.print()}
      onToday={goToToday}
      account={<AccountButton />}
      viewToggle={<ViewToggle date={date} view={view} onToggle={() => showView(view === 'devotion' ? 'plan' : 'devotion')} />}
      actions={
        // The devotion's actions, outside the reading area (decision 036); none while the day loads.
        view === 'devotion' && !shownDay.isPending ? (
          <FloatingActions>
            <BookmarkAction devotion={shownDevotion} />
            <HighlightsAction devotionId={shownDevotion?.id} />
            <FloatingAction label="Share this devotion" caption="Share" disabled={!shownDevotion} onClick={openShare}>
              <Share2 size={20} aria-hidden />
            </FloatingAction>
            <StudyNotesAction devotion={shownDevotion} isMember={isMember} onSignInRequired={openSignIn} />
            <CrownAction onClick={openUpgrade} />
          </FloatingActions>
        ) : undefined
      }
    >
      {/* An impossible or out-of-range date in the address: say so, above whatever is shown (decision 027). */}
      {fallback ? <PageNotice>{`${fallback}.`}</PageNotice> : null}
      {view === 'plan' ? (
        <Suspense fallback={<LoadingOverlay label="Loading the reading plan..." />}>
          <PlanView date={date} onSelectDate={selectDate} onStartReading={() => showView('devotion')} />
        </Suspense>
      ) : (
        <DevotionScreen
          date={date}
          onSelectDate={selectDate}
          renderJournal={(devotion) => <JournalPrompts key={date} date={date} prompts={devotion.journalingPrompts} />}
          renderVerseText={(text) => <StrongsVerse text={text} />}
          renderListen={(devotion) => <DevotionListen key={devotion.date} devotion={devotion} />}
          memoryVerseAction={(devotion) => (
            <LearnVerse reference={devotion.memoryVerse.reference} source={{ kind: 'devotion', date: devotion.date }} />
          )}
          wordStudyAction={(strongsNumber) => <WordStudyLink strongsNumber={strongsNumber} />}
          renderEnd={() => <DoneControl date={date} />}
          studyNotes={shownDevotion ? <StudyNotes devotion={shownDevotion} isMember={isMember} onSignInRequired={openSignIn} /> : undefined}
          renderActions={(devotion) =>
            devotion ? (
              <AfterHydration>
                <HighlightLayer
                  devotionId={devotion.id}
                  date={date}
                  title={devotion.title}
                  container='article[aria-labelledby="devotion-title"]'
                />
              </AfterHydration>
            ) : null
          }
        />
      )}
      <DialogHost handle={searchHost} mountAhead={LazySearchOverlay.preload}>
        {(open, setOpen) => <LazySearchOverlay open={open} onOpenChange={setOpen} onSelectDate={selectDate} />}
      </DialogHost>
      <DialogHost handle={shareHost}>{(open, setOpen) => <LazyShareDialog date={date} open={open} onOpenChange={setOpen} />}</DialogHost>
      <DialogHost handle={upgradeHost}>
        {(open, setOpen) => (
          <UpgradeDialog
            open={open}
            onOpenChange={setOpen}
            memberName={memberName}
            // "Create Free Account" opens the auth dialog; a member's crown leads to their account.
            onCreateAccount={() => {
              setOpen(false);
              openAuthDialog('create-account');
            }}
            onOpenAccount={() => {
              setOpen(false);
              openAuthDialog();
            }}
          />
        )}
      </DialogHost>
    </PageShell>
  );
}
