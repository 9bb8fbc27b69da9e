// Seeds a bench database through the server's own data layer, in one process that owns the
// embedded database (the server is started afterwards). Run with tsx:
//   npx tsx bench/seed.mjs <dataDir> <distDir> <datasets> [--fresh]
// --fresh: demo seed first, then the municipality grid and the 'all of France' jurisdiction.
// Datasets are added up to <datasets> in total, with set-based SQL (one statement, not one call each).
import { createApp } from '../server/app.ts';

const [dataDir, distDir, wanted] = process.argv.slice(2);
const fresh = process.argv.includes('--fresh');
const app = await createApp({ dataDir, distDir, reset: fresh, worker: false, schedulerIntervalMs: 0 });
const db = app.db;

// Words of plausible dataset names, so that a search narrows the list as a person types.
const THEMES = ['Réseau', 'Arrêts', 'Parcelles', 'Bâtiments', 'Routes', 'Cours d’eau', 'Écoles', 'Forages'];
const PLACES = ['Cayenne', 'Kourou', 'Saint-Laurent', 'Maripasoula', 'Matoury', 'Rémire', 'Mana', 'Apatou'];
const LEVELS = ['private', 'search', 'consultation', 'download'];

const [{ n: existing }] = await db.query('select count(*)::int as n from dataset');
const missing = Number(wanted) - existing;
if (missing > 0) {
  const groups = (
    await db.query("select id from usergroup where usergroup_type = 'organisation' order by id")
  ).map((row) => row.id);
  await db.query(
    `insert into dataset (display_name, description, usergroup_id, publication_date, last_update_date,
       update_frequency, default_permission_level, publish, topics, kinds, creation_date, last_modified)
     select ($1::text[])[1 + i % 8] || ' ' || ($2::text[])[1 + (i / 8) % 8] || ' ' || i,
            'Jeu de données du banc d’essai numéro ' || i,
            ($3::int[])[1 + i % cardinality($3::int[])],
            date '2020-01-01' + i % 2000, date '2021-01-01' + i % 1500,
            1 + i % 10, ($4::text[])[1 + i % 4], case when i % 3 = 0 then false else true end,
            array[1 + i % 5], array[1 + i % 3], date '2019-01-01' + i % 2500,
            now() - make_interval(mins => i)
     from generate_series($5::int, $6::int) as i`,
    [THEMES, PLACES, groups, LEVELS, existing + 1, Number(wanted)],
  );
  await db.exec('analyze dataset');
}

if (fresh) {
  // Demonstration geometry: every municipality without a shape gets a square of a grid over
  // metropolitan France, in INSEE order, so the map has all of them to draw and highlight.
  await db.query(
    `with numbered as (
       select insee, row_number() over (order by insee) - 1 as n, count(*) over () as total
       from municipality where geometry is null),
     cells as (
       select insee, n % ceil(sqrt(total))::int as col, n / ceil(sqrt(total))::int as line, ceil(sqrt(total)) as side
       from numbered)
     update municipality m set geometry_source = 'demonstration', geometry = jsonb_build_object(
       'type', 'Polygon', 'coordinates', jsonb_build_array(jsonb_build_array(
         jsonb_build_array(-4.8 + c.col * 13 / c.side, 51 - c.line * 8.6 / c.side),
         jsonb_build_array(-4.8 + (c.col + 0.9) * 13 / c.side, 51 - c.line * 8.6 / c.side),
         jsonb_build_array(-4.8 + (c.col + 0.9) * 13 / c.side, 51 - (c.line + 0.9) * 8.6 / c.side),
         jsonb_build_array(-4.8 + c.col * 13 / c.side, 51 - (c.line + 0.9) * 8.6 / c.side),
         jsonb_build_array(-4.8 + c.col * 13 / c.side, 51 - c.line * 8.6 / c.side))))
     from cells c where c.insee = m.insee`,
  );
  const [jurisdiction] = await db.query(
    `insert into jurisdiction (display_name, codename) values ('France entière (banc d’essai)', 'bench-france')
     returning id`,
  );
  await db.query(
    'insert into jurisdiction_municipality (jurisdiction_id, insee) select $1, insee from municipality',
    [jurisdiction.id],
  );
}

const [{ datasets }] = await db.query('select count(*)::int as datasets from dataset');
const [{ municipalities }] = await db.query('select count(*)::int as municipalities from municipality');
const [{ id: jurisdictionId }] = await db.query(
  "select id from jurisdiction where codename = 'bench-france'",
);
await app.close();
console.log(JSON.stringify({ datasets, municipalities, jurisdictionId }));
