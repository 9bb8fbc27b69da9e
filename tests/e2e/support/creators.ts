import type { components } from '../../../contract/schema.gen.ts';
import { type ContractClient, expectAnswer } from './contract.ts';

// What the tests make through the API, typed by the contract's request bodies. Each creator acts as
// the client it is given (the signed-in browser, whose role the test chose) and answers the id made;
// the `make` fixture (fixtures.ts) records that id and deletes it when the test ends.

type Schemas = components['schemas'];

/** A dataset for a test, in the organisation of id `usergroup` (the CACL by default). */
export async function createDataset(api: ContractClient, name: string, usergroup = 2): Promise<number> {
  const dataset = await expectAnswer(
    api.POST('/dataset/datasets/', {
      body: {
        display_name: name,
        description: `${name}: test dataset`,
        tags: ['test'],
        topics: [1],
        kinds: [1],
        usergroup,
        publication_date: '2026-01-01',
        last_update_date: '2026-01-02',
        update_frequency: 1,
      },
    }),
    201,
  );
  return dataset.id;
}

/** A contact of the organisation `usergroup`, with an email made from its name. */
export async function createContact(
  api: ContractClient,
  name: string,
  usergroup = 2,
): Promise<{ id: number; email: string }> {
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.org`;
  const contact = await expectAnswer(
    api.POST('/dataset/contacts/', { body: { name, email, usergroup } }),
    201,
  );
  return { id: contact.id, email };
}

export type NewUser = Pick<Schemas['UserInput'], 'first_name' | 'last_name' | 'email' | 'status'>;

/** A user, made by an account that administers users. */
export async function createUser(api: ContractClient, user: NewUser): Promise<number> {
  return (await expectAnswer(api.POST('/usergroup/users/', { body: user }), 201)).id;
}

/** A user group asking for access (status 1 by default). Superusers only. */
export async function createUserGroup(api: ContractClient, name: string, status = 1): Promise<number> {
  const body = { name, usergroup_type: 'user-group' as const, status };
  return (await expectAnswer(api.POST('/usergroup/user-groups/', { body }), 201)).id;
}

/** An organisation of the first organisation type (status 2, accepted, by default). Superusers only. */
export async function createOrganisation(api: ContractClient, name: string, status = 2): Promise<number> {
  const [type] = await expectAnswer(api.GET('/organisation/organisation-types/'), 200);
  if (!type) throw new Error('The reference backend has no organisation type');
  const body = { display_name: name, organisation_type: type.id, status };
  return (await expectAnswer(api.POST('/organisation/organisations/', { body }), 201)).id;
}

/** A jurisdiction whose code is made from its name (unique names make unique codes). */
export async function createJurisdiction(
  api: ContractClient,
  name: string,
  municipalities: string[] = ['97302'],
): Promise<number> {
  const body = {
    display_name: name,
    codename: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    municipalities,
  };
  return (await expectAnswer(api.POST('/organisation/jurisdictions/', { body }), 201)).id;
}

/** A URL-reference resource linked to a dataset (type 1 main, 2 annex), made as a harvester would. */
export async function createHrefResource(
  api: ContractClient,
  datasetId: number,
  name: string,
  type: 1 | 2 = 2,
): Promise<number> {
  const { id } = await expectAnswer(
    api.POST('/resource/resources/', { body: { display_name: name, type } }),
    201,
  );
  await expectAnswer(
    api.POST('/resource/resource-dataset/', { body: { resource_id: id, dataset_id: datasetId, type } }),
    201,
  );
  await expectAnswer(
    api.POST('/resource/href/', {
      body: { resource_id: id, href: 'https://data.example.org/horaires.json' },
    }),
    201,
  );
  return id;
}

/** A harvester of a remote catalogue, made by an account administrator of its group. */
export async function createIndexer(
  api: ContractClient,
  indexer: Schemas['RemoteApiIndexInput'],
): Promise<number> {
  return (await expectAnswer(api.POST('/indexer/remote-api-indexes/', { body: indexer }), 201)).id;
}

/** The id of the indexer type of an implementation (ckan, csw, opendatasoft, dcat). */
export async function indexerTypeId(api: ContractClient, implementation: string): Promise<number> {
  const types = await expectAnswer(api.GET('/indexer/remote-api-index-types/'), 200);
  const type = types.find((candidate) => candidate.implementation_type === implementation);
  if (!type) throw new Error(`No indexer type ${implementation}`);
  return type.id;
}

/** Deletes one kind of thing a test made; typed by the contract, like the creators. */
export const DELETERS = {
  dataset: (api: ContractClient, id: number) =>
    api.DELETE('/dataset/datasets/{id}/', { params: { path: { id } } }),
  contact: (api: ContractClient, id: number) =>
    api.DELETE('/dataset/contacts/{id}/', { params: { path: { id } } }),
  user: (api: ContractClient, id: number) =>
    api.DELETE('/usergroup/users/{id}/', { params: { path: { id } } }),
  userGroup: (api: ContractClient, id: number) =>
    api.DELETE('/usergroup/user-groups/{id}/', { params: { path: { id } } }),
  organisation: (api: ContractClient, id: number) =>
    api.DELETE('/organisation/organisations/{id}/', { params: { path: { id } } }),
  jurisdiction: (api: ContractClient, id: number) =>
    api.DELETE('/organisation/jurisdictions/{id}/', { params: { path: { id } } }),
  resource: (api: ContractClient, id: number) =>
    api.DELETE('/resource/resources/{id}/', { params: { path: { id } } }),
  indexer: (api: ContractClient, id: number) =>
    api.DELETE('/indexer/remote-api-indexes/{id}/', { params: { path: { id } } }),
} as const;

/** What the `make` fixture can delete at the end of a test. */
export type MadeKind = keyof typeof DELETERS;
