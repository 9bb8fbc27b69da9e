import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setApiClient } from '../../api/http';
import { fakeApi, jsonResponse, testQueryClient } from '../../api/testing/fakeApi';
import { clearNotifications, getNotifications } from '../../notifications/notificationStore';
import { renderWithI18n } from '../../ui/testing/renderWithI18n';
import { RowLevelSelect } from './RowLevelSelect';

beforeEach(() => clearNotifications());
afterEach(() => setApiClient());

describe('RowLevelSelect', () => {
  it('sets the level of its row alone and says so', async () => {
    const api = fakeApi(() => jsonResponse({ updated: 1 }));
    const { user } = renderWithI18n(
      <QueryClientProvider client={testQueryClient()}>
        <RowLevelSelect datasetId={7} usergroupId={4} name="Office de l'Eau" level="none" />
      </QueryClientProvider>,
    );
    const select = screen.getByRole('combobox', { name: "Access level of Office de l'Eau" });
    expect(select).toHaveProperty('value', 'none');
    await user.selectOptions(select, 'Download');
    await waitFor(() =>
      expect(getNotifications().map((toast) => toast.lines)).toEqual([
        ["The permissions of Office de l'Eau were updated"],
      ]),
    );
    expect(api.last()).toMatchObject({
      method: 'PUT',
      url: '/fr/dataset/usergroup-permission-actions/?action=set_permission_level_download',
      body: { dataset_id: 7, usergroup_ids: [4] },
    });
  });

  it('waits while a bulk action runs', () => {
    renderWithI18n(
      <QueryClientProvider client={testQueryClient()}>
        <RowLevelSelect datasetId={7} usergroupId={4} name="CACL" level="search" disabled />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('combobox', { name: 'Access level of CACL' })).toHaveProperty('disabled', true);
  });

  it('says "no special right", and the level that applies instead when the default gives one (U15)', () => {
    renderWithI18n(
      <QueryClientProvider client={testQueryClient()}>
        <RowLevelSelect datasetId={7} usergroupId={4} name="CACL" level="none" defaultLevel="download" />
        <RowLevelSelect datasetId={7} usergroupId={5} name="CTG" level="none" defaultLevel="private" />
      </QueryClientProvider>,
    );
    const shown = (name: string) => {
      const select = screen.getByRole('combobox', { name: `Access level of ${name}` }) as HTMLSelectElement;
      return select.selectedOptions[0]?.textContent;
    };
    expect(shown('CACL')).toBe('No special right (Download by default)');
    expect(shown('CTG')).toBe('No special right');
  });
});
