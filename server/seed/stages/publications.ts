import { insertRows } from '../../db/bulk.ts';
import { DATASETS } from '../demo/datasets.ts';
import { DEMO_TASK_TEXTS } from '../demo/taskTexts.ts';
import { daysAgo, type Seeding } from '../seedKit.ts';
import type { Datasets } from './datasets.ts';
import type { Organisations } from './organisations.ts';
import type { People } from './people.ts';
import type { ReferenceData } from './referenceData.ts';

/** Styles of the first geographic layers and the datasets' publication tasks. */
export async function seedPublications(s: Seeding & ReferenceData & Organisations & People & Datasets) {
  const { tx, now, scenarioOf, group, publisherOf, datasetId } = s;
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
        { date: started.toISOString(), step: 'queued', message: DEMO_TASK_TEXTS.queued },
        {
          date: new Date(started.getTime() + 1000).toISOString(),
          step: 'index',
          message: DEMO_TASK_TEXTS.indexRebuilt,
        },
      ]),
      JSON.stringify([]),
      JSON.stringify(failed ? [DEMO_TASK_TEXTS.noPublishableResource] : []),
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
}
