import { hashPassword } from '../../../server/auth/passwords.ts';
import type { Fixtures } from './fixtures.ts';
import { unique } from './fixtures.ts';
import { type Client, clientFor, type TestServer } from './server.ts';

/*
 * Issue 50's matrix: every access level of a published dataset × four people, for one address of
 * its data (download, thumbnail; the preview's row is added with the same helper). Section 4:
 * anonymous callers get the default level; a member of a group given the special permission
 * `download` gets it whatever the default; a plain member of the owning organisation and a member
 * of another one get the default level only.
 */

export const LEVELS = ['private', 'search', 'consultation', 'download'] as const;
export type Level = (typeof LEVELS)[number];
export const PEOPLE = ['anonymous', 'special', 'member', 'otherOrganisation'] as const;
export type Person = (typeof PEOPLE)[number];
export type Matrix = Record<Level, Record<Person, number>>;

export interface MatrixPeople {
  clients: Record<Person, Client>;
  /** The user group whose members get the special permission. */
  specialGroup: number;
}

async function newUser(server: TestServer, groups: number[]): Promise<string> {
  const username = unique('personne');
  const [user] = await server.app.db.query<{ id: number }>(
    `insert into app_user (username, first_name, last_name, email, password_hash, terms_accepted_at)
     values ($1, 'Prénom', 'Nom', $2, $3, now()) returning id`,
    [username, `${username}@example.org`, await hashPassword(username)],
  );
  for (const group of groups) {
    await server.app.db.query(
      'insert into membership (usergroup_id, user_id, role, status) values ($1, $2, null, 2)',
      [group, user?.id],
    );
  }
  return username;
}

/** The four people, signed in (a member without role of the CACL, with or without the special group). */
export async function matrixPeople(server: TestServer, f: Fixtures): Promise<MatrixPeople> {
  const [group] = await server.app.db.query<{ id: number }>(
    "insert into usergroup (name, display_name, usergroup_type) values ($1, $1, 'user-group') returning id",
    [unique('groupe-special')],
  );
  const specialGroup = group?.id ?? 0;
  const special = await newUser(server, [f.ids.cacl, specialGroup]);
  const member = await newUser(server, [f.ids.cacl]);
  const other = await newUser(server, [f.ids.ctg]);
  return {
    specialGroup,
    clients: {
      anonymous: await clientFor(server, null),
      special: await clientFor(server, special),
      member: await clientFor(server, member),
      otherOrganisation: await clientFor(server, other),
    },
  };
}

/**
 * The status each person gets from `path` at each level of the published dataset `dataset`, whose
 * special permission `download` is given to the people's special group.
 */
export async function runAccessMatrix(
  server: TestServer,
  people: MatrixPeople,
  dataset: number,
  path: string,
): Promise<Matrix> {
  const db = server.app.db;
  await db.query('delete from dataset_permission where dataset_id = $1 and usergroup_id = $2', [
    dataset,
    people.specialGroup,
  ]);
  await db.query(
    "insert into dataset_permission (dataset_id, usergroup_id, level) values ($1, $2, 'download')",
    [dataset, people.specialGroup],
  );
  const matrix = {} as Matrix;
  for (const level of LEVELS) {
    await db.query('update dataset set default_permission_level = $2, publish = true where id = $1', [
      dataset,
      level,
    ]);
    const row = {} as Record<Person, number>;
    for (const person of PEOPLE) row[person] = (await people.clients[person].request('GET', path)).status;
    matrix[level] = row;
  }
  return matrix;
}

/** What section 4 gives a data address that needs `wanted` (found-but-refused is 403 when signed in). */
export function expectedMatrix(
  wanted: 'search' | 'consultation' | 'download',
  success = 200,
  /** What one who may find the dataset but not reach `wanted` gets (403; 404 where `wanted` is `search`). */
  refused = 403,
): Matrix {
  const order = ['private', 'search', 'consultation', 'download'];
  const matrix = {} as Matrix;
  for (const level of LEVELS) {
    const enough = order.indexOf(level) >= order.indexOf(wanted);
    const found = level !== 'private';
    const signedIn = enough ? success : found ? refused : 404;
    matrix[level] = {
      anonymous: enough ? success : 404,
      special: success,
      member: signedIn,
      otherOrganisation: signedIn,
    };
  }
  return matrix;
}
