import { queryOptions } from '@tanstack/react-query';
import type { components, operations } from '../../contract/schema.gen';
import { call, http, type RequestOptions } from './http';
import { jurisdictionKeys, municipalityKeys, organisationKeys } from './keys';
import { invalidatingMutation } from './mutations';
import { PAGE_SIZE } from './pagination';
import { commaList, compact, type PageParams } from './searchParams';

export { jurisdictionKeys, municipalityKeys } from './keys';

export type Jurisdiction = components['schemas']['Jurisdiction'];
export type JurisdictionInput = components['schemas']['JurisdictionInput'];
export type JurisdictionPage = components['schemas']['JurisdictionPage'];
export type Municipality = components['schemas']['Municipality'];
export type MunicipalityPage = components['schemas']['MunicipalityPage'];
export type InseeCode = components['schemas']['InseeCode'];

export type JurisdictionListParams = PageParams & { search?: string; ordering?: string };

type JurisdictionListQuery = NonNullable<operations['listJurisdictions']['parameters']['query']>;

/** The jurisdiction list starts at page 1, 20 per page. */
export function jurisdictionListQuery(params: JurisdictionListParams = {}): JurisdictionListQuery {
  return compact({
    page: params.page ?? 1,
    page_size: params.pageSize ?? PAGE_SIZE,
    search: params.search,
    ordering: params.ordering,
  });
}

export function listJurisdictions(params: JurisdictionListParams = {}, { signal }: RequestOptions = {}) {
  return call(
    http().GET('/organisation/jurisdictions/', { params: { query: jurisdictionListQuery(params) }, signal }),
  );
}

export function getJurisdiction(id: number, { signal }: RequestOptions = {}) {
  return call(http().GET('/organisation/jurisdictions/{id}/', { params: { path: { id } }, signal }));
}

export function jurisdictionsQuery(params: JurisdictionListParams = {}) {
  return queryOptions({
    queryKey: jurisdictionKeys.list(jurisdictionListQuery(params)),
    queryFn: ({ signal }) => listJurisdictions(params, { signal }),
  });
}

export function jurisdictionQuery(id: number) {
  return queryOptions({
    queryKey: jurisdictionKeys.detail(id),
    queryFn: ({ signal }) => getJurisdiction(id, { signal }),
  });
}

export type MunicipalityListParams = PageParams & {
  search?: string;
  /** Pasted INSEE codes to look up. */
  inseeCodes?: readonly InseeCode[];
  /** Adds each municipality's GeoJSON geometry, for the map. */
  withGeometry?: boolean;
};

type MunicipalityListQuery = NonNullable<operations['listMunicipalities']['parameters']['query']>;

export function municipalityListQuery(params: MunicipalityListParams = {}): MunicipalityListQuery {
  return compact({
    page: params.page ?? 1,
    page_size: params.pageSize ?? PAGE_SIZE,
    search: params.search,
    insee__in: commaList(params.inseeCodes),
    with_geometry: params.withGeometry || undefined,
  });
}

export function listMunicipalities(params: MunicipalityListParams = {}, { signal }: RequestOptions = {}) {
  return call(
    http().GET('/organisation/municipalities/', { params: { query: municipalityListQuery(params) }, signal }),
  );
}

export function municipalitiesQuery(params: MunicipalityListParams = {}) {
  return queryOptions({
    queryKey: municipalityKeys.list(municipalityListQuery(params)),
    queryFn: ({ signal }) => listMunicipalities(params, { signal }),
  });
}

/** The form of an INSEE code (five digits; Corsica's start with 2A or 2B), as the contract's pattern. */
export function isInseeCode(text: string): boolean {
  return /^([0-9]{5}|2[AB][0-9]{3})$/.test(text);
}

/** Codes per request: keeps `insee__in` URLs short (about 1.2 kB) whatever the number of codes. */
export const MUNICIPALITY_CODES_PER_REQUEST = 200;

/**
 * The municipalities of these INSEE codes, however many (one request per 200 codes, in parallel).
 * Text that is not an INSEE code is not asked, since the contract refuses it: like a code that does
 * not exist, it is simply absent from the result.
 */
