/**
 * What the developer inspector must never see. Key names are compared without case, `_` or `-`:
 * - secrets: passwords, tokens (CSRF, access, refresh, API), session cookies, authorisation headers;
 * - personal data: e-mail addresses, phone numbers, first and last names (the user name and the
 *   numeric ids stay visible, so the developer still sees which demo account is signed in);
 * - file contents: the SLD text of a style, raw file contents, and every Blob or File, which becomes
 *   its name and size only.
 */
const SENSITIVE_KEY =
  /pass(word|wd)|token|csrf|secret|apikey|cookie|authori[sz]ation|session(id|key)|email|phone|mobile|firstname|lastname|^sld$|filecontents?$/;

export const MASK = '[masked]';

export function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEY.test(key.toLowerCase().replace(/[_-]/g, ''));
}

function describeBlob(blob: Blob): string {
  const name = typeof File !== 'undefined' && blob instanceof File ? `${blob.name}, ` : '';
  return `[file ${name}${blob.size} bytes]`;
}

/**
 * A JSON copy of `value` with every sensitive field replaced by `[masked]`, files replaced by their
 * name and size, functions dropped and circular references cut. The copy is what the
 * inspector posts to its window: plain data, safe to structured-clone.
 */
export function maskSensitive<T>(value: T): T {
  const ancestors: object[] = [];
  const json = JSON.stringify(value, function replace(this: unknown, key: string, item: unknown) {
    // JSON.stringify visits depth first: drop the ancestors of finished siblings.
    while (ancestors.length > 0 && ancestors.at(-1) !== this) ancestors.pop();
    if (key !== '' && isSensitiveKey(key) && item !== null && item !== undefined) return MASK;
    if (typeof Blob !== 'undefined' && item instanceof Blob) return describeBlob(item);
    if (typeof item !== 'object' || item === null) return item;
    if (ancestors.includes(item)) return '[circular]';
    const copy = item instanceof Error ? { name: item.name, message: item.message } : item;
    // The object returned is the holder of the next calls.
    ancestors.push(copy);
    return copy;
  });
  return json === undefined ? value : (JSON.parse(json) as T);
}
