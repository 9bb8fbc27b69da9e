/**
 * The Content-Security-Policy of every answer: the SPA, the login pages, the API and uploaded files.
 *
 * - Scripts only from this origin: no 'unsafe-inline', no 'unsafe-eval' (the built index.html loads
 *   one module file and holds no inline script), so injected markup cannot run code.
 * - Styles from this origin and inline: tiptap (the rich text editor) and ProseMirror insert a
 *   <style> element, and the login pages carry their own <style>. A style cannot run script; the
 *   risk left is visual only.
 * - Images also from data: and blob: URLs (previews of a chosen logo or thumbnail before upload);
 *   workers from blob: URLs, which MapLibre starts its workers from.
 * - Nothing may frame the back-office (clickjacking), no plugin objects, no <base> redirection, and
 *   forms post only here.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Headers set on every answer of the reference backend: by the request pipeline (http/) and by the
 * start-up answer (startup.ts) before the pipeline exists, which is why they live beside both.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  // Files are what their Content-Type says: an uploaded text file is never run as a script.
  'X-Content-Type-Options': 'nosniff',
  // Addresses of the back-office (ids, searches) are not sent to other sites.
  'Referrer-Policy': 'same-origin',
  // For browsers without frame-ancestors.
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};
