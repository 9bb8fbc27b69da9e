import { checkSld } from '../../data/xml.ts';
import { slugify } from '../../model/common.ts';
import { type JobContext, JobFailure, type TaskRun } from '../taskRun.ts';

/**
 * Geographic layer scenarios (run with `asynchrone=false` by the back-office): publish the layer
 * on the map server under the name and label the resource asks for.
 */
export async function geographicLayerJob(run: TaskRun, ctx: JobContext): Promise<void> {
  const [layer] = await ctx.db.query<{
    id: number;
    name: string;
    label: string;
    feature_count: number | null;
    wanted_name: string | null;
    wanted_label: string | null;
  }>(
    `select gl.id, gl.name, gl.label, gl.feature_count, r.geographic_layer_name as wanted_name,
       r.geographic_layer_label as wanted_label
     from geographic_layer gl join resource r on r.id = gl.resource_id where gl.id = $1`,
    [run.task.object_id],
  );
  if (!layer) throw new JobFailure('La couche géographique n’existe plus.');
  if (layer.feature_count === null || layer.feature_count === 0) {
    throw new JobFailure(
      `La couche « ${layer.name} » n’a pas de données : relancez le traitement de sa ressource.`,
    );
  }
  let name = layer.name;
  const wanted = layer.wanted_name?.trim();
  if (wanted && wanted !== layer.name) {
    if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(wanted)) {
      throw new JobFailure(
        `Le nom de couche « ${wanted} » n’est pas accepté par le serveur cartographique : lettres, chiffres et _ seulement, en commençant par une lettre (par exemple « ${slugify(wanted).replace(/-/g, '_') || 'ma_couche'} »).`,
      );
    }
    const taken = await ctx.db.query('select 1 from geographic_layer where name = $1 and id <> $2', [
      wanted,
      layer.id,
    ]);
    if (taken.length > 0) throw new JobFailure(`Le nom de couche « ${wanted} » est déjà pris.`);
    name = wanted;
  }
  const label = layer.wanted_label?.trim() || layer.label;
  await ctx.db.query('update geographic_layer set name = $1, label = $2 where id = $3', [
    name,
    label,
    layer.id,
  ]);
  await run.step(
    'publish',
    `Couche « ${name} » (${label}) publiée sur le serveur cartographique : ${layer.feature_count} objet${layer.feature_count > 1 ? 's' : ''}.`,
  );
}

/** Style scenarios: the SLD sent with the run (or the style's own) is well-formed with a rule. */
export async function styleJob(run: TaskRun, ctx: JobContext): Promise<void> {
  const [style] = await ctx.db.query<{ id: number; name: string; sld: string | null }>(
    'select id, name, sld from style where id = $1',
    [run.task.object_id],
  );
  if (!style) throw new JobFailure('Le style n’existe plus.');
  const sent = run.dataValue('sld');
  if (sent !== undefined && typeof sent !== 'string') throw new JobFailure('Le SLD doit être un texte XML.');
  const sld = sent ?? style.sld;
  if (!sld) throw new JobFailure('Aucun SLD n’a été envoyé pour ce style.');
  const { rules } = checkSld(sld);
  await run.step('validate', `SLD bien formé : ${rules} règle${rules > 1 ? 's' : ''}.`);
  await ctx.db.query('update style set sld = $1 where id = $2', [sld, style.id]);
  await run.step('apply', `Style « ${style.name} » appliqué à la couche sur le serveur cartographique.`);
}
