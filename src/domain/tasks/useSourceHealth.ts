import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type SourceHealth, type TaskSource, taskHealthQuery } from '../../api/taskCare';
import { hasExtension } from '../../config/currentConfig';
import { AUTO_RELOAD_MS } from '../../ui/list/autoReload';

/**
 * The last runs of the sources a list shows, in one request, reloaded with the list. Undefined when
 * the backend does not offer the health operation (the list then has no "Recent runs" column, and
 * nothing is asked); an empty answer while the first one comes, so the column does not jump in.
 */
export function useSourceHealth(sources: readonly TaskSource[]): readonly SourceHealth[] | undefined {
  const offered = hasExtension('sourceHealth');
  const health = useQuery({
    ...taskHealthQuery(sources),
    enabled: offered && sources.length > 0,
    refetchInterval: AUTO_RELOAD_MS,
    placeholderData: keepPreviousData,
  });
  if (!offered) return undefined;
  return health.data?.results ?? [];
}
