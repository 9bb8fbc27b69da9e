import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from './http';
import {
  categoriesQuery,
  contactRolesQuery,
  granularitiesQuery,
  kindsQuery,
  licensesQuery,
  recordTypesQuery,
  restrictionsQuery,
  schedulersQuery,
  sortByLabel,
  topicsQuery,
  updateFrequenciesQuery,
} from './referenceLists';
import { fakeApi, itSendsQueries, jsonResponse, queryCase, testQueryClient } from './testing/fakeApi';

afterEach(() => setApiClient());

describe('sortByLabel', () => {
  const items = [
    { id: 1, label: 'Économie' },
    { id: 2, label: 'eau' },
    { id: 3, label: 'Agriculture' },
    { id: 4, label: 'Zones' },
    { id: 5, label: 'énergie' },
  ];

  it('sorts by label the way French sorts words (accents and case do not come last)', () => {
    expect(sortByLabel(items).map((item) => item.label)).toEqual([
      'Agriculture',
      'eau',
      'Économie',
      'énergie',
      'Zones',
    ]);
  });

  it('follows the locale given and leaves the input alone', () => {
    const swedish = sortByLabel([{ label: 'ö' }, { label: 'z' }], 'sv').map((item) => item.label);
    expect(swedish).toEqual(['z', 'ö']);
    expect(items[0]?.label).toBe('Économie');
  });
});

describe('reference list queries', () => {
  itSendsQueries([
    queryCase('categories', categoriesQuery(), '/fr/dataset/categories/', []),
    queryCase('granularities', granularitiesQuery(), '/fr/dataset/granularities/', []),
    queryCase('licences', licensesQuery(), '/fr/dataset/licenses/', []),
    queryCase('topics', topicsQuery(), '/fr/dataset/topics/', []),
    queryCase('kinds', kindsQuery(), '/fr/dataset/kinds/', []),
    queryCase('restrictions', restrictionsQuery(), '/fr/dataset/restrictions/', []),
    queryCase('update frequencies', updateFrequenciesQuery(), '/fr/dataset/update-frequencies/', []),
    queryCase('record types', recordTypesQuery(), '/fr/dataset/record-types/', []),
    queryCase('contact roles', contactRolesQuery(), '/fr/dataset/contact-roles/', []),
    queryCase('schedulers', schedulersQuery(), '/fr/dataset/schedulers/', []),
  ]);

  it('come sorted by label, cached for good, keyed by locale', async () => {
    fakeApi(() =>
      jsonResponse([
        { id: 1, label: 'Transports' },
        { id: 2, label: 'Aménagement' },
        { id: 3, label: 'Éducation' },
      ]),
    );
    const options = categoriesQuery('fr');
    const categories = await testQueryClient().fetchQuery(options);
    expect(categories.map((category) => category.label)).toEqual(['Aménagement', 'Éducation', 'Transports']);
    expect(options.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(options.queryKey).toEqual(['dataset', 'categories', 'list', { locale: 'fr' }]);
    expect(categoriesQuery('en').queryKey).not.toEqual(options.queryKey);
  });
});
