import { hashPassword } from '../auth/passwords.ts';
import { insertRows } from '../db/bulk.ts';
import type { Database, Queryable } from '../db/database.ts';
import { slugify } from '../model/common.ts';
import { rebuildCatalogueEntry } from '../worker/catalogue.ts';
import { seedDatastoreTables } from './datastoreTables.ts';
import { DATASETS, type DemoDataset, type ResourceState } from './demo/datasets.ts';
import { GROUPS, JURISDICTIONS, ORGANISATIONS, SPHERES } from './demo/organisations.ts';
import { CONTACTS, USERS } from './demo/people.ts';
import { demoFileName, guessPoints } from './files.ts';
import { guianaPoints, seedMunicipalities } from './geography.ts';
import { DATA_FORMATS, INDEXER_TYPES, NUMBERED_LISTS, REFERENCE_LISTS, SCENARIOS } from './reference.ts';

export async function isEmpty(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from app_user');
  return (row?.n ?? 0) === 0;
}

const DAY = 24 * 3600 * 1000;
const daysAgo = (days: number, now: number): Date => new Date(now - days * DAY);
const isoDate = (date: Date): string => date.toISOString().slice(0, 10);

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Seed data refers to an unknown ${what}`);
  return value;
}

/** A small deterministic pseudo-random sequence, so every seed gives the same data. */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

async function seedReferenceLists(tx: Queryable): Promise<Map<string, Map<string, number>>> {
  const ids = new Map<string, Map<string, number>>();
  const rows: unknown[][] = [];
  for (const [list, labels] of Object.entries(REFERENCE_LISTS)) {
    const byLabel = new Map<string, number>();
    labels.forEach((label, index) => {
      rows.push([list, index + 1, label]);
      byLabel.set(label, index + 1);
    });
    ids.set(list, byLabel);
  }
  for (const [list, entries] of Object.entries(NUMBERED_LISTS)) {
    for (const [id, label] of entries) rows.push([list, id, label]);
  }
  await insertRows(tx, 'reference_item', ['list', 'id', 'label'], rows, '');
  return ids;
}

const ref = (ids: Map<string, Map<string, number>>, list: string, label: string): number =>
  must(ids.get(list)?.get(label), `${list} '${label}'`);

interface ResourcePlan {
  datasetIndex: number;
  type: 1 | 2;
  kind: NonNullable<DemoDataset['main']>['kind'];
  format: string;
  title: string;
  file: string | null;
  state: ResourceState;
}

/** Seeds a fresh database: reference lists, municipalities and the French Guiana demonstration. */
export async function seedDatabase(db: Database): Promise<void> {
  const now = Date.now();
  const random = sequence(973);
  const passwords = new Map(
    await Promise.all(USERS.map(async (user) => [user.username, await hashPassword(user.username)] as const)),
  );

  await db.transaction(async (tx) => {
    const refs = await seedReferenceLists(tx);
    const formats = await insertRows(
      tx,
      'data_format',
      ['label', 'extension', 'mime_type', 'is_geographic', 'codename'],
      DATA_FORMATS.map((f) => [...f]),
    );
    const formatId = new Map(DATA_FORMATS.map((f, i) => [f[0], must(formats[i], 'format').id]));
    const geographicFormat = new Map(DATA_FORMATS.map((f) => [f[0], f[3]]));
    await insertRows(
      tx,
      'remote_api_index_type',
      ['label', 'implementation_type'],
      INDEXER_TYPES.map((t) => [...t]),
    );
    const scenarioRows = Object.entries(SCENARIOS).flatMap(([kind, list]) =>
      list.map(([codename, action]) => [kind, codename, action]),
    );
    const scenarios = await insertRows<{ id: number; object_kind: string; codename: string; action: string }>(
      tx,
      'scenario',
      ['object_kind', 'codename', 'action'],
      scenarioRows,
      'id, object_kind, codename, action',
    );
    const scenarioOf = (kind: string, action: 'create' | 'update') =>
      must(
        scenarios.find((s) => s.object_kind === kind && s.action === action),
        `scenario ${kind}`,
      );

    await seedMunicipalities(tx);

    // Jurisdictions
    const points = await guianaPoints();
    const jurisdictionId = new Map<string, number>();
    for (const j of JURISDICTIONS) {
      const [row] = await tx.query<{ id: number }>(
        'insert into jurisdiction (display_name, codename) values ($1, $2) returning id',
        [j.display_name, j.codename],
      );
      const id = must(row, 'jurisdiction').id;
      jurisdictionId.set(j.codename, id);
      const codes =
        j.municipalities === 'all-973' ? points.points.map((p) => p.insee) : [...j.municipalities];
      await insertRows(
        tx,
        'jurisdiction_municipality',
        ['jurisdiction_id', 'insee'],
        codes.map((c) => [id, c]),
        '',
      );
    }

    // User groups: organisations, spheres, groups
    const groupId = new Map<string, number>();
    const orgRows = ORGANISATIONS.map((o, i) => [
      o.acronym ?? o.display_name,
      o.display_name,
      o.description,
      'organisation',
      o.status,
      daysAgo(500 - i * 20, now),
      ref(refs, 'organisation_type', o.type),
      o.acronym,
      o.siret,
      o.website,
      o.phone,
      o.postal_address,
      o.jurisdiction ? must(jurisdictionId.get(o.jurisdiction), 'jurisdiction') : null,
      o.convention,
      o.partnership,
    ]);
    const orgIds = await insertRows(
      tx,
      'usergroup',
      [
        'name',
        'display_name',
        'description',
        'usergroup_type',
        'status',
        'creation_date',
        'organisation_type',
        'acronym',
        'siret',
        'website',
        'phone',
        'postal_address',
        'jurisdiction_id',
        'convention_signed',
        'partnership',
      ],
      orgRows,
    );
    for (const [i, o] of ORGANISATIONS.entries()) groupId.set(o.key, must(orgIds[i], 'organisation').id);
    const otherGroups = [
      ...SPHERES.map((s) => ({
        key: s.key,
        name: s.name,
        description: s.description,
        type: 'group-of-organisation',
      })),
      ...GROUPS.map((g) => ({ key: g.key, name: g.name, description: g.description, type: 'user-group' })),
    ];
    const otherIds = await insertRows(
      tx,
      'usergroup',
      ['name', 'display_name', 'description', 'usergroup_type', 'status', 'creation_date'],
      otherGroups.map((g, i) => [g.name, g.name, g.description, g.type, 2, daysAgo(300 - i * 10, now)]),
    );
    for (const [i, g] of otherGroups.entries()) groupId.set(g.key, must(otherIds[i], 'group').id);
    const group = (key: string) => must(groupId.get(key), `group '${key}'`);
    await insertRows(
      tx,
      'usergroup_link',
      ['parent_id', 'child_id'],
      SPHERES.flatMap((s) => s.children.map((child) => [group(s.key), group(child)])),
      '',
    );

    // Users and memberships
    const userRows = USERS.map((u) => [
      u.username,
      must(passwords.get(u.username), 'password'),
      u.first_name,
      u.last_name,
      u.email,
      u.status,
      u.registration_reason ?? null,
      u.is_superuser ?? false,
      daysAgo(u.daysAgo, now),
      u.terms === false || u.status !== 2 ? null : daysAgo(u.daysAgo - 0.01, now),
      u.status === 2 && u.terms !== false ? daysAgo(Math.min(u.daysAgo, 3), now) : null,
      u.username === 'admin' || u.username === 'gestionnaire',
    ]);
    const userIds = await insertRows(
      tx,
      'app_user',
      [
        'username',
        'password_hash',
        'first_name',
        'last_name',
        'email',
        'status',
        'registration_reason',
        'is_superuser',
        'date_joined',
        'terms_accepted_at',
        'last_login',
        'email_notification',
      ],
      userRows,
    );
    const userId = new Map(USERS.map((u, i) => [u.username, must(userIds[i], 'user').id]));
    const user = (name: string) => must(userId.get(name), `user '${name}'`);
    await insertRows(
      tx,
      'membership',
      ['usergroup_id', 'user_id', 'role', 'status', 'date_joined'],
      USERS.flatMap((u) =>
        (u.memberships ?? []).map(([key, role, status]) => [
          group(key),
          user(u.username),
          role,
          status,
          daysAgo(u.daysAgo, now),
        ]),
      ),
      '',
    );

    // Contacts
    const contactIds = await insertRows(
      tx,
      'contact',
      ['name', 'email', 'phone', 'position', 'usergroup_id', 'role'],
      CONTACTS.map((c) => [
        c.name,
        c.email,
        c.phone,
        c.position,
        group(c.group),
        ref(refs, 'contact_role', c.role),
      ]),
    );
    const contactsOf = (key: string) =>
      CONTACTS.map((c, i) => ({ ...c, id: must(contactIds[i], 'contact').id })).filter(
        (c) => c.group === key,
      );

    // Keywords
    const keywords = [...new Set(DATASETS.flatMap((d) => d.keywords))];
    const tagIds = await insertRows(
      tx,
      'tag',
      ['name'],
      keywords.map((k) => [k]),
    );
    const tagId = new Map(keywords.map((k, i) => [k, must(tagIds[i], 'tag').id]));

    // Datasets
    const publisherOf = (owner: string): number => {
      const member = USERS.find((u) =>
        u.memberships?.some(([key, role, status]) => key === owner && role !== null && status === 2),
      );
      return member ? user(member.username) : user('admin');
    };
    const datasetRows = DATASETS.map((d, i) => {
      const created = daysAgo(360 - i * 9, now);
      const modified = daysAgo(Math.max(0.2, 60 - i * 1.7), now);
      return [
        d.title,
        slugify(d.title).slice(0, 100),
        `<p>${d.description}</p>`,
        d.categories.map((c) => ref(refs, 'category', c)),
        d.topics.map((t) => ref(refs, 'topic', t)),
        d.kinds.map((k) => ref(refs, 'kind', k)),
        i % 4 === 0 ? 'Réutilisation libre avec mention de la source.' : null,
        i % 5 === 0 ? [ref(refs, 'restriction', 'Aucune restriction')] : [],
        group(d.owner),
        ref(
          refs,
          'license',
          i % 3 === 0 ? 'Open Database License (ODbL)' : 'Licence Ouverte / Open Licence version 2.0',
        ),
        ref(refs, 'granularity', i % 2 === 0 ? 'Commune' : 'Coordonnées géographiques'),
        i % 3 === 1 ? 'organisation' : null,
        isoDate(created),
        i % 2 === 0 ? isoDate(daysAgo(30 + i, now)) : null,
        isoDate(daysAgo(300 - i * 8, now)),
        isoDate(daysAgo(Math.max(1, 40 - i), now)),
        ref(refs, 'update_frequency', d.frequency),
        2020 + (i % 6),
        i % 2 === 0 ? 'Production interne' : 'Agrégation de sources partenaires',
        ref(refs, 'record_type', d.main ? 'Jeu de données' : 'Jeu de données non géographique'),
        d.level,
        d.publish,
        JSON.stringify(i % 4 === 0 ? { source: 'Démonstration', territoire: 'Guyane' } : {}),
        modified,
      ];
    });
    const datasetIds = await insertRows(
      tx,
      'dataset',
      [
        'display_name',
        'codename',
        'description',
        'categories',
        'topics',
        'kinds',
        'recommended_usage',
        'restrictions',
        'usergroup_id',
        'license',
        'granularity',
        'geographical_coverage',
        'creation_date',
        'last_review_date',
        'publication_date',
        'last_update_date',
        'update_frequency',
        'vintage_year',
        'constitution_mode',
        'record_type',
        'default_permission_level',
        'publish',
        'extras',
        'last_modified',
      ],
      datasetRows,
    );
    const datasetId = (index: number) => must(datasetIds[index], 'dataset').id;
    for (const [index, d] of DATASETS.entries()) {
      if (d.parent !== undefined)
        await tx.query('update dataset set parent_id = $1 where id = $2', [
          datasetId(d.parent),
          datasetId(index),
        ]);
    }
    await insertRows(
      tx,
      'dataset_tag',
      ['dataset_id', 'tag_id', 'position'],
      DATASETS.flatMap((d, i) =>
        d.keywords.map((k, position) => [datasetId(i), must(tagId.get(k), 'tag'), position]),
      ),
      '',
    );
    await insertRows(
      tx,
      'dataset_permission',
      ['dataset_id', 'usergroup_id', 'level'],
      DATASETS.flatMap((d, i) =>
        (d.permissions ?? []).map(([key, level]) => [datasetId(i), group(key), level]),
      ),
      '',
    );
    await insertRows(
      tx,
      'dataset_contact_role',
      ['dataset_id', 'contact_id', 'role'],
      DATASETS.flatMap((d, i) =>
        contactsOf(d.owner)
          .slice(0, i % 2 === 0 ? 2 : 1)
          .map((c, n) => [
            datasetId(i),
            c.id,
            ref(refs, 'contact_role', n === 0 ? 'Point de contact' : 'Producteur'),
          ]),
      ),
      '',
    );
    await insertRows(
      tx,
      'activity',
      ['dataset_id', 'date', 'user_id', 'action', 'description'],
      DATASETS.flatMap((d, i) => {
        const by = publisherOf(d.owner);
        const rows: unknown[][] = [
          [
            datasetId(i),
            daysAgo(360 - i * 9, now),
            by,
            'created',
            `Création du jeu de données « ${d.title} ».`,
          ],
          [
            datasetId(i),
            daysAgo(Math.max(0.2, 60 - i * 1.7), now),
            by,
            'updated',
            'Mise à jour des métadonnées.',
          ],
        ];
        if (d.publish !== false)
          rows.push([
            datasetId(i),
            daysAgo(300 - i * 8, now),
            by,
            'published',
            'Publication du jeu de données.',
          ]);
        if (d.main)
          rows.push([
            datasetId(i),
            daysAgo(200 - i * 5, now),
            by,
            'resource_added',
            'Ajout de la ressource principale.',
          ]);
        return rows;
      }),
      '',
    );

    // Resources
    const plans: ResourcePlan[] = DATASETS.flatMap((d, i) => [
      ...(d.main
        ? [
            {
              datasetIndex: i,
              type: 1 as const,
              kind: d.main.kind,
              format: d.main.format,
              title: d.title,
              file: d.main.file ?? null,
              state: d.main.state,
            },
          ]
        : []),
      ...(d.annexes ?? []).map((a) => ({
        datasetIndex: i,
        type: 2 as const,
        kind: a.kind,
        format: a.format,
        title: a.title,
        file: a.kind === 'file-upload' ? demoFileName(a.title, a.format) : null,
        state: a.state,
      })),
    ]);
    const resourceIds = await insertRows(
      tx,
      'resource',
      [
        'display_name',
        'codename',
        'type',
        'dataformat_id',
        'description',
        'last_update',
        'column_x',
        'column_y',
        'crs',
        'created_by',
        'created_at',
        'geographic_layer_label',
        'geographic_layer_name',
      ],
      plans.map((p, n) => {
        const tabular = p.kind === 'file-upload' && (p.format === 'CSV' || p.format === 'XLSX');
        const slug = `${DATASETS[p.datasetIndex]?.owner ?? 'demo'}-${n + 1}`;
        return [
          p.type === 1 ? p.title : p.title,
          slug,
          p.type,
          must(formatId.get(p.format), `format ${p.format}`),
          p.type === 1 ? `Ressource principale : ${p.title}.` : `Annexe : ${p.title}.`,
          isoDate(daysAgo(20 + n, now)),
          tabular ? 'longitude' : null,
          tabular ? 'latitude' : null,
          p.type === 1 && p.kind !== 'href' ? 'EPSG:4326' : null,
          publisherOf(DATASETS[p.datasetIndex]?.owner ?? 'ctg'),
          daysAgo(200 - n * 3, now),
          p.type === 1 ? p.title : null,
          p.type === 1 ? slug.replace(/-/g, '_') : null,
        ];
      }),
    );
    await insertRows(
      tx,
      'resource_dataset',
      ['resource_id', 'dataset_id', 'type'],
      plans.map((p, n) => [must(resourceIds[n], 'resource').id, datasetId(p.datasetIndex), p.type]),
      '',
    );

    // Type-specific records, processing, tasks, geographic layers
    const workspaceOf = (owner: string) => owner.replace(/[^a-z0-9]/g, '');
    for (const [n, plan] of plans.entries()) {
      const resourceId = must(resourceIds[n], 'resource').id;
      const dataset = must(DATASETS[plan.datasetIndex], 'dataset');
      const format = must(formatId.get(plan.format), 'format');
      let kindId: number;
      let href: string;
      switch (plan.kind) {
        case 'file-upload': {
          const file = plan.file ?? demoFileName(plan.title, plan.format);
          const [row] = await tx.query<{ id: number }>(
            'insert into file_upload (resource_id, dataformat_id, file_name, stored_path, size) values ($1, $2, $3, $4, $5) returning id',
            [resourceId, format, file, `seed/${file}`, 0],
          );
          kindId = must(row, 'file upload').id;
          href = `/media/resources/${resourceId}/${encodeURIComponent(file)}`;
          break;
        }
        case 'href':
        case 'file-download': {
          href = `https://donnees.example.org/guyane/${workspaceOf(dataset.owner)}/${n + 1}.${plan.format === 'PDF' ? 'pdf' : plan.format.toLowerCase()}`;
          const [row] = await tx.query<{ id: number }>(
            'insert into linked_file (kind, resource_id, dataformat_id, href) values ($1, $2, $3, $4) returning id',
            [plan.kind, resourceId, format, href],
          );
          kindId = must(row, 'linked file').id;
          break;
        }
        case 'ftp': {
          const [row] = await tx.query<{ id: number }>(
            'insert into ftp (resource_id, dataformat_id, file_path) values ($1, $2, $3) returning id',
            [resourceId, format, 'occupation-sol-2020.zip'],
          );
          kindId = must(row, 'ftp').id;
          href = `/media/resources/${resourceId}/occupation-sol-2020.zip`;
          break;
        }
        case 'datastores': {
          const table = plan.state === 'FAILURE' ? 'population_ouest' : 'communes_guyane';
          const [row] = await tx.query<{ id: number }>(
            "insert into datastore (resource_id, database, schema_name, table_name, dataformat_id) values ($1, 'datastore', 'datastore', $2, $3) returning id",
            [resourceId, table, format],
          );
          kindId = must(row, 'datastore').id;
          href = `datastore://datastore/datastore.${table}`;
          break;
        }
        case 'geoserver-mirrors': {
          const layer = plan.title
            .toLowerCase()
            .normalize('NFD')
            .replace(/[^a-z0-9]+/g, '_')
            .replace(/^_|_$/g, '');
          const [row] = await tx.query<{ id: number }>(
            "insert into geoserver_mirror (resource_id, workspace, layer, layer_type, dataformat_id) values ($1, $2, $3, 'layer', $4) returning id",
            [resourceId, workspaceOf(dataset.owner), layer, format],
          );
          kindId = must(row, 'mirror').id;
          href = `/geoserver/${workspaceOf(dataset.owner)}/wms?layers=${layer}`;
          break;
        }
      }
      await tx.query('update resource set kind = $1, kind_id = $2, href = $3 where id = $4', [
        plan.kind,
        kindId,
        href,
        resourceId,
      ]);
      if (plan.state === 'NONE') continue;

      const scenario = scenarioOf(plan.kind, 'create');
      const started = daysAgo(15 - (n % 10), now);
      const status =
        plan.state === 'SUCCESS'
          ? 'SUCCESS'
          : plan.state === 'PENDING'
            ? n % 2 === 0
              ? 'PENDING'
              : 'STARTED'
            : 'FAILURE';
      const final = status === 'SUCCESS' || status === 'FAILURE';
      const timeline = [
        { date: started.toISOString(), step: 'queued', message: 'Tâche mise en file d’attente.' },
        ...(status !== 'PENDING'
          ? [
              {
                date: new Date(started.getTime() + 2000).toISOString(),
                step: 'started',
                message: 'Traitement démarré.',
              },
            ]
          : []),
        ...(status === 'SUCCESS'
          ? [
              {
                date: new Date(started.getTime() + 4000).toISOString(),
                step: 'read',
                message: 'Fichier lu et vérifié.',
              },
              {
                date: new Date(started.getTime() + 6000).toISOString(),
                step: 'done',
                message: 'Couche géographique créée.',
              },
            ]
          : []),
        ...(status === 'FAILURE'
          ? [
              {
                date: new Date(started.getTime() + 5000).toISOString(),
                step: 'failed',
                message: 'Échec du traitement.',
              },
            ]
          : []),
      ];
      const errors =
        status === 'FAILURE'
          ? [
              plan.format === 'GeoJSON'
                ? 'Le fichier n’est pas un GeoJSON valide : ligne 12, virgule manquante.'
                : plan.kind === 'datastores'
                  ? 'La table datastore.population_ouest ne contient pas de colonne géométrique.'
                  : plan.kind === 'href'
                    ? 'L’URL ne répond pas (délai dépassé après 30 s).'
                    : 'Le fichier n’est pas encodé en UTF-8 (octet invalide ligne 3).',
            ]
          : [];
      const [task] = await tx.query<{ id: number }>(
        `insert into task (status, action, scenario_id, object_class, object_id, object_display, target_class, target_id,
           target_display, timeline, warnings, errors, created_at, start_date, end_date, dataset_id, usergroup_id, created_by)
         values ($1, $2, $3, 'resource', $4, $5, 'dataset', $6, $7, $8, $9, $10, $11, $12, $13, $6, $14, $15) returning id`,
        [
          status,
          scenario.codename,
          scenario.id,
          resourceId,
          plan.title,
          datasetId(plan.datasetIndex),
          dataset.title,
          JSON.stringify(timeline),
          JSON.stringify(
            status === 'SUCCESS' && n % 3 === 0 ? ['3 lignes sans coordonnées ont été ignorées.'] : [],
          ),
          JSON.stringify(errors),
          started,
          status === 'PENDING' ? null : new Date(started.getTime() + 2000),
          final ? new Date(started.getTime() + 6000) : null,
          group(dataset.owner),
          publisherOf(dataset.owner),
        ],
      );
      const taskId = must(task, 'task').id;
      await tx.query(
        'insert into processing (resource_id, state, task_id, acknowledged, created_at) values ($1, $2, $3, $4, $5)',
        [
          resourceId,
          plan.state === 'FAILURE_ACK' ? 'FAILURE' : plan.state,
          taskId,
          plan.state === 'FAILURE_ACK',
          started,
        ],
      );
      if (
        plan.state === 'SUCCESS' &&
        plan.kind !== 'href' &&
        geographicFormat.get(plan.format) &&
        plan.type === 1
      ) {
        const pts = guessPoints(plan.file ?? '', dataset.owner);
        const lons = pts.map((p) => p[1]);
        const lats = pts.map((p) => p[2]);
        const bbox = pts.length
          ? [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)]
          : null;
        await tx.query(
          'insert into geographic_layer (resource_id, name, label, feature_count, bbox, created_at) values ($1, $2, $3, $4, $5, $6)',
          [
            resourceId,
            `${workspaceOf(dataset.owner)}_${n + 1}`,
            plan.title,
            pts.length || 22,
            JSON.stringify(bbox),
            started,
          ],
        );
      }
    }

    // Styles of the first geographic layers
    const layers = await tx.query<{ id: number; label: string }>(
      'select id, label from geographic_layer order by id limit 3',
    );
    for (const [i, layer] of layers.entries()) {
      const color = ['#0b5cab', '#c2410c', '#15803d'][i] ?? '#0b5cab';
      await tx.query('insert into style (geographic_layer_id, name, config, sld) values ($1, $2, $3, $4)', [
        layer.id,
        `Style par défaut – ${layer.label}`,
        JSON.stringify({ type: 'circle', paint: { 'circle-color': color, 'circle-radius': 5 } }),
        `<?xml version="1.0" encoding="UTF-8"?><StyledLayerDescriptor version="1.0.0" xmlns="http://www.opengis.net/sld"><NamedLayer><Name>${layer.id}</Name><UserStyle><FeatureTypeStyle><Rule><PointSymbolizer><Graphic><Mark><WellKnownName>circle</WellKnownName><Fill><CssParameter name="fill">${color}</CssParameter></Fill></Mark><Size>8</Size></Graphic></PointSymbolizer></Rule></FeatureTypeStyle></UserStyle></NamedLayer></StyledLayerDescriptor>`,
      ]);
    }

    // Publication tasks of datasets
    const publishScenario = scenarioOf('dataset', 'create');
    const unpublishScenario = scenarioOf('dataset', 'update');
    const publicationRows = DATASETS.map((d, i) => {
      const started = daysAgo(300 - i * 8, now);
      const failed = i === 3;
      const scenario = d.publish === false && !failed ? unpublishScenario : publishScenario;
      return [
        failed ? 'FAILURE' : 'SUCCESS',
        scenario.codename,
        scenario.id,
        'dataset',
        datasetId(i),
        d.title,
        'dataset',
        datasetId(i),
        d.title,
        JSON.stringify([
          { date: started.toISOString(), step: 'queued', message: 'Tâche mise en file d’attente.' },
          {
            date: new Date(started.getTime() + 1000).toISOString(),
            step: 'index',
            message: 'Index du catalogue reconstruit.',
          },
        ]),
        JSON.stringify([]),
        JSON.stringify(failed ? ['Le jeu de données n’a pas de ressource géographique publiable.'] : []),
        started,
        started,
        new Date(started.getTime() + 1500),
        datasetId(i),
        group(d.owner),
        publisherOf(d.owner),
      ];
    });
    await insertRows(
      tx,
      'task',
      [
        'status',
        'action',
        'scenario_id',
        'object_class',
        'object_id',
        'object_display',
        'target_class',
        'target_id',
        'target_display',
        'timeline',
        'warnings',
        'errors',
        'created_at',
        'start_date',
        'end_date',
        'dataset_id',
        'usergroup_id',
        'created_by',
      ],
      publicationRows,
      '',
    );

    // Indexers with their runs and logs
    const indexers = [
      {
        type: 1,
        name: 'Catalogue CKAN de la CTG',
        url: 'https://data.ctguyane.example/api/3/',
        command: 'harvest',
        scheduler: 'Tous les jours à 2 h',
        filter: 'ctg',
        pattern: 'https://data.ctguyane.example/dataset/{identifier}',
        group: 'ctg',
      },
      {
        type: 2,
        name: 'Géocatalogue de l’Office de l’eau',
        url: 'https://geocatalogue.eauguyane.example/geonetwork/srv/fre/csw',
        command: 'harvest',
        scheduler: 'Toutes les semaines (lundi)',
        filter: null,
        pattern: null,
        group: 'oeg',
      },
      {
        type: 4,
        name: 'Portail ArcGIS de la CACL',
        url: 'https://cacl.maps.arcgis.example/api/feed/dcat-us/1.1.json',
        command: 'harvest',
        scheduler: 'Tous les mois (le 1er)',
        filter: null,
        pattern: 'https://cacl.maps.arcgis.example/datasets/{identifier}',
        group: 'cacl',
      },
    ];
    for (const [i, indexer] of indexers.entries()) {
      const [row] = await tx.query<{ id: number }>(
        `insert into remote_api_index (type, name, description, url, command, scheduler, organisation_filter, url_pattern, usergroup_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
        [
          indexer.type,
          indexer.name,
          `Moissonnage : ${indexer.name}.`,
          indexer.url,
          indexer.command,
          ref(refs, 'scheduler', indexer.scheduler),
          indexer.filter,
          indexer.pattern,
          group(indexer.group),
        ],
      );
      const indexerId = must(row, 'indexer').id;
      for (let run = 0; run < 3; run += 1) {
        const started = daysAgo(3 + run * 7 + i, now);
        const failed = i === 1 && run === 0;
        const [task] = await tx.query<{ id: number }>(
          `insert into task (status, action, object_class, object_id, object_display, timeline, warnings, errors, created_at, start_date, end_date, usergroup_id)
           values ($1, 'harvest', 'remoteapiindex', $2, $3, $4, $5, $6, $7, $7, $8, $9) returning id`,
          [
            failed ? 'FAILURE' : 'SUCCESS',
            indexerId,
            indexer.name,
            JSON.stringify([{ date: started.toISOString(), step: 'harvest', message: 'Moissonnage lancé.' }]),
            JSON.stringify(failed ? [] : ['2 fiches sans identifiant ignorées.']),
            JSON.stringify(failed ? ['Le catalogue distant a répondu 503 Service Unavailable.'] : []),
            started,
            new Date(started.getTime() + 45_000),
            group(indexer.group),
          ],
        );
        const taskId = must(task, 'task').id;
        const count = 10 + Math.floor(random() * 30);
        await insertRows(
          tx,
          'indexer_log',
          ['indexer_id', 'date', 'level', 'message', 'task_id'],
          failed
            ? [
                [indexerId, started, 'info', 'Début du moissonnage.', taskId],
                [
                  indexerId,
                  new Date(started.getTime() + 30_000),
                  'error',
                  'Le catalogue distant a répondu 503 Service Unavailable.',
                  taskId,
                ],
              ]
            : [
                [indexerId, started, 'info', 'Début du moissonnage.', taskId],
                [
                  indexerId,
                  new Date(started.getTime() + 20_000),
                  'warning',
                  '2 fiches sans identifiant ignorées.',
                  taskId,
                ],
                [
                  indexerId,
                  new Date(started.getTime() + 45_000),
                  'info',
                  `${count} fiches moissonnées, ${count - 2} mises à jour.`,
                  taskId,
                ],
              ],
          '',
        );
      }
    }

    // The seeded tasks stand for work done before: the worker neither runs nor recovers them.
    await tx.query('update task set demonstration = true');
    for (const id of datasetIds.map((d) => d.id)) await rebuildCatalogueEntry(tx, id);

    // sFTP access request, datastore tables
    await tx.query(
      "insert into ftp_access_request (usergroup_id, user_id, message, status, date) values ($1, $2, $3, 'pending', $4)",
      [group('cacl'), user('producteur'), 'Dépôt mensuel des relevés de collecte.', daysAgo(4, now)],
    );
    await seedDatastoreTables(tx, points.points);
  });
}
