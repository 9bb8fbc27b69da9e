// Measure 7: a 100 MB CSV uploaded to a file-upload resource and processed by the worker into a
// geographic layer: upload throughput (MB/s of the PUT) and worker throughput (MB/s of the task,
// from its start to its end dates).
import { round } from '../lib/stats.mjs';

const TARGET_BYTES = 100 * 1024 * 1024;

/** Points in French Guiana, ';' separated with decimal commas, about TARGET_BYTES. */
function csv() {
  const lines = ['id;nom;longitude;latitude;commentaire'];
  let size = lines[0].length + 1;
  for (let i = 0; size < TARGET_BYTES; i += 1) {
    const line = `${i};Point ${i};${(-54 + (i % 1700) / 1000).toFixed(4).replace('.', ',')};${(2.2 + (i % 3500) / 1000).toFixed(4).replace('.', ',')};Relevé de terrain numéro ${i} du banc d’essai`;
    lines.push(line);
    size += Buffer.byteLength(line) + 1;
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

export async function measureUpload(baseUrl, session) {
  const headers = { Authorization: `JWT ${session.token}` };
  const call = async (method, path, body) => {
    const response = await fetch(`${baseUrl}/fr${path}`, {
      method,
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return text ? JSON.parse(text) : null;
  };
  const [dataset] = (await call('GET', '/dataset/datasets/?page_size=1&ordering=display_name')).results;
  const resource = await call('POST', '/resource/resources/', {
    display_name: 'Relevés du banc d’essai',
    column_x: 'longitude',
    column_y: 'latitude',
    crs: 'EPSG:4326',
  });
  await call('POST', '/resource/resource-dataset/', {
    resource_id: resource.id,
    dataset_id: dataset.id,
    type: 1,
  });
  const record = await call('POST', '/resource/file-upload/', { resource_id: resource.id });

  const file = csv();
  const form = new FormData();
  form.append('file', new Blob([file], { type: 'text/csv' }), 'releves.csv');
  const uploadStart = performance.now();
  const put = await fetch(`${baseUrl}/fr/resource/file-upload/${record.id}/`, {
    method: 'PUT',
    headers,
    body: form,
  });
  if (put.status !== 200) throw new Error(`upload: ${put.status} ${await put.text()}`);
  const uploadSeconds = (performance.now() - uploadStart) / 1000;

  const scenarios = await call('GET', `/resource/file-upload/${record.id}/_scenarios/`);
  const create = scenarios.find((scenario) => scenario.action === 'create');
  const run = await call(
    'POST',
    `/resource/file-upload/${record.id}/_scenarios/${create.id}/run/?asynchrone=false`,
    { kwargs: { target: { model: 'resource', app_label: 'onegeo_resource', pk: resource.id } } },
  );
  const task = await call('GET', `/dashboard/task-queue-track/${run.task_id}/`);
  const workerSeconds = (Date.parse(task.end_date) - Date.parse(task.start_date)) / 1000;
  const mb = file.length / 1024 / 1024;
  return {
    fileMb: round(mb, 1),
    uploadMbPerS: round(mb / uploadSeconds, 1),
    workerMbPerS: round(mb / workerSeconds, 1),
    workerSeconds: round(workerSeconds, 1),
    taskStatus: task.status,
    errors: task.errors,
  };
}
