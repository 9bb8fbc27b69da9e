import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { FilterDefinition, FilterValues } from '../FilterBar';
import { renderWithI18n } from '../testing/renderWithI18n';
import { FilterFold } from './FilterFold';

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
    key: 'type',
    label: 'Type',
    multiple: true,
    options: [
      { value: 'organisation', label: 'Organisation' },
      { value: 'sphere', label: 'Sphere' },
    ],
  },
];

function Controlled({ initial = {} }: { initial?: FilterValues }) {
  const [values, setValues] = useState<FilterValues>(initial);
  return (
    <>
      <FilterFold filters={filters} values={values} onChange={setValues}>
        <p>Sort</p>
      </FilterFold>
      <output>{JSON.stringify(values)}</output>
    </>
  );
}

describe('FilterFold', () => {
  it('starts folded: one button, and the filters hidden', () => {
    renderWithI18n(<Controlled />);
    const toggle = screen.getByRole('button', { name: /^Filters/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('combobox', { name: 'Access level' })).toBeNull();
    expect(screen.getByText('Sort').closest('[hidden]')).not.toBeNull();
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
  });

  it('opens on its button and shows the filters and the folded controls', async () => {
    const { user } = renderWithI18n(<Controlled />);
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    expect(screen.getByRole('button', { name: /^Filters/ }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('combobox', { name: 'Access level' })).toBeTruthy();
    expect(screen.getByText('Sort').closest('[hidden]')).toBeNull();
  });

  it('says how many filters are active and shows each chosen value as a chip, folded', () => {
    renderWithI18n(<Controlled initial={{ level: ['download'], type: ['organisation', 'sphere'] }} />);
    expect(screen.getByRole('button', { name: /^Filters.*2 active/ })).toBeTruthy();
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Access level: Download×', 'Type: Organisation×', 'Type: Sphere×']);
  });

  it('removes one value with its chip and gives focus to the fold button', async () => {
    const { user } = renderWithI18n(<Controlled initial={{ type: ['organisation', 'sphere'] }} />);
    await user.click(screen.getByRole('button', { name: 'Remove filter Type: Sphere' }));
    expect(screen.getByRole('status').textContent).toBe('{"type":["organisation"]}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Filters/ }));
    expect(screen.queryByRole('button', { name: 'Remove filter Type: Sphere' })).toBeNull();
  });

  it('clears every filter at once', async () => {
    const { user } = renderWithI18n(<Controlled initial={{ level: ['search'], type: ['sphere'] }} />);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole('status').textContent).toBe('{"level":[],"type":[]}');
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
  });
});
