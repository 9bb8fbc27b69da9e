// @vitest-environment node
// Node, as the server's validator runs there (its module locates openapi/ from its own file URL).
// Property tests: for every form with a valibot schema, what the browser accepts the server accepts,
// on the very body the form would send. For most forms, what the browser refuses the server refuses
// too. The dataset form is stricter by design (issue 25): the API requires only a name and an
// organisation, as the platform's other clients send little more, and the rules of specification
// section 5 (keywords, topics, kinds, frequency, description, dates) are the form's alone; a second
// test holds each of them.
import { i18n } from '@lingui/core';
import fc from 'fast-check';
import { Window } from 'happy-dom';
import * as v from 'valibot';
import { beforeAll, describe, expect, it, test } from 'vitest';
import { contactInputOf, contactSchema } from '../../../src/domain/contacts/contactSchema';
import { groupFormSchema, groupInputOf } from '../../../src/features/accounts/groups/groupForm';
import {
  organisationFormSchema,
  organisationInputOf,
} from '../../../src/features/accounts/organisations/organisationForm';
import { userFormSchema, userInputOf } from '../../../src/features/accounts/users/userForm';
import { contactRoleSchema } from '../../../src/features/datasets/detail/contacts/contactRoleSchema';
import {
  datasetFormSchema,
  datasetInputOfForm,
  permissionLevels,
} from '../../../src/features/datasets/form/datasetFormSchema';
import { indexerFormSchema, indexerInputOfForm } from '../../../src/features/indexers/indexerFormSchema';
import { codesOf, jurisdictionFormSchema } from '../../../src/features/jurisdictions/jurisdictionFormSchema';
import { defaultSld, styleFormSchema } from '../../../src/features/styles/styleFormSchema';
import { noImageChange } from '../../../src/ui/fields/imageChange';
import { chosenId, dateLike, digitsLike, emailLike, hostileText, ids, urlLike } from './arbitraries';
import { serverAccepts } from './serverValidation';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  // The style form checks its SLD with the browser's XML parser.
  globalThis.DOMParser = new Window().DOMParser as unknown as typeof DOMParser;
});

const message = () => 'message';
/** Enough runs to reach the edges of every rule, few enough to keep the suite well under a minute. */
const RUNS = 400;

type FormCase = {
  form: string;
  operationId: string;
  schema: () => v.GenericSchema;
  values: fc.Arbitrary<unknown>;
  /** The body the form sends, or null when the values cannot make one (the save is never attempted). */
  body: (values: never) => unknown | null;
  /**
   * 'exact': the browser accepts exactly what the server accepts. 'stricter': the browser accepts
   * only what the server accepts, and has rules of its own besides.
   */
  agreement: 'exact' | 'stricter';
};

/**
 * Mostly a valid value, sometimes any: a form with many required fields would otherwise almost never
 * be filled in whole by chance, and agreement on accepted values would go untried.
 */
