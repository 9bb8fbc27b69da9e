import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '../../api/http';
import { fakeApi, testQueryClient } from '../../api/testing/fakeApi';
import { type SessionUser, sessionOf } from '../../auth/session';
import { sessionQueryKey } from '../../auth/useSession';
import { routes } from '../../ui/testing/renderPanel';
import { HomeScreen } from './HomeScreen';

// Issue 48 (U12): the welcome says what the person may do, and its cards look like the links they are.

async function renderHome(user: Partial<SessionUser>) {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  fakeApi(routes({}));
  const queryClient = testQueryClient();
  queryClient.setQueryData(
    sessionQueryKey,
    sessionOf({ id: 9, username: 'someone', first_name: 'Victor', ...user }),
  );
  const root = createRootRoute();
  const home = createRoute({ getParentRoute: () => root, path: '$locale', component: HomeScreen });
  const router = createRouter({
    routeTree: root.addChildren([home]),
    basepath: '/publish',
    trailingSlash: 'always',
    history: createMemoryHistory({ initialEntries: ['/publish/en/'] }),
  });
  await router.load();
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return screen.findByRole('heading', { name: 'Welcome' });
}

const greeting = () => screen.getByText(/^Hello Victor\./).textContent;

afterEach(() => setApiClient());

describe('HomeScreen', () => {
  it('greets a member without a role with what they may do, not data and accounts', async () => {
    await renderHome({ usergroup_roles: [] });
    expect(greeting()).not.toMatch(/data and accounts/);
    expect(greeting()).toBe(
      'Hello Victor. You can consult the jurisdictions from here. Managing an organisation’s data takes role 1 in it: ask one of its administrators.',
    );
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/publish/en/jurisdictions/',
    ]);
  });

  it('greets each person with what their roles open', async () => {
    await renderHome({ usergroup_roles: [{ role: 1 }] });
    expect(greeting()).toBe('Hello Victor. Manage the platform’s data from here.');
  });

  it('greets an account administrator with data and accounts', async () => {
    await renderHome({ usergroup_roles: [{ role: 2 }] });
    expect(greeting()).toBe('Hello Victor. Manage the platform’s data and accounts from here.');
  });

  it('shows its cards as links: a link’s colour and underline, lit when focused as when hovered', async () => {
    await renderHome({ usergroup_roles: [] });
    const card = screen.getByRole('link', { name: /Jurisdictions/ });
    const title = screen.getByText('Jurisdictions');
    expect(title.className).toMatch(/text-blue-700/);
    expect(title.className).toMatch(/underline/);
    expect(card.className).toMatch(/focus-visible:bg-blue-50/);
  });
});
