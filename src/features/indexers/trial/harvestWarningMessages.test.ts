import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../../locales/en/messages.po';
import { messages as fr } from '../../../../locales/fr/messages.po';
import { messages as italian } from '../../../../locales/it/messages.po';
import type { HarvestWarning } from '../../../api/indexers';
import { harvestWarningText, recordWarningText } from './harvestWarningMessages';

// Every code the contract names (openapi/schemas/indexer.yaml, HarvestWarning).
const WARNINGS: HarvestWarning[] = [
  { code: 'licence_unknown', value: 'Licence maison', count: 1 },
  { code: 'bounds_invalid', value: '200,100,210,110', count: 1 },
  { code: 'distribution_invalid', value: 'ftp://data.example.fr/a.shp', count: 1 },
  { code: 'distributions_capped', value: null, count: 7 },
  { code: 'titled_by_identifier', value: null, count: 1 },
  { code: 'no_download', value: null, count: 1 },
  { code: 'filter_matched_nothing', value: 'ctg', count: 42 },
  { code: 'not_found_remotely', value: null, count: 3 },
  { code: 'dataset_moved', value: null, count: null },
  { code: 'text_cut', value: 'display_name', count: 1 },
  { code: 'text_cut', value: 'description', count: 1 },
];

function inLocale(locale: 'fr' | 'en' | 'it') {
  const i18n = setupI18n({ locale, messages: { fr, en, it: italian } });
  return (warning: HarvestWarning) => harvestWarningText(i18n, warning);
}

describe('harvest warnings in words', () => {
  for (const locale of ['fr', 'en', 'it'] as const) {
    it(`says each code in ${locale}, with its value and count`, () => {
      const text = inLocale(locale);
      const sentences = WARNINGS.map(text);
      expect(new Set(sentences).size).toBe(WARNINGS.length);
      for (const [index, warning] of WARNINGS.entries()) {
        const sentence = sentences[index] ?? '';
        expect(sentence).not.toBe(warning.code);
        // The organisation filter and a cut text are named by their place in the sentence, not quoted.
        if (warning.code !== 'filter_matched_nothing' && warning.code !== 'text_cut' && warning.value)
          expect(sentence).toContain(warning.value);
        if (warning.count !== null && warning.count > 1) expect(sentence).toContain(String(warning.count));
      }
    });
  }

  it('reads French as the specification words it', () => {
    const text = inLocale('fr');
    expect(text({ code: 'no_download', value: null, count: null })).toBe(
      'Rien à télécharger : le jeu de données reçoit la consultation au lieu du téléchargement.',
    );
    expect(text({ code: 'filter_matched_nothing', value: 'ctg', count: 42 })).toBe(
      'Le filtre d’organisation ne retient aucune fiche ; sans lui, le catalogue en compte 42.',
    );
    expect(text({ code: 'filter_matched_nothing', value: 'ctg', count: null })).toBe(
      'Le filtre d’organisation ne retient aucune fiche.',
    );
  });

  it('says how many times a record repeats a warning, once', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en } });
    expect(recordWarningText(i18n, { code: 'distribution_invalid', value: 'a.shp', count: 3 })).toBe(
      'The distribution “a.shp” has no http(s) address: it is not kept. (3 times)',
    );
    expect(recordWarningText(i18n, { code: 'distributions_capped', value: null, count: 3 })).toBe(
      '3 distributions beyond the 50 kept per dataset are left out.',
    );
  });
});
