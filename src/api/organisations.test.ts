import { afterEach, describe } from 'vitest';
import { setApiClient } from './http';
import { jurisdictionKeys, userGroupKeys } from './keys';
import {
  createOrganisation,
  createOrganisationMutation,
  deleteOrganisation,
  deleteOrganisationMutation,
  type OrganisationInput,
  organisationKeys,
  organisationQuery,
  organisationsQuery,
  organisationTypesQuery,
  updateOrganisation,
  updateOrganisationMutation,
} from './organisations';
import { itInvalidates, itSendsCalls, itSendsQueries, mutationCase, queryCase } from './testing/fakeApi';

afterEach(() => setApiClient());

const input: OrganisationInput = { display_name: 'Mairie de Cayenne', organisation_type: 1, jurisdiction: 2 };

describe('organisation queries', () => {
  itSendsQueries([
    queryCase(
      'list of active organisations by default',
      organisationsQuery(),
      '/fr/organisation/organisations/?page=1&page_size=20&usergroup__status__in=2',
    ),
    queryCase(
      'list searched, sorted and filtered',
      organisationsQuery({
        search: 'mairie',
        ordering: '-creation_date',
        statuses: [1, 2],
        organisationTypeIds: [1, 3],
        jurisdictionId: 2,
        partnership: true,
      }),
      '/fr/organisation/organisations/?page=1&page_size=20&search=mairie&ordering=-creation_date&usergroup__status__in=1%2C2&organisation_type_id=1%2C3&jurisdiction_id=2&partnership=true',
    ),
    queryCase('detail', organisationQuery(3), '/fr/organisation/organisations/3/'),
    queryCase('types', organisationTypesQuery(), '/fr/organisation/organisation-types/', []),
  ]);
});

describe('organisation requests', () => {
  itSendsCalls([
    {
      name: 'create',
      run: () => createOrganisation(input),
      method: 'POST',
      url: '/fr/organisation/organisations/',
      body: input,
    },
    {
      name: 'update',
      run: () => updateOrganisation(3, input),
      method: 'PUT',
      url: '/fr/organisation/organisations/3/',
      body: input,
    },
    {
      name: 'delete',
      run: () => deleteOrganisation(3),
      method: 'DELETE',
      url: '/fr/organisation/organisations/3/',
      reply: { status: 204 },
    },
  ]);
});

describe('organisation mutations', () => {
  const list = organisationKeys.list({ page: 1 });
  itInvalidates([
    mutationCase('create', createOrganisationMutation(), input, {
      invalidated: [list, userGroupKeys.lists(), jurisdictionKeys.detail(2)],
      untouched: [organisationKeys.detail(3)],
    }),
    mutationCase(
      'update',
      updateOrganisationMutation(),
      { id: 3, body: input },
      {
        invalidated: [
          list,
          organisationKeys.detail(3),
          userGroupKeys.detail(3),
          jurisdictionKeys.list({ page: 1 }),
        ],
        untouched: [organisationKeys.detail(4)],
      },
    ),
    mutationCase(
      'delete',
      deleteOrganisationMutation(),
      3,
      { invalidated: [list, jurisdictionKeys.detail(2)], untouched: [organisationKeys.detail(4)] },
      { status: 204 },
    ),
  ]);
});
