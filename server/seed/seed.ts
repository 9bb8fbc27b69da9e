import { hashPassword } from '../auth/passwords.ts';
import type { Database, Queryable } from '../db/database.ts';
import { rebuildPublishedEntry } from '../model/dataset/publishedEntry.ts';
import { seedDatastoreTables } from './datastoreTables.ts';
import { USERS } from './demo/people.ts';
import { daysAgo, type Seeding, sequence } from './seedKit.ts';
import { seedDatasets } from './stages/datasets.ts';
import { seedIndexers } from './stages/indexers.ts';
import { seedOrganisations } from './stages/organisations.ts';
import { seedPeople } from './stages/people.ts';
import { seedPublications } from './stages/publications.ts';
import { seedReferenceData } from './stages/referenceData.ts';
import { seedResources } from './stages/resources.ts';

export async function isEmpty(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from app_user');
  return (row?.n ?? 0) === 0;
}

/**
 * Seeds a fresh database: reference lists, municipalities and the French Guiana demonstration, in
 * one transaction, stage after stage (server/seed/stages/), each given the ids the earlier ones made.
 */
export async function seedDatabase(db: Database): Promise<void> {
  const now = Date.now();
  const random = sequence(973);
  // Hashed before the transaction: scrypt is slow and would hold it open.
  const passwords = new Map(
    await Promise.all(USERS.map(async (user) => [user.username, await hashPassword(user.username)] as const)),
  );

  await db.transaction(async (tx) => {
    const start: Seeding = { tx, now, random };
    const reference = { ...start, ...(await seedReferenceData(start)) };
    const organisations = { ...reference, ...(await seedOrganisations(reference)) };
    const people = { ...organisations, ...(await seedPeople(organisations, passwords)) };
    const datasets = { ...people, ...(await seedDatasets(people)) };
    await seedResources(datasets);
    await seedPublications(datasets);
    await seedIndexers(datasets);

    // The seeded tasks stand for work done before: the worker neither runs nor recovers them.
    await tx.query('update task set demonstration = true');
    for (const { id } of datasets.datasetIds) await rebuildPublishedEntry(tx, id);

    // sFTP access request, datastore tables
    await tx.query(
      "insert into ftp_access_request (usergroup_id, user_id, message, status, date) values ($1, $2, $3, 'pending', $4)",
      [
        people.group('cacl'),
        people.user('producteur'),
        'Dépôt mensuel des relevés de collecte.',
        daysAgo(4, now),
      ],
    );
    await seedDatastoreTables(tx, organisations.points.points);
  });
}
