import { Editor } from '@tiptap/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasText, looksLikeRichText } from '../../../../contract/richText';
import { richTextPolicy, sanitiseDescription, sanitiseRichText } from '../../../../contract/sanitiseRichText';
import { editorExtensions } from './RichTextEditor';

/** Every element and attribute of some HTML, read back with the test DOM (the sanitiser uses none). */
function parsed(html: string): { tags: string[]; attributes: [string, string, string][] } {
  const template = document.createElement('template');
  template.innerHTML = html;
  const elements = [...template.content.querySelectorAll('*')];
  return {
    tags: elements.map((element) => element.localName),
    attributes: elements.flatMap((element) =>
      [...element.attributes]
        .map((attribute): [string, string, string] => [element.localName, attribute.name, attribute.value])
        .sort(([, a], [, b]) => a.localeCompare(b)),
    ),
  };
}

/** What the editor makes of some HTML. */
function throughEditor(html: string): string {
  const editor = new Editor({ extensions: editorExtensions, content: html });
  const out = editor.getHTML();
  editor.destroy();
  return out;
}

describe('the rich text policy', () => {
  it('allows no element that runs code, loads content or styles the page', () => {
    const dangerous = ['script', 'style', 'img', 'iframe', 'object', 'embed', 'svg', 'math', 'form', 'input'];
    for (const tag of dangerous) expect(richTextPolicy.allowedTags).not.toContain(tag);
  });

  it('allows no attribute but the link and the list start', () => {
    expect(richTextPolicy.allowedAttributes).toEqual({ a: ['href', 'target', 'rel'], ol: ['start'] });
  });

  it('follows the editor: its node and mark types are the ones the policy was written for', () => {
    // A new extension (tables, images, code blocks...) must be allowed here on purpose, not by accident.
    const editor = new Editor({ extensions: editorExtensions });
    expect(Object.keys(editor.schema.nodes).sort()).toEqual(
      [
        'blockquote',
        'bulletList',
        'doc',
        'hardBreak',
        'heading',
        'listItem',
        'orderedList',
        'paragraph',
        'text',
      ].sort(),
    );
    expect(Object.keys(editor.schema.marks).sort()).toEqual(
      ['bold', 'code', 'italic', 'link', 'strike', 'underline'].sort(),
    );
    editor.destroy();
  });

  it('keeps all the editor writes: the sanitised HTML gives the editor the same document', () => {
    const written = throughEditor(
      '<h2>Titre</h2><h3>Sous-titre</h3><p><strong>gras</strong> <em>italique</em> <u>souligné</u> ' +
        '<s>barré</s> <code>code</code> <a href="https://example.org/page?a=1&amp;b=2">lien</a> ' +
        '<a href="mailto:contact@example.org">courriel</a><br>ligne</p>' +
        '<ul><li><p>un</p></li></ul><ol start="3"><li><p>trois</p></li></ol><blockquote><p>citation</p></blockquote>',
    );
    for (const tag of [
      'h2',
      'h3',
      'strong',
      'em',
      'u',
      's',
      'code',
      'a',
      'br',
      'ul',
      'ol',
      'li',
      'blockquote',
    ]) {
      expect(written).toContain(`<${tag}`);
    }
    expect(throughEditor(sanitiseRichText(written))).toBe(written);
    expect(parsed(sanitiseRichText(written))).toEqual(parsed(written));
  });
});

