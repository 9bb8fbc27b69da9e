import { describe, expect, it } from 'vitest';
import { replaceInText } from './replacements';

describe('replaceInText', () => {
  it('writes the current commune for the replaced codes and keeps everything else as typed', () => {
    expect(replaceInText(' 74011,97302 ,, abc,74093', [{ code: '74011', by: '74010' }])).toBe(
      ' 74010,97302 ,, abc,74093',
    );
  });

  it('replaces every occurrence, several codes at once', () => {
    expect(
      replaceInText('74011, 74093, 74011', [
        { code: '74011', by: '74010' },
        { code: '74093', by: '74010' },
      ]),
    ).toBe('74010, 74010, 74010');
  });

  it('leaves a code that only contains a replaced one alone', () => {
    expect(replaceInText('740110', [{ code: '74011', by: '74010' }])).toBe('740110');
  });
});
