import { expect } from 'vitest';
import { type Client, clientFor, contractDrifts, startServer, type TestServer } from '../support/server.ts';

/** The seeded accounts and groups the account audit tests attack and defend, on one server. */
export interface AccountsWorld {
  server: TestServer;
  /** Seeded user ids by user name. */
  users: Record<string, number>;
  groups: { cacl: number; pag: number; oeg: number; ctg: number; mobility: number };
  admin: Client;
  gestionnaire: Client;
  producteur: Client;
  visiteur: Client;
}

export interface Page<T> {
  count: number;
  results: T[];
}

export interface Member {
  user: { id: number };
  role: number | null;
  status: number;
}

export const userPath = (id: number) => `/fr/usergroup/users/${id}/`;
export const membersPath = (group: number) => `/fr/usergroup/user-groups/${group}/members/`;
export const memberPath = (group: number, userId: number) => `${membersPath(group)}${userId}/`;

/** Starts a server on the seed and signs the demo accounts in (ids are read, never assumed). */
export async function openAccountsWorld(): Promise<AccountsWorld> {
  const server = await startServer();
  const users: Record<string, number> = {};
  for (const row of await server.app.db.query<{ id: number; username: string }>(
    'select id, username from app_user',
  )) {
    users[row.username] = row.id;
  }
  const groupId = async (sql: string, value: string): Promise<number> => {
    const [row] = await server.app.db.query<{ id: number }>(sql, [value]);
    if (!row) throw new Error(`no group ${value}`);
    return row.id;
  };
  const byAcronym = 'select id from usergroup where acronym = $1';
  return {
    server,
    users,
    groups: {
      cacl: await groupId(byAcronym, 'CACL'),
      pag: await groupId(byAcronym, 'PAG'),
      oeg: await groupId(byAcronym, 'OEG'),
      ctg: await groupId(byAcronym, 'CTG'),
      mobility: await groupId('select id from usergroup where name = $1', 'Groupe de travail Mobilité'),
    },
    admin: await clientFor(server, 'admin'),
    gestionnaire: await clientFor(server, 'gestionnaire'),
    producteur: await clientFor(server, 'producteur'),
    visiteur: await clientFor(server, 'visiteur'),
  };
}

/** Every answer matched the contract; then the server stops. */
export async function closeAccountsWorld(world: AccountsWorld): Promise<void> {
  expect(contractDrifts(world.server)).toEqual([]);
  await world.server.close();
}
