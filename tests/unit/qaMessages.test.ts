// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { messageIn, startingWith } from '../qa/messages.ts';

// The QA replays assert catalogue messages through this helper: it must give the catalog's text in
// each language, fill placeholders and plurals, and refuse a message the code does not write.
describe('messageIn', () => {
  it('gives the text of a message in each language of the catalog', () => {
    expect(messageIn('fr', 'Loading…')).toBe('Chargement…');
    expect(messageIn('en', 'Loading…')).toBe('Loading…');
    expect(messageIn('it', 'Loading…')).not.toBe('Loading…');
  });

  it('fills placeholders and plurals', () => {
    expect(
      messageIn('fr', '{childName} now belongs to {parentName}', { childName: 'A', parentName: 'B' }),
    ).toBe('A fait désormais partie de B');
    const found = '{count, plural, one {# municipality found.} other {# municipalities found.}}';
    expect(messageIn('fr', found, { count: 1 })).toBe('1 commune trouvée.');
    expect(messageIn('en', found, { count: 3 })).toBe('3 municipalities found.');
  });

  it('refuses a message that no catalog holds', () => {
    expect(() => messageIn('fr', 'Chargement…')).toThrow(/No catalogue message/);
  });
});

describe('startingWith', () => {
  it('matches a text that begins with the message, literally', () => {
    expect(startingWith('Langue (fr)').test('Langue (fr) : Français')).toBe(true);
    expect(startingWith('Langue (fr)').test('La Langue (fr)')).toBe(false);
  });
});
