// Renders the real app for component tests: the route table and providers the app uses
// (src/app/router.tsx, src/app/providers.tsx), at a route, signed in or not, over the fake API
// (tests/mocks). `renderWithProviders` renders one component inside the same providers.
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { RequestHandler } from 'msw';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../src/app/providers.tsx';
import { routes } from '../../src/app/router.tsx';
import type { User } from '../../src/shared/schemas/user-data.ts';
import type { MemberData } from '../mocks/default-answers.ts';
import { handlersFor } from '../mocks/handlers.ts';
import { createMockApi, type ApiOverrides } from '../mocks/mock-api.ts';
import { server } from '../mocks/server.ts';
import { restoreSession } from './session.ts';
import { createTestClients } from './test-clients.ts';

export interface RenderAppOptions {
  /** A member whose session the app restores on load; default: a visitor. */
  user?: User | null;
  /** Typed answers that replace the factories' for some procedures (tests/mocks/mock-api.ts). */
  api?: ApiOverrides;
  /** What the signed-in member already has on the server. */
  memberData?: Partial<MemberData>;
  /** Raw msw handlers, consulted before the fake API (for a delay, a network error…). */
  handlers?: RequestHandler[];
}

/**
 * The app at `route`, e.g. `renderApp('/2025-01-05', { user: buildUser() })`. Every procedure
 * answers from the factories unless `api` or `handlers` say otherwise; anything else fails the
 * test (tests/setup/component-setup.ts).
 */
export function renderApp(route = '/', { user = null, api = {}, memberData, handlers = [] }: RenderAppOptions = {}) {
  const fakeApi = createMockApi(api, { user, memberData });
  server.use(...handlers, ...handlersFor(fakeApi));
  restoreSession(user);
  const { queryClient, trpcClient } = createTestClients();
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const result = render(
    <AppProviders queryClient={queryClient} trpcClient={trpcClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  // `memberData`: what the fake server holds now (a saved highlight, a deleted note…).
  return { ...result, router, queryClient, memberData: fakeApi.memberData };
}

/**
 * One component inside the real providers, at `route`. No API is mocked: the test says which
 * calls it expects (`server.use(...mockApi(...))`), so any other call fails it. With
 * `beforeHydration`, the component is drawn as the server draws it, `beforeHydration` acts on
 * that page (as a reader does before the app is live), and then React hydrates it.
 */
export function renderWithProviders(
  ui: ReactNode,
  { route = '/', user = null, beforeHydration }: { route?: string; user?: User | null; beforeHydration?: (page: HTMLElement) => void } = {},
) {
  restoreSession(user);
  const { queryClient, trpcClient } = createTestClients();
  const wrap = (node: ReactNode) => (
    <AppProviders queryClient={queryClient} trpcClient={trpcClient}>
      <MemoryRouter initialEntries={[route]}>{node}</MemoryRouter>
    </AppProviders>
  );
  let result;
  if (beforeHydration) {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(wrap(ui));
    beforeHydration(container);
    result = render(wrap(ui), { container, hydrate: true });
  } else {
    result = render(wrap(ui));
  }
  // A rerender keeps the same providers, as a route change in the app would.
  return { ...result, rerender: (next: ReactNode) => result.rerender(wrap(next)) };
}
