import type { Page } from '@playwright/test';
import {
  apiRequest,
  createDatasetThroughApi,
  createHrefResourceThroughApi,
  createJurisdictionThroughApi,
  createOrganisationThroughApi,
  createUserGroupThroughApi,
  createUserThroughApi,
  type DemoAccount,
  datasetWithGeographicLayer,
  expect,
  fillDatasetFields,
  getThroughApi,
  uniqueName,
  uniqueSuffix,
} from '../fixtures';
import { type FaultName, FIELD_MESSAGE } from './faultKinds';

/** What a flow's test works on: the page of the form and how to read, through the API, what was saved. */
type Prepared = {
  path: string;
  /** The value the server holds for the typed field (for an add form: the typed name once it exists). */
  savedValue: (typed: string) => Promise<string | null>;
};

/**
 * One form that edits something, as the fault suite drives it: the field typed into (by its id), the key
 * the server would refuse it under, and the request its save sends (the one the faults hit).
 */
export type FormFlow = {
  name: string;
  account: DemoAccount;
  prepare: (page: Page) => Promise<Prepared>;
  fieldId: string;
  /** The field's label, as the error summary names it ('Label : message', specification section 8). */
  fieldLabel: string;
  serverField: string;
  saveRequest: RegExp;
  /** Fills the other required fields of an add form. */
  fillRest?: (page: Page) => Promise<void>;
  /** Opens the form on its page when it shows on demand (a dialog, an editor). */
  open?: (page: Page) => Promise<void>;
  /** The message of a fault when the form has its own (section 8), instead of the catalogue's. */
  faultMessage?: (fault: FaultName, fieldLabel: string) => string;
};

const fieldOf = async (page: Page, path: string, field: string) =>
  ((await getThroughApi<Record<string, unknown>>(page, path))[field] as string | undefined) ?? null;

/** The add-dataset form's required fields other than the name (the field the suite types into). */
const fillNewDataset = (page: Page) =>
  fillDatasetFields(page, { description: 'Relevés pour les essais de pannes.', keyword: 'pannes' });

