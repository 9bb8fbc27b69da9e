import { asArray } from '../data/xml.ts';
import { remoteFetchOk } from '../net/remoteFetch.ts';
import {
  type CatalogueClient,
  isRecord,
  jsonOf,
  protocolError,
  type RemoteRecord,
  str,
} from './catalogueTypes.ts';
import { nextOffset } from './paging.ts';

/** DCAT in JSON: DCAT-US `data.json` (ArcGIS Hub feeds) or JSON-LD with `dcat:dataset`. */
export const dcatClient: CatalogueClient = async (query) => {
  // The whole catalogue is one file: the harvest pages through it, downloading it once.
  const body =
    query.cache?.get(query.url) ??
    jsonOf(
      await remoteFetchOk(query.url, query.remote, {
        headers: { accept: 'application/json, application/ld+json' },
        ...(query.signal ? { signal: query.signal } : {}),
      }),
    );
  query.cache?.set(query.url, body);
  const list = isRecord(body)
    ? (body.dataset ?? body['dcat:dataset'] ?? (Array.isArray(body['@graph']) ? body['@graph'] : undefined))
    : Array.isArray(body)
      ? body
      : undefined;
  if (!Array.isArray(list)) {
    throw protocolError('La réponse n’est pas un catalogue DCAT en JSON (pas de tableau « dataset »).');
  }
  const pick = (item: Record<string, unknown>, ...keys: string[]): unknown => {
    for (const key of keys) if (item[key] !== undefined) return item[key];
    return undefined;
  };
  const textValue = (value: unknown): string | null =>
    str(value) ?? (isRecord(value) ? (str(value['@value']) ?? str(value['@id']) ?? str(value.name)) : null);
  let skipped = 0;
  const all: RemoteRecord[] = [];
  for (const item of list) {
    if (!isRecord(item)) {
      skipped += 1;
      continue;
    }
    const type = item['@type'];
    if (type !== undefined && !asArray(type).some((t) => String(t).endsWith('Dataset'))) continue;
    const identifier = textValue(pick(item, 'identifier', 'dct:identifier', '@id'));
    const title = textValue(pick(item, 'title', 'dct:title'));
    if (!identifier || !title) {
      skipped += 1;
      continue;
    }
    const publisher = pick(item, 'publisher', 'dct:publisher');
    all.push({
      identifier,
      title,
      description: textValue(pick(item, 'description', 'dct:description')),
      keywords: asArray(pick(item, 'keyword', 'dcat:keyword')).flatMap((k) =>
        textValue(k) ? [textValue(k) as string] : [],
      ),
      url: textValue(pick(item, 'landingPage', 'dcat:landingPage')),
      issued: textValue(pick(item, 'issued', 'dct:issued')),
      modified: textValue(pick(item, 'modified', 'dct:modified')),
      organisation: textValue(publisher),
    });
  }
  const filter = query.organisationFilter?.toLowerCase();
  const kept = filter ? all.filter((r) => r.organisation?.toLowerCase().includes(filter)) : all;
  const records = kept.slice(query.offset, query.offset + query.limit);
  return {
    records,
    total: kept.length,
    // The file's unreadable entries are counted once, with its first page.
    skipped: query.offset === 0 ? skipped : 0,
    next: nextOffset(query.offset, records.length, kept.length),
  };
};
