import type { Page, TestInfo } from '@playwright/test';
import { type ContractClient, contractClient } from './contract.ts';
import {
  createContact,
  createDataset,
  createHrefResource,
  createIndexer,
  createJurisdiction,
  createOrganisation,
  createUser,
  createUserGroup,
  DELETERS,
  type MadeKind,
  type NewUser,
} from './creators.ts';

type NewIndexer = Parameters<typeof createIndexer>[1];

// What a test made through the API, deleted when the test ends (the `make` fixture of fixtures.ts):
// the database of the browser tests is shared by every test of a run, and what a test leaves behind
// shows up in the lists and counts of the others.

/** The registry of each page a test under fixtures.ts drives, so page-taking creators record too. */
const registries = new WeakMap<Page, Made>();

/** Records that the test of `page` made a thing, when it runs under fixtures.ts's `test`. */
export function recordMade(page: Page, kind: MadeKind, id: number): void {
  registries.get(page)?.track(kind, id);
}

/** Typed creators acting as the page's signed-in browser, each recording what it made. */
export class Made {
  private readonly made: { kind: MadeKind; id: number }[] = [];
  private readonly api: ContractClient;

  constructor(page: Page) {
    this.api = contractClient(page);
    registries.set(page, this);
  }

  /** Records a thing the test made another way (e.g. through a form), to delete it at the end. */
  track(kind: MadeKind, id: number): void {
    this.made.push({ kind, id });
  }

  private async recorded(kind: MadeKind, making: Promise<number>): Promise<number> {
    const id = await making;
    this.track(kind, id);
    return id;
  }

  dataset(name: string, usergroup = 2): Promise<number> {
    return this.recorded('dataset', createDataset(this.api, name, usergroup));
  }

  async contact(name: string, usergroup = 2): Promise<{ id: number; email: string }> {
    const contact = await createContact(this.api, name, usergroup);
    this.track('contact', contact.id);
    return contact;
  }

  user(user: NewUser): Promise<number> {
    return this.recorded('user', createUser(this.api, user));
  }

  userGroup(name: string, status = 1): Promise<number> {
    return this.recorded('userGroup', createUserGroup(this.api, name, status));
  }

  organisation(name: string, status = 2): Promise<number> {
    return this.recorded('organisation', createOrganisation(this.api, name, status));
  }

  jurisdiction(name: string, municipalities: string[] = ['97302']): Promise<number> {
    return this.recorded('jurisdiction', createJurisdiction(this.api, name, municipalities));
  }

  hrefResource(datasetId: number, name: string, type: 1 | 2 = 2): Promise<number> {
    return this.recorded('resource', createHrefResource(this.api, datasetId, name, type));
  }

  indexer(indexer: NewIndexer): Promise<number> {
    return this.recorded('indexer', createIndexer(this.api, indexer));
  }

  /** Whether the test made anything to delete. */
  get empty(): boolean {
    return this.made.length === 0;
  }

  /**
   * Deletes what was made, the newest first (a dataset before the organisation it was made in), as
   * `admin`, whatever role the test ended signed in as. A thing the test deleted itself is gone (404).
   * One still in use by something the test made outside the fixture is left, and said so in the report.
   */
  async deleteAll(admin: ContractClient, testInfo: TestInfo): Promise<void> {
    for (const { kind, id } of this.made.splice(0).reverse()) {
      const { response, error } = await DELETERS[kind](admin, id);
      if (response.ok || response.status === 404) continue;
      testInfo.annotations.push({
        type: 'left behind',
        description: `${kind} ${id}: ${response.status} ${JSON.stringify(error)}`,
      });
    }
  }
}
