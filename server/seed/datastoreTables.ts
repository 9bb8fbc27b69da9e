import { insertRows } from '../db/bulk.ts';
import type { Queryable } from '../db/database.ts';

type Point = { insee: string; name: string; lon: number; lat: number };

/**
 * Tables of public places awaiting publication: name, municipality and coordinates, as the datastore
 * scenarios read them. Enough of them that the back-office's table list (its first 10, section 9) has
 * more to offer than it shows, which a platform's datastore commonly does.
 */
const PLACE_TABLES = [
  'bibliotheques',
  'bureaux_de_poste',
  'casernes_pompiers',
  'centres_de_sante',
  'colleges',
  'dechetteries',
  'ecoles_elementaires',
  'ecoles_maternelles',
  'gendarmeries',
  'lycees',
  'marches_communaux',
  'pharmacies',
] as const;

/**
 * The datastore: a schema of the platform's own database whose tables database-table resources
 * publish. Two of them hold data the demonstration resources use; the town halls stand at the main
 * town of each municipality.
 */
export async function seedDatastoreTables(tx: Queryable, points: readonly Point[]): Promise<void> {
  await tx.exec(`
    create table datastore.communes_guyane (insee text primary key, nom text not null, longitude double precision, latitude double precision);
    create table datastore.population_ouest (insee text primary key, nom text not null, population integer);
    create table datastore.arrets_bus (id serial primary key, nom text not null, longitude double precision, latitude double precision);
    create table datastore.equipements_sportifs (id serial primary key, nom text not null, type text, commune text);
    create table datastore.mairies (insee text primary key, nom text not null, longitude double precision, latitude double precision);
    ${PLACE_TABLES.map(
      (table) =>
        `create table datastore.${table} (id serial primary key, nom text not null, commune text, longitude double precision, latitude double precision);`,
    ).join('\n')}
  `);
  await insertRows(
    tx,
    'datastore.communes_guyane',
    ['insee', 'nom', 'longitude', 'latitude'],
    points.map((p) => [p.insee, p.name, p.lon, p.lat]),
    '',
  );
  await insertRows(
    tx,
    'datastore.mairies',
    ['insee', 'nom', 'longitude', 'latitude'],
    points.map((p) => [p.insee, `Mairie de ${p.name}`, p.lon, p.lat]),
    '',
  );
  await insertRows(
    tx,
    'datastore.population_ouest',
    ['insee', 'nom', 'population'],
    [
      ['97311', 'Saint-Laurent-du-Maroni', 52000],
      ['97306', 'Mana', 11000],
      ['97360', 'Apatou', 9400],
    ],
    '',
  );
}
