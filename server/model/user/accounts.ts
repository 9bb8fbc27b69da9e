import type { components } from '../../../contract/schema.gen.ts';
import { administeredGroups, MEMBERSHIP_STATUS, requireAccountAdmin } from '../../auth/permissions.ts';
import type { CurrentUser } from '../../auth/session.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { Params } from '../../db/params.ts';
import { forbidden, HttpError, notFound } from '../../messages/errors.ts';
import { say } from '../../messages/say.ts';
import type { BodyReader } from '../common.ts';
import { checkUserInput, normaliseUsername } from './usernames.ts';
import { administrableUsers, canReadUser, userById } from './users.ts';

// Creating, changing and deleting accounts: who may, and what each change keeps.

type User = components['schemas']['User'];
type UserChange = components['schemas']['UserPatchInput'];

const WRITABLE: (keyof UserChange)[] = [
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

/** Whether `user` may change or delete the account `targetId` (H1): see `administrableUsers`. */
async function canAdministerUser(db: Queryable, user: CurrentUser, targetId: number): Promise<boolean> {
  return (await administrableUsers(db, user, [targetId])).has(targetId);
}

/** 404 unless the account `id` exists. */
export async function existingUser(db: Queryable, id: number): Promise<void> {
  const rows = await db.query('select 1 from app_user where id = $1', [id]);
  if (rows.length === 0) throw notFound();
}

/** The account `id` as `user` may read it: its own, or one an account administrator reaches (M1). */
export async function readableUser(db: Queryable, user: CurrentUser, id: number): Promise<User> {
  await existingUser(db, id);
  if (user.id !== id) {
    requireAccountAdmin(user);
    if (!(await canReadUser(db, user, id))) throw forbidden();
  }
  return userById(db, id, user);
}

/**
 * Changes the account `targetId` (replaced or patched: only the fields sent change). Its holder
 * changes its own account but neither its status nor its name; an administrator of every group of
 * the account, or a superuser, changes anything.
 */
export async function saveUser(
  db: Queryable,
  user: CurrentUser,
  targetId: number,
  readChange: BodyReader<UserChange>,
  locale: string,
): Promise<User> {
  await existingUser(db, targetId);
  const [current] = await db.query<{ status: number; username: string }>(
    'select status, username from app_user where id = $1',
    [targetId],
  );
  const self = user.id === targetId;
  if (!self && !(await canAdministerUser(db, user, targetId))) throw forbidden();
  // Read after the lookup (404) and the permission (403): the body's 400 comes last, as in DRF.
  const input = { ...readChange() };
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
        say(locale, {
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
        say(locale, {
          fr: "Seul un administrateur peut changer votre nom d'utilisateur.",
          en: 'Only an administrator may change your username.',
          it: 'Solo un amministratore può cambiare il tuo nome utente.',
        }),
      );
    }
  }
  await checkUserInput(db, locale, user, input, targetId);
  const q = new Params();
  const sets = WRITABLE.filter((key) => input[key] !== undefined).map((key) => `${key} = ${q.p(input[key])}`);
  if (sets.length > 0) {
    await db.query(`update app_user set ${sets.join(', ')} where id = ${q.p(targetId)}`, q.values);
  }
  return userById(db, targetId, user);
}

/**
 * The groups an account created by an account administrator joins, active and without a role: the
 * organisations it administers (or, if none, the groups it administers). A new account is nobody
 * else's, and without a membership its creator could neither read nor manage it (M1, H1).
 */
async function creatorGroups(db: Queryable, user: CurrentUser): Promise<number[]> {
  const administered = administeredGroups(user);
  const organisations = await db.query<{ id: number }>(
    "select id from usergroup where id = any($1::int[]) and usergroup_type = 'organisation'",
    [administered],
  );
  const own = organisations.map((row) => row.id);
  return own.length > 0 ? own : administered;
}

/** A new account, named by its user name or else its e-mail address, in its creator's groups. */
export async function createUser(
  db: Database,
  user: CurrentUser,
  readChange: BodyReader<components['schemas']['UserInput']>,
  locale: string,
): Promise<User> {
  requireAccountAdmin(user);
  const change = readChange();
  const input: UserChange = { ...change, username: normaliseUsername(change.username ?? change.email ?? '') };
  await checkUserInput(db, locale, user, input, null);
  const groups = user.is_superuser ? [] : await creatorGroups(db, user);
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
        [groups, row.id, MEMBERSHIP_STATUS.active],
      );
    }
    return row.id;
  });
  return userById(db, id, user);
}

/** Deletes the account `id`, if `user` administers it and it is not `user`'s own. */
export async function deleteUser(db: Queryable, user: CurrentUser, id: number): Promise<void> {
  await existingUser(db, id);
  if (!(await canAdministerUser(db, user, id))) throw forbidden();
  if (id === user.id) throw new HttpError(400, { non_field_errors: ['You cannot delete your own account.'] });
  await db.query('delete from app_user where id = $1', [id]);
}
