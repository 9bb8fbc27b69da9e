import { i18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages as fr } from '../../../locales/fr/messages.po';
import { messages as it_ } from '../../../locales/it/messages.po';
import type { SourceRun } from '../../api/taskCare';
import { renderWithI18n } from '../../ui/testing/renderWithI18n';
import { RunStrip } from './RunStrip';

const run = (id: number, status: SourceRun['status']): SourceRun => ({
  id,
  status,
  end_date: `2026-03-0${id}T10:00:00Z`,
});

describe('RunStrip', () => {
  it('shows the runs oldest to newest as one labelled image, each square with its state', () => {
    // Newest first, as the server answers.
    const runs = [
      run(9, 'FAILURE'),
      run(8, 'SUCCESS'),
      ...[7, 6, 5, 4, 3, 2].map((id) => run(id, 'SUCCESS')),
    ];
    runs.push(run(1, 'FAILURE'), { id: 0, status: 'SUCCESS', end_date: null });
    renderWithI18n(<RunStrip runs={runs} />);
    const strip = screen.getByRole('img', { name: 'Last 10 runs: 8 succeeded, 2 failed' });
    const squares = [...strip.children];
    expect(squares.map((square) => square.getAttribute('data-outcome'))).toEqual([
      'success',
      'failure',
      ...Array(6).fill('success'),
      'success',
      'failure',
    ]);
    expect(squares[0]?.getAttribute('title')).toBe('Succeeded');
    expect(squares[9]?.getAttribute('title')).toMatch(/^Failed — /);
    expect(squares[9]?.className).toContain('bg-red-700');
  });

  it('counts stopped runs apart, in amber', () => {
    renderWithI18n(<RunStrip runs={[run(2, 'REVOKED'), run(1, 'SUCCESS')]} />);
    const strip = screen.getByRole('img', { name: 'Last 2 runs: 1 succeeded, 0 failed, 1 stopped' });
    expect(strip.lastElementChild?.className).toContain('bg-amber-700');
    expect(strip.lastElementChild?.getAttribute('title')).toMatch(/^Stopped — /);
  });

  it('says when the source has not run yet', () => {
    renderWithI18n(<RunStrip runs={[]} />);
    expect(screen.getByText('No finished run yet')).toBeTruthy();
  });
});

describe('RunStrip counts in words that agree with them (B5)', () => {
  const inLocale = (locale: 'fr' | 'it', messages: Messages, runs: SourceRun[]) => {
    i18n.loadAndActivate({ locale, messages });
    return render(
      <I18nProvider i18n={i18n}>
        <RunStrip runs={runs} />
      </I18nProvider>,
    );
  };

  it('says "1 réussie", "2 réussies", "1 en échec" in French', () => {
    inLocale('fr', fr, [run(2, 'FAILURE'), run(1, 'SUCCESS')]);
    expect(screen.getByRole('img', { name: '2 dernières exécutions : 1 réussie, 1 en échec' })).toBeTruthy();
  });

  it('agrees the plural and the stopped runs in French', () => {
    inLocale('fr', fr, [run(4, 'REVOKED'), run(3, 'SUCCESS'), run(2, 'SUCCESS'), run(1, 'REVOKED')]);
    expect(
      screen.getByRole('img', { name: '4 dernières exécutions : 2 réussies, 0 en échec, 2 arrêtées' }),
    ).toBeTruthy();
  });

  it('says "1 riuscita" in Italian', () => {
    inLocale('it', it_, [run(2, 'FAILURE'), run(1, 'SUCCESS')]);
    expect(screen.getByRole('img', { name: 'Ultime 2 esecuzioni: 1 riuscita, 1 fallita' })).toBeTruthy();
  });
});
