import { useNavigate, useParams } from 'react-router';
import { JamesStudyPage } from '../../features/james/components/james-study-page.tsx';
import { PageShell } from '../page-shell.tsx';

export function JamesStudyRoute() {
  const { day } = useParams();
  const navigate = useNavigate();
  // Spec 2: a missing day means day 1.
  const dayNumber = day === undefined ? 1 : /^\d+$/.test(day) ? Number(day) : Number.NaN;
  return (
    <PageShell>
      <JamesStudyPage day={dayNumber} onSelectDay={(next) => navigate(`/james-study/${next}`)} />
    </PageShell>
  );
}