describe('sanitiseRichText on the markup it keeps', () => {
  it.each([
    [
      '<p>Hello <strong>world</strong> and <em>you</em></p>',
      '<p>Hello <strong>world</strong> and <em>you</em></p>',
    ],
    ['<ul><li><p>one</p></li></ul><ol><li>1</li></ol>', '<ul><li><p>one</p></li></ul><ol><li>1</li></ol>'],
    ['<ol start="4"><li>4</li></ol>', '<ol start="4"><li>4</li></ol>'],
    [
      '<h2>Two</h2><h3>Three</h3><blockquote>q</blockquote>',
      '<h2>Two</h2><h3>Three</h3><blockquote>q</blockquote>',
    ],
    ['<u>u</u><s>s</s><code>c</code>', '<u>u</u><s>s</s><code>c</code>'],
    [
      '<a href="https://example.org/" title="site">link</a>',
      '<a href="https://example.org/" target="_blank" rel="noopener noreferrer nofollow">link</a>',
    ],
    [
      '<a href="mailto:a@b.fr">mail</a>',
      '<a href="mailto:a@b.fr" target="_blank" rel="noopener noreferrer nofollow">mail</a>',
    ],
    ['line<br>break', 'line<br />break'],
    // Other clients' formatting becomes the editor's.
    ['<b>b</b> <i>i</i> <del>d</del> <strike>s</strike>', '<strong>b</strong> <em>i</em> <s>d</s> <s>s</s>'],
  ])('keeps %s', (input, expected) => {
    expect(sanitiseRichText(input)).toBe(expected);
  });

  it('keeps plain text, escaping what would be markup', () => {
    expect(sanitiseRichText('a &amp; b')).toBe('a &amp; b');
    expect(sanitiseRichText('a < b & c')).toBe('a &lt; b &amp; c');
  });
});

describe('sanitiseRichText on hostile markup', () => {
  it.each([
    ['<script>alert(1)</script><p>text</p>', '<p>text</p>'],
    ['<img src="x" onerror="alert(1)">', ''],
    ['<p onclick="alert(1)" style="color:red" class="x">text</p>', '<p>text</p>'],
    ['<a href="javascript:alert(1)">bad</a>', 'bad'],
    ['<a href=" JaVaScRiPt:alert(1)">bad</a>', 'bad'],
    ['<a href="jav&#x09;ascript:alert(1)">bad</a>', 'bad'],
    ['<a href="&#106;avascript:alert(1)">bad</a>', 'bad'],
    ['<a href="data:text/html,x">bad</a>', 'bad'],
    ['<a href="vbscript:x">bad</a>', 'bad'],
    ['<a href="/relative">relative</a>', 'relative'],
    ['<a href="//example.org">protocol-relative</a>', 'protocol-relative'],
    ['<iframe src="https://example.org">inside</iframe>after', 'after'],
    ['<h1>Title</h1><div><span>inner</span></div>', 'Titleinner'],
    ['<svg><script>alert(1)</script></svg>after', 'after'],
    ['<svg onload="alert(1)">', ''],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">', ''],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
    ['<style>@import "x.css";</style>text', 'text'],
    ['<template><img src=x onerror=alert(1)></template>text', 'text'],
    ['<details open ontoggle="alert(1)">x</details>', 'x'],
    ['<ol start="1 onclick=alert(1)"><li>x</li></ol>', '<ol><li>x</li></ol>'],
    ['"><img src=x onerror=alert(1)>', '"&gt;'],
  ])('cleans %s', (input, expected) => {
    expect(sanitiseRichText(input)).toBe(expected);
  });
});

// Markup made of the pieces attacks are made of, in any order and nesting.
const fragment = fc.oneof(
  fc.constantFrom(
    '<p>',
    '</p>',
    '<a href="javascript:alert(1)">',
    '<a href="https://example.org">',
    '</a>',
    '<img src=x onerror=alert(1)>',
    '<svg onload=alert(1)>',
    '<script>',
    '</script>',
    '<style>',
    '<noscript>',
    '<math><mtext>',
    '<iframe srcdoc="<script>alert(1)</script>">',
    '<p title="',
    '">',
    '<!--',
    '-->',
    '<![CDATA[',
    ']]>',
    '<strong onclick=alert(1)>',
    '</strong>',
    '<ol start=x>',
    '<li>',
    '&lt;',
    '&#x6a;avascript:',
    '<',
    '>',
    '"',
    "'",
    '`',
  ),
  fc.string({ maxLength: 8 }),
);
const hostileMarkup = fc.array(fragment, { maxLength: 24 }).map((parts) => parts.join(''));

