import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { organisationListQuery } from '../../../api/organisations';
import { organisationFiltersOf, organisationListSearchSchema } from './organisationListSearch';

const parse = (input: unknown) => v.parse(organisationListSearchSchema, input);

describe('the organisation list in the URL', () => {
  it('shows active organisations by default (usergroup__status__in=2)', () => {
    expect(organisationListQuery(organisationFiltersOf(parse({})))).toEqual({
      page: 1,
      page_size: 20,
      usergroup__status__in: '2',
    });
  });

  it('keeps the chosen statuses, an empty choice meaning every status', () => {
    expect(organisationFiltersOf(parse({ status: [1, 0] })).statuses).toEqual([1, 0]);
    expect(organisationListQuery(organisationFiltersOf(parse({ status: [] })))).toEqual({
      page: 1,
      page_size: 20,
    });
  });

  it('keeps search, ordering, types, partnership and page', () => {
    const search = parse({
      page: 2,
      search: 'mairie',
      ordering: '-users_count',
      type: [3, 4],
      partnership: true,
    });
    expect(search).toEqual({
      page: 2,
      search: 'mairie',
      ordering: '-users_count',
      status: undefined,
      type: [3, 4],
      partnership: true,
    });
    expect(organisationListQuery({ ...organisationFiltersOf(search), page: 2 })).toEqual({
      page: 2,
      page_size: 20,
      search: 'mairie',
      ordering: '-users_count',
      usergroup__status__in: '2',
      organisation_type_id: '3,4',
      partnership: true,
    });
  });

  it('drops unusable values instead of failing the screen', () => {
    expect(parse({ page: 0, ordering: 'siret', status: ['x'], type: 'a', partnership: 'maybe' })).toEqual({
      page: undefined,
      search: undefined,
      ordering: undefined,
      status: undefined,
      type: undefined,
      partnership: undefined,
    });
  });
});
