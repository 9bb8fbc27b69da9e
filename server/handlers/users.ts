import {
  administeredGroups,
  canAdministerGroup,
  MEMBERSHIP_STATUS,
  requireAccountAdmin,
} from '../auth/permissions.ts';
import type { CurrentUser } from '../auth/session.ts';
import type { Queryable } from '../db/database.ts';
import { Params } from '../db/params.ts';
import {
  created,
  type HandlerContext,
  type HandlerMap,
  idList,
  int,
  noContent,
  ok,
  optionalInt,
  optionalString,
} from '../http/context.ts';
import { type ErrorBody, forbidden, HttpError, notFound } from '../http/errors.ts';
import { say } from '../http/messages.ts';
import { orderBy, pageEnvelope, pageRequest } from '../http/pagination.ts';
import { checkReferences, searchCondition } from '../model/common.ts';
import {
  administrableUsers,
  canReadUser,
  readableUserCondition,
  serialiseUsers,
  USER_COLUMNS,
  type UserRow,
  userById,
} from '../model/users.ts';

/** Whether `user` may change or delete the account `targetId` (H1): see `administrableUsers`. */
async function canAdministerUser(db: Queryable, user: CurrentUser, targetId: number): Promise<boolean> {
  return (await administrableUsers(db, user, [targetId])).has(targetId);
}

const USERNAME_MAX_LENGTH = 150;
/** Django's user names: letters, digits and @ . + - _ (no spacing, no invisible characters). */
const USERNAME_CHARACTERS = /^[\p{L}\p{M}\p{N}._@+-]+$/u;

/** The stored form of a user name (finding L4): NFKC (full-width and compatibility forms folded), trimmed. */
export const normaliseUsername = (raw: string): string => raw.normalize('NFKC').trim();

/**
 * The form user names are compared in for uniqueness: NFKC, lower case, without spacing or
 * invisible format characters, so that "ADMIN ", "ａｄｍｉｎ" or "ad\u200bmin" collide with "admin"
 * (names stored before the rule may still hold such characters).
 */
export const usernameKey = (name: string): string =>
  name
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[\s\p{Cf}]/gu, '');

const USER_ORDERING: Record<string, string> = {
  id: 'u.id',
  username: 'f_unaccent(u.username)',
  first_name: 'f_unaccent(u.first_name)',
  last_name: 'f_unaccent(u.last_name)',
  email: 'f_unaccent(u.email)',
  status: 'u.status',
  date_joined: 'u.date_joined',
  last_login: 'u.last_login',
  is_superuser: 'u.is_superuser',
};

async function listUserPage(ctx: HandlerContext, extra: (q: Params, where: string[]) => void) {
  const q = new Params();
  const where: string[] = [];
  const search = searchCondition(
    "u.first_name || ' ' || u.last_name || ' ' || u.username || ' ' || u.email",
    optionalString(ctx.query.search),
    (v) => q.p(v),
  );
  if (search) where.push(search);
  const statuses = idList(ctx.query.status__in);
  if (statuses) where.push(`u.status = any(${q.p(statuses)}::int[])`);
  extra(q, where);
  const clause = where.length ? `where ${where.join(' and ')}` : '';
  const order = orderBy(
    ctx.query.ordering,
    USER_ORDERING,
    'f_unaccent(u.last_name), f_unaccent(u.first_name)',
    'u.id',
  );
  const [count] = await ctx.services.db.query<{ n: number }>(
    `select count(*)::int as n from app_user u ${clause}`,
    q.values,
  );
  const request = pageRequest(ctx, count?.n ?? 0);
  const rows = await ctx.services.db.query<UserRow>(
    `select ${USER_COLUMNS} from app_user u ${clause} ${order} limit ${q.p(request.pageSize)} offset ${q.p(request.offset)}`,
    q.values,
  );
  return ok(pageEnvelope(ctx, request, count?.n ?? 0, await serialiseUsers(ctx.services.db, rows, ctx.user)));
}

interface UserInput {
  username?: string;
  first_name?: string;
  last_name?: string;
  email?: string;
  phone?: string | null;
  additional_id?: string | null;
  status?: number;
  registration_reason?: string | null;
  email_notification?: boolean;
  is_superuser?: boolean;
}

const WRITABLE: (keyof UserInput)[] = [
  'username',
  'first_name',
  'last_name',
  'email',
  'phone',
  'additional_id',
  'status',
  'registration_reason',
  'email_notification',
  'is_superuser',
];

