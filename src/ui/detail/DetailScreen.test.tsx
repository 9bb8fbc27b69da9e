import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '../../api/http';
import { fakeApi, hangUntilAborted } from '../../api/testing/fakeApi';
import { userQuery } from '../../api/users';
import { Page } from '../Page';
import { renderPanel, routes } from '../testing/renderPanel';
import { DetailScreen } from './DetailScreen';
import { useDetailScreen } from './useDetailScreen';

/** A detail screen as the seven of the application are written: the user of id 5. */
function UserScreen() {
  const user = useDetailScreen(userQuery(5));
  return (
    <DetailScreen detail={user} title="User" failure="The user could not be loaded.">
      {(loaded) => <Page title={loaded.username} />}
    </DetailScreen>
  );
}

afterEach(() => setApiClient());

describe('DetailScreen', () => {
  it('says it loads, as a status under the screen heading, while the object is read', async () => {
    fakeApi(hangUntilAborted);
    await renderPanel(<UserScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'User' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });

  it('shows the object once read', async () => {
    fakeApi(routes({ 'GET /usergroup/users/5/': { body: { id: 5, username: 'producteur' } } }));
    await renderPanel(<UserScreen />);
    expect(await screen.findByRole('heading', { level: 1, name: 'producteur' })).toBeTruthy();
  });

  it("is the router's not-found page when the server says the object does not exist", async () => {
    fakeApi(routes({}));
    await renderPanel(<UserScreen />, { notFound: () => <Page title="Page not found" /> });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('says reading failed, as an alert, and Retry reads the object again', async () => {
    let fail = true;
    fakeApi(
      routes({
        'GET /usergroup/users/5/': () =>
          fail ? { status: 500, body: {} } : { body: { id: 5, username: 'producteur' } },
      }),
    );
    const { user } = await renderPanel(<UserScreen />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The user could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'producteur' })).toBeTruthy();
  });
});