export async function listMunicipalitiesByCode(
  codes: readonly string[],
  { withGeometry = false }: { withGeometry?: boolean } = {},
  { signal }: RequestOptions = {},
): Promise<Municipality[]> {
  const asked = [...new Set(codes.filter(isInseeCode))];
  const chunks: string[][] = [];
  for (let start = 0; start < asked.length; start += MUNICIPALITY_CODES_PER_REQUEST) {
    chunks.push(asked.slice(start, start + MUNICIPALITY_CODES_PER_REQUEST));
  }
  const pages = await Promise.all(
    chunks.map((chunk) =>
      listMunicipalities({ inseeCodes: chunk, withGeometry, pageSize: chunk.length }, { signal }),
    ),
  );
  return pages.flatMap((page) => page.results);
}

export function createJurisdiction(body: JurisdictionInput, { signal }: RequestOptions = {}) {
  return call(http().POST('/organisation/jurisdictions/', { body, signal }));
}

export function updateJurisdiction(id: number, body: JurisdictionInput, { signal }: RequestOptions = {}) {
  return call(http().PUT('/organisation/jurisdictions/{id}/', { params: { path: { id } }, body, signal }));
}

/** Fails with 400 `jurisdiction_attached` when an organisation is attached to it. */
export async function deleteJurisdiction(id: number, { signal }: RequestOptions = {}): Promise<void> {
  await call(http().DELETE('/organisation/jurisdictions/{id}/', { params: { path: { id } }, signal }));
}

/** Deleting a jurisdiction, after the confirmation that shows its refusal. */
export function deleteJurisdictionMutation() {
  return invalidatingMutation({
    mutationKey: [...jurisdictionKeys.all, 'delete'],
    mutationFn: (id: number) => deleteJurisdiction(id),
    invalidates: () => [jurisdictionKeys.lists()],
    meta: { errorsShownByScreen: true },
  });
}

export function createJurisdictionMutation() {
  return invalidatingMutation({
    mutationKey: [...jurisdictionKeys.all, 'create'],
    mutationFn: (body: JurisdictionInput) => createJurisdiction(body),
    invalidates: () => [jurisdictionKeys.lists()],
  });
}

export function updateJurisdictionMutation() {
  return invalidatingMutation({
    mutationKey: [...jurisdictionKeys.all, 'update'],
    mutationFn: ({ id, body }: { id: number; body: JurisdictionInput }) => updateJurisdiction(id, body),
    invalidates: ({ id }) => [
      jurisdictionKeys.lists(),
      jurisdictionKeys.detail(id),
      organisationKeys.details(),
    ],
  });
}

export type MunicipalityCheck = components['schemas']['MunicipalityCheck'];
export type MunicipalityIssue = components['schemas']['MunicipalityIssue'];

/** The contract's limits of a check: codes per request, characters per code. */
export const MUNICIPALITY_CHECK_LIMIT = 50_000;
const CHECK_CODE_LENGTH = 10;

/**
 * Extension (issue 33): the codes that are not a current commune of the official list, in the order
 * given, each once. Text longer than a code could be is unknown without asking (the contract refuses
 * it); more codes than a request takes go in several requests.
 */
export async function checkMunicipalities(
  codes: readonly string[],
  { signal }: RequestOptions = {},
): Promise<MunicipalityIssue[]> {
  const distinct = [...new Set(codes.map((code) => code.trim()).filter((code) => code !== ''))];
  const asked = distinct.filter((code) => code.length <= CHECK_CODE_LENGTH);
  const chunks: string[][] = [];
  for (let start = 0; start < asked.length; start += MUNICIPALITY_CHECK_LIMIT) {
    chunks.push(asked.slice(start, start + MUNICIPALITY_CHECK_LIMIT));
  }
  const answers = await Promise.all(
    chunks.map((chunk) =>
      call(http().POST('/organisation/municipalities/check/', { body: { codes: chunk }, signal })),
    ),
  );
  const byCode = new Map(answers.flatMap((answer) => answer.issues).map((issue) => [issue.code, issue]));
  return distinct.flatMap((code): MunicipalityIssue[] => {
    if (code.length > CHECK_CODE_LENGTH) return [{ code, status: 'unknown', name: null, replaced_by: null }];
    const issue = byCode.get(code);
    return issue ? [issue] : [];
  });
}

/**
 * The check of a set of codes (sorted, so that the same codes share one answer). The official list
 * changes only with the backend's version: an answer stays good for the page's life.
 */
export function municipalityCheckQuery(codes: readonly string[]) {
  const sorted = [...new Set(codes)].sort();
  return queryOptions({
    queryKey: [...municipalityKeys.all, 'check', sorted] as const,
    queryFn: ({ signal }) => checkMunicipalities(sorted, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
