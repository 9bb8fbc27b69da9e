import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../../locales/en/messages.po';
import { messages as fr } from '../../../../locales/fr/messages.po';
import { aTrial } from '../testing/trialFixtures';
import { trialSummaryText } from './trialSummary';

describe('the trial in one sentence', () => {
  it('says what a harvest would do with the records read, of how many the catalogue holds', () => {
    const english = setupI18n({ locale: 'en', messages: { en } });
    expect(trialSummaryText(english, aTrial({ total: 120 }))).toBe(
      '3 records found of 120 in the catalogue: 1 to create, 1 to update, 1 unchanged.',
    );
    expect(trialSummaryText(english, aTrial({ total: 3 }))).toBe(
      '3 records found: 1 to create, 1 to update, 1 unchanged.',
    );
  });

  it('agrees the French words with the numbers', () => {
    const french = setupI18n({ locale: 'fr', messages: { fr } });
    expect(trialSummaryText(french, aTrial({ total: null }))).toBe(
      '3 fiches trouvées : 1 à créer, 1 à mettre à jour, 1 inchangée.',
    );
    expect(
      trialSummaryText(french, aTrial({ total: null, summary: { create: 0, update: 1, unchanged: 2 } })),
    ).toBe('3 fiches trouvées : 0 à créer, 1 à mettre à jour, 2 inchangées.');
  });

  it('says a backend without the summary found the records, and an empty read found none', () => {
    const english = setupI18n({ locale: 'en', messages: { en } });
    const { summary: _summary, ...withoutSummary } = aTrial({ total: null });
    expect(trialSummaryText(english, withoutSummary)).toBe('3 records found');
    expect(trialSummaryText(english, aTrial({ results: [] }))).toBe('The test found no record.');
  });
});