export const formFlows: FormFlow[] = [
  {
    name: 'dataset (edit)',
    account: 'admin',
    fieldId: 'dataset-display_name',
    fieldLabel: 'Nom',
    serverField: 'display_name',
    saveRequest: /\/dataset\/datasets\/\d+\/$/,
    prepare: async (page) => {
      const id = await createDatasetThroughApi(page, uniqueName('Pannes jeu'));
      return {
        path: `/publish/fr/data/datasets/${id}/`,
        savedValue: () => fieldOf(page, `/dataset/datasets/${id}/`, 'display_name'),
      };
    },
  },
  {
    name: 'dataset (add)',
    account: 'admin',
    fieldId: 'dataset-display_name',
    fieldLabel: 'Nom',
    serverField: 'display_name',
    saveRequest: /\/dataset\/datasets\/$/,
    fillRest: fillNewDataset,
    prepare: async (page) => ({
      path: '/publish/fr/data/datasets/new/',
      savedValue: async (typed) => {
        const response = await apiRequest(
          page,
          'GET',
          `/dataset/datasets/?search=${encodeURIComponent(typed)}`,
        );
        const list = (await response.json()) as { results: { display_name: string }[] };
        return list.results.find((dataset) => dataset.display_name === typed)?.display_name ?? null;
      },
    }),
  },
  {
    name: 'user',
    account: 'admin',
    fieldId: 'user-first_name',
    fieldLabel: 'Prénom',
    serverField: 'first_name',
    saveRequest: /\/usergroup\/users\/\d+\/$/,
    prepare: async (page) => {
      const suffix = uniqueSuffix();
      const id = await createUserThroughApi(page, {
        first_name: 'Panne',
        last_name: `Essai ${suffix}`,
        email: `panne.${suffix}@example.org`,
      });
      return {
        path: `/publish/fr/accounts/users/${id}/`,
        savedValue: () => fieldOf(page, `/usergroup/users/${id}/`, 'first_name'),
      };
    },
  },
  {
    name: 'organisation',
    account: 'admin',
    fieldId: 'organisation-display_name',
    fieldLabel: 'Nom',
    serverField: 'display_name',
    saveRequest: /\/organisation\/organisations\/\d+\/$/,
    prepare: async (page) => {
      const id = await createOrganisationThroughApi(page, uniqueName('Pannes organisation'));
      return {
        path: `/publish/fr/accounts/organisations/${id}/`,
        savedValue: () => fieldOf(page, `/organisation/organisations/${id}/`, 'display_name'),
      };
    },
  },
  {
    name: 'group',
    account: 'admin',
    fieldId: 'group-name',
    fieldLabel: 'Nom',
    serverField: 'name',
    saveRequest: /\/usergroup\/user-groups\/\d+\/$/,
    prepare: async (page) => {
      const id = await createUserGroupThroughApi(page, uniqueName('Pannes groupe'), 2);
      return {
        path: `/publish/fr/accounts/groups/${id}/`,
        savedValue: () => fieldOf(page, `/usergroup/user-groups/${id}/`, 'name'),
      };
    },
  },
  {
    name: 'jurisdiction',
    account: 'admin',
    fieldId: 'jurisdiction-display_name',
    fieldLabel: 'Nom affiché',
    serverField: 'display_name',
    saveRequest: /\/organisation\/jurisdictions\/\d+\/$/,
    prepare: async (page) => {
      const id = await createJurisdictionThroughApi(page, uniqueName('Pannes territoire'));
      return {
        path: `/publish/fr/jurisdictions/${id}/`,
        savedValue: () => fieldOf(page, `/organisation/jurisdictions/${id}/`, 'display_name'),
      };
    },
  },
  {
    name: 'indexer',
    account: 'gestionnaire',
    fieldId: 'indexer-name',
    fieldLabel: 'Nom',
    serverField: 'name',
    saveRequest: /\/indexer\/remote-api-indexes\/\d+\/$/,
    prepare: async (page) => {
      // Group 12 is the one the gestionnaire administers (as in indexers.spec.ts).
      const types = await getThroughApi<{ id: number }[]>(page, '/indexer/remote-api-index-types/');
      const response = await apiRequest(page, 'POST', '/indexer/remote-api-indexes/', {
        type: types[0]?.id,
        name: uniqueName('Pannes moissonneur'),
        url: 'https://catalogue.example.fr/api/',
        command: 'harvest',
        scheduler: 1,
        url_pattern: null,
        usergroup_id: 12,
      });
      expect(response.status(), await response.text()).toBe(201);
      const id = ((await response.json()) as { id: number }).id;
      return {
        path: `/publish/fr/accounts/usergroup/12/indexer/${id}/`,
        savedValue: () => fieldOf(page, `/indexer/remote-api-indexes/${id}/`, 'name'),
      };
    },
  },
  {
    name: 'sphere',
    account: 'admin',
    fieldId: 'sphere-name',
    fieldLabel: 'Nom',
    serverField: 'name',
    saveRequest: /\/usergroup\/user-groups\/\d+\/$/,
    prepare: async (page) => {
      const response = await apiRequest(page, 'POST', '/usergroup/user-groups/', {
        name: uniqueName('Pannes sphère'),
        usergroup_type: 'group-of-organisation',
        status: 2,
      });
      expect(response.status(), await response.text()).toBe(201);
      const id = ((await response.json()) as { id: number }).id;
      return {
        path: `/publish/fr/accounts/spheres/${id}/`,
        savedValue: () => fieldOf(page, `/usergroup/user-groups/${id}/`, 'name'),
      };
    },
  },
  {
    // A contact of an organisation, changed in its dialog on the organisation's page.
    name: 'contact',
    account: 'admin',
    fieldId: 'group-edit-contact-name',
    fieldLabel: 'Nom',
    serverField: 'name',
    saveRequest: /\/dataset\/contacts\/\d+\/$/,
    prepare: async (page) => {
      const organisation = await createOrganisationThroughApi(page, uniqueName('Pannes contacts'));
      const name = uniqueName('Contact pannes');
      const response = await apiRequest(page, 'POST', '/dataset/contacts/', {
        name,
        email: 'pannes@example.org',
        usergroup: organisation,
      });
      expect(response.status(), await response.text()).toBe(201);
      const id = ((await response.json()) as { id: number }).id;
      return {
        path: `/publish/fr/accounts/organisations/${organisation}/`,
        savedValue: () => fieldOf(page, `/dataset/contacts/${id}/`, 'name'),
      };
    },
    // The organisation has this one contact, whatever its name has become.
    open: async (page) => {
      await page.getByRole('button', { name: /^Modifier le contact / }).click();
    },
    // Section 8: a refused change of a contact says 'Error during update of contact', with the lines.
    faultMessage: (fault, fieldLabel) =>
      fault === '400 with field errors' ? `${fieldLabel} : ${FIELD_MESSAGE}` : contactUpdateFailed,
  },
  {
    // A style of a geographic layer, renamed in its editor in the resource dialog; the rename is the
    // first write of the save (then its configuration and its update scenario).
    name: 'style',
    account: 'admin',
    fieldId: 'style-name',
    fieldLabel: 'Nom du style',
    serverField: 'name',
    saveRequest: /\/geospatial\/geographiclayer\/\d+\/styles\/\d+\/$/,
    prepare: async (page) => {
      const { datasetId, resourceId, layerId } = await datasetWithGeographicLayer(page);
      const name = uniqueName('Style pannes');
      const response = await apiRequest(page, 'POST', `/geospatial/geographiclayer/${layerId}/styles/`, {
        name,
      });
      expect(response.status(), await response.text()).toBe(201);
      const id = ((await response.json()) as { id: number }).id;
      styleRefs.set(page, { layerId, id });
      return {
        path: `/publish/fr/data/datasets/${datasetId}/?resource=${resourceId}&resourceTab=styles`,
        savedValue: () => fieldOf(page, `/geospatial/geographiclayer/${layerId}/styles/${id}/`, 'name'),
      };
    },
    // The layer has other tests' styles: this one is found by its name now, read through the API.
    open: async (page) => {
      const style = styleRefs.get(page);
      const name = style
        ? await fieldOf(page, `/geospatial/geographiclayer/${style.layerId}/styles/${style.id}/`, 'name')
        : null;
      await page.getByRole('button', { name: `Modifier le style ${name}`, exact: true }).click();
    },
  },
  {
    // An existing resource of a dataset, changed in the resource dialog: the resource's fields are the
    // first write of the save (then its scenario choice).
    name: 'resource (edit)',
    account: 'admin',
    fieldId: 'resource-display_name',
    fieldLabel: 'Nom',
    serverField: 'display_name',
    saveRequest: /\/resource\/resources\/\d+\/$/,
    prepare: async (page) => {
      const datasetId = await createDatasetThroughApi(page, uniqueName('Pannes ressources'));
      const id = await createHrefResourceThroughApi(page, datasetId, uniqueName('Ressource pannes'));
      return {
        path: `/publish/fr/data/datasets/${datasetId}/?resource=${id}`,
        savedValue: () => fieldOf(page, `/resource/resources/${id}/`, 'display_name'),
      };
    },
  },
];

/** French text of 'Error during update of contact' (specification section 8). */
const contactUpdateFailed = 'Erreur lors de la mise à jour du contact';

// The style each test page works on, for `open`.
const styleRefs = new WeakMap<Page, { layerId: number; id: number }>();
