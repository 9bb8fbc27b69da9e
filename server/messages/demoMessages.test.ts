import { describe, expect, it } from 'vitest';
import { DEMO_TASK_TEXTS, harvestedText } from '../seed/demo/taskTexts.ts';
import { MESSAGES } from './messages.ts';

const texts = [...Object.values(DEMO_TASK_TEXTS), harvestedText(25, 23)];

describe('the demo data’s task texts (B6)', () => {
  it.each(texts)('are answered in English and Italian: %s', (text) => {
    expect(MESSAGES.knows(text)).toBe(true);
    expect(MESSAGES.translate('en', text)).not.toBe(text);
    expect(MESSAGES.translate('it', text)).not.toBe(text);
    expect(MESSAGES.translate('fr', text)).toBe(text);
  });

  it('never mix two languages in one sentence', () => {
    expect(MESSAGES.translate('en', DEMO_TASK_TEXTS.catalogue503)).toBe(
      'The remote catalogue answered 503 Service Unavailable.',
    );
    expect(MESSAGES.translate('en', harvestedText(25, 23))).toBe('25 records harvested, 23 updated.');
  });
});
