import type { RemoteDistribution, RemoteRecord } from './catalogueTypes.ts';

// What every client does alike with a record's parts: the title rule, the links it keeps.

/** An http(s) address, else null: a link the platform can offer is one a browser opens. */
export const httpUrl = (value: string | null | undefined): string | null => {
  const text = value?.trim();
  if (!text || !/^https?:\/\//i.test(text)) return null;
  try {
    return new URL(text).toString();
  } catch {
    return null;
  }
};

/**
 * One rule for untitled records across the four kinds (issue 45, HV3): a record with an identifier
 * and no title is titled by its identifier and marked so, for the harvest to count and warn; a
 * record without identifier cannot be found again by a later harvest and is skipped (null).
 */
export function titleRule(
  identifier: string | null,
  title: string | null,
): Pick<RemoteRecord, 'identifier' | 'title' | 'titledByIdentifier'> | null {
  if (!identifier) return null;
  return title ? { identifier, title } : { identifier, title: identifier, titledByIdentifier: true };
}

/** A distribution as read from the source, its address not yet checked. */
export type DistributionCandidate = Omit<RemoteDistribution, 'url' | 'key'> & {
  url: string | null;
  key: string | null;
};

/**
 * The distributions kept (those with an http(s) address, keyed on their source identifier else
 * their address) and the addresses of the others, which the record carries to be counted. A link
 * the record repeats with the same key (pycsw's harvested WMS records give one address six times)
 * is one distribution: kept once, nothing lost.
 */
export function keepDistributions(
  candidates: DistributionCandidate[],
): Pick<RemoteRecord, 'distributions' | 'invalidDistributions'> {
  const distributions: RemoteDistribution[] = [];
  const invalid: string[] = [];
  for (const { key, url, ...rest } of candidates) {
    const link = httpUrl(url);
    if (link === null) invalid.push(url?.trim() || '(sans adresse)');
    else if (!distributions.some((d) => d.key === (key ?? link) && d.url === link)) {
      distributions.push({ ...rest, key: key ?? link, url: link });
    }
  }
  return invalid.length > 0 ? { distributions, invalidDistributions: invalid } : { distributions };
}

/** `mailto:x@y` → `x@y` (vCard `hasEmail` and ISO addresses are written both ways). */
export const emailOf = (value: string | null): string | null =>
  value ? value.replace(/^mailto:/i, '').trim() || null : null;

/**
 * A licence written as text: its tags removed (ArcGIS Hub writes it as HTML), its address when the
 * text is one or names one ("Soumis à la licence Etalab : https://…"), so that the harvest can
 * match it by address as well as by name.
 */
export function licenceText(text: string | null): { url: string | null; title: string | null } | null {
  const plain = text
    ?.replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!plain) return null;
  const whole = httpUrl(plain);
  const named = /https?:\/\/[^\s<>"')]+/i.exec(plain)?.[0] ?? null;
  return { url: whole ?? httpUrl(named), title: whole ? null : plain };
}