async function checkUserInput(
  db: Queryable,
  locale: string,
  user: CurrentUser,
  input: UserInput,
  targetId: number | null,
) {
  if (input.is_superuser !== undefined && !user.is_superuser) {
    const [current] = targetId
      ? await db.query<{ is_superuser: boolean }>('select is_superuser from app_user where id = $1', [
          targetId,
        ])
      : [];
    if (input.is_superuser !== (current?.is_superuser ?? false)) {
      throw forbidden('Only a superuser may grant or remove the superuser status.');
    }
  }
  if (input.status !== undefined) await checkReferences(db, 'user_status', 'status', input.status);
  // Both fields are checked before answering, so that one answer names every field at fault.
  const errors: ErrorBody = {};
  if (input.email !== undefined && (await emailTaken(db, input.email, targetId))) {
    errors.email = ['A user with this e-mail address already exists.'];
  }
  if (input.username !== undefined) {
    try {
      await checkUsername(db, locale, input.username, targetId);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      Object.assign(errors, error.body);
    }
  }
  if (Object.keys(errors).length > 0) throw new HttpError(400, errors);
}

/** True when another user has this e-mail address, ignoring case (a blank address is nobody's). */
async function emailTaken(db: Queryable, email: string, targetId: number | null): Promise<boolean> {
  const key = email.trim().toLowerCase();
  if (key === '') return false;
  // Compared in JavaScript for the reason given in checkUsername: the database's lower() is ASCII only.
  const others = await db.query<{ email: string }>(
    "select email from app_user where id <> $1 and email <> ''",
    [targetId ?? 0],
  );
  return others.some((other) => other.email.trim().toLowerCase() === key);
}

/** Refuses a user name that is blank, not made of the allowed characters, or another's in disguise. */
async function checkUsername(db: Queryable, locale: string, username: string, targetId: number | null) {
  const refuse = (message: Parameters<typeof say>[1]) => {
    throw new HttpError(400, { username: [say(locale, message)] });
  };
  if (username === '')
    refuse({
      fr: 'Ce champ ne doit pas être vide.',
      en: 'This field may not be blank.',
      it: 'Questo campo non può essere vuoto.',
    });
  if (username.length > USERNAME_MAX_LENGTH || !USERNAME_CHARACTERS.test(username))
    refuse({
      fr: "Saisissez un nom d'utilisateur valide (150 caractères au plus) : lettres, chiffres et @/./+/-/_ uniquement.",
      en: 'Enter a valid username (150 characters at most): letters, digits and @/./+/-/_ only.',
      it: 'Inserisci un nome utente valido (al massimo 150 caratteri): solo lettere, cifre e @/./+/-/_.',
    });
  // Every name is compared in JavaScript: the database's lower() follows its locale (C here) and
  // knows neither Unicode case nor NFKC. One read of the names on a user save, a rare operation.
  const key = usernameKey(username);
  const others = await db.query<{ username: string }>('select username from app_user where id <> $1', [
    targetId ?? 0,
  ]);
  if (others.some((other) => usernameKey(other.username) === key))
    refuse({
      fr: 'Un utilisateur avec ce nom existe déjà (à la casse, à la largeur des caractères ou aux espaces près).',
      en: 'A user with that username already exists (ignoring case, character width and spacing).',
      it: 'Esiste già un utente con questo nome (a meno di maiuscole, larghezza dei caratteri e spazi).',
    });
}

async function saveUser(ctx: HandlerContext, targetId: number) {
  const user = ctx.user;
  const db = ctx.services.db;
  const [current] = await db.query<{ status: number; username: string }>(
    'select status, username from app_user where id = $1',
    [targetId],
  );
  const self = user.id === targetId;
  if (!self && !(await canAdministerUser(db, user, targetId))) throw forbidden();
  // Read after the lookup (404) and the permission (403): the body's 400 comes last, as in DRF.
  const input = { ...(ctx.body as UserInput) };
  if (input.username !== undefined) {
    input.username = normaliseUsername(input.username);
    // The form sends the name back (trimmed): a name stored before these rules (with a space, or
    // a case variant of another) is kept as it is and does not block saving the rest of the account.
    if (current && input.username === normaliseUsername(current.username)) delete input.username;
  }
  if (self && !user.is_superuser) {
    if (
      input.status !== undefined &&
      input.status !== current?.status &&
      !(await canAdministerUser(db, user, targetId))
    ) {
      throw forbidden(
        say(ctx.locale, {
          fr: 'Vous ne pouvez pas changer votre propre statut.',
          en: 'You may not change your own status.',
          it: 'Non puoi cambiare il tuo stato.',
        }),
      );
    }
    // Finding L4: the user name is how others recognise an account in lists and activity, and how
    // it signs in; its holder keeps it, and an administrator of all its groups or a superuser renames it.
    if (input.username !== undefined && input.username !== current?.username) {
      throw forbidden(
        say(ctx.locale, {
          fr: "Seul un administrateur peut changer votre nom d'utilisateur.",
          en: 'Only an administrator may change your username.',
          it: 'Solo un amministratore può cambiare il tuo nome utente.',
        }),
      );
    }
  }
  await checkUserInput(db, ctx.locale, user, input, targetId);
  const q = new Params();
  const sets = WRITABLE.filter((key) => input[key] !== undefined).map((key) => `${key} = ${q.p(input[key])}`);
  if (sets.length > 0) {
    await db.query(`update app_user set ${sets.join(', ')} where id = ${q.p(targetId)}`, q.values);
  }
  return ok(await userById(db, targetId, user));
}

