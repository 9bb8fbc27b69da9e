import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { type Dataset, datasetQuery } from '../../../api/datasets';
import { datasetKeys } from '../../../api/keys';

type Node = Pick<Dataset, 'id' | 'children'>;

/**
 * The ids of every dataset below `root` (its children, their children…), each read once: a dataset
 * cannot take one of them as its parent (the server answers 'A dataset cannot be its own ancestor.').
 */
export async function descendantIds(
  root: Node,
  childrenOf: (id: number) => Promise<Node['children']>,
): Promise<Set<number>> {
  const found = new Set<number>();
  let level = root.children.map((child) => child.id);
  while (level.length > 0) {
    const fresh = level.filter((id) => id !== root.id && !found.has(id));
    for (const id of fresh) found.add(id);
    const next = await Promise.all(fresh.map(childrenOf));
    level = next.flat().map((child) => child.id);
  }
  return found;
}

/** The datasets a dataset may not take as its parent: itself and its descendants. */
export function excludedParentsQuery(client: QueryClient, dataset: Node) {
  return queryOptions({
    queryKey: [...datasetKeys.detail(dataset.id), 'descendants', dataset.children.map((child) => child.id)],
    queryFn: async () => {
      const below = await descendantIds(
        dataset,
        async (id) => (await client.fetchQuery(datasetQuery(id))).children,
      );
      return new Set([dataset.id, ...below]);
    },
  });
}

/** The search results a dataset may take as its parent. */
export function parentCandidates<T extends { id: number }>(
  results: readonly T[],
  excluded: ReadonlySet<number>,
): T[] {
  return results.filter((dataset) => !excluded.has(dataset.id));
}
