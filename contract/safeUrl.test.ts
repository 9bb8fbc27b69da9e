import { describe, expect, it } from 'vitest';
import { safeHref } from './safeUrl';

describe('safeHref', () => {
  it.each([
    ['https://example.org', 'https://example.org/'],
    ['http://example.org/a?b=1#c', 'http://example.org/a?b=1#c'],
    ['  HTTPS://Example.org/x  ', 'https://example.org/x'],
  ])('keeps the web link %j', (value, expected) => {
    expect(safeHref(value)).toBe(expected);
  });

  it.each([
    ['javascript:alert(1)'],
    [' JaVaScRiPt:alert(1)'],
    ['java\tscript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['\u0001javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    ['file:///etc/passwd'],
    ['ftp://example.org'],
    ['mailto:a@b.fr'],
    ['/relative/path'],
    ['//example.org'],
    ['not a url'],
    [''],
    ['   '],
    [null],
    [undefined],
  ])('refuses %j without a base nor mailto', (value) => {
    expect(safeHref(value)).toBeUndefined();
  });

  it('allows mail addresses only when asked', () => {
    expect(safeHref('mailto:a@b.fr', { mailto: true })).toBe('mailto:a@b.fr');
    expect(safeHref('MAILTO:a@b.fr', { mailto: true })).toBe('mailto:a@b.fr');
    expect(safeHref('javascript:alert(1)', { mailto: true })).toBeUndefined();
  });

  it('reads relative addresses against the base, as the browser would', () => {
    const base = 'https://data.example.org/publish/fr/';
    expect(safeHref('/media/conventions/a.pdf', { base })).toBe(
      'https://data.example.org/media/conventions/a.pdf',
    );
    expect(safeHref('//other.example.org/x', { base })).toBe('https://other.example.org/x');
    expect(safeHref('javascript:alert(1)', { base })).toBeUndefined();
    expect(safeHref('data:text/html,x', { base })).toBeUndefined();
  });
});
