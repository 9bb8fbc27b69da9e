// Users, organisations and tasks for measure 4: enough of each for the account and task lists to
// have many pages (the demonstration seed has a page or two of each). Set-based like the datasets:
// one statement per table, each adding rows up to the wanted total, so a second run adds nothing.

export const LIST_ROWS = { users: 2_000, organisations: 500, tasks: 5_000 };

const FIRST_NAMES = ['Camille', 'Léa', 'Hugo', 'Inès', 'Noé', 'Maëlys', 'Théo', 'Anaïs', 'Éloïse', 'Yanis'];
const LAST_NAMES = ['Abchée', 'Bérard', 'Clément', 'Dubois', 'Élie', 'Fontaine', 'Girard', 'Hoarau', 'Ibo'];
const ORGANISATION_KINDS = ['Commune', 'Syndicat', 'Bureau d’études', 'Association', 'Établissement public'];
const TASK_STATUSES = ['SUCCESS', 'SUCCESS', 'SUCCESS', 'FAILURE'];

const countOf = async (db, sql) => (await db.query(`select count(*)::int as n from ${sql}`))[0].n;

/** Adds the missing bench organisations, users (each a member of one of them) and tasks. */
export async function seedLists(db, wanted = LIST_ROWS) {
  const organisations = await countOf(db, "usergroup where usergroup_type = 'organisation'");
  if (wanted.organisations > organisations) {
    const [{ types }] = await db.query(
      `select coalesce(array_agg(distinct organisation_type), array[]::int[]) as types
       from usergroup where organisation_type is not null`,
    );
    await db.query(
      `insert into usergroup (name, display_name, description, usergroup_type, status, creation_date,
         organisation_type, acronym, convention_signed, partnership)
       select 'banc-org-' || i, ($1::text[])[1 + i % cardinality($1::text[])] || ' du banc d’essai ' || i,
              'Organisation du banc d’essai numéro ' || i, 'organisation',
              case when i % 10 = 0 then 1 else 2 end, now() - make_interval(days => i % 900),
              ($2::int[])[1 + i % greatest(cardinality($2::int[]), 1)], 'BANC' || i, i % 2 = 0, i % 7 = 0
       from generate_series($3::int, $4::int) as i`,
      [ORGANISATION_KINDS, types, organisations + 1, wanted.organisations],
    );
  }

  const users = await countOf(db, 'app_user');
  if (wanted.users > users) {
    // The username runs in another order than the last name, so that a sort by either changes the rows.
    await db.query(
      `insert into app_user (username, first_name, last_name, email, status, date_joined, last_login,
         terms_accepted_at)
       select 'banc.' || lpad(((i * 7919) % 100000)::text, 5, '0') || '.' || i,
              ($1::text[])[1 + i % cardinality($1::text[])],
              ($2::text[])[1 + (i / 10) % cardinality($2::text[])] || ' ' || i,
              'banc' || i || '@exemple.fr', case when i % 10 = 0 then 1 else 2 end,
              now() - make_interval(days => i % 1200), now() - make_interval(hours => i % 500),
              now() - make_interval(days => i % 1200)
       from generate_series($3::int, $4::int) as i`,
      [FIRST_NAMES, LAST_NAMES, users + 1, wanted.users],
    );
    await db.query(
      `insert into membership (usergroup_id, user_id, role, status)
       select g.id, u.id, 1 + u.id % 2, 2
       from app_user u
       join lateral (select id from usergroup where name like 'banc-org-%'
                     order by id offset u.id % $1 limit 1) g on true
       where u.username like 'banc.%'
       on conflict (usergroup_id, user_id) do nothing`,
      [wanted.organisations],
    );
  }

  const tasks = await countOf(db, 'task');
  if (wanted.tasks > tasks) {
    // Finished tasks only: the bench's backend runs the worker, which would take up pending ones.
    await db.query(
      `with datasets as (select array_agg(id order by id) as ids, array_agg(display_name order by id) as names
                         from (select id, display_name from dataset order by id limit 1000) d)
       insert into task (status, action, object_class, object_id, object_display, timeline, created_at,
         start_date, end_date, dataset_id)
       select ($1::text[])[1 + i % 4], ($2::text[])[1 + i % 3], 'dataset',
              ids[1 + i % cardinality(ids)], names[1 + i % cardinality(ids)],
              jsonb_build_array(jsonb_build_object('date', now() - make_interval(mins => i * 7),
                'step', 'start', 'message', 'Tâche du banc d’essai.')),
              now() - make_interval(mins => i * 7), now() - make_interval(mins => i * 7),
              now() - make_interval(mins => i * 7 - 1), ids[1 + i % cardinality(ids)]
       from datasets, generate_series($3::int, $4::int) as i`,
      [TASK_STATUSES, ['publication', 'synchronisation', 'vignette'], tasks + 1, wanted.tasks],
    );
  }

  return {
    users: await countOf(db, 'app_user'),
    organisations: await countOf(db, "usergroup where usergroup_type = 'organisation'"),
    tasks: await countOf(db, 'task'),
  };
}
