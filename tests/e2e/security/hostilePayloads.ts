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
