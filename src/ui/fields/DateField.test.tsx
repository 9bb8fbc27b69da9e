// @vitest-environment jsdom
// happy-dom answers a selection change with another one, which React Aria's date parts answer again
// without end; jsdom does not.
import { i18n } from '@lingui/core';
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../testing/renderWithI18n';
import { DateField } from './DateField';

function Controlled({ initial = '', errors }: { initial?: string; errors?: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        id="publication"
        label="Publication date"
        required
        value={value}
        onChange={setValue}
        errors={errors}
        max="2030-12-31"
      />
      <output>{value}</output>
    </>
  );
}

/**
 * Renders in an interface language, once the field's code has loaded; the catalog stays empty, so
 * messages read in English.
 */
async function renderIn(locale: string, initial = '', errors?: string[]) {
  const rendered = renderWithI18n(<Controlled initial={initial} errors={errors} />);
  act(() => i18n.loadAndActivate({ locale, messages: {} }));
  await screen.findByRole('group', { name: /Publication date/ });
  return rendered;
}

/** The date as the person sees it, parts and separators. */
function shown() {
  return screen.getByRole('group', { name: /Publication date/ }).textContent?.replace(/[\u2066-\u2069]/g, '');
}

const formValue = () => screen.getByRole('status').textContent;

describe('DateField', () => {
  it.each([
    ['fr', 'jj/mm/aaaa'],
    ['it', 'gg/mm/aaaa'],
    ['en', 'mm/dd/yyyy'],
  ])('shows its parts in the order and words of the interface language (%s)', async (locale, empty) => {
    await renderIn(locale);
    expect(shown()).toBe(empty);
  });

  it.each([
    ['fr', '05/03/2024'],
    ['it', '05/03/2024'],
    ['en', '3/5/2024'],
  ])('shows an ISO value in the interface language (%s)', async (locale, filled) => {
    await renderIn(locale, '2024-03-05');
    expect(shown()).toBe(filled);
  });

  it('gives back the ISO date typed day first in French', async () => {
    const { user } = await renderIn('fr');
    const [day] = screen.getAllByRole('spinbutton');
    await user.click(day as HTMLElement);
    await user.keyboard('26112026');
    expect(formValue()).toBe('2026-11-26');
    expect(shown()).toBe('26/11/2026');
  });

  it('gives back the ISO date typed month first in English', async () => {
    const { user } = await renderIn('en');
    const [month] = screen.getAllByRole('spinbutton');
    await user.click(month as HTMLElement);
    await user.keyboard('11262026');
    expect(formValue()).toBe('2026-11-26');
  });

  it('keeps a date typed in part, tells it is invalid on leaving, and the form cannot take it as a date', async () => {
    const { user } = await renderIn('fr');
    const [day] = screen.getAllByRole('spinbutton');
    await user.click(day as HTMLElement);
    await user.keyboard('2611');
    expect(formValue()).toBe('26/11/aaaa');
    await user.tab();
    await user.tab();
    expect(shown()).toBe('26/11/aaaa');
    expect(screen.getByText('Enter a valid date')).toBeTruthy();
  });

  it('says a whole date half erased is no longer the date it was', async () => {
    const { user } = await renderIn('fr', '2024-03-05');
    const [day] = screen.getAllByRole('spinbutton');
    await user.click(day as HTMLElement);
    await user.keyboard('{Backspace}{Backspace}');
    expect(shown()).toBe('jj/03/2024');
    expect(formValue()).toBe('jj/03/2024');
    await user.keyboard('07');
    expect(formValue()).toBe('2024-03-07');
  });

  it('is named by its label, tied to its errors, and reached by its id', async () => {
    await renderIn('en', '', ['Enter a valid date']);
    const parts = screen.getAllByRole('spinbutton');
    for (const part of parts) {
      expect(part.getAttribute('aria-labelledby')).toContain(
        screen.getByText('Publication date').closest('span')?.id,
      );
      expect(part.getAttribute('aria-required')).toBe('true');
      expect(part.getAttribute('aria-invalid')).toBe('true');
    }
    const describedBy = parts[0]?.getAttribute('aria-describedby') ?? '';
    const described = describedBy.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Error: Enter a valid date');
    act(() => document.getElementById('publication')?.focus());
    expect(document.activeElement).toBe(parts[0]);
  });
});
