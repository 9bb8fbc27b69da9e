import { requireDataUser, requireSuperuser } from '../auth/permissions.ts';
import { changeResource, createResource, deleteResource, replaceResource } from '../model/resource/edits.ts';
import {
  createFileUpload,
  createLinkedFile,
  editableLinkedFile,
  storeUploadedFile,
  updateLinkedFile,
} from '../model/resource/files.ts';
import { checkFtpFile, chooseFtpFile, createFtp, ftpChoices, visibleFtp } from '../model/resource/ftp.ts';
import {
  decideFtpAccessRequest,
  listFtpAccessRequests,
  requestFtpAccess,
} from '../model/resource/ftpAccess.ts';
import { managedKindResource, resourceOfKind } from '../model/resource/kinds.ts';
import {
  createLink,
  deleteLink,
  editableLink,
  linkById,
  listLinks,
  visibleLink,
} from '../model/resource/links.ts';
import { mapServerWorkspaces, workspaceEntries } from '../model/resource/mapServer.ts';
import { changeMirror, createMirror, editableMirror } from '../model/resource/mirrors.ts';
import {
  readableResource,
  resourceById,
  resourceRow,
  writableResource,
} from '../model/resource/resources.ts';
import {
  changeFrequency,
  createFrequency,
  deleteFrequency,
  editableFrequency,
} from '../model/resource/schedules.ts';
import { authoriseScenarioRun, datasetOfScope } from '../model/task/scenarioRights.ts';
import { scenariosOf } from '../model/task/scenarios.ts';
import { created, noContent, ok } from './kit/context.ts';
import type { AreaHandlers } from './kit/operation.ts';
import { runRequestedScenario } from './kit/scenarioRequest.ts';