const mostly = <T>(valid: fc.Arbitrary<T>, any: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: any });
const validDate = fc
  .date({ min: new Date('1000-01-01'), max: new Date('9999-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const someIds = fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 3 });
const anId = fc.integer({ min: 1, max: 1000 });

const cases: FormCase[] = [
  {
    form: 'user',
    operationId: 'createUser',
    agreement: 'exact',
    schema: () => userFormSchema(i18n),
    values: fc.record({
      last_name: hostileText,
      first_name: hostileText,
      email: emailLike,
      username: hostileText,
      phone: fc.oneof(digitsLike, hostileText),
      additional_id: fc.oneof(hostileText, fc.constantFrom('ab-12_x@y.z+1', ' id ', 'a b', 'é')),
      status: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
      registration_reason: hostileText,
      email_notification: fc.boolean(),
      is_superuser: fc.boolean(),
    }),
    body: userInputOf,
  },
  {
    form: 'group and sphere',
    operationId: 'createUserGroup',
    agreement: 'exact',
    schema: () => groupFormSchema(i18n),
    values: fc.record({
      name: hostileText,
      display_name: hostileText,
      description: hostileText,
      status: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
      thumbnail: fc.constant(noImageChange),
    }),
    body: (values: Parameters<typeof groupInputOf>[1]) => groupInputOf('group', values, true),
  },
  {
    form: 'organisation',
    operationId: 'createOrganisation',
    agreement: 'exact',
    schema: () => organisationFormSchema(i18n),
    values: fc.record({
      display_name: hostileText,
      organisation_type: chosenId,
      acronym: hostileText,
      siret: digitsLike,
      website: urlLike,
      description: hostileText,
      phone: fc.oneof(digitsLike, hostileText),
      postal_address: hostileText,
      jurisdiction: chosenId,
      partnership: fc.boolean(),
      status: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
      logo: fc.constant(noImageChange),
    }),
    body: organisationInputOf,
  },
  {
    form: 'contact',
    operationId: 'createContact',
    agreement: 'exact',
    schema: () => contactSchema(i18n),
    values: fc.record({
      name: hostileText,
      email: emailLike,
      phone: hostileText,
      position: hostileText,
      usergroup: chosenId,
      role: chosenId,
    }),
    body: contactInputOf,
  },
  {
    form: 'dataset contact role',
    operationId: 'createDatasetContactRole',
    agreement: 'exact',
    schema: () => contactRoleSchema(i18n),
    values: fc.record({ contact: chosenId, role: chosenId }),
    body: ({ contact, role }: { contact: number | null; role: number | null }) =>
      contact === null || role === null ? null : { contact_id: contact, role },
  },
  {
    form: 'jurisdiction',
    operationId: 'createJurisdiction',
    agreement: 'exact',
    schema: () => jurisdictionFormSchema(message),
    // The municipalities are a field of the form: the selection machine's codes as one sorted string
    // (jurisdictionFormSchema); the machine's codes are what is sent.
    values: fc.record({
      display_name: hostileText,
      codename: hostileText,
      municipalities: fc.constant('97302'),
    }),
    // As JurisdictionForm saves it.
    body: ({
      display_name,
      codename,
      municipalities,
    }: {
      display_name: string;
      codename: string;
      municipalities: string;
    }) => ({
      display_name: display_name.trim(),
      codename: codename.trim(),
      municipalities: codesOf(municipalities),
    }),
  },
  {
    form: 'indexer',
    operationId: 'createRemoteApiIndex',
    agreement: 'exact',
    schema: () => indexerFormSchema({ required: message, invalidUrl: message, missingIdentifier: message }),
    values: fc.record({
      // The screen always chooses the type and the group.
      type: fc.integer({ min: 1, max: 4 }),
      name: hostileText,
      description: hostileText,
      url: urlLike,
      command: hostileText,
      scheduler: chosenId,
      organisation_filter: hostileText,
      url_pattern: fc.oneof(
        hostileText,
        urlLike.map((url) => `${url}{identifier}`),
        fc.constantFrom('{identifier}', ' {identifier} ', '{identif'),
      ),
      usergroup_id: fc.integer({ min: 1, max: 1000 }),
      // Issue 45: what a harvest gives the datasets it creates.
      publish_datasets: fc.boolean(),
      default_permission_level: fc.constantFrom('private', 'search', 'consultation', 'download'),
    }),
    body: (values: Parameters<typeof indexerInputOfForm>[0]) =>
      values.scheduler === null ? null : indexerInputOfForm(values),
  },
  {
    form: 'dataset',
    operationId: 'createDataset',
    agreement: 'stricter',
    schema: () =>
      datasetFormSchema({
        required: message,
        invalidDate: message,
        invalidYear: message,
        tooLong: message,
        tooManyKeywords: message,
        keywordTooLong: message,
        tooDeep: message,
      }),
    values: fc.record({
      display_name: hostileText,
      description: fc.oneof(
        hostileText,
        fc.constantFrom('<p></p>', '<p> </p>', '<p><br></p>', '<p>Text</p>', '<p>&nbsp;</p>', '<b>x</b>'),
        // Either side of the nesting and length bounds.
        fc.constantFrom(
          `${'<blockquote>'.repeat(100)}x${'</blockquote>'.repeat(100)}`,
          `${'<blockquote>'.repeat(101)}x${'</blockquote>'.repeat(101)}`,
          'd'.repeat(100_000),
          'd'.repeat(100_001),
        ),
      ),
      descriptionEditor: fc.constantFrom('basic' as const, 'advanced' as const),
      tags: mostly(
        fc.array(fc.constantFrom('eau', 'forêt', ' réseau '), { minLength: 1, maxLength: 3 }),
        fc.oneof(
          fc.array(hostileText, { maxLength: 3 }),
          // Either side of the count bound.
          fc.constantFrom(100, 101).map((count) => Array.from({ length: count }, (_, index) => `k${index}`)),
        ),
      ),
      categories: ids,
      topics: mostly(someIds, ids),
      kinds: mostly(someIds, ids),
      restrictions: ids,
      recommended_usage: hostileText,
      usergroup: mostly(anId, chosenId),
      license: chosenId,
      granularity: chosenId,
      geographical_coverage: fc.constantFrom(null, 'organisation' as const, 'data' as const),
      creation_date: mostly(fc.constantFrom(''), dateLike),
      last_review_date: mostly(fc.constantFrom(''), dateLike),
      publication_date: mostly(validDate, dateLike),
      last_update_date: mostly(validDate, dateLike),
      update_frequency: mostly(anId, chosenId),
      vintage_year: mostly(fc.constantFrom('', '2024'), digitsLike),
      constitution_mode: hostileText,
      record_type: chosenId,
      parent: chosenId,
      default_permission_level: fc.constantFrom(...permissionLevels),
    }),
    body: (values: Parameters<typeof datasetInputOfForm>[0]) => {
      if (values.usergroup === null || values.update_frequency === null) return null;
      const body = datasetInputOfForm(values);
      // A year that is not a number (NaN), or whose digits a number does not keep ('09000'), cannot
      // travel as typed: such a body is never made (the form refuses the year first).
      const year = values.vintage_year.trim();
      return year !== '' && String(body.vintage_year) !== year ? null : body;
    },
  },
  {
    form: 'style',
    operationId: 'createStyle',
    agreement: 'exact',
    schema: () => styleFormSchema({ required: message, invalidConfig: message, invalidSld: message }),
    // The configuration and the SLD travel by other operations: only the name reaches createStyle.
    values: fc.record({
      name: hostileText,
      config: fc.constant('{}'),
      sld: fc.constant(defaultSld('layer')),
    }),
    body: ({ name }: { name: string }) => ({ name: name.trim() }),
  },
];

describe.each(cases.map((entry) => [entry.form, entry] as const))('the %s form', (_form, entry) => {
  const claim = entry.agreement === 'exact' ? 'exactly what' : 'only what';
  it(`accepts ${claim} ${entry.operationId} accepts`, () => {
    const schema = entry.schema();
    const outcomes = { accepted: 0, refused: 0 };
    fc.assert(
      fc.property(entry.values, (values) => {
        const browser = v.safeParse(schema, values).success;
        outcomes[browser ? 'accepted' : 'refused'] += 1;
        const body = entry.body(values as never);
        const server = body !== null && serverAccepts(entry.operationId, body);
        const shown = JSON.stringify(body, (_key, value) =>
          typeof value === 'string' && value.length > 80 ? `${value.slice(0, 80)}… (${value.length})` : value,
        );
        if (entry.agreement === 'exact' || browser) {
          expect(browser, `browser ${browser}, server ${server} for ${shown}`).toBe(server);
        }
      }),
      { numRuns: RUNS },
    );
    // Both outcomes were reached, so the agreement was tried on each side of the rules.
    expect(outcomes.accepted).toBeGreaterThan(0);
    expect(outcomes.refused).toBeGreaterThan(0);
  });
});

describe('the dataset form keeps the rules of specification section 5 that the API leaves to it', () => {
  const schema = () =>
    datasetFormSchema({
      required: () => 'required',
      invalidDate: message,
      invalidYear: message,
      tooLong: message,
      tooManyKeywords: message,
      keywordTooLong: message,
      tooDeep: message,
    });
  const complete = {
    display_name: 'Stations hydrométriques',
    description: '<p>Débits journaliers</p>',
    descriptionEditor: 'advanced' as const,
    tags: ['eau'],
    categories: [],
    topics: [5],
    kinds: [2],
    restrictions: [],
    recommended_usage: '',
    usergroup: 4,
    license: null,
    granularity: null,
    geographical_coverage: null,
    creation_date: '',
    last_review_date: '',
    publication_date: '2026-01-02',
    last_update_date: '2026-02-03',
    update_frequency: 1,
    vintage_year: '',
    constitution_mode: '',
    record_type: null,
    parent: null,
    default_permission_level: 'download' as const,
  };
  const refusedFields = (values: unknown) => {
    const result = v.safeParse(schema(), values);
    return result.success ? [] : result.issues.map((issue) => v.getDotPath(issue));
  };

  it('a complete form passes on both sides', () => {
    expect(refusedFields(complete)).toEqual([]);
    expect(serverAccepts('createDataset', datasetInputOfForm(complete))).toBe(true);
  });

  // Each value the form refuses with 'This field is required', and the body a client would send
  // with it, which the server takes (its defaults fill what is missing).
  test.each([
    ['tags', { tags: [] }],
    ['topics', { topics: [] }],
    ['kinds', { kinds: [] }],
    ['description', { description: '' }],
    ['description', { description: '<p> </p>' }],
    ['publication_date', { publication_date: '' }],
    ['last_update_date', { last_update_date: '' }],
    ['update_frequency', { update_frequency: null }],
  ] as const)('%s is required by the form, not by the API (%j)', (field, change) => {
    expect(refusedFields({ ...complete, ...change })).toEqual([field]);
    const body: Record<string, unknown> = { ...datasetInputOfForm(complete), ...change };
    // A date left blank is a date not sent: the API then dates the dataset today.
    if (change[field as keyof typeof change] === '' && field.endsWith('_date')) delete body[field];
    expect(serverAccepts('createDataset', body)).toBe(true);
  });

  it('the form requires at least what the API requires: a name and an organisation', () => {
    expect(refusedFields({ ...complete, display_name: ' ' })).toEqual(['display_name']);
    expect(refusedFields({ ...complete, usergroup: null })).toEqual(['usergroup']);
    const { display_name: _name, ...withoutName } = datasetInputOfForm(complete);
    const { usergroup: _group, ...withoutGroup } = datasetInputOfForm(complete);
    expect(serverAccepts('createDataset', withoutName)).toBe(false);
    expect(serverAccepts('createDataset', withoutGroup)).toBe(false);
  });
});
