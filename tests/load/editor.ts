import type { Answer, Client, RequestOptions } from '../contract/support/server.ts';
import type { AnswerLog } from './answerLog.ts';

/** What an editor last wrote successfully to one of its datasets: the state the server must keep. */
export interface Written {
  display_name: string;
  description: string;
  tags: string[];
  recommended_usage: string;
  publish: boolean;
  mainResource: number;
}

interface DatasetAnswer {
  id: number;
  display_name: string;
  description: string;
  tags: string[];
  recommended_usage: string | null;
  publish: boolean | null;
  main_resource: { id: number } | null;
  extras: Record<string, unknown>;
  last_modified: string;
}

export interface EditorSetup {
  client: Client;
  name: string;
  log: AnswerLog;
  deadline: number;
  /** Body of a new dataset (organisation, dates, reference values of the seed). */
  datasetBody: (name: string) => Record<string, unknown>;
  scenarios: { publish: number; unpublish: number };
  /** A dataset every editor increments, to race read-modify-write saves against each other. */
  sharedDataset: number;
}

/** The editor's work: its datasets with their last successful write, and its shared increments. */
export interface EditorOutcome {
  datasets: Map<number, Written>;
  /** Datasets the server said it created (201). */
  created: number;
  sharedIncrements: number;
  cycles: number;
}

const target = (pk: number) => ({
  kwargs: { target: { model: 'dataset', app_label: 'onegeo_dataset', pk } },
});

/**
 * One simulated person editing until the deadline, cycle after cycle: creates a dataset, saves it
 * (If-Match), checks that a stale save is refused, patches it, gives it a main resource, runs its
 * publication scenario, reads it back, then takes a turn at the shared dataset.
 */
export async function runEditor(setup: EditorSetup): Promise<EditorOutcome> {
  const { client, log } = setup;
  const outcome: EditorOutcome = { datasets: new Map(), created: 0, sharedIncrements: 0, cycles: 0 };

  async function call<T>(
    operation: string,
    expected: number[],
    method: string,
    path: string,
    options?: RequestOptions,
  ) {
    const started = performance.now();
    const answer = await client.request<T>(method, path, options);
    log.record(operation, answer.status, performance.now() - started);
    if (!expected.includes(answer.status)) {
      log.problem(
        `${setup.name} ${operation}: ${method} ${path} answered ${answer.status} ${answer.text.slice(0, 200)}`,
      );
      return null;
    }
    return answer;
  }

  while (Date.now() < setup.deadline) {
    const cycle = outcome.cycles;
    outcome.cycles += 1;
    const created = await call<DatasetAnswer>('create dataset', [201], 'POST', '/fr/dataset/datasets/', {
      json: setup.datasetBody(`Charge ${setup.name} ${cycle}`),
    });
    if (!created) continue;
    outcome.created += 1;
    const id = created.body.id;
    const path = `/fr/dataset/datasets/${id}/`;
    const written: Written = {
      display_name: `Charge ${setup.name} ${cycle} modifié`,
      description: `Révision 1 de ${setup.name}.`,
      tags: ['charge', setup.name],
      recommended_usage: '',
      publish: true,
      mainResource: 0,
    };
    const saved = await call<DatasetAnswer>('save dataset (If-Match)', [200], 'PUT', path, {
      json: {
        ...setup.datasetBody(written.display_name),
        description: written.description,
        tags: written.tags,
      },
      headers: { 'if-match': created.body.last_modified },
    });
    if (!saved) continue;
    outcome.datasets.set(id, { ...written });
    // The version read at creation is stale now: the server must refuse it and change nothing.
    await call('stale save refused', [412], 'PATCH', path, {
      json: { description: 'Écrasement silencieux.' },
      headers: { 'if-match': created.body.last_modified },
    });
    written.recommended_usage = `Usage ${cycle} de ${setup.name}.`;
    const patched = await call<DatasetAnswer>('patch dataset (If-Match)', [200], 'PATCH', path, {
      json: { recommended_usage: written.recommended_usage },
      headers: { 'if-match': saved.body.last_modified },
    });
    if (patched) outcome.datasets.set(id, { ...written });

    const resource = await call<{ id: number }>('create resource', [201], 'POST', '/fr/resource/resources/', {
      json: {
        display_name: `Ressource ${setup.name} ${cycle}`,
        column_x: 'x',
        column_y: 'y',
        crs: 'EPSG:4326',
      },
    });
    if (resource) {
      const linked = await call('link resource', [201], 'POST', '/fr/resource/resource-dataset/', {
        json: { resource_id: resource.body.id, dataset_id: id, type: 1 },
      });
      if (linked) written.mainResource = resource.body.id;
    }
    // Alternate publication and withdrawal; the scenario runs on the worker and the call waits for it.
    const publish = cycle % 2 === 1;
    const scenario = publish ? setup.scenarios.publish : setup.scenarios.unpublish;
    const run = await call<{ status: string }>(
      'run publication scenario',
      [202],
      'POST',
      `${path}_scenarios/${scenario}/run/`,
      { json: target(id), query: { asynchrone: false } },
    );
    if (run?.body.status === 'SUCCESS') written.publish = publish;
    else if (run) log.problem(`${setup.name} scenario on ${id} ended ${run.body.status}`);
    outcome.datasets.set(id, { ...written });

    const read = await call<DatasetAnswer>('read dataset', [200], 'GET', path);
    if (read) {
      const mismatch = differences(read.body, written);
      if (mismatch.length)
        log.problem(`${setup.name} read ${id} back with other values: ${mismatch.join('; ')}`);
    }

    await incrementShared(setup, call, outcome);
  }
  return outcome;
}

type Call = <T>(
  operation: string,
  expected: number[],
  method: string,
  path: string,
  options?: RequestOptions,
) => Promise<Answer<T> | null>;

/** Read-modify-write of the shared counter with If-Match: a refused (412) save reads again and retries. */
async function incrementShared(setup: EditorSetup, call: Call, outcome: EditorOutcome): Promise<void> {
  const path = `/fr/dataset/datasets/${setup.sharedDataset}/`;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const current = await call<DatasetAnswer>('read shared dataset', [200], 'GET', path);
    if (!current) return;
    const counter = Number(current.body.extras.counter ?? 0);
    const saved = await call<DatasetAnswer>('save shared dataset (If-Match)', [200, 412], 'PATCH', path, {
      json: { extras: { counter: counter + 1 } },
      headers: { 'if-match': current.body.last_modified },
    });
    if (!saved) return;
    if (saved.status === 200) {
      outcome.sharedIncrements += 1;
      return;
    }
  }
}

/** Fields of a dataset answer that differ from what was written. */
export function differences(dataset: DatasetAnswer, written: Written): string[] {
  const out: string[] = [];
  const expect = (field: string, actual: unknown, wanted: unknown) => {
    if (JSON.stringify(actual) !== JSON.stringify(wanted))
      out.push(`${field} ${JSON.stringify(actual)} instead of ${JSON.stringify(wanted)}`);
  };
  expect('display_name', dataset.display_name, written.display_name);
  expect('description', dataset.description, written.description);
  expect('tags', dataset.tags, written.tags);
  expect('recommended_usage', dataset.recommended_usage ?? '', written.recommended_usage);
  expect('publish', dataset.publish !== false, written.publish);
  expect('main resource', dataset.main_resource?.id ?? 0, written.mainResource);
  return out;
}

export type { DatasetAnswer };
