// @vitest-environment jsdom
// DOMPurify does not support happy-dom (cure53/DOMPurify#1457): this file runs in jsdom, a real DOM.
import { describe, expect, it } from 'vitest';
import { richTextPolicy, sanitiseRichText } from './sanitiseRichText';

describe('the rich text policy', () => {
  it('allows no element that runs code, loads content or styles the page', () => {
    const dangerous = ['script', 'style', 'img', 'iframe', 'object', 'embed', 'svg', 'math', 'form', 'input'];
    for (const tag of dangerous) expect(richTextPolicy.ALLOWED_TAGS).not.toContain(tag);
  });

  it('allows no attribute but the link target and title', () => {
    expect([...richTextPolicy.ALLOWED_ATTR].sort()).toEqual(['href', 'title']);
  });

  it.each([
    ['https://example.org', true],
    ['http://example.org', true],
    ['MAILTO:a@b.fr', true],
    ['javascript:alert(1)', false],
    ['data:text/html,x', false],
    ['vbscript:x', false],
    ['ftp://example.org', false],
  ])('link %s allowed: %s', (href, allowed) => {
    expect(richTextPolicy.ALLOWED_URI_REGEXP.test(href)).toBe(allowed);
  });
});

describe('sanitiseRichText on markup', () => {
  it.each([
    [
      '<p>Hello <strong>world</strong> and <em>you</em></p>',
      '<p>Hello <strong>world</strong> and <em>you</em></p>',
    ],
    [
      '<ul><li>one</li><li>two</li></ul><ol><li>1</li></ol>',
      '<ul><li>one</li><li>two</li></ul><ol><li>1</li></ol>',
    ],
    [
      '<a href="https://example.org" title="site">link</a>',
      '<a href="https://example.org" title="site">link</a>',
    ],
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
    ['<svg><script>alert(1)</script></svg>after', 'after'],
  ])('cleans %s', (input, expected) => {
    expect(sanitiseRichText(input)).toBe(expected);
  });
});

describe('sanitiseRichText on plain text', () => {
  it('keeps plain text and its entities', () => {
    expect(sanitiseRichText('a &amp; b')).toBe('a &amp; b');
  });
});
