import { asArray, child, textOf } from '../data/xml.ts';

/** The fields a harvest keeps of a CSW record, Dublin Core or ISO 19139 (GeoNetwork, pycsw with the gmd output schema). */
export interface CswFields {
  identifier: string | null;
  title: string | null;
  description: string | null;
  keywords: string[];
  issued: string | null;
  modified: string | null;
  organisation: string | null;
}

/** A `gco:CharacterString`, or a `gmx:Anchor` standing for one, under an ISO property element. */
const characterString = (property: unknown): string | null =>
  textOf(child(property, 'CharacterString')) ?? textOf(child(property, 'Anchor'));

/** `gco:Date` or `gco:DateTime` under a date property. */
const dateOf = (property: unknown): string | null =>
  textOf(child(property, 'Date')) ?? textOf(child(property, 'DateTime'));

function organisationOf(parties: unknown): string | null {
  for (const party of asArray(parties)) {
    const name = characterString(child(child(party, 'CI_ResponsibleParty'), 'organisationName'));
    if (name) return name;
  }
  return null;
}

/**
 * Reads a `gmd:MD_Metadata` element as fast-xml-parser gives it (namespace prefixes removed). The
 * title, abstract, keywords and dates are those of the resource's citation in
 * `identificationInfo` (a dataset's or a service's), not the thesauri's citations that also carry
 * a title and dates. A record without revision date takes its metadata date (`dateStamp`) as last
 * modification, as the Dublin Core `modified` of a CSW summary does.
 */
export function isoFields(record: unknown): CswFields {
  const info = child(record, 'identificationInfo');
  const identification = child(info, 'MD_DataIdentification') ?? child(info, 'SV_ServiceIdentification');
  const citation = child(child(identification, 'citation'), 'CI_Citation');
  const dates = new Map<string, string>();
  for (const entry of asArray((citation as Record<string, unknown> | undefined)?.date)) {
    const date = child(entry, 'CI_Date');
    const type = child(child(date, 'dateType'), 'CI_DateTypeCode');
    const kind =
      typeof type === 'object' && type !== null
        ? String((type as Record<string, unknown>)['@codeListValue'] ?? textOf(type) ?? '')
        : String(type ?? '');
    const value = dateOf(child(date, 'date'));
    if (kind && value && !dates.has(kind)) dates.set(kind, value);
  }
  const keywords = asArray((identification as Record<string, unknown> | undefined)?.descriptiveKeywords)
    .flatMap((group) =>
      asArray((child(group, 'MD_Keywords') as Record<string, unknown> | undefined)?.keyword),
    )
    .flatMap((keyword) => {
      const value = characterString(keyword);
      return value ? [value] : [];
    });
  return {
    identifier: characterString(child(record, 'fileIdentifier')),
    title: characterString(child(citation, 'title')),
    description: characterString(child(identification, 'abstract')),
    keywords,
    issued: dates.get('publication') ?? dates.get('creation') ?? null,
    modified: dates.get('revision') ?? dateOf(child(record, 'dateStamp')),
    organisation:
      organisationOf((identification as Record<string, unknown> | undefined)?.pointOfContact) ??
      organisationOf((record as Record<string, unknown> | undefined)?.contact),
  };
}

/** Record schemas the CSW client reads. */
export const CSW_READ = ['SummaryRecord', 'Record', 'BriefRecord', 'MD_Metadata'];

/** A Dublin Core record of a CSW answer (brief, summary or full). */
export function dublinCoreFields(entry: unknown): CswFields {
  return {
    identifier: textOf(child(entry, 'identifier')),
    title: textOf(child(entry, 'title')),
    description: textOf(child(entry, 'abstract')) ?? textOf(child(entry, 'description')),
    keywords: asArray((entry as Record<string, unknown>).subject).flatMap((s) =>
      textOf(s) ? [textOf(s) as string] : [],
    ),
    issued: textOf(child(entry, 'date')) ?? textOf(child(entry, 'issued')),
    modified: textOf(child(entry, 'modified')),
    organisation: textOf(child(entry, 'publisher')) ?? textOf(child(entry, 'creator')),
  };
}

/** The record's full description on the catalogue (`GetRecordById`). */
export function recordByIdUrl(base: string, identifier: string): string {
  const byId = new URL(base);
  for (const [key, value] of Object.entries({
    service: 'CSW',
    version: '2.0.2',
    request: 'GetRecordById',
    elementSetName: 'full',
    id: identifier,
  })) {
    byId.searchParams.set(key, value);
  }
  return byId.toString();
}
