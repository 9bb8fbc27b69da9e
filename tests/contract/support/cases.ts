import type { operations } from '../../../contract/schema.gen.ts';
import { bulkEditCases } from './cases/bulkEdits.ts';
import { datasetVersionCases } from './cases/datasetVersions.ts';
import { municipalityCheckCases } from './cases/municipalityCheck.ts';
import { permissionImpactCases } from './cases/permissionImpact.ts';
import type { Account, Fixtures } from './fixtures.ts';
import { unique } from './fixtures.ts';
import { pointsCsv, previewPath, processedUpload } from './preview.ts';
import { fileForm, PNG, type RequestOptions } from './server.ts';

/** One call of an operation, built afresh for each account (destructive calls get their own objects). */
export interface Call {
  method: string;
  path: string;
  options?: RequestOptions;
}

export interface Case {
  /** What the case shows, when an operation has several. */
  name?: string;
  /** Accounts that may do it (they get the operation's success status); the others get 403. */
  allowed: readonly Account[];
  build: (f: Fixtures, as: Account) => Promise<Call>;
  /** The success status when the operation has several (the first 2xx of the contract otherwise). */
  status?: number;
  /** Use a client of its own (sign-out would end the shared session). */
  ownClient?: boolean;
}

const ALL: readonly Account[] = ['admin', 'gestionnaire', 'producteur', 'visiteur'];
const MANAGERS: readonly Account[] = ['admin', 'gestionnaire', 'producteur'];
const ACCOUNT_ADMINS: readonly Account[] = ['admin', 'gestionnaire'];
const SUPERUSER: readonly Account[] = ['admin'];

const get = (path: string, query?: RequestOptions['query']): Call => ({
  method: 'GET',
  path,
  options: query ? { query } : {},
});
const json = (method: string, path: string, body: unknown, query?: RequestOptions['query']): Call => ({
  method,
  path,
  options: { json: body, ...(query ? { query } : {}) },
});
const del = (path: string): Call => ({ method: 'DELETE', path });
const read = (
  path: string | ((f: Fixtures) => string),
  allowed: readonly Account[] = ALL,
  query?: RequestOptions['query'],
): Case[] => [{ allowed, build: async (f) => get(typeof path === 'string' ? path : path(f), query) }];

let repairObject = 0;
/**
 * A CACL task of an object of its own (so that no other task makes it busy), FAILURE to re-run or
 * acknowledge, PENDING to stop; recorded without telling the worker, it waits until the call.
 */
async function repairableTask(f: Fixtures, status: 'FAILURE' | 'PENDING'): Promise<number> {
  repairObject += 1;
  const [row] = await f.server.app.db.query<{ id: number }>(
    `insert into task (status, action, object_class, object_id, object_display, usergroup_id, start_date, end_date)
     values ($1, 'contract-check', 'contract-check', $2, 'Contrat', $3, now(),
       case when $1 = 'FAILURE' then now() end) returning id`,
    [status, repairObject, f.ids.cacl],
  );
  return row?.id ?? 0;
}

/** A pending sFTP access request of a group of its own, recorded directly. */
async function pendingRequest(f: Fixtures): Promise<number> {
  const [row] = await f.server.app.db.query<{ id: number }>(
    "insert into ftp_access_request (usergroup_id, user_id, status) select $1, id, 'pending' from app_user where username = 'gestionnaire' returning id",
    [await f.group()],
  );
  return row?.id ?? 0;
}

/** A group of its own whose sFTP access request was accepted. */
async function grantedGroup(f: Fixtures): Promise<number> {
  const group = await f.group();
  await f.server.app.db.query(
    "insert into ftp_access_request (usergroup_id, user_id, status, decided_at) select $1, id, 'granted', now() from app_user where username = 'gestionnaire'",
    [group],
  );
  return group;
}

const sld =
  '<?xml version="1.0"?><StyledLayerDescriptor version="1.0.0"><NamedLayer><Name>t</Name></NamedLayer></StyledLayerDescriptor>';

/**
 * Every operation of the contract with the calls that exercise it. Typed by the generated operations:
 * an operation added to the contract without cases, or cases left for one it dropped, fails to compile.
 */
