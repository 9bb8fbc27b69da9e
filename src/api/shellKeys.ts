/**
 * The query keys the shell reads from the first screen on (the reference lists of the start, the
 * breadcrumb's dataset and group), apart from the others of keys.ts, which re-exports them: a module
 * the entry imports goes into it whole, and the first screen would carry every key (issue 49, bench
 * measure 1: the first screen's JavaScript). keys.ts says how keys are shaped.
 */

export function collection<const S extends string, const C extends string>(service: S, name: C) {
  const all = [service, name] as const;
  const details = () => [...all, 'detail'] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: <const Q extends object>(query: Q) => [...all, 'list', query] as const,
    details,
    detail: (id: number) => [...details(), id] as const,
  };
}

/** Key of a reference list (plain array sorted by label in the given locale). */
export function referenceListKey<const S extends string, const C extends string>(
  service: S,
  name: C,
  locale: string,
) {
  return [service, name, 'list', { locale }] as const;
}

const datasets = collection('dataset', 'datasets');
export const datasetKeys = {
  ...datasets,
  count: () => ['dataset', 'datasets-count'] as const,
  scenarios: (id: number) => [...datasets.detail(id), 'scenarios'] as const,
  contactRoles: (id: number) => [...datasets.detail(id), 'contact-roles'] as const,
  activity: <const Q extends object>(id: number, query: Q) =>
    [...datasets.detail(id), 'activity', query] as const,
};

const userGroups = collection('usergroup', 'user-groups');
export const userGroupKeys = {
  ...userGroups,
  parents: (id: number) => [...userGroups.detail(id), 'parents'] as const,
  children: (id: number) => [...userGroups.detail(id), 'children'] as const,
  members: (id: number) => [...userGroups.detail(id), 'members'] as const,
  memberList: <const Q extends object>(id: number, query: Q) =>
    [...userGroups.detail(id), 'members', 'list', query] as const,
  thumbnail: (id: number) => [...userGroups.detail(id), 'thumbnail'] as const,
};
