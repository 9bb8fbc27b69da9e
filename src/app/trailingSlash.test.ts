import { describe, expect, it } from 'vitest';
import { withTrailingSlash } from './trailingSlash';

describe('withTrailingSlash', () => {
  it.each([
    ['/publish/fr/home', '/publish/fr/home/'],
    ['/publish/fr/home/', '/publish/fr/home/'],
    ['/publish', '/publish/'],
  ])('%s becomes %s', (input, expected) => {
    expect(withTrailingSlash(input)).toBe(expected);
  });
});
