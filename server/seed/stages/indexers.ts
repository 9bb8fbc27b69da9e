import { insertRows } from '../../db/bulk.ts';
import { daysAgo, must, ref, type Seeding } from '../seedKit.ts';
import type { Organisations } from './organisations.ts';
import type { People } from './people.ts';
import type { ReferenceData } from './referenceData.ts';

/** A run that read `count` records: all known, 2 skipped without an identifier, the others updated. */
const harvestCounts = (count: number) => ({
  total: count,
  read: count,
  created: 0,
  updated: count - 2,
  failed: 0,
  skipped: { untitled: 2, duplicate: 0 },
});

/** Indexers with their runs and logs. */
export async function seedIndexers(s: Seeding & ReferenceData & Organisations & People) {
  const { tx, now, random, refs, group } = s;
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
    // Oldest run first, as they happen: ids follow time.
    for (let run = 2; run >= 0; run -= 1) {
      const started = daysAgo(3 + run * 7 + i, now);
      const failed = i === 1 && run === 0;
      const count = 10 + Math.floor(random() * 30);
      const [task] = await tx.query<{ id: number }>(
        `insert into task (status, action, object_class, object_id, object_display, timeline, warnings, errors, created_at, start_date, end_date, usergroup_id, data)
         values ($1, 'harvest', 'remoteapiindex', $2, $3, $4, $5, $6, $7, $7, $8, $9, $10) returning id`,
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
          // What the harvest job keeps with a run (`data.harvest`, server/worker/jobs/harvest.ts),
          // matching the log below; none for a run that failed before reading the catalogue.
          JSON.stringify(failed ? {} : { harvest: harvestCounts(count) }),
        ],
      );
      const taskId = must(task, 'task').id;
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
}
