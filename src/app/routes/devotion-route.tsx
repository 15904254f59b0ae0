// Every devotion route of spec 2 ("/", "/{date}", "/devotion/{date}", "/share/{date}",
// "/{month}/{day}") resolves its date here, through the shared date rules.
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { DevotionScreen } from '../../features/devotion/components/devotion-screen.tsx';
import { SearchOverlay } from '../../features/search/components/search-overlay.tsx';
import { matchClientRoute } from '../../shared/client-routes.ts';
import { resolveRouteDate, todayIso, type IsoDate } from '../../shared/dates.ts';
import { PageShell } from '../page-shell.tsx';
import { NotFoundRoute } from './not-found-route.tsx';

export function DevotionRoute() {
  const params = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [searchOpen, setSearchOpen] = useState(false);

  // "/{month}/{day}" needs a month name and "/{date}" a date shape; anything else is not a page.
  if (!matchClientRoute(pathname)) return <NotFoundRoute />;

  const date = resolveRouteDate({ date: params.date, month: params.month, day: params.day }, todayIso());
  const selectDate = (next: IsoDate) => navigate(next === todayIso() ? '/' : `/${next}`);

  return (
    <PageShell onSearch={() => setSearchOpen(true)} onPrint={() => window.print()} onToday={() => navigate('/')}>
      <DevotionScreen date={date} onSelectDate={selectDate} />
      <SearchOverlay open={searchOpen} onOpenChange={setSearchOpen} onSelectDate={selectDate} />
    </PageShell>
  );
}
