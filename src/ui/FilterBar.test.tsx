import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FilterBar, type FilterDefinition, type FilterValues } from './FilterBar';
import { renderWithI18n } from './testing/renderWithI18n';

const filters: FilterDefinition[] = [
  {
    key: 'level',
    label: 'Access level',
    options: [
      { value: 'search', label: 'Search' },
      { value: 'download', label: 'Download' },
    ],
  },
  {
    key: 'usergroup_type',
    label: 'Type',
    multiple: true,
    options: [
      { value: 'organisation', label: 'Organisation' },
      { value: 'user-group', label: 'User group' },
      { value: 'group-of-organisation', label: 'Sphere' },
    ],
  },
];

function Controlled({
  onChange,
  initial = {},
}: {
  onChange?: (values: FilterValues) => void;
  initial?: FilterValues;
}) {
  const [values, setValues] = useState<FilterValues>(initial);
  return (
    <FilterBar
      filters={filters}
      values={values}
      onChange={(next) => {
        setValues(next);
        onChange?.(next);
      }}
    />
  );
}

describe('FilterBar', () => {
  it('is a group of labelled filters', () => {
    renderWithI18n(<Controlled />);
    const group = screen.getByRole('group', { name: 'Filters' });
    expect(within(group).getByRole('combobox', { name: 'Access level' })).toBeTruthy();
    expect(within(group).getByRole('combobox', { name: 'Type' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('holds a single value in a single-value filter', async () => {
    const onChange = vi.fn();
    const { user } = renderWithI18n(<Controlled onChange={onChange} />);
    const level = screen.getByRole('combobox', { name: 'Access level' });
    await user.selectOptions(level, 'Search');
    await user.selectOptions(level, 'Download');
    expect(onChange).toHaveBeenLastCalledWith({ level: ['download'] });
    await user.selectOptions(level, 'All');
    expect(onChange).toHaveBeenLastCalledWith({ level: [] });
  });

  it('accumulates values of a multiple filter as chips, each offered once', async () => {
    const onChange = vi.fn();
    const { user } = renderWithI18n(<Controlled onChange={onChange} />);
    const type = screen.getByRole('combobox', { name: 'Type' });
    await user.selectOptions(type, 'Organisation');
    await user.selectOptions(type, 'Sphere');
    expect(onChange).toHaveBeenLastCalledWith({ usergroup_type: ['organisation', 'group-of-organisation'] });
    const chips = screen.getByRole('list', { name: 'Selected values for Type' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Organisation×', 'Sphere×']);
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'User group']);
  });

  it('reads "All" in a multiple filter with nothing chosen, like its single-value neighbours', () => {
    renderWithI18n(<Controlled />);
    const first = (name: string) =>
      within(screen.getByRole('combobox', { name })).getAllByRole('option')[0]?.textContent;
    expect(first('Type')).toBe('All');
    expect(first('Access level')).toBe('All');
  });

  it('removes a chip with its named button and keeps the focus on the filter', async () => {
    const onChange = vi.fn();
    const { user } = renderWithI18n(
      <Controlled onChange={onChange} initial={{ usergroup_type: ['organisation', 'user-group'] }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Remove filter Type: Organisation' }));
    expect(onChange).toHaveBeenLastCalledWith({ usergroup_type: ['user-group'] });
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Type' }));
  });

  it('shows an unknown value as it is, so it can still be removed', () => {
    renderWithI18n(<Controlled initial={{ usergroup_type: ['legacy'] }} />);
    expect(screen.getByRole('button', { name: 'Remove filter Type: legacy' })).toBeTruthy();
  });

  it('clears every filter at once', async () => {
    const onChange = vi.fn();
    const { user } = renderWithI18n(
      <Controlled onChange={onChange} initial={{ level: ['search'], usergroup_type: ['organisation'] }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onChange).toHaveBeenLastCalledWith({ level: [], usergroup_type: [] });
    expect(screen.queryByRole('list')).toBeNull();
  });
});
