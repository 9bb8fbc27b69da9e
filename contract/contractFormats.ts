import { fullFormats } from 'ajv-formats/dist/formats.js';

// The forms check emails, addresses and dates with the very definitions the server validates the
// contract's `format`s with (ajv-formats, full mode), so that the browser accepts exactly what the
// server accepts: valibot's own rules differ at the edges (a one-letter top-level domain, 31 April).

const { email, uri, date } = fullFormats;

function test(format: typeof email, text: string): boolean {
  if (format instanceof RegExp) return format.test(text);
  if (typeof format === 'function') return format(text);
  if (typeof format === 'object' && 'validate' in format) {
    const { validate } = format;
    return validate instanceof RegExp ? validate.test(text) : (validate as (text: string) => boolean)(text);
  }
  return false;
}

/** An email address as the contract's `format: email`. */
export const isContractEmail = (text: string): boolean => test(email, text);

/** A calendar date (YYYY-MM-DD, a day that exists) as the contract's `format: date`. */
export const isContractDate = (text: string): boolean => test(date, text);

/** An absolute URI as the contract's `format: uri` (any scheme). */
export const isContractUri = (text: string): boolean => test(uri, text);

/**
 * A web address: an absolute http or https URI. Websites and catalogue addresses are opened or
 * fetched: other schemes (javascript:, data:, file:) are refused on both sides.
 */
export const isWebAddress = (text: string): boolean => /^https?:\/\//i.test(text) && isContractUri(text);
