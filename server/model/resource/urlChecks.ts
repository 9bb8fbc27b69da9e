import type { Queryable } from '../../db/database.ts';
import { RemoteError, type RemoteOptions, remoteFetch } from '../../net/remoteFetch.ts';
import { reservedHost } from '../../net/reservedHosts.ts';

// The last check of each URL resource (href): whether its URL still answers (table url_check, read
// by "needs attention"). Written by the href scenario's job and by the periodic link check.

export type UrlCheck =
  | { ok: true; httpStatus: number }
  | { ok: false; httpStatus: number | null; error: string | null };

/** Records the check of resource `resourceId`, replacing the previous one. */
export async function recordUrlCheck(db: Queryable, resourceId: number, check: UrlCheck): Promise<void> {
  await db.query(
    `insert into url_check (resource_id, checked_at, ok, http_status, error) values ($1, now(), $2, $3, $4)
     on conflict (resource_id) do update set checked_at = excluded.checked_at, ok = excluded.ok,
       http_status = excluded.http_status, error = excluded.error`,
    [resourceId, check.ok, check.httpStatus, check.ok ? null : check.error],
  );
}

/** What an answer's status says of the URL: 4xx and 5xx do not answer. */
export const checkOfStatus = (status: number): UrlCheck =>
  status >= 400 ? { ok: false, httpStatus: status, error: null } : { ok: true, httpStatus: status };

/**
 * What a failed request says of the URL, or null when it says nothing: a request interrupted
 * because its task was stopped or the server is closing is no verdict on the URL.
 */
export function checkOfFailure(error: unknown): UrlCheck | null {
  if (!(error instanceof RemoteError) || error.code === 'aborted') return null;
  return { ok: false, httpStatus: null, error: error.message };
}

/** Statuses of servers that refuse HEAD: they get a small GET, as the href job does. */
const NO_HEAD = new Set([403, 405, 501]);

/** Checks `href` within the remote limits: HEAD, then a GET of its first 64 KB if HEAD is refused. */
export async function checkUrl(
  href: string,
  remote: RemoteOptions,
  signal?: AbortSignal,
): Promise<UrlCheck | null> {
  const request = signal ? { signal } : {};
  try {
    let response = await remoteFetch(href, remote, { method: 'HEAD', ...request });
    if (NO_HEAD.has(response.status))
      response = await remoteFetch(href, remote, { readAtMost: 64 * 1024, ...request });
    return checkOfStatus(response.status);
  } catch (error) {
    const check = checkOfFailure(error);
    if (check === null && !(error instanceof RemoteError)) throw error;
    return check;
  }
}

/** Every URL resource with its URL. */
export const hrefResources = (db: Queryable) =>
  db.query<{ resource_id: number; href: string }>(
    `select r.id as resource_id, lf.href from resource r
     join linked_file lf on lf.id = r.kind_id and lf.kind = 'href'
     where r.kind = 'href' order by r.id`,
  );

/** Checks simultaneously at most: enough to get through slow servers, few enough to stay polite. */
const PARALLEL_CHECKS = 4;

/**
 * Checks every URL resource and records each answer; answers how many were checked. A URL under a
 * reserved domain (`.example`, `.invalid`: the seed's demonstration links) is not checked, as the
 * scheduler does not harvest such an indexer: it could only fail, every time, on its own.
 */
export async function checkAllUrls(
  db: Queryable,
  remote: RemoteOptions,
  signal?: AbortSignal,
): Promise<number> {
  const resources = await hrefResources(db);
  let next = 0;
  let checked = 0;
  const checker = async () => {
    while (next < resources.length && !signal?.aborted) {
      const resource = resources[next];
      next += 1;
      if (!resource || reservedHost(resource.href)) continue;
      const check = await checkUrl(resource.href, remote, signal);
      if (check === null) continue;
      await recordUrlCheck(db, resource.resource_id, check);
      checked += 1;
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_CHECKS }, checker));
  return checked;
}
