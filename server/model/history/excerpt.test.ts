import { describe, expect, test } from 'vitest';
import { excerptPair, VALUE_LIMIT } from './excerpt.ts';
import { plainText } from './plainText.ts';

// The pieces that keep a history read cheap (audit T3-H1): a linear tag stripper and excerpts.

describe('plainText', () => {
  test('reads as the sanitiser-based version did: markup gone, blocks as spaces, entities decoded', () => {
    expect(plainText('<p>Arrêts <strong>de</strong> bus</p><p>du&nbsp;réseau &amp; plus</p>')).toBe(
      'Arrêts de bus du réseau & plus',
    );
    expect(plainText('<ul><li>un</li><li>deux</li></ul>ligne<br />suivante &lt;b&gt; &#39;x&#x27;')).toBe(
      "un deux ligne suivante <b> 'x'",
    );
  });

  test('many < without > end the text at once (no scan from each of them)', () => {
    const hostile = `début ${'<'.repeat(200_000)}`;
    expect(plainText(hostile)).toBe('début');
    expect(plainText(`${'<b>x</b>'.repeat(20_000)}`)).toBe('x'.repeat(20_000));
  });
});

describe('excerptPair', () => {
  test('short values are kept whole', () => {
    expect(excerptPair('avant', 'après')).toEqual({ before: 'avant', after: 'après', truncated: false });
  });

  test('long values are cut from shortly before where they differ, … marking each cut', () => {
    const common = 'mot '.repeat(1_000);
    const { before, after, truncated } = excerptPair(`${common}bus ${common}`, `${common}car ${common}`);
    expect(truncated).toBe(true);
    expect(before?.length).toBeLessThanOrEqual(VALUE_LIMIT);
    expect(after?.length).toBeLessThanOrEqual(VALUE_LIMIT);
    expect(before?.startsWith('…') && before.endsWith('…')).toBe(true);
    expect(before).toContain('bus');
    expect(after).toContain('car');
    expect(excerptPair(null, 'x'.repeat(600)).after).toBe(`${'x'.repeat(VALUE_LIMIT - 1)}…`);
  });

  test('a cut never splits a character written as two units', () => {
    const emoji = '😀'.repeat(400);
    const { after } = excerptPair(null, emoji);
    expect(after?.endsWith('😀…')).toBe(true);
  });
});