// Reading `ctx.body` validates it: handlers that change an object look it up and check the
// permission first, so that a missing object answers 404 and a refused one 403 whatever the body,
// in DRF's order (DRF-5).
export const resourceHandlers = {
  async createResource(ctx) {
    requireDataUser(ctx.user);
    const db = ctx.services.db;
    const id = await createResource(db, ctx.user, ctx.locale, ctx.body);
    return created(await resourceById(db, id, ctx.origin));
  },

  async getResource(ctx) {
    const resource = await readableResource(ctx.services.db, ctx.user, ctx.params.id);
    return ok(await resourceById(ctx.services.db, resource.id, ctx.origin));
  },

  async updateResource(ctx) {
    const db = ctx.services.db;
    const resource = await writableResource(db, ctx.user, ctx.params.id);
    await replaceResource(db, ctx.user, ctx.locale, resource, ctx.body);
    return ok(await resourceById(db, resource.id, ctx.origin));
  },

  async partialUpdateResource(ctx) {
    const db = ctx.services.db;
    const resource = await writableResource(db, ctx.user, ctx.params.id);
    await changeResource(db, ctx.user, ctx.locale, resource, ctx.body);
    return ok(await resourceById(db, resource.id, ctx.origin));
  },

  async deleteResource(ctx) {
    const db = ctx.services.db;
    const resource = await writableResource(db, ctx.user, ctx.params.id);
    await deleteResource(db, ctx.user, ctx.services.uploadsDir, resource);
    return noContent();
  },

  async listResourceDatasets(ctx) {
    return ok(await listLinks(ctx.services.db, ctx.user, ctx.origin, ctx.query.dataset_id));
  },

  async createResourceDataset(ctx) {
    return created(await createLink(ctx.services.db, ctx.user, ctx.origin, ctx.body));
  },

  async getResourceDataset(ctx) {
    return ok(await visibleLink(ctx.services.db, ctx.user, ctx.origin, ctx.params.id));
  },

  async deleteResourceDataset(ctx) {
    await deleteLink(ctx.services.db, ctx.user, ctx.params.id);
    return noContent();
  },

  async listResourceDatasetScenarios(ctx) {
    await editableLink(ctx.services.db, ctx.user, ctx.params.id);
    return ok(await scenariosOf(ctx.services.db, 'resourcedataset'));
  },

  async runResourceDatasetScenario(ctx) {
    const db = ctx.services.db;
    const scope = await authoriseScenarioRun(db, ctx.user, { kind: 'resourcedataset', id: ctx.params.id });
    const link = await linkById(db, ctx.params.id);
    const resource = await resourceRow(db, link.resource_id);
    const dataset = datasetOfScope(scope);
    const display = `${resource.display_name} – ${dataset.display_name}`;
    return runRequestedScenario(ctx, {
      objectKind: 'resourcedataset',
      objectClass: 'resourcedataset',
      objectId: link.id,
      objectDisplay: display,
      targets: {
        dataset: { pk: dataset.id, display: dataset.display_name },
        resourcedataset: { pk: link.id, display },
      },
      datasetId: dataset.id,
      usergroupId: scope.usergroupId,
      resourceId: resource.id,
    });
  },

  async createFileUpload(ctx) {
    return created(await createFileUpload(ctx.services.db, ctx.user, ctx.body));
  },

  async uploadFile(ctx) {
    const file = ctx.files.find((f) => f.field === 'file');
    return ok(
      await storeUploadedFile(ctx.services.db, ctx.user, ctx.services.uploadsDir, ctx.params.id, file),
    );
  },

  async createFileDownload(ctx) {
    return created(await createLinkedFile(ctx.services.db, ctx.user, ctx.locale, 'file-download', ctx.body));
  },

  async updateFileDownload(ctx) {
    const db = ctx.services.db;
    const target = await editableLinkedFile(db, ctx.user, 'file-download', ctx.params.id);
    return ok(await updateLinkedFile(db, ctx.locale, 'file-download', target, ctx.body));
  },

  async createHref(ctx) {
    return created(await createLinkedFile(ctx.services.db, ctx.user, ctx.locale, 'href', ctx.body));
  },

  async updateHref(ctx) {
    const db = ctx.services.db;
    const target = await editableLinkedFile(db, ctx.user, 'href', ctx.params.id);
    return ok(await updateLinkedFile(db, ctx.locale, 'href', target, ctx.body));
  },

  async listFtpChoices(ctx) {
    const { db, uploadsDir } = ctx.services;
    return ok(await ftpChoices(db, ctx.user, uploadsDir, ctx.query.usergroup_id));
  },

  async createFtp(ctx) {
    requireSuperuser(ctx.user);
    return created(await createFtp(ctx.services.db, ctx.user, ctx.services.uploadsDir, ctx.body));
  },

  async getFtp(ctx) {
    return ok(await visibleFtp(ctx.services.db, ctx.user, ctx.params.id));
  },

  async listFtpAccessRequests(ctx) {
    return ok(await listFtpAccessRequests(ctx.services.db, ctx.user, ctx.query.usergroup_id));
  },

  async createFtpAccessRequest(ctx) {
    // Asking again while a request is open answers that request: 200, not a second 201.
    const { request, created: recorded } = await requestFtpAccess(ctx.services.db, ctx.user, ctx.body);
    return recorded ? created(request) : ok(request);
  },

  async acceptFtpAccessRequest(ctx) {
    return ok(await decideFtpAccessRequest(ctx.services.db, ctx.user, ctx.params.id, { status: 'granted' }));
  },

  async refuseFtpAccessRequest(ctx) {
    const reason = ctx.body.reason ?? null;
    return ok(
      await decideFtpAccessRequest(ctx.services.db, ctx.user, ctx.params.id, { status: 'refused', reason }),
    );
  },

  async createScenarioExecutionFrequency(ctx) {
    return created(await createFrequency(ctx.services.db, ctx.user, ctx.body));
  },

  async partialUpdateScenarioExecutionFrequency(ctx) {
    const db = ctx.services.db;
    const target = await editableFrequency(db, ctx.user, ctx.params.id);
    return ok(await changeFrequency(db, target, ctx.body));
  },

  async deleteScenarioExecutionFrequency(ctx) {
    const db = ctx.services.db;
    const { record } = await editableFrequency(db, ctx.user, ctx.params.id);
    await deleteFrequency(db, record);
    return noContent();
  },

  async checkGeoserver(ctx) {
    requireDataUser(ctx.user);
    return { status: 200 };
  },

  async listGeoserverWorkspaces(ctx) {
    requireDataUser(ctx.user);
    return ok(await mapServerWorkspaces(ctx.services.db));
  },

  async listGeoserverLayers(ctx) {
    requireDataUser(ctx.user);
    return ok(await workspaceEntries(ctx.services.db, ctx.params.workspace, 'layer'));
  },

  async listGeoserverLayerGroups(ctx) {
    requireDataUser(ctx.user);
    return ok(await workspaceEntries(ctx.services.db, ctx.params.workspace, 'layergroup'));
  },

  async createGeoserverMirror(ctx) {
    return created(await createMirror(ctx.services.db, ctx.user, ctx.origin, ctx.body));
  },

  async partialUpdateGeoserverMirror(ctx) {
    const db = ctx.services.db;
    const target = await editableMirror(db, ctx.user, ctx.origin, ctx.params.id);
    return ok(await changeMirror(db, ctx.origin, target, ctx.body));
  },

  async listResourceKindScenarios(ctx) {
    const { slug, id } = ctx.params;
    await managedKindResource(ctx.services.db, ctx.user, slug, id);
    return ok(await scenariosOf(ctx.services.db, slug));
  },

  async runResourceKindScenario(ctx) {
    const db = ctx.services.db;
    const { slug: kind, id } = ctx.params;
    const resource = await resourceOfKind(db, kind, id);
    const { dataset, usergroupId } = await authoriseScenarioRun(db, ctx.user, { kind, id: resource.id });
    if (kind === 'ftp') {
      const filePath = ctx.body.data?.file_path;
      if (typeof filePath === 'string') {
        await checkFtpFile(db, ctx.user, ctx.services.uploadsDir, resource.id, filePath);
        await chooseFtpFile(db, id, filePath);
      }
    }
    const targets: Record<string, { pk: number; display: string }> = {
      resource: { pk: resource.id, display: resource.display_name },
      [kind.replace(/-/g, '')]: { pk: id, display: resource.display_name },
    };
    if (dataset) targets.dataset = { pk: dataset.id, display: dataset.display_name };
    return runRequestedScenario(ctx, {
      objectKind: kind,
      objectClass: 'resource',
      objectId: resource.id,
      objectDisplay: resource.display_name,
      targets,
      datasetId: dataset?.id ?? null,
      usergroupId,
      resourceId: resource.id,
    });
  },
} satisfies AreaHandlers;
