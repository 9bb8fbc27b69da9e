import { insertRows } from '../../db/bulk.ts';
import { slugify } from '../../model/common.ts';
import { DATASETS } from '../demo/datasets.ts';
import { daysAgo, isoDate, must, ref, type Seeding } from '../seedKit.ts';
import type { Organisations } from './organisations.ts';
import type { People } from './people.ts';
import type { ReferenceData } from './referenceData.ts';

/** Keywords, datasets with their tags, permissions, contacts and activity. */
export async function seedDatasets(s: Seeding & ReferenceData & Organisations & People) {
  const { tx, now, refs, group, contactsOf, publisherOf } = s;
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
  return { datasetIds, datasetId };
}

export type Datasets = Awaited<ReturnType<typeof seedDatasets>>;
