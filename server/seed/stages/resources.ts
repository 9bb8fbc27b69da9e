import { insertRows } from '../../db/bulk.ts';
import type { DemoDataset, ResourceState } from '../demo/datasets/shape.ts';
import { DATASETS } from '../demo/datasets.ts';
import { DEMO_TASK_TEXTS } from '../demo/taskTexts.ts';
import { demoFileName, guessPoints } from '../files.ts';
import { daysAgo, isoDate, must, type Seeding } from '../seedKit.ts';
import type { Datasets } from './datasets.ts';
import type { Organisations } from './organisations.ts';
import type { People } from './people.ts';
import type { ReferenceData } from './referenceData.ts';

interface ResourcePlan {
  datasetIndex: number;
  type: 1 | 2;
  kind: NonNullable<DemoDataset['main']>['kind'];
  format: string;
  title: string;
  file: string | null;
  state: ResourceState;
}

/** Resources of every kind and processing state, with their tasks and geographic layers. */
export async function seedResources(s: Seeding & ReferenceData & Organisations & People & Datasets) {
  const { tx, now, formatId, geographicFormat, scenarioOf, group, publisherOf, datasetId } = s;
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
      { date: started.toISOString(), step: 'queued', message: DEMO_TASK_TEXTS.queued },
      ...(status !== 'PENDING'
        ? [
            {
              date: new Date(started.getTime() + 2000).toISOString(),
              step: 'started',
              message: DEMO_TASK_TEXTS.started,
            },
          ]
        : []),
      ...(status === 'SUCCESS'
        ? [
            {
              date: new Date(started.getTime() + 4000).toISOString(),
              step: 'read',
              message: DEMO_TASK_TEXTS.read,
            },
            {
              date: new Date(started.getTime() + 6000).toISOString(),
              step: 'done',
              message: DEMO_TASK_TEXTS.layerCreated,
            },
          ]
        : []),
      ...(status === 'FAILURE'
        ? [
            {
              date: new Date(started.getTime() + 5000).toISOString(),
              step: 'failed',
              message: DEMO_TASK_TEXTS.failed,
            },
          ]
        : []),
    ];
    const errors =
      status === 'FAILURE'
        ? [
            plan.format === 'GeoJSON'
              ? DEMO_TASK_TEXTS.invalidGeoJson
              : plan.kind === 'datastores'
                ? DEMO_TASK_TEXTS.noGeometryColumn
                : plan.kind === 'href'
                  ? DEMO_TASK_TEXTS.urlTimeout
                  : DEMO_TASK_TEXTS.notUtf8,
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
        JSON.stringify(status === 'SUCCESS' && n % 3 === 0 ? [DEMO_TASK_TEXTS.rowsSkipped] : []),
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
}