/**
 * The groups an account created by an account administrator joins, active and without a role: the
 * organisations it administers (or, if none, the groups it administers). A new account is nobody
 * else's, and without a membership its creator could neither read nor manage it (M1, H1).
 */
function creatorGroups(user: CurrentUser, organisations: number[]): number[] {
  const administered = administeredGroups(user);
  const own = administered.filter((id) => organisations.includes(id));
  return own.length > 0 ? own : administered;
}

async function existingUser(db: Queryable, id: number): Promise<void> {
  const rows = await db.query('select 1 from app_user where id = $1', [id]);
  if (rows.length === 0) throw notFound();
}

export const userHandlers: HandlerMap = {
  async listUsers(ctx) {
    const user = ctx.user;
    requireAccountAdmin(user);
    const usergroupId = optionalInt(ctx.query.usergroup_id);
    return listUserPage(ctx, (q, where) => {
      where.push(readableUserCondition(user, q));
      if (usergroupId !== undefined) {
        // A group the caller does not administer shows no one: who belongs to it is that group's business.
        where.push(
          canAdministerGroup(user, usergroupId)
            ? `exists (select 1 from membership m where m.user_id = u.id and m.usergroup_id = ${q.p(usergroupId)})`
            : 'false',
        );
      }
    });
  },

  async listUserRequests(ctx) {
    const user = ctx.user;
    requireAccountAdmin(user);
    return listUserPage(ctx, (q, where) => {
      where.push(readableUserCondition(user, q));
    });
  },

  async createUser(ctx) {
    const user = ctx.user;
    const db = ctx.services.db;
    requireAccountAdmin(user);
    const input = { ...(ctx.body as UserInput) };
    input.username = normaliseUsername(input.username ?? input.email ?? '');
    await checkUserInput(db, ctx.locale, user, input, null);
    const organisations = user.is_superuser
      ? []
      : (
          await db.query<{ id: number }>(
            "select id from usergroup where id = any($1::int[]) and usergroup_type = 'organisation'",
            [administeredGroups(user)],
          )
        ).map((row) => row.id);
    const id = await db.transaction(async (tx) => {
      const q = new Params();
      const keys = WRITABLE.filter((key) => input[key] !== undefined);
      const [row] = await tx.query<{ id: number }>(
        `insert into app_user (${keys.join(', ')}) values (${keys.map((key) => q.p(input[key])).join(', ')}) returning id`,
        q.values,
      );
      if (!row) throw new Error('User not created');
      if (!user.is_superuser) {
        await tx.query(
          `insert into membership (usergroup_id, user_id, role, status)
           select g, $2, null, $3 from unnest($1::int[]) g`,
          [creatorGroups(user, organisations), row.id, MEMBERSHIP_STATUS.active],
        );
      }
      return row.id;
    });
    return created(await userById(db, id, user));
  },

  async getUser(ctx) {
    const id = int(ctx.params.id);
    const user = ctx.user;
    await existingUser(ctx.services.db, id);
    if (user.id !== id) {
      requireAccountAdmin(user);
      if (!(await canReadUser(ctx.services.db, user, id))) throw forbidden();
    }
    return ok(await userById(ctx.services.db, id, user));
  },

  async updateUser(ctx) {
    const id = int(ctx.params.id);
    await existingUser(ctx.services.db, id);
    return saveUser(ctx, id);
  },

  async partialUpdateUser(ctx) {
    const id = int(ctx.params.id);
    await existingUser(ctx.services.db, id);
    return saveUser(ctx, id);
  },

  async deleteUser(ctx) {
    const id = int(ctx.params.id);
    const user = ctx.user;
    await existingUser(ctx.services.db, id);
    if (!(await canAdministerUser(ctx.services.db, user, id))) throw forbidden();
    if (id === user.id)
      throw new HttpError(400, { non_field_errors: ['You cannot delete your own account.'] });
    await ctx.services.db.query('delete from app_user where id = $1', [id]);
    return noContent();
  },
};
