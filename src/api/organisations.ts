import { queryOptions } from '@tanstack/react-query';
import type { components, operations } from '../../contract/schema.gen';
import { call, http, type RequestOptions } from './http';
import { jurisdictionKeys, organisationKeys, userGroupKeys, userGroupRequestKeys } from './keys';
import { invalidatingMutation } from './mutations';
import { PAGE_SIZE } from './pagination';
import { referenceListQuery } from './referenceLists';
import { commaList, compact, type PageParams } from './searchParams';
import { type UploadOptions, upload } from './upload';

export { organisationKeys } from './keys';

export type Organisation = components['schemas']['Organisation'];
export type OrganisationInput = components['schemas']['OrganisationInput'];
export type OrganisationPage = components['schemas']['OrganisationPage'];
export type Convention = components['schemas']['Convention'];

/** The organisation list shows active organisations unless told otherwise (usergroup__status__in=2). */
export const DEFAULT_ORGANISATION_STATUSES: readonly number[] = [2];

export type OrganisationListParams = PageParams & {
  search?: string;
  /** Direction + field, e.g. `-creation_date`. */
  ordering?: string;
  /** Group status ids to show; `[]` shows every status. */
  statuses?: readonly number[];
  organisationTypeIds?: readonly number[];
  jurisdictionId?: number;
  partnership?: boolean;
};

type OrganisationListQuery = NonNullable<operations['listOrganisations']['parameters']['query']>;

export function organisationListQuery(params: OrganisationListParams = {}): OrganisationListQuery {
  return compact({
    page: params.page ?? 1,
    page_size: params.pageSize ?? PAGE_SIZE,
    search: params.search,
    ordering: params.ordering,
    usergroup__status__in: commaList(params.statuses ?? DEFAULT_ORGANISATION_STATUSES),
    organisation_type_id: commaList(params.organisationTypeIds),
    jurisdiction_id: params.jurisdictionId,
    partnership: params.partnership,
  });
}

export function listOrganisations(params: OrganisationListParams = {}, { signal }: RequestOptions = {}) {
  return call(
    http().GET('/organisation/organisations/', { params: { query: organisationListQuery(params) }, signal }),
  );
}

export function getOrganisation(id: number, { signal }: RequestOptions = {}) {
  return call(http().GET('/organisation/organisations/{id}/', { params: { path: { id } }, signal }));
}

export function listOrganisationTypes({ signal }: RequestOptions = {}) {
  return call(http().GET('/organisation/organisation-types/', { signal }));
}

export function organisationsQuery(params: OrganisationListParams = {}) {
  return queryOptions({
    queryKey: organisationKeys.list(organisationListQuery(params)),
    queryFn: ({ signal }) => listOrganisations(params, { signal }),
  });
}

export function organisationQuery(id: number) {
  return queryOptions({
    queryKey: organisationKeys.detail(id),
    queryFn: ({ signal }) => getOrganisation(id, { signal }),
  });
}

export const organisationTypesQuery = (locale?: string) =>
  referenceListQuery('organisation', 'organisation-types', listOrganisationTypes, locale);

/*
 * Writes. The logo is the user-group thumbnail (uploadUserGroupThumbnail), the spheres the user-group
 * parents, and removing a user is removeUserGroupMember: all in usergroups.ts.
 */

export function createOrganisation(body: OrganisationInput, { signal }: RequestOptions = {}) {
  return call(http().POST('/organisation/organisations/', { body, signal }));
}

export function updateOrganisation(id: number, body: OrganisationInput, { signal }: RequestOptions = {}) {
  return call(http().PUT('/organisation/organisations/{id}/', { params: { path: { id } }, body, signal }));
}

export async function deleteOrganisation(id: number, { signal }: RequestOptions = {}): Promise<void> {
  await call(http().DELETE('/organisation/organisations/{id}/', { params: { path: { id } }, signal }));
}

/** Sets the convention's signed flag and, optionally, sends its file (with progress). */
export function updateOrganisationAgreement(
  id: number,
  agreement: { signed: boolean; file?: Blob },
  options: UploadOptions = {},
) {
  return upload('/organisation/organisations/{id}/agreement/', {
    params: { path: { id } },
    body: agreement,
    ...options,
  });
}

// An organisation is also a user group, and its jurisdiction counts the organisations attached to it.
const organisationViews = (id: number) =>
  [
    organisationKeys.lists(),
    organisationKeys.detail(id),
    userGroupKeys.lists(),
    userGroupKeys.detail(id),
    userGroupRequestKeys.all,
    jurisdictionKeys.all,
  ] as const;

export function createOrganisationMutation() {
  return invalidatingMutation({
    mutationKey: [...organisationKeys.all, 'create'],
    mutationFn: (body: OrganisationInput) => createOrganisation(body),
    invalidates: () => [
      organisationKeys.lists(),
      userGroupKeys.lists(),
      userGroupRequestKeys.all,
      jurisdictionKeys.all,
    ],
  });
}

export function updateOrganisationMutation() {
  return invalidatingMutation({
    mutationKey: [...organisationKeys.all, 'update'],
    mutationFn: ({ id, body }: { id: number; body: OrganisationInput }) => updateOrganisation(id, body),
    invalidates: ({ id }) => organisationViews(id),
  });
}

export function deleteOrganisationMutation() {
  return invalidatingMutation({
    mutationKey: [...organisationKeys.all, 'delete'],
    mutationFn: (id: number) => deleteOrganisation(id),
    invalidates: (id) => organisationViews(id),
  });
}

export function updateOrganisationAgreementMutation() {
  return invalidatingMutation({
    mutationKey: [...organisationKeys.all, 'agreement'],
    mutationFn: ({
      id,
      signed,
      file,
      onProgress,
    }: {
      id: number;
      signed: boolean;
      file?: Blob;
      onProgress?: (percent: number) => void;
    }) => updateOrganisationAgreement(id, file ? { signed, file } : { signed }, { onProgress }),
    invalidates: ({ id }) => [organisationKeys.lists(), organisationKeys.detail(id)],
  });
}