const casesByOperation = {
  // locale root
  getApiRoot: read('/fr/'),
  // Issue 50: the services' roots, anonymous as the locale root.
  getLoginRoot: read('/fr/login/'),
  getDashboardRoot: read('/fr/dashboard/'),
  getDatasetRoot: read('/fr/dataset/'),
  getUsergroupRoot: read('/fr/usergroup/'),
  getOrganisationRoot: read('/fr/organisation/'),
  getResourceRoot: read('/fr/resource/'),
  getGeospatialRoot: read('/fr/geospatial/'),
  getIndexerRoot: read('/fr/indexer/'),
  // login
  getSession: read('/fr/login/session/'),
  signIn: [
    {
      allowed: ALL,
      build: async (_f, as) => json('POST', '/fr/login/signin/', { username: as, password: as }),
    },
  ],
  // Same-origin, as the SPA's link: from another site a session cookie gets a confirmation page (audit L8).
  signOut: [
    {
      allowed: ALL,
      ownClient: true,
      build: async () => ({
        method: 'GET',
        path: '/fr/login/signout/',
        options: { headers: { 'sec-fetch-site': 'same-origin' } },
      }),
    },
  ],

  // dashboard
  listTasks: read('/fr/dashboard/task-queue-track/', ALL, { ordering: '-start_date', page_size: 5 }),
  getTask: read((f) => `/fr/dashboard/task-queue-track/${f.ids.caclTask}/`, MANAGERS),
  // dashboard: this product's extensions (issue 32)
  listAttention: read('/fr/dashboard/attention/', MANAGERS, { page_size: 5 }),
  acknowledgeTask: [
    {
      allowed: MANAGERS,
      build: async (f) => ({
        method: 'POST',
        path: `/fr/dashboard/task-queue-track/${await repairableTask(f, 'FAILURE')}/acknowledge/`,
      }),
    },
  ],
  listTaskHealth: read('/fr/dashboard/task-health/', ALL, {
    objects: 'remoteapiindex:1,resource:1',
    runs: 5,
  }),
  // A task's insight, its re-run and its stop, for the managers of its group.
  getTaskInsight: read((f) => `/fr/dashboard/task-queue-track/${f.ids.caclTask}/insight/`, MANAGERS),
  rerunTask: [
    {
      allowed: MANAGERS,
      build: async (f) => ({
        method: 'POST',
        path: `/fr/dashboard/task-queue-track/${await repairableTask(f, 'FAILURE')}/rerun/`,
      }),
    },
  ],
  revokeTask: [
    {
      allowed: MANAGERS,
      build: async (f) => ({
        method: 'POST',
        path: `/fr/dashboard/task-queue-track/${await repairableTask(f, 'PENDING')}/revoke/`,
      }),
    },
  ],

  // dataset
  getDatasetsCount: read('/fr/dataset/datasets-count/'),
  listDatasets: read('/fr/dataset/datasets/', ALL, {
    search: 'déchets',
    ordering: '-last_modified',
    publish: true,
  }),
  createDataset: [
    { allowed: MANAGERS, build: async (f) => json('POST', '/fr/dataset/datasets/', f.datasetBody()) },
  ],
  exportDatasetsOdl: read('/fr/dataset/datasets/export/odl/', ALL, { ordering: 'display_name' }),
  getDataset: [
    {
      name: 'a private dataset of the CACL',
      allowed: ALL,
      build: async (f) => get(`/fr/dataset/datasets/${f.ids.caclPrivateDataset}/`),
    },
    {
      name: 'a private dataset of the CTG',
      allowed: SUPERUSER,
      build: async (f) => get(`/fr/dataset/datasets/${f.ids.ctgPrivateDataset}/`),
    },
  ],
  updateDataset: [
    {
      allowed: MANAGERS,
      build: async (f) => {
        const dataset = await f.dataset();
        return {
          method: 'PUT',
          path: `/fr/dataset/datasets/${dataset.id}/`,
          options: {
            json: { ...f.datasetBody(), display_name: unique('Renommé') },
            headers: { 'if-match': dataset.last_modified },
          },
        };
      },
    },
  ],
  partialUpdateDataset: [
    {
      allowed: MANAGERS,
      build: async (f) =>
        json('PATCH', `/fr/dataset/datasets/${(await f.dataset()).id}/`, {
          recommended_usage: 'Usage libre.',
        }),
    },
  ],
  deleteDataset: [
    { allowed: MANAGERS, build: async (f) => del(`/fr/dataset/datasets/${(await f.dataset()).id}/`) },
  ],
  listDatasetScenarios: read((f) => `/fr/dataset/datasets/${f.ids.caclDataset}/_scenarios/`, MANAGERS),
  runDatasetScenario: [
    {
      allowed: MANAGERS,
      build: async (f) =>
        json(
          'POST',
          `/fr/dataset/datasets/${f.ids.caclDataset}/_scenarios/${f.ids.scenarios['dataset:create']}/run/`,
          f.target('dataset', f.ids.caclDataset),
        ),
    },
  ],
  updateDatasetThumbnail: [
    {
      allowed: MANAGERS,
      build: async (f) => ({
        method: 'PUT',
        path: `/fr/dataset/datasets/${(await f.dataset()).id}/thumbnail/`,
        options: { form: fileForm('file', PNG, 'vignette.png', 'image/png') },
      }),
    },
  ],
  deleteDatasetThumbnail: [
    {
      allowed: MANAGERS,
      build: async (f) => {
        const dataset = await f.dataset();
        await f.admin.request('PUT', `/fr/dataset/datasets/${dataset.id}/thumbnail/`, {
          form: fileForm('file', PNG, 'v.png', 'image/png'),
        });
        return del(`/fr/dataset/datasets/${dataset.id}/thumbnail/`);
      },
    },
  ],
  listDatasetContactRoles: read((f) => `/fr/dataset/datasets/${f.ids.caclDataset}/contact-roles/`),
  createDatasetContactRole: [
    {
      allowed: MANAGERS,
      build: async (f) =>
        json('POST', `/fr/dataset/datasets/${(await f.dataset()).id}/contact-roles/`, {
          contact_id: f.ids.caclContact,
          role: f.ids.contactRole,
        }),
    },
  ],
  updateDatasetContactRole: [
    {
      allowed: MANAGERS,
      build: async (f) => {
        const dataset = await f.dataset();
        const role = await f.contactRole(dataset.id);
        return json('PUT', `/fr/dataset/datasets/${dataset.id}/contact-roles/${role}/`, {
          contact_id: f.ids.caclContact,
          role: f.ids.contactRole,
        });
      },
    },
  ],
  deleteDatasetContactRole: [
    {
      allowed: MANAGERS,
      build: async (f) => {
        const dataset = await f.dataset();
        return del(`/fr/dataset/datasets/${dataset.id}/contact-roles/${await f.contactRole(dataset.id)}/`);
      },
    },
  ],
  listDatasetActivity: read((f) => `/fr/dataset/datasets/${f.ids.caclDataset}/activity/`),
  // Metadata quality (issue 51): a dataset's for whoever may see it, a summary for its editors.
  getDatasetQuality: [
    {
      name: 'a private dataset of the CACL',
      allowed: ALL,
      build: async (f) => get(`/fr/dataset/datasets/${f.ids.caclPrivateDataset}/quality/`),
    },
    {
      name: 'a private dataset of the CTG',
      allowed: SUPERUSER,
      build: async (f) => get(`/fr/dataset/datasets/${f.ids.ctgPrivateDataset}/quality/`),
    },
  ],
  getQualitySummary: [
    { name: 'the platform', allowed: SUPERUSER, build: async () => get('/fr/dataset/quality/summary/') },
    {
      name: 'the CACL',
      allowed: MANAGERS,
      build: async (f) => get('/fr/dataset/quality/summary/', { usergroup_id: String(f.ids.cacl) }),
    },
  ],
  // A resource's preview: the dataset at consultation level, so every account may open it.
  getResourcePreview: [
    { allowed: ALL, build: async (f) => get(previewPath(await processedUpload(f, pointsCsv(3), 'p.csv'))) },
  ],
  listResourcePreviewRows: [
    {
      allowed: ALL,
      build: async (f) => get(previewPath(await processedUpload(f, pointsCsv(3), 'p.csv'), 'rows/')),
    },
  ],
  getResourcePreviewFeatures: [
    {
      allowed: ALL,
      build: async (f) => get(previewPath(await processedUpload(f, pointsCsv(3), 'p.csv'), 'features/')),
    },
  ],
  listDatasetPermissions: [
    {
      allowed: MANAGERS,
      build: async (f) =>
        get('/fr/dataset/usergroup-permissions/', {
          dataset_id: f.ids.caclDataset,
          usergroup_type: 'organisation,group-of-organisation',
          ordering: 'name',
        }),
    },
  ],
  setDatasetPermissionLevel: [
    {
      allowed: MANAGERS,
      build: async (f) =>
        json(
          'PUT',
          '/fr/dataset/usergroup-permission-actions/',
          { dataset_id: (await f.dataset()).id, usergroup_ids: [f.ids.ctg, f.ids.sphere] },
          { action: 'set_permission_level_consultation' },
        ),
    },
  ],
  listCategories: read('/fr/dataset/categories/'),
  listGranularities: read('/fr/dataset/granularities/'),
  listLicenses: read('/fr/dataset/licenses/'),
  listTopics: read('/fr/dataset/topics/'),
  listKinds: read('/fr/dataset/kinds/'),
  listRestrictions: read('/fr/dataset/restrictions/'),
  listUpdateFrequencies: read('/fr/dataset/update-frequencies/'),
  listRecordTypes: read('/fr/dataset/record-types/'),
  listContactRoles: read('/fr/dataset/contact-roles/'),
  listContacts: read('/fr/dataset/contacts/', MANAGERS, { search: 'cacl' }),
  createContact: [
    {
      allowed: MANAGERS,
      build: async (f) =>
        json('POST', '/fr/dataset/contacts/', {
          name: unique('Contact'),
          email: 'c@example.org',
          usergroup: f.ids.cacl,
        }),
    },
  ],
  getContact: read((f) => `/fr/dataset/contacts/${f.ids.caclContact}/`, MANAGERS),
  updateContact: [
    {
      allowed: MANAGERS,
      build: async (f) =>
        json('PUT', `/fr/dataset/contacts/${await f.contact()}/`, {
          name: unique('Contact'),
          email: 'd@example.org',
          usergroup: f.ids.cacl,
        }),
    },
  ],
  deleteContact: [
    { allowed: MANAGERS, build: async (f) => del(`/fr/dataset/contacts/${await f.contact()}/`) },
  ],
  listTags: read('/fr/dataset/taggit/tags/', ALL, { search: 'dechet' }),
  listSchedulers: read('/fr/dataset/schedulers/'),

  // usergroup
  listUserGroups: read('/fr/usergroup/user-groups/', ALL, {
    usergroup_type: 'organisation,user-group',
    usergroup__status__in: '2',
    ordering: 'display_name',
  }),
  createUserGroup: [
    {
      allowed: ACCOUNT_ADMINS,
      build: async () =>
        json('POST', '/fr/usergroup/user-groups/', { name: unique('Groupe'), usergroup_type: 'user-group' }),
    },
  ],
  getUserGroup: read((f) => `/fr/usergroup/user-groups/${f.ids.cacl}/`),
  updateUserGroup: [
    {
      allowed: ACCOUNT_ADMINS,
      build: async (f) =>
        json('PUT', `/fr/usergroup/user-groups/${await f.group()}/`, {
          name: unique('Groupe'),
          description: 'Modifié.',
        }),
    },
  ],
  partialUpdateUserGroup: [
    {
      allowed: ACCOUNT_ADMINS,
      build: async (f) =>
        json('PATCH', `/fr/usergroup/user-groups/${await f.group()}/`, { description: 'Modifié.' }),
    },
  ],
  deleteUserGroup: [
    { allowed: SUPERUSER, build: async (f) => del(`/fr/usergroup/user-groups/${await f.group()}/`) },
  ],
  listUserGroupParents: read((f) => `/fr/usergroup/user-groups/${f.ids.cacl}/parents/`),
  // A link changes both groups (audit L3): an account administrator of both ends makes it; of
  // one end only (here the organisation is not administered by gestionnaire), a superuser only.
  addUserGroupParent: [
    {
      allowed: ACCOUNT_ADMINS,
      build: async (f) =>
        json('POST', `/fr/usergroup/user-groups/${await f.group('organisation')}/parents/`, {
          parent_id: await f.group('group-of-organisation'),
        }),
    },
    {
      allowed: SUPERUSER,
      build: async (f) =>
        json('POST', `/fr/usergroup/user-groups/${await f.organisation()}/parents/`, {
          parent_id: await f.group('group-of-organisation'),
        }),
    },
  ],
  removeUserGroupParent: [
    {
      allowed: ACCOUNT_ADMINS,
      build: async (f) => {
        const sphere = await f.group('group-of-organisation');
        const organisation = await f.group('organisation');
        await f.admin.request('POST', `/fr/usergroup/user-groups/${organisation}/parents/`, {
          json: { parent_id: sphere },
        });
        return del(`/fr/usergroup/user-groups/${organisation}/parents/${sphere}/`);
      },
    },
    {
      allowed: SUPERUSER,
      build: async (f) => {
        const sphere = await f.group('group-of-organisation');
        const organisation = await f.organisation();
        await f.admin.request('POST', `/fr/usergroup/user-groups/${organisation}/parents/`, {
          json: { parent_id: sphere },
        });
        return del(`/fr/usergroup/user-groups/${organisation}/parents/${sphere}/`);
      },
    },
  ],
  listUserGroupChildren: read((f) => `/fr/usergroup/user-groups/${f.ids.sphere}/children/`),
  addUserGroupChild: [
    {
      allowed: ACCOUNT_ADMINS,
      build: async (f) =>
        json('POST', `/fr/usergroup/user-groups/${await f.group('group-of-organisation')}/children/`, {
          child_id: await f.group('organisation'),
        }),
    },
    {
      allowed: SUPERUSER,
      build: async (f) =>
        json('POST', `/fr/usergroup/user-groups/${await f.group('group-of-organisation')}/children/`, {
          child_id: await f.organisation(),
        }),
    },
  ],
  removeUserGroupChild: [
    {
      allowed: ACCOUNT_ADMINS,
      build: async (f) => {
        const sphere = await f.group('group-of-organisation');
        const organisation = await f.group('organisation');
        await f.admin.request('POST', `/fr/usergroup/user-groups/${sphere}/children/`, {
          json: { child_id: organisation },
        });
        return del(`/fr/usergroup/user-groups/${sphere}/children/${organisation}/`);
      },
    },
    {
      allowed: SUPERUSER,
      build: async (f) => {
        const sphere = await f.group('group-of-organisation');
        const organisation = await f.organisation();
        await f.admin.request('POST', `/fr/usergroup/user-groups/${sphere}/children/`, {
          json: { child_id: organisation },
        });
        return del(`/fr/usergroup/user-groups/${sphere}/children/${organisation}/`);
      },
    },
  ],
  listUserGroupRoles: read('/fr/usergroup/user-group-roles/'),
  listUserGroupMembers: read((f) => `/fr/usergroup/user-groups/${f.ids.cacl}/members/`, MANAGERS, {
    status__in: '1,2',
    ordering: 'user__last_name',
  }),
  addUserGroupMember: [
    {
      allowed: ACCOUNT_ADMINS,
      build: async (f) =>
        json('POST', `/fr/usergroup/user-groups/${await f.group()}/members/`, {
          user_id: f.ids.users.jdupont,
          role: 1,
        }),
    },
    // Audit H1: an account administrator invites (status 0); an active membership is a superuser's.
    {
      allowed: SUPERUSER,
      build: async (f) =>
        json('POST', `/fr/usergroup/user-groups/${await f.group()}/members/`, {
          user_id: f.ids.users.jdupont,
          role: 1,
          status: 2,
        }),
    },
  ],
  updateUserGroupMember: [
    {
      allowed: ACCOUNT_ADMINS,
      build: async (f) => {
        const group = await f.group();
        await f.member(group, 'sjoseph', null);
        return json('PUT', `/fr/usergroup/user-groups/${group}/members/${f.ids.users.sjoseph}/`, {
          role: 1,
          status: 2,
        });
      },
    },
  ],
  removeUserGroupMember: [
    {
      allowed: ACCOUNT_ADMINS,
      build: async (f) => {
        const group = await f.group();
        await f.member(group, 'sjoseph', null);
        return del(`/fr/usergroup/user-groups/${group}/members/${f.ids.users.sjoseph}/`);
      },
    },
  ],
  listUserStatuses: read('/fr/usergroup/user-status/'),
  listUserGroupStatuses: read('/fr/usergroup/user-group-status/'),
  getUserGroupThumbnail: [
    {
      allowed: ALL,
      build: async (f) => {
        const group = await f.group();
        await f.thumbnail(group);
        return get(`/fr/usergroup/user-groups/${group}/thumbnail/`);
      },
    },
  ],
  updateUserGroupThumbnail: [
    {
      allowed: ACCOUNT_ADMINS,
      build: async (f) => ({
        method: 'PUT',
        path: `/fr/usergroup/user-groups/${await f.group()}/thumbnail/`,
        options: { form: fileForm('file', PNG, 'logo.png', 'image/png') },
      }),
    },
  ],
  deleteUserGroupThumbnail: [
    {
      allowed: ACCOUNT_ADMINS,
      build: async (f) => {
        const group = await f.group();
        await f.thumbnail(group);
        return del(`/fr/usergroup/user-groups/${group}/thumbnail/`);
      },
    },
  ],
  listGroupMemberships: read('/fr/usergroup/group-members/', ACCOUNT_ADMINS, {
    ordering: '-user__date_joined',
    status__in: '0,1',
  }),
  listUsers: read('/fr/usergroup/users/', ACCOUNT_ADMINS, {
    status__in: '2',
    search: 'martin',
    ordering: 'last_name',
  }),
  createUser: [
    {
      allowed: ACCOUNT_ADMINS,
      build: async () => {
        const name = unique('nouveau-compte');
        return json('POST', '/fr/usergroup/users/', {
          username: name,
          first_name: 'Nouvel',
          last_name: 'Utilisateur',
          email: `${name}@example.org`,
        });
      },
    },
  ],
  getUser: read((f) => `/fr/usergroup/users/${f.ids.users.jdupont}/`, ACCOUNT_ADMINS),
  updateUser: [
    {
      allowed: ACCOUNT_ADMINS,
      build: async (f) =>
        json('PUT', `/fr/usergroup/users/${await f.caclUser()}/`, {
          first_name: 'Jeanne',
          last_name: 'Modifiée',
          // One address per call: e-mail addresses are unique among users (issue 27).
          email: `${unique('jeanne')}@example.org`,
        }),
    },
  ],
  partialUpdateUser: [
    {
      allowed: ACCOUNT_ADMINS,
      build: async (f) =>
        json('PATCH', `/fr/usergroup/users/${await f.caclUser()}/`, { status: 2, phone: '0594000000' }),
    },
  ],
  deleteUser: [
    { allowed: ACCOUNT_ADMINS, build: async (f) => del(`/fr/usergroup/users/${await f.caclUser()}/`) },
  ],
  listUserRequests: read('/fr/usergroup/user-requests/', ACCOUNT_ADMINS),
  listUserGroupRequests: read('/fr/usergroup/usergroup-requests/', ACCOUNT_ADMINS),

  // organisation
  listOrganisations: read('/fr/organisation/organisations/', ALL, {
    usergroup__status__in: '2',
    ordering: '-creation_date',
    search: 'guyane',
  }),
  createOrganisation: [
    {
      allowed: SUPERUSER,
      build: async (f) =>
        json('POST', '/fr/organisation/organisations/', {
          display_name: unique('Mairie'),
          organisation_type: f.ids.organisationType,
          phone: '0594000000',
        }),
    },
  ],
  getOrganisation: read((f) => `/fr/organisation/organisations/${f.ids.cacl}/`),
  updateOrganisation: [
    {
      allowed: ACCOUNT_ADMINS,
      build: async (f) => {
        const current = (
          await f.admin.request<Record<string, unknown>>(
            'GET',
            `/fr/organisation/organisations/${f.ids.cacl}/`,
          )
        ).body;
        const body = Object.fromEntries(
          [
            'display_name',
            'organisation_type',
            'acronym',
            'siret',
            'website',
            'description',
            'phone',
            'postal_address',
            'jurisdiction',
            'partnership',
            'status',
          ].map((key) => [key, current[key]]),
        );
        return json('PUT', `/fr/organisation/organisations/${f.ids.cacl}/`, body);
      },
    },
  ],
  deleteOrganisation: [
    {
      allowed: SUPERUSER,
      build: async (f) => del(`/fr/organisation/organisations/${await f.organisation()}/`),
    },
  ],
  updateOrganisationAgreement: [
    {
      allowed: ACCOUNT_ADMINS,
      build: async (f) => ({
        method: 'PUT',
        path: `/fr/organisation/organisations/${f.ids.cacl}/agreement/`,
        options: {
          form: fileForm('file', '%PDF-1.4 convention', 'convention.pdf', 'application/pdf', {
            signed: 'true',
          }),
        },
      }),
    },
  ],
  listOrganisationTypes: read('/fr/organisation/organisation-types/'),
  listJurisdictions: read('/fr/organisation/jurisdictions/', ALL, { search: 'cayenne' }),
  createJurisdiction: [
    {
      allowed: SUPERUSER,
      build: async () =>
        json('POST', '/fr/organisation/jurisdictions/', {
          display_name: unique('Littoral'),
          codename: unique('littoral'),
          municipalities: ['97304', '97305'],
        }),
    },
  ],
  getJurisdiction: read((f) => `/fr/organisation/jurisdictions/${f.ids.jurisdiction}/`),
  updateJurisdiction: [
    {
      allowed: SUPERUSER,
      build: async (f) =>
        json('PUT', `/fr/organisation/jurisdictions/${await f.jurisdiction()}/`, {
          display_name: unique('Savanes'),
          codename: unique('savanes'),
          municipalities: ['97312'],
        }),
    },
  ],
  deleteJurisdiction: [
    {
      allowed: SUPERUSER,
      build: async (f) => del(`/fr/organisation/jurisdictions/${await f.jurisdiction()}/`),
    },
  ],
  listMunicipalities: read('/fr/organisation/municipalities/', ALL, {
    search: 'remire',
    with_geometry: true,
  }),

  // resource
  createResource: [
    {
      allowed: MANAGERS,
      build: async () =>
        json('POST', '/fr/resource/resources/', { display_name: unique('Ressource'), type: 1 }),
    },
  ],
  getResource: read((f) => `/fr/resource/resources/${f.ids.caclResource}/`),
  updateResource: [
    {
      allowed: MANAGERS,
      build: async (f) =>
        json('PUT', `/fr/resource/resources/${(await f.linkedResource()).resource}/`, {
          display_name: unique('Ressource'),
          column_x: 'x',
          column_y: 'y',
          crs: 'EPSG:2972',
        }),
    },
  ],
  partialUpdateResource: [
    {
      allowed: MANAGERS,
      build: async (f) =>
        json('PATCH', `/fr/resource/resources/${(await f.linkedResource()).resource}/`, { hidden: true }),
    },
  ],
  deleteResource: [
    {
      allowed: MANAGERS,
      build: async (f) => del(`/fr/resource/resources/${(await f.linkedResource()).resource}/`),
    },
  ],
  listResourceDatasets: read((f) => `/fr/resource/resource-dataset/?dataset_id=${f.ids.caclDataset}`),
  createResourceDataset: [
    {
      allowed: MANAGERS,
      build: async (f, as) => {
        const dataset = await f.dataset();
        const creator = as === 'visiteur' ? f.admin : f.client(as);
        const resource = await creator.request<{ id: number }>('POST', '/fr/resource/resources/', {
          json: { display_name: unique('Annexe') },
        });
        return json('POST', '/fr/resource/resource-dataset/', {
          resource_id: resource.body.id,
          dataset_id: dataset.id,
          type: 2,
        });
      },
    },
  ],
  getResourceDataset: read((f) => `/fr/resource/resource-dataset/${f.ids.caclLink}/`),
  deleteResourceDataset: [
    {
      allowed: MANAGERS,
      build: async (f) => del(`/fr/resource/resource-dataset/${(await f.linkedResource()).link}/`),
    },
  ],
  listResourceDatasetScenarios: read(
    (f) => `/fr/resource/resource-dataset/${f.ids.caclLink}/_scenarios/`,
    MANAGERS,
  ),
  runResourceDatasetScenario: [
    {
      allowed: MANAGERS,
      build: async (f) =>
        json(
          'POST',
          `/fr/resource/resource-dataset/${f.ids.caclLink}/_scenarios/${f.ids.scenarios['resourcedataset:create']}/run/`,
          f.target('dataset', f.ids.caclDataset),
        ),
    },
  ],
  listDataFormats: read('/fr/resource/data-format/'),
  createFileUpload: [
    {
      allowed: MANAGERS,
      build: async (f) =>
        json('POST', '/fr/resource/file-upload/', {
          resource_id: (await f.linkedResource()).resource,
          dataformat_id: f.ids.csvFormat,
        }),
    },
  ],
  uploadFile: [
    {
      allowed: MANAGERS,
      build: async (f) => ({
        method: 'PUT',
        path: `/fr/resource/file-upload/${(await f.fileUpload()).id}/`,
        options: {
          form: fileForm('file', 'nom;longitude;latitude\nA;-52.3;4.9\n', 'points.csv', 'text/csv'),
        },
      }),
    },
  ],
  createFileDownload: [
    {
      allowed: MANAGERS,
      build: async (f) =>
        json('POST', '/fr/resource/file-download/', {
          resource_id: (await f.linkedResource()).resource,
          href: 'https://example.org/a.csv',
        }),
    },
  ],
  updateFileDownload: [
    {
      allowed: MANAGERS,
      build: async (f) => {
        const record = await f.linkedFile('file-download');
        return json('PUT', `/fr/resource/file-download/${record.id}/`, {
          resource_id: record.resource,
          href: 'https://example.org/b.csv',
        });
      },
    },
  ],
  createHref: [
    {
      allowed: MANAGERS,
      build: async (f) =>
        json('POST', '/fr/resource/href/', {
          resource_id: (await f.linkedResource()).resource,
          href: 'https://example.org/page',
        }),
    },
  ],
  updateHref: [
    {
      allowed: MANAGERS,
      build: async (f) => {
        const record = await f.linkedFile('href');
        return json('PUT', `/fr/resource/href/${record.id}/`, {
          resource_id: record.resource,
          href: 'https://example.org/other',
        });
      },
    },
  ],
  // A group whose sFTP access was accepted: its managers and superusers may use its space (decision 0032).
  listFtpChoices: [
    {
      allowed: MANAGERS,
      build: async (f) => get(`/fr/resource/ftp-choices/?usergroup_id=${await grantedGroup(f)}`),
    },
  ],
  createFtp: [
    {
      allowed: SUPERUSER,
      build: async (f) => {
        await f.grantFtpAccess();
        return json('POST', '/fr/resource/ftp/', {
          resource_id: (await f.linkedResource()).resource,
          file_path: 'releves-2025.csv',
        });
      },
    },
  ],
  getFtp: read((f) => `/fr/resource/ftp/${f.ids.ftpRecord}/`),
  listFtpAccessRequests: [
    {
      allowed: MANAGERS,
      build: async (f) => get(`/fr/resource/ftp-access-requests/?usergroup_id=${await grantedGroup(f)}`),
    },
  ],
  createFtpAccessRequest: [
    {
      allowed: MANAGERS,
      // A new request of a group of its own: 201 (200 answers a request already open).
      status: 201,
      build: async (f) =>
        json('POST', '/fr/resource/ftp-access-requests/', {
          usergroup_id: await f.group(),
          message: 'Dépôt mensuel.',
        }),
    },
  ],
  acceptFtpAccessRequest: [
    {
      allowed: SUPERUSER,
      build: async (f) => ({
        method: 'POST',
        path: `/fr/resource/ftp-access-requests/${await pendingRequest(f)}/accept/`,
      }),
    },
  ],
  refuseFtpAccessRequest: [
    {
      allowed: SUPERUSER,
      build: async (f) =>
        json('POST', `/fr/resource/ftp-access-requests/${await pendingRequest(f)}/refuse/`, {
          reason: 'Non.',
        }),
    },
  ],
  createScenarioExecutionFrequency: [
    {
      allowed: MANAGERS,
      build: async (f) =>
        json('POST', '/fr/resource/scenario-execution-frequency/', {
          resource_id: (await f.fileUpload()).resource,
          scheduler: f.ids.scheduler,
          scenario_id: f.ids.updateFileUploadScenario,
        }),
    },
  ],
  partialUpdateScenarioExecutionFrequency: [
    {
      allowed: MANAGERS,
      build: async (f) =>
        json('PATCH', `/fr/resource/scenario-execution-frequency/${await f.executionFrequency()}/`, {
          scheduler: f.ids.scheduler,
        }),
    },
  ],
  deleteScenarioExecutionFrequency: [
    {
      allowed: MANAGERS,
      build: async (f) => del(`/fr/resource/scenario-execution-frequency/${await f.executionFrequency()}/`),
    },
  ],
  listDatastoreDatabases: read('/fr/resource/datastores/databases/', MANAGERS),
  checkDatastores: [
    {
      allowed: MANAGERS,
      build: async () => ({ method: 'HEAD', path: '/fr/resource/datastores/databases/' }),
    },
  ],
  listDatastoreTables: read('/fr/resource/datastores/databases/datastore/tables/', MANAGERS, {
    free: true,
    search: 'bus',
  }),
  createDatastore: [
    {
      allowed: MANAGERS,
      build: async (f) =>
        json('POST', '/fr/resource/datastores/', {
          resource_id: (await f.linkedResource()).resource,
          database: 'datastore',
          schema_name: 'datastore',
          table_name: 'arrets_bus',
        }),
    },
  ],
  partialUpdateDatastore: [
    {
      allowed: MANAGERS,
      build: async (f) =>
        json('PATCH', `/fr/resource/datastores/${(await f.datastore()).id}/`, { table_name: 'mairies' }),
    },
  ],
  listGeoserverWorkspaces: read('/fr/resource/geoserver/workspaces/', MANAGERS),
  checkGeoserver: [
    {
      allowed: MANAGERS,
      build: async () => ({ method: 'HEAD', path: '/fr/resource/geoserver/workspaces/' }),
    },
  ],
  listGeoserverLayers: read('/fr/resource/geoserver/workspaces/cacl/layers/', MANAGERS),
  listGeoserverLayerGroups: read('/fr/resource/geoserver/workspaces/cacl/layergroups/', MANAGERS),
  createGeoserverMirror: [
    {
      allowed: MANAGERS,
      build: async (f) =>
        json('POST', '/fr/resource/geoserver/mirrors/', {
          resource_id: (await f.linkedResource()).resource,
          workspace: 'cacl',
          layer: 'cacl_ensemble',
          layer_type: 'layergroup',
        }),
    },
  ],
  partialUpdateGeoserverMirror: [
    {
      allowed: MANAGERS,
      build: async (f) =>
        json('PATCH', `/fr/resource/geoserver/mirrors/${(await f.mirror()).id}/`, {
          workspace: 'ctg',
          layer: 'ctg_ensemble',
        }),
    },
  ],
  listResourceKindScenarios: read(
    (f) => `/fr/resource/file-upload/${f.ids.caclFileUpload}/_scenarios/`,
    MANAGERS,
  ),
  runResourceKindScenario: [
    {
      allowed: MANAGERS,
      build: async (f) => {
        const upload = await f.fileUpload();
        return json(
          'POST',
          `/fr/resource/file-upload/${upload.id}/_scenarios/${f.ids.scenarios['file-upload:create']}/run/`,
          f.target('resource', upload.resource, 'onegeo_resource'),
        );
      },
    },
  ],

  // geospatial
  listGeographicLayerScenarios: read(
    (f) => `/fr/geospatial/geographiclayer/${f.ids.caclLayer}/_scenarios/`,
    MANAGERS,
  ),
  runGeographicLayerScenario: [
    {
      allowed: MANAGERS,
      build: async (f) =>
        json(
          'POST',
          `/fr/geospatial/geographiclayer/${f.ids.caclLayer}/_scenarios/${f.ids.scenarios['geographiclayer:create']}/run/`,
          f.target('geographiclayer', f.ids.caclLayer, 'onegeo_geospatial'),
          { asynchrone: false },
        ),
    },
  ],
  listStyles: read((f) => `/fr/geospatial/geographiclayer/${f.ids.caclLayer}/styles/`),
  createStyle: [
    {
      allowed: MANAGERS,
      build: async (f) =>
        json('POST', `/fr/geospatial/geographiclayer/${f.ids.caclLayer}/styles/`, { name: unique('Style') }),
    },
  ],
  getStyle: read((f) => `/fr/geospatial/geographiclayer/${f.ids.caclLayer}/styles/${f.ids.caclStyle}/`),
  updateStyle: [
    {
      allowed: MANAGERS,
      build: async (f) =>
        json('PUT', `/fr/geospatial/geographiclayer/${f.ids.caclLayer}/styles/${await f.style()}/`, {
          name: unique('Style'),
        }),
    },
  ],
  deleteStyle: [
    {
      allowed: MANAGERS,
      build: async (f) => del(`/fr/geospatial/geographiclayer/${f.ids.caclLayer}/styles/${await f.style()}/`),
    },
  ],
  updateStyleConfig: [
    {
      allowed: MANAGERS,
      build: async (f) =>
        json('PUT', `/fr/geospatial/geographiclayer/${f.ids.caclLayer}/styles/${await f.style()}/config/`, {
          config: { type: 'circle', color: '#123456' },
        }),
    },
  ],
  listStyleScenarios: read(
    (f) => `/fr/geospatial/geographiclayer/${f.ids.caclLayer}/styles/${f.ids.caclStyle}/_scenarios/`,
    MANAGERS,
  ),
  runStyleScenario: [
    {
      allowed: MANAGERS,
      build: async (f) => {
        const style = await f.style();
        return json(
          'POST',
          `/fr/geospatial/geographiclayer/${f.ids.caclLayer}/styles/${style}/_scenarios/${f.ids.scenarios['style:create']}/run/`,
          {
            ...f.target('style', style, 'onegeo_geospatial'),
            data: { sld },
          },
        );
      },
    },
  ],

  // indexer
  listRemoteApiIndexes: read((f) => `/fr/indexer/remote-api-indexes/?usergroup_id=${f.ids.cacl}`, MANAGERS),
  createRemoteApiIndex: [
    {
      allowed: MANAGERS,
      build: async (f) => json('POST', '/fr/indexer/remote-api-indexes/', f.indexerBody()),
    },
  ],
  listRemoteApiIndexTypes: read('/fr/indexer/remote-api-index-types/'),
  getRemoteApiIndex: read((f) => `/fr/indexer/remote-api-indexes/${f.ids.caclIndexer}/`, MANAGERS),
  updateRemoteApiIndex: [
    {
      allowed: MANAGERS,
      build: async (f) =>
        json('PUT', `/fr/indexer/remote-api-indexes/${await f.indexer()}/`, f.indexerBody()),
    },
  ],
  deleteRemoteApiIndex: [
    { allowed: MANAGERS, build: async (f) => del(`/fr/indexer/remote-api-indexes/${await f.indexer()}/`) },
  ],
  trialRemoteApiIndex: read((f) => `/fr/indexer/remote-api-indexes/${f.ids.caclIndexer}/trial/`, MANAGERS),
  runRemoteApiIndex: [
    {
      allowed: MANAGERS,
      build: async (f) => ({
        method: 'POST',
        path: `/fr/indexer/remote-api-indexes/${await f.indexer()}/run/`,
      }),
    },
  ],
  listRemoteApiIndexLogs: read((f) => `/fr/indexer/remote-api-indexes/${f.ids.caclIndexer}/logs/`, MANAGERS, {
    page_size: 5,
  }),
  ...permissionImpactCases,
  ...datasetVersionCases,
  ...municipalityCheckCases,
  ...bulkEditCases,
  // Issue 50: the seed's download-level dataset and its CSV upload, downloadable by all.
  getDatasetThumbnail: [
    {
      allowed: ALL,
      build: async (f) => {
        const dataset = await f.dataset();
        await f.datasetThumbnail(dataset.id);
        await f.server.app.db.query(
          "update dataset set default_permission_level = 'search', publish = true where id = $1",
          [dataset.id],
        );
        return get(`/fr/dataset/datasets/${dataset.id}/thumbnail/`);
      },
    },
  ],
  getOrganisationPublic: read((f) => `/fr/organisation/organisations/${f.ids.cacl}/public/`),
  downloadDatasetResource: read(
    (f) => `/fr/dataset/datasets/${f.ids.caclDataset}/resource/${f.ids.caclResource}/download/`,
  ),
  getDcatCatalogue: read(() => '/fr/dataset/dcat/catalog/'),
} satisfies { readonly [Operation in keyof operations]: Case[] };

/** The cases by operation id, as the authorisation table looks them up from the contract's document. */
export const CASES: Readonly<Record<string, Case[]>> = casesByOperation;
