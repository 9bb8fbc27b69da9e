import { canManageGroup, managedGroups, requireDataUser, requireManager } from '../auth/permissions.ts';
import type { Queryable } from '../db/database.ts';
import { Params } from '../db/params.ts';
import {
  created,
  type HandlerMap,
  int,
  noContent,
  ok,
  optionalInt,
  optionalString,
} from '../http/context.ts';
import { forbidden } from '../http/errors.ts';
import { orderBy, pageEnvelope, pageRequest } from '../http/pagination.ts';
import { checkExists, checkReferences, one, searchCondition } from '../model/common.ts';
import { CONTACT_COLUMNS, type ContactRow, serialiseContact } from '../model/contacts.ts';

interface ContactInput {
  name: string;
  email: string;
  phone?: string | null;
  position?: string | null;
  usergroup?: number | null;
  role?: number | null;
}

const CONTACT_ORDERING: Record<string, string> = {
  id: 'c.id',
  name: 'f_unaccent(c.name)',
  email: 'f_unaccent(c.email)',
  position: 'f_unaccent(c.position)',
  usergroup: 'c.usergroup_id',
};

async function contactRow(db: Queryable, id: number): Promise<ContactRow> {
  return one<ContactRow>(db, `select ${CONTACT_COLUMNS} from contact c where c.id = $1`, [id]);
}

async function checkContactInput(db: Queryable, input: ContactInput): Promise<void> {
  await checkExists(db, 'usergroup', 'usergroup', input.usergroup);
  await checkReferences(db, 'contact_role', 'role', input.role);
}

export const contactHandlers: HandlerMap = {
  async listContacts(ctx) {
    const user = ctx.user;
    requireDataUser(user);
    const q = new Params();
    const where: string[] = [];
    if (!user.is_superuser) where.push(`c.usergroup_id = any(${q.p(managedGroups(user))}::int[])`);
    const usergroupId = optionalInt(ctx.query.usergroup_id);
    if (usergroupId !== undefined) where.push(`c.usergroup_id = ${q.p(usergroupId)}`);
    const search = searchCondition(
      "c.name || ' ' || c.email || ' ' || coalesce(c.position, '')",
      optionalString(ctx.query.search),
      (v) => q.p(v),
    );
    if (search) where.push(search);
    const clause = where.length ? `where ${where.join(' and ')}` : '';
    const [count] = await ctx.services.db.query<{ n: number }>(
      `select count(*)::int as n from contact c ${clause}`,
      q.values,
    );
    const request = pageRequest(ctx, count?.n ?? 0);
    const rows = await ctx.services.db.query<ContactRow>(
      `select ${CONTACT_COLUMNS} from contact c ${clause} ${orderBy(ctx.query.ordering, CONTACT_ORDERING, 'f_unaccent(c.name)', 'c.id')}
       limit ${q.p(request.pageSize)} offset ${q.p(request.offset)}`,
      q.values,
    );
    return ok(pageEnvelope(ctx, request, count?.n ?? 0, rows.map(serialiseContact)));
  },

  async createContact(ctx) {
    const user = ctx.user;
    const input = ctx.body as ContactInput;
    await checkContactInput(ctx.services.db, input);
    if (input.usergroup == null) {
      if (!user.is_superuser) throw forbidden('Only a superuser may create a contact outside a group.');
    } else {
      requireManager(user, input.usergroup);
    }
    const [row] = await ctx.services.db.query<{ id: number }>(
      `insert into contact (name, email, phone, position, usergroup_id, role) values ($1, $2, $3, $4, $5, $6) returning id`,
      [
        input.name,
        input.email,
        input.phone ?? null,
        input.position ?? null,
        input.usergroup ?? null,
        input.role ?? null,
      ],
    );
    return created(serialiseContact(await contactRow(ctx.services.db, row?.id ?? 0)));
  },

  async getContact(ctx) {
    const contact = await contactRow(ctx.services.db, int(ctx.params.id));
    if (!ctx.user.is_superuser && !canManageGroup(ctx.user, contact.usergroup_id)) throw forbidden();
    return ok(serialiseContact(contact));
  },

  async updateContact(ctx) {
    const user = ctx.user;
    const contact = await contactRow(ctx.services.db, int(ctx.params.id));
    requireManager(user, contact.usergroup_id);
    const input = ctx.body as ContactInput;
    await checkContactInput(ctx.services.db, input);
    if (input.usergroup !== undefined && input.usergroup !== contact.usergroup_id) {
      if (input.usergroup === null ? !user.is_superuser : !canManageGroup(user, input.usergroup))
        throw forbidden();
    }
    await ctx.services.db.query(
      `update contact set name = $1, email = $2, phone = $3, position = $4, usergroup_id = $5, role = $6 where id = $7`,
      [
        input.name,
        input.email,
        input.phone ?? null,
        input.position ?? null,
        input.usergroup === undefined ? contact.usergroup_id : input.usergroup,
        input.role ?? null,
        contact.id,
      ],
    );
    return ok(serialiseContact(await contactRow(ctx.services.db, contact.id)));
  },

  async deleteContact(ctx) {
    const contact = await contactRow(ctx.services.db, int(ctx.params.id));
    requireManager(ctx.user, contact.usergroup_id);
    await ctx.services.db.query('delete from contact where id = $1', [contact.id]);
    return noContent();
  },
};
