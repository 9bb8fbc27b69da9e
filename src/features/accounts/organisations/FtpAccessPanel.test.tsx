import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FtpAccessRequest } from '../../../api/ftpAccess';
import { setApiClient } from '../../../api/http';
import { fakeApi, type SeenRequest } from '../../../api/testing/fakeApi';
import { clearNotifications, getNotifications } from '../../../notifications/notificationStore';
import { renderPanel, routes } from '../../../ui/testing/renderPanel';
import { FtpAccessPanel } from './FtpAccessPanel';

const organisation = { id: 4, display_name: 'CACL' };
const pending: FtpAccessRequest = {
  id: 9,
  usergroup_id: 4,
  user_id: 3,
  message: 'Dépôt mensuel des relevés de collecte.',
  status: 'pending',
  date: '2026-12-02T10:00:00Z',
  reason: null,
  decided_at: null,
};

let requests: FtpAccessRequest[];

function server() {
  const decided = (status: 'granted' | 'refused', reason: string | null) => {
    requests = requests.map((r) => ({ ...r, status, reason, decided_at: '2026-12-06T10:00:00Z' }));
    return { body: requests[0] };
  };
  return fakeApi(
    routes({
      'GET /resource/ftp-access-requests/': () => ({ body: requests }),
      'POST /resource/ftp-access-requests/9/accept/': () => decided('granted', null),
      'POST /resource/ftp-access-requests/9/refuse/': (_, body) =>
        decided('refused', (body as { reason: string | null }).reason),
    }),
  );
}

const changes = (seen: SeenRequest[]) =>
  seen.filter((r) => r.method !== 'GET').map(({ method, url, body }) => ({ method, url, body }));

beforeEach(() => {
  requests = [{ ...pending }];
  clearNotifications();
});
afterEach(() => setApiClient());

describe('FtpAccessPanel', () => {
  it('lets a superuser accept a pending request: the space is then said open', async () => {
    const api = server();
    const { user } = await renderPanel(<FtpAccessPanel organisation={organisation} superuser />);
    const entry = await screen.findByTestId('ftp-access-request');
    expect(entry.textContent).toContain('Waiting for a superuser’s answer');
    expect(entry.textContent).toContain('Message: Dépôt mensuel des relevés de collecte.');
    expect(screen.getByTestId('ftp-access-summary').textContent).toContain(
      'closed until a superuser accepts',
    );
    await user.click(within(entry).getByRole('button', { name: 'Accept the request' }));
    await waitFor(() =>
      expect(screen.getByTestId('ftp-access-summary').textContent).toContain(
        'The sFTP space of the organisation is open.',
      ),
    );
    expect(changes(api.requests)).toEqual([
      { method: 'POST', url: '/fr/resource/ftp-access-requests/9/accept/', body: undefined },
    ]);
    expect(getNotifications().map((n) => n.lines)).toEqual([['The sFTP access of CACL was granted']]);
    expect(screen.queryByRole('button', { name: /Refuse/ })).toBeNull();
  });

  it('refuses with the reason given, which the request then shows', async () => {
    const api = server();
    const { user } = await renderPanel(<FtpAccessPanel organisation={organisation} superuser />);
    await user.click(await screen.findByRole('button', { name: 'Refuse the request…' }));
    await user.type(screen.getByLabelText(/Reason for the refusal/), 'Espace plein');
    await user.click(screen.getByRole('button', { name: 'Refuse the request' }));
    await waitFor(() =>
      expect(screen.getByTestId('ftp-access-request').textContent).toContain(
        'Reason for the refusal: Espace plein',
      ),
    );
    expect(changes(api.requests)).toEqual([
      { method: 'POST', url: '/fr/resource/ftp-access-requests/9/refuse/', body: { reason: 'Espace plein' } },
    ]);
  });

  it('shows the organisation’s managers where the request stands, with nothing to decide', async () => {
    server();
    await renderPanel(<FtpAccessPanel organisation={organisation} superuser={false} />);
    expect((await screen.findByTestId('ftp-access-request')).textContent).toContain(
      'Waiting for a superuser’s answer',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
