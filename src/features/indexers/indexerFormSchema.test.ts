import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Indexer } from '../../api/indexers';
import {
  emptyIndexerForm,
  indexerFormSchema,
  indexerFormValuesOf,
  indexerInputOfForm,
  urlPatternError,
} from './indexerFormSchema';
import { anIndexer } from './testing/indexerFixtures';

const messages = {
  required: () => 'required',
  invalidUrl: () => 'url',
  missingIdentifier: () => 'identifier',
};
const schema = indexerFormSchema(messages);

const complete = {
  ...emptyIndexerForm(2, 1),
  name: ' Catalogue CKAN ',
  url: ' https://data.example.fr/api/3/ ',
  command: 'harvest',
  scheduler: 3,
};

function issues(values: unknown) {
  const result = v.safeParse(schema, values);
  return result.success ? {} : Object.fromEntries(result.issues.map((i) => [v.getDotPath(i), i.message]));
}

describe('the indexer form rules (section 5)', () => {
  it('requires name, url, command and scheduler', () => {
    expect(issues(emptyIndexerForm(2, 1))).toEqual({
      name: 'required',
      url: 'required',
      command: 'required',
      scheduler: 'required',
    });
  });

  it('accepts a complete form, with or without a URL pattern holding {identifier}', () => {
    expect(issues(complete)).toEqual({});
    expect(issues({ ...complete, url_pattern: 'https://portail.example.fr/jeux/{identifier}' })).toEqual({});
  });

  it('refuses a URL pattern without {identifier}, and a remote URL that is not one', () => {
    expect(issues({ ...complete, url_pattern: 'https://portail.example.fr/jeux/{id}', url: 'data' })).toEqual(
      {
        url_pattern: 'identifier',
        url: 'url',
      },
    );
  });

  it('checks the pattern alone as the person types', () => {
    expect(urlPatternError('https://portail.example.fr/', messages)).toBe('identifier');
    expect(urlPatternError('https://portail.example.fr/{identifier}/', messages)).toBeUndefined();
    expect(urlPatternError('   ', messages)).toBeUndefined();
  });
});

describe('indexer values', () => {
  it('sends trimmed text and null for empty optional fields', () => {
    expect(indexerInputOfForm(complete)).toEqual({
      type: 1,
      name: 'Catalogue CKAN',
      description: null,
      url: 'https://data.example.fr/api/3/',
      command: 'harvest',
      scheduler: 3,
      organisation_filter: null,
      url_pattern: null,
      usergroup_id: 2,
      publish_datasets: true,
      default_permission_level: 'download',
    });
  });

  it('reads an indexer of a backend without issue 45 with what harvests did before', () => {
    const { publish_datasets: _publish, default_permission_level: _level, ...older } = anIndexer();
    expect(indexerFormValuesOf(older as Indexer)).toMatchObject({
      publish_datasets: true,
      default_permission_level: 'download',
    });
  });

  it('reads an indexer back into the form', () => {
    const indexer: Indexer = {
      id: 9,
      type: 2,
      implementation_type: 'csw',
      name: 'Géocatalogue',
      description: null,
      url: 'https://geo.example.fr/csw',
      command: 'harvest',
      scheduler: 1,
      organisation_filter: null,
      url_pattern: 'https://geo.example.fr/fiche/{identifier}',
      usergroup_id: 4,
      publish_datasets: false,
      default_permission_level: 'consultation',
    };
    const values = indexerFormValuesOf(indexer);
    expect(values).toMatchObject({ description: '', organisation_filter: '', usergroup_id: 4 });
    expect(indexerInputOfForm(values)).toMatchObject({
      url_pattern: indexer.url_pattern,
      description: null,
      publish_datasets: false,
      default_permission_level: 'consultation',
    });
  });
});
