import { describe, expect, it } from 'vitest';
import { sanitiseRichText } from './sanitiseRichText';

describe('sanitiseRichText', () => {
  it.each([
    ['<p>Hello <strong>world</strong> and <em>you</em></p>', '<p>Hello <strong>world</strong> and <em>you</em></p>'],
    ['<ul><li>one</li><li>two</li></ul><ol><li>1</li></ol>', '<ul><li>one</li><li>two</li></ul><ol><li>1</li></ol>'],
    ['<a href="https://example.org" title="site">link</a>', '<a href="https://example.org" title="site">link</a>'],
    ['<a href="mailto:a@b.fr">mail</a>', '<a href="mailto:a@b.fr">mail</a>'],
    ['line<br>break', 'line<br>break'],
  ])('keeps %s', (input, expected) => {
    expect(sanitiseRichText(input)).toBe(expected);
  });

  it.each([
    ['<script>alert(1)</script><p>text</p>', '<p>text</p>'],
    ['<img src="x" onerror="alert(1)">', ''],
    ['<p onclick="alert(1)" style="color:red" class="x">text</p>', '<p>text</p>'],
    ['<a href="javascript:alert(1)">bad</a>', '<a>bad</a>'],
    ['<a href="data:text/html,x">bad</a>', '<a>bad</a>'],
    ['<iframe src="https://example.org"></iframe>', ''],
    ['<h1>Title</h1><div><span>inner</span></div>', 'Titleinner'],
    ['<table><tr><td>cell</td></tr></table>', 'cell'],
  ])('cleans %s', (input, expected) => {
    expect(sanitiseRichText(input)).toBe(expected);
  });

  it('keeps plain text as it is', () => {
    expect(sanitiseRichText('a &amp; b')).toBe('a &amp; b');
  });
});
