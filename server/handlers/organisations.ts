import { idList, int, optionalBool, optionalInt, optionalString, stringList } from '../model/queryValues.ts';
import {
  createJurisdiction,
  deleteJurisdiction,
  jurisdictionById,
  listJurisdictions,
  listMunicipalities,
  updateJurisdiction,
} from '../model/usergroup/jurisdictions.ts';
import {
  createOrganisation,
  deleteOrganisation,
  listOrganisations,
  organisationById,
  updateAgreement,
  updateOrganisation,
} from '../model/usergroup/organisations.ts';
import { created, noContent, ok } from './kit/context.ts';
import type { AreaHandlers } from './kit/operation.ts';
import { pageEnvelope, pageRequest } from './kit/pagination.ts';

export const organisationHandlers = {
  async listOrganisations(ctx) {
    const filters = {
      statuses: idList(ctx.query.usergroup__status__in),
      types: idList(ctx.query.organisation_type_id),
      jurisdictionId: optionalInt(ctx.query.jurisdiction_id),
      partnership: optionalBool(ctx.query.partnership),
      search: optionalString(ctx.query.search),
      ordering: ctx.query.ordering,
    };
    const page = await listOrganisations(ctx.services.db, filters, ctx.origin, (n) => pageRequest(ctx, n));
    return ok(pageEnvelope(ctx, page.slice, page.count, page.rows));
  },

  async createOrganisation(ctx) {
    return created(await createOrganisation(ctx.services.db, ctx.user, () => ctx.body, ctx.origin));
  },

  async getOrganisation(ctx) {
    return ok(await organisationById(ctx.services.db, int(ctx.params.id), ctx.origin));
  },

  async updateOrganisation(ctx) {
    return ok(
      await updateOrganisation(ctx.services.db, ctx.user, int(ctx.params.id), () => ctx.body, ctx.origin),
    );
  },

  async deleteOrganisation(ctx) {
    await deleteOrganisation(ctx.services.db, ctx.user, int(ctx.params.id));
    return noContent();
  },

  async updateOrganisationAgreement(ctx) {
    const upload = {
      uploadsDir: ctx.services.uploadsDir,
      files: ctx.files,
      locale: ctx.locale,
      origin: ctx.origin,
    };
    return ok(
      await updateAgreement(ctx.services.db, ctx.user, int(ctx.params.id), () => ctx.body.signed, upload),
    );
  },

  async listJurisdictions(ctx) {
    const filters = { search: optionalString(ctx.query.search), ordering: ctx.query.ordering };
    const page = await listJurisdictions(ctx.services.db, filters, (n) => pageRequest(ctx, n));
    return ok(pageEnvelope(ctx, page.slice, page.count, page.rows));
  },

  async createJurisdiction(ctx) {
    return created(await createJurisdiction(ctx.services.db, ctx.user, () => ctx.body));
  },

  async getJurisdiction(ctx) {
    return ok(await jurisdictionById(ctx.services.db, int(ctx.params.id)));
  },

  async updateJurisdiction(ctx) {
    return ok(await updateJurisdiction(ctx.services.db, ctx.user, int(ctx.params.id), () => ctx.body));
  },

  async deleteJurisdiction(ctx) {
    await deleteJurisdiction(ctx.services.db, ctx.user, int(ctx.params.id));
    return noContent();
  },

  async listMunicipalities(ctx) {
    const filters = {
      codes: stringList(ctx.query.insee__in),
      search: optionalString(ctx.query.search),
      withGeometry: ctx.query.with_geometry === true,
    };
    const page = await listMunicipalities(ctx.services.db, filters, (n) => pageRequest(ctx, n));
    return ok(pageEnvelope(ctx, page.slice, page.count, page.rows));
  },
} satisfies AreaHandlers;
