// The interface locale of the browser tests: French, the default, as people use it. `E2E_LOCALE=en`
// runs the same steps in English, e.g. before the French translations of new messages are merged.

export const locale: 'fr' | 'en' = process.env.E2E_LOCALE === 'en' ? 'en' : 'fr';

/** The text a person reads, given in English then French: the one of the running locale. */
export function tx(en: string, fr: string): string {
  return locale === 'en' ? en : fr;
}

/** The same, given in French then English (the permissions and tasks specs write French first). */
export function say(fr: string, en: string): string {
  return tx(en, fr);
}

/** Where a screen is, in the running locale, e.g. screenPath('/data/datasets/'). */
export function screenPath(path: string): string {
  return `/publish/${locale}${path}`;
}

/** An accounts screen's path in the running locale, e.g. accountsPath('users/new/'). */
export function accountsPath(path = ''): string {
  return screenPath(`/accounts/${path}`);
}
