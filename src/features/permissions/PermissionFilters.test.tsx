import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiClient } from '../../api/http';
import { fakeApi, jsonResponse, testQueryClient } from '../../api/testing/fakeApi';
import { renderWithI18n } from '../../ui/testing/renderWithI18n';
import { PermissionFilters } from './PermissionFilters';
import type { PermissionsSearch } from './permissionsSearch';

afterEach(() => setApiClient());

function renderFilters(values: PermissionsSearch) {
  fakeApi(() =>
    jsonResponse([
      { id: 3, label: 'Commune' },
      { id: 5, label: 'Association' },
    ]),
  );
  const onChange = vi.fn();
  const rendered = renderWithI18n(
    <QueryClientProvider client={testQueryClient()}>
      <PermissionFilters values={values} onChange={onChange} />
    </QueryClientProvider>,
  );
  return { ...rendered, onChange };
}

describe('PermissionFilters', () => {
  it('accumulates types', async () => {
    const { user, onChange } = renderFilters({ usergroup_type: ['organisation'] });
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Sphere');
    expect(onChange).toHaveBeenCalledWith({
      usergroup_type: ['organisation', 'group-of-organisation'],
      organisation_type_id: undefined,
      level: undefined,
    });
  });

  it('holds one level and one organisation type', async () => {
    const { user, onChange } = renderFilters({ level: 'search', organisation_type_id: 3 });
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Access level' }), 'Download');
    expect(onChange).toHaveBeenLastCalledWith({
      usergroup_type: [],
      organisation_type_id: 3,
      level: 'download',
    });
    await screen.findByRole('option', { name: 'Association' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Organisation type' }), 'Association');
    expect(onChange).toHaveBeenLastCalledWith({
      usergroup_type: [],
      organisation_type_id: 5,
      level: 'search',
    });
  });
});
