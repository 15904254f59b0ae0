import { Link } from 'react-router';
import { StateView } from '../../components/ui/state-view.tsx';
import { PageShell } from '../page-shell.tsx';

export function NotFoundRoute() {
  return (
    <PageShell>
      <StateView title="404 Page Not Found" action={<Link to="/">Go to today’s devotion</Link>}>
        <p>Did you forget to add the page to the router?</p>
      </StateView>
    </PageShell>
  );
}
