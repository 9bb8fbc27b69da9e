import type { Page } from '@playwright/test';

/**
 * Text that must never crash a screen nor run: very long text, control characters, emoji,
 * right-to-left text, and classic XSS payloads (OWASP cheat sheet). The script payloads set
 * `window.__xss` or open a dialog, so that running one is seen.
 */
export const HOSTILE_PAYLOADS: ReadonlyArray<readonly [string, string]> = [
  ['10,000 characters', 'L'.repeat(10_000)],
  ['control characters', 'a\u0000b\u0007c\u001bd\u007fe\u0085f'],
  ['emoji', 'Famille 👨‍👩‍👧‍👦 🇫🇷 ✨'],
  ['right-to-left text', 'مرحبا \u202eevil\u202c עולם'],
  ['an image with onerror', '<img src=x onerror="window.__xss=1;alert(1)">'],
  ['a script element', '<script>window.__xss=1;alert(1)</script>'],
  ['a javascript: link', '<a href="javascript:window.__xss=1">lien</a> javascript:alert(1)'],
  ['an SVG payload', '<svg/onload=window.__xss=1><animate onbegin=alert(1) attributeName=x>'],
  ['a broken-out attribute', '"><img src=x onerror=alert(1)>\'><iframe srcdoc="<script>alert(1)</script>">'],
];

/**
 * Hostile rich text, as another client or an old row could hold in a dataset description: the OWASP
 * XSS filter evasion classics and the known mutation-XSS (parser differential) tricks. Each sets
 * `window.__xss` if it ever runs, and is followed by a visible word that must still be shown.
 */
export const RICH_TEXT_PAYLOADS: ReadonlyArray<readonly [string, string]> = [
  ['img onerror', '<img src=x onerror="window.__xss=1">'],
  ['svg onload', '<svg onload="window.__xss=2"></svg>'],
  ['svg animate onbegin', '<svg><animate onbegin="window.__xss=3" attributeName=x dur=1s></svg>'],
  ['javascript: link', '<a href="javascript:window.__xss=4">lien</a>'],
  ['mixed-case javascript: link', '<a href=" JaVaScRiPt:window.__xss=5">lien</a>'],
  ['javascript: link with a tab entity', '<a href="jav&#x09;ascript:window.__xss=6">lien</a>'],
  [
    'javascript: link in entities',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__xss=7">lien</a>',
  ],
  ['data: link', '<a href="data:text/html,&lt;script&gt;window.__xss=8&lt;/script&gt;">lien</a>'],
  ['script element', '<script>window.__xss=9</script>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>parent.__xss=10</script>"></iframe>'],
  ['iframe javascript: src', '<iframe src="javascript:parent.__xss=11"></iframe>'],
  ['details ontoggle', '<details open ontoggle="window.__xss=12">détails</details>'],
  ['body onload', '<body onload="window.__xss=13">'],
  ['input autofocus onfocus', '<input autofocus onfocus="window.__xss=14">'],
  ['video source onerror', '<video><source onerror="window.__xss=15"></video>'],
  ['object data', '<object data="javascript:window.__xss=16"></object>'],
  ['embed src', '<embed src="javascript:window.__xss=17">'],
  ['form button formaction', '<form><button formaction="javascript:window.__xss=18">b</button></form>'],
  [
    'paragraph onmouseover and style',
    '<p onmouseover="window.__xss=19" style="position:fixed;inset:0">survol</p>',
  ],
  ['style element', '<style>*{background:url("javascript:window.__xss=20")}</style>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=21">'],
  ['base href', '<base href="javascript:/">'],
  [
    'svg xlink:href',
    '<svg><a xlink:href="javascript:window.__xss=22"><text x="0" y="10">svg</text></a></svg>',
  ],
  [
    'math mXSS',
    '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=window.__xss=23&gt;">',
  ],
  ['noscript mXSS', '<noscript><p title="</noscript><img src=x onerror=window.__xss=24>"></noscript>'],
  ['template content', '<template><img src=x onerror="window.__xss=25"></template>'],
  ['broken-out attribute', '"><img src=x onerror="window.__xss=26">'],
  ['marquee onstart', '<marquee onstart="window.__xss=27">défile</marquee>'],
];

/** The forms' rule (src/lib/sanitiseText.ts): control characters but tab and newline removed, trimmed. */
export function sanitised(text: string): string {
  return text.replace(/[^\P{Cc}\t\n]/gu, '').trim();
}

/**
 * Watches a page for anything an injected payload would do: a dialog, the `window.__xss` flag, or a
 * Content-Security-Policy violation (inline markup the policy had to block). Call before navigating.
 */
export async function watchForInjection(
  page: Page,
): Promise<{ dialogs: string[]; check: () => Promise<string[]> }> {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return {
    dialogs,
    check: async () => {
      const seen = await page.evaluate(() => {
        const w = window as unknown as { __xss?: unknown; __cspViolations?: string[] };
        return [...(w.__xss === undefined ? [] : ['window.__xss set']), ...(w.__cspViolations ?? [])];
      });
      return [...dialogs.map((message) => `dialog: ${message}`), ...seen];
    },
  };
}

/**
 * What in the page's DOM could run code: an element with an `on…` attribute, a `javascript:` or
 * `vbscript:` address (href, src, action, formaction, xlink:href, data), a `data:` one anywhere but an
 * image's source, an `srcdoc`, a script that is not one of the app's own files, an iframe, object or
 * embed. Empty when the page is clean.
 */
export async function unsafeMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const urlAttributes = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster']);
    for (const element of document.querySelectorAll('*')) {
      const name = element.localName;
      if (name === 'iframe' || name === 'object' || name === 'embed' || name === 'frame')
        found.push(`<${name}>`);
      if (name === 'script') {
        const src = element.getAttribute('src');
        if (!src || new URL(src, document.baseURI).origin !== location.origin)
          found.push('<script> not from the app');
      }
      for (const attribute of element.attributes) {
        const attributeName = attribute.name.toLowerCase();
        if (attributeName.startsWith('on')) found.push(`<${name} ${attributeName}>`);
        if (attributeName === 'srcdoc') found.push(`<${name} srcdoc>`);
        // As the browser reads an address: control characters and white space inside the scheme ignored.
        // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
        const compact = attribute.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
        // data: images are only pictures; a data: document to navigate to is not.
        const scheme =
          attributeName === 'src' || attributeName === 'poster'
            ? /^(javascript|vbscript):/
            : /^(javascript|data|vbscript):/;
        if (urlAttributes.has(attributeName) && scheme.test(compact)) {
          found.push(`<${name} ${attributeName}="${attribute.value.slice(0, 40)}">`);
        }
      }
    }
    return found;
  });
}