describe('sanitiseRichText on generated markup', () => {
  it('leaves only the allowed elements, attributes and link schemes', () => {
    fc.assert(
      fc.property(hostileMarkup, (html) => {
        const clean = sanitiseRichText(html);
        // Every '<' left opens or closes an allowed element: text is escaped, nothing else is markup.
        const allowedTag = new RegExp(
          `<\\/?(?:${richTextPolicy.allowedTags.join('|')})(?:\\s[^<>]*)?\\/?>`,
          'g',
        );
        expect(clean.replace(allowedTag, '')).not.toMatch(/[<>]/);
        const { tags, attributes } = parsed(clean);
        for (const tag of tags) expect(richTextPolicy.allowedTags).toContain(tag);
        for (const [tag, name, value] of attributes) {
          const allowed: readonly string[] =
            tag === 'a'
              ? richTextPolicy.allowedAttributes.a
              : tag === 'ol'
                ? richTextPolicy.allowedAttributes.ol
                : [];
          expect(allowed).toContain(name);
          if (name === 'href') expect(value).toMatch(/^(https?:\/\/|mailto:)/);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('is stable: cleaning clean markup loses no text and lets nothing in', () => {
    // Badly nested input may be nested differently the second time (<li><li> closes the first li).
    const text = (html: string) => {
      const template = document.createElement('template');
      template.innerHTML = html;
      return template.content.textContent;
    };
    fc.assert(
      fc.property(hostileMarkup, (html) => {
        const once = sanitiseRichText(html);
        const twice = sanitiseRichText(once);
        expect(text(twice)).toBe(text(once));
        expect(new Set(parsed(twice).tags)).toEqual(new Set(parsed(once).tags));
      }),
      { numRuns: 500 },
    );
  });
});

describe('descriptions', () => {
  it('tells rich text from plain text by its tags', () => {
    expect(looksLikeRichText('<p>x</p>')).toBe(true);
    expect(looksLikeRichText('a < b and c > d')).toBe(false);
    expect(looksLikeRichText('Plain text')).toBe(false);
  });

  it('cleans rich text and trims it, and leaves plain text as typed', () => {
    expect(sanitiseDescription('  <img src=x onerror=alert(1)> marker  ')).toBe('marker');
    expect(sanitiseDescription('<p>ok</p><script>alert(1)</script>')).toBe('<p>ok</p>');
    expect(sanitiseDescription('a < b & c')).toBe('a < b & c');
    expect(sanitiseDescription('javascript:alert(1)')).toBe('javascript:alert(1)');
  });

  it('says whether anything is left to read', () => {
    expect(hasText('<p></p>')).toBe(false);
    expect(hasText(sanitiseDescription('<script>alert(1)</script>'))).toBe(false);
    expect(hasText('<p>x</p>')).toBe(true);
  });

  it('finds text in raw input exactly when the cleaned input still has some (the form agrees with the server)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.constantFrom(
            '<script>alert(1)</script>',
            '<p>a</p><style>p{}</style>',
            '<SCRIPT >x</SCRIPT >',
            '<template><p>x</p></template>',
            '<script>never closed',
            '<p>use <textarea>x</textarea> here</p>',
            '<p><br></p>',
            '<p>&nbsp;</p>',
            '<p>&#160;&ensp;&#x2003;</p>',
            '<p>&amp;</p>',
            '<b>x</b>',
          ),
          fc
            .array(
              fc.constantFrom(
                '<script>',
                '</script>',
                '<p>',
                '</p>',
                '<style>',
                'a',
                ' ',
                '<br>',
                '<i>',
                '&nbsp;',
                '&#32;',
                '&lt;',
              ),
              {
                maxLength: 8,
              },
            )
            .map((parts) => parts.join('')),
        ),
        (text) => {
          expect(hasText(text)).toBe(hasText(sanitiseDescription(text)));
        },
      ),
      { numRuns: 1000 },
    );
  });
});
