import { editableDatasetCondition } from '../../auth/permissions.ts';
import { Params } from '../../db/params.ts';
import { MESSAGES } from '../../messages/messages.ts';
import { type AttentionRequest, attentionItem, countAndLatest, dateOf, type KindAnswer } from './kinds.ts';
import { firstError } from './tasks.ts';

// What is wrong with datasets the person may change (section 6: the managers of their organisation;
// the superuser: all).

/** Datasets with no main resource (no resource linked as type 1). */
export async function datasetsWithoutMainResource(request: AttentionRequest): Promise<KindAnswer> {
  const q = new Params();
  const { count, rows } = await countAndLatest<{
    id: number;
    display_name: string;
    usergroup_id: number;
    creation_date: Date | null;
  }>(
    request.db,
    q,
    {
      // Since the dataset was made (its first activity); its metadata dates for an imported one
      // that has none, so that every entry is dated (audit U8).
      columns: `d.id, d.display_name, d.usergroup_id,
        coalesce((select min(a.date) from activity a where a.dataset_id = d.id),
          d.creation_date::timestamptz, d.publication_date::timestamptz) as creation_date`,
      from: `from dataset d where ${editableDatasetCondition(request.user, q)}
        and not exists (select 1 from resource_dataset rd where rd.dataset_id = d.id and rd.type = 1)`,
      // Ids grow with creation: the newest datasets first, read backwards along the primary key.
      order: 'order by d.id desc',
    },
    request.limit,
  );
  return {
    count,
    items: rows.map((row) =>
      attentionItem('dataset_without_main_resource', {
        since: dateOf(row.creation_date),
        display: row.display_name,
        dataset_id: row.id,
        usergroup_id: row.usergroup_id,
      }),
    ),
  };
}

/** What the URL answered at its last check, in the request's language. */
function urlAnswer(
  locale: string,
  check: { href: string; http_status: number | null; error: string | null },
): string {
  const french =
    check.http_status !== null
      ? `L’URL ${check.href} répond ${check.http_status} : la ressource n’est pas accessible.`
      : `L’URL ${check.href} ne répond pas : ${check.error ?? ''}`;
  return MESSAGES.translate(locale, french);
}

/** URL resources (href) whose last check did not answer, of a dataset the person may change. */
export async function brokenUrlResources(request: AttentionRequest): Promise<KindAnswer> {
  const q = new Params();
  const { count, rows } = await countAndLatest<{
    resource_id: number;
    href: string;
    http_status: number | null;
    error: string | null;
    checked_at: Date;
    dataset_id: number;
    dataset_name: string;
    usergroup_id: number;
  }>(
    request.db,
    q,
    {
      columns: `c.resource_id, lf.href, c.http_status, c.error, c.checked_at,
        d.id as dataset_id, d.display_name as dataset_name, d.usergroup_id`,
      from: `from url_check c
        join resource r on r.id = c.resource_id and r.kind = 'href'
        join linked_file lf on lf.id = r.kind_id and lf.kind = 'href'
        join lateral (select d.id, d.display_name, d.usergroup_id from resource_dataset rd
          join dataset d on d.id = rd.dataset_id
          where rd.resource_id = r.id and ${editableDatasetCondition(request.user, q)}
          order by rd.type, rd.id limit 1) d on true
        where not c.ok`,
      order: 'order by c.checked_at desc, c.resource_id desc',
    },
    request.limit,
  );
  return {
    count,
    items: rows.map((row) =>
      attentionItem('broken_url_resource', {
        since: dateOf(row.checked_at),
        display: row.dataset_name,
        detail: urlAnswer(request.locale, row),
        dataset_id: row.dataset_id,
        resource_id: row.resource_id,
        usergroup_id: row.usergroup_id,
      }),
    ),
  };
}

/**
 * Published datasets (publish not false) whose main resource's latest operation failed and nobody
 * acknowledged it (PATCH of the resource's `_processing`, or the task's acknowledgement).
 */
export async function publishedMainResourceFailures(request: AttentionRequest): Promise<KindAnswer> {
  const q = new Params();
  const { count, rows } = await countAndLatest<{
    dataset_id: number;
    display_name: string;
    usergroup_id: number;
    resource_id: number;
    task_id: number | null;
    errors: string[] | null;
    since: Date;
  }>(
    request.db,
    q,
    {
      columns: `d.id as dataset_id, d.display_name, d.usergroup_id, p.resource_id, p.task_id, t.errors,
        coalesce(t.end_date, p.created_at) as since`,
      from: `from processing p
        join resource_dataset rd on rd.resource_id = p.resource_id and rd.type = 1
        join dataset d on d.id = rd.dataset_id
        left join task t on t.id = p.task_id
        where p.state = 'FAILURE' and not p.acknowledged and d.publish is not false
          and not exists (select 1 from processing n where n.resource_id = p.resource_id
            and (n.created_at, n.id) > (p.created_at, p.id))
          and ${editableDatasetCondition(request.user, q)}`,
      order: 'order by p.created_at desc, p.id desc, d.id desc',
    },
    request.limit,
  );
  return {
    count,
    items: rows.map((row) =>
      attentionItem('published_main_resource_failed', {
        since: dateOf(row.since),
        display: row.display_name,
        detail: firstError(request.locale, row.errors ?? []),
        task_id: row.task_id,
        dataset_id: row.dataset_id,
        resource_id: row.resource_id,
        usergroup_id: row.usergroup_id,
      }),
    ),
  };
}
