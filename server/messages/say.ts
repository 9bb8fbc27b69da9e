/**
 * A message of the API in each interface language. The request's locale (`/{locale}/…`) chooses it;
 * French is the default and the fallback (specification section 1), as for the SPA.
 */
export interface Localised {
  fr: string;
  en: string;
  it: string;
}

/** The message in the request's language (fr, en, it), French for any other. */
export function say(locale: string, message: Localised): string {
  if (locale === 'en') return message.en;
  if (locale === 'it') return message.it;
  return message.fr;
}
