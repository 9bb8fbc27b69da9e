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

describe('steps named in the server’s sentences (U3)', () => {
  it('are words in every language, in French quotes in French', () => {
    const kept = 'Étape « read » reprise de la tâche n° 12.';
    expect(MESSAGES.translate('fr', kept)).toBe('Étape « lecture des données » reprise de la tâche n° 12.');
    expect(MESSAGES.translate('en', kept)).toBe('Step "reading the data" kept from task no. 12.');
    const stopped =
      'Tâche arrêtée par Alice pendant l’étape « layer » : cette étape est annulée, le travail des étapes terminées est conservé (read, download).';
    expect(MESSAGES.translate('en', stopped)).toBe(
      'Task stopped by Alice during step "writing the layer": this step is rolled back, the work of the completed steps is kept (reading the data, downloading the file).',
    );
  });

  it('leave a step they do not know as written', () => {
    expect(MESSAGES.translate('en', 'Étape « vendor » reprise de la tâche n° 3.')).toBe(
      'Step "vendor" kept from task no. 3.',
    );
  });
});
