import { idList, int, optionalString, stringList } from '../model/queryValues.ts';
import {
  createGroup,
  deleteGroup,
  deleteGroupThumbnail,
  replaceGroupThumbnail,
  saveGroup,
} from '../model/usergroup/changes.ts';
import { groupById, listGroupRequests, listGroups } from '../model/usergroup/details.ts';
import { linkedGroups, linkGroups, unlinkGroups } from '../model/usergroup/links.ts';
import {
  addMember,
  listGroupMemberships,
  listMembers,
  removeMember,
  updateMember,
} from '../model/usergroup/memberships.ts';
import { listPublicOrganisations } from '../model/usergroup/publicGroups.ts';
import { created, noContent, ok } from './kit/context.ts';
import type { AreaHandlers } from './kit/operation.ts';
import { pageEnvelope, pageRequest } from './kit/pagination.ts';

export const usergroupHandlers = {
  async listUserGroups(ctx) {
    if (!ctx.auth.user) {
      // Anonymous: the active organisations' public fields (decision 0037, a catalogue form's picker).
      const filters = {
        types: stringList(ctx.query.usergroup_type),
        search: optionalString(ctx.query.search),
        ordering: ctx.query.ordering,
      };
      const page = await listPublicOrganisations(ctx.services.db, filters, ctx.origin, (n) =>
        pageRequest(ctx, n),
      );
      return ok(pageEnvelope(ctx, page.slice, page.count, page.rows));
    }
    const filters = {
      types: stringList(ctx.query.usergroup_type),
      statuses: idList(ctx.query.usergroup__status__in),
      roles: idList(ctx.query.user__role__in),
      search: optionalString(ctx.query.search),
      ordering: ctx.query.ordering,
    };
    const page = await listGroups(ctx.services.db, ctx.user, filters, ctx.origin, (n) => pageRequest(ctx, n));
    return ok(pageEnvelope(ctx, page.slice, page.count, page.rows));
  },

  async listUserGroupRequests(ctx) {
    const filters = {
      statuses: idList(ctx.query.status__in),
      search: optionalString(ctx.query.search),
      ordering: ctx.query.ordering,
    };
    const page = await listGroupRequests(ctx.services.db, ctx.user, filters, ctx.origin, (n) =>
      pageRequest(ctx, n),
    );
    return ok(pageEnvelope(ctx, page.slice, page.count, page.rows));
  },

  async createUserGroup(ctx) {
    return created(await createGroup(ctx.services.db, ctx.user, () => ctx.body, ctx.origin));
  },

  async getUserGroup(ctx) {
    return ok(await groupById(ctx.services.db, ctx.user, int(ctx.params.id), ctx.origin));
  },

  async updateUserGroup(ctx) {
    return ok(
      await saveGroup(ctx.services.db, ctx.user, int(ctx.params.id), () => ctx.body, true, ctx.origin),
    );
  },

  async partialUpdateUserGroup(ctx) {
    return ok(
      await saveGroup(ctx.services.db, ctx.user, int(ctx.params.id), () => ctx.body, false, ctx.origin),
    );
  },

  async deleteUserGroup(ctx) {
    await deleteGroup(ctx.services.db, ctx.user, int(ctx.params.id), ctx.services.uploadsDir);
    return noContent();
  },

  async listUserGroupParents(ctx) {
    return ok(await linkedGroups(ctx.services.db, int(ctx.params.id), 'parents'));
  },

  async listUserGroupChildren(ctx) {
    return ok(await linkedGroups(ctx.services.db, int(ctx.params.id), 'children'));
  },

  async addUserGroupParent(ctx) {
    const id = int(ctx.params.id);
    return created(await linkGroups(ctx.services.db, ctx.user, id, 'parent_id', () => ctx.body.parent_id));
  },

  async addUserGroupChild(ctx) {
    const id = int(ctx.params.id);
    return created(await linkGroups(ctx.services.db, ctx.user, id, 'child_id', () => ctx.body.child_id));
  },

  async removeUserGroupParent(ctx) {
    const id = int(ctx.params.id);
    await unlinkGroups(ctx.services.db, ctx.user, id, int(ctx.params.parentId), id);
    return noContent();
  },

  async removeUserGroupChild(ctx) {
    const id = int(ctx.params.id);
    await unlinkGroups(ctx.services.db, ctx.user, id, id, int(ctx.params.childId));
    return noContent();
  },

  async listUserGroupMembers(ctx) {
    const filters = {
      statuses: idList(ctx.query.status__in),
      search: optionalString(ctx.query.search),
      ordering: ctx.query.ordering,
    };
    const id = int(ctx.params.id);
    const page = await listMembers(ctx.services.db, ctx.user, id, filters, (n) => pageRequest(ctx, n));
    return ok(pageEnvelope(ctx, page.slice, page.count, page.rows));
  },

  async addUserGroupMember(ctx) {
    return created(
      await addMember(ctx.services.db, ctx.user, int(ctx.params.id), () => ctx.body, ctx.locale),
    );
  },

  async updateUserGroupMember(ctx) {
    const [id, userId] = [int(ctx.params.id), int(ctx.params.userId)];
    return ok(await updateMember(ctx.services.db, ctx.user, id, userId, () => ctx.body, ctx.locale));
  },

  async removeUserGroupMember(ctx) {
    await removeMember(ctx.services.db, ctx.user, int(ctx.params.id), int(ctx.params.userId));
    return noContent();
  },

  async listGroupMemberships(ctx) {
    const filters = {
      statuses: idList(ctx.query.status__in),
      search: optionalString(ctx.query.search),
      ordering: ctx.query.ordering,
    };
    const page = await listGroupMemberships(ctx.services.db, ctx.user, filters, (n) => pageRequest(ctx, n));
    return ok(pageEnvelope(ctx, page.slice, page.count, page.rows));
  },

  async updateUserGroupThumbnail(ctx) {
    const { db, uploadsDir } = ctx.services;
    const path = await replaceGroupThumbnail(db, ctx.user, int(ctx.params.id), uploadsDir, ctx.files);
    return ok({ thumbnail: `${ctx.origin}${path}` });
  },

  async deleteUserGroupThumbnail(ctx) {
    await deleteGroupThumbnail(ctx.services.db, ctx.user, int(ctx.params.id), ctx.services.uploadsDir);
    return noContent();
  },
} satisfies AreaHandlers;
