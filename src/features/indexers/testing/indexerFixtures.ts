import type { QueryClient } from '@tanstack/react-query';
import type { Indexer, IndexerLog, IndexerType } from '../../../api/indexers';
import type { ReferenceItem } from '../../../api/referenceLists';
import type { UserGroup } from '../../../api/usergroups';
import { sessionOf } from '../../../auth/session';
import { sessionQueryKey } from '../../../auth/useSession';

export const TYPES: IndexerType[] = [
  { id: 1, label: 'CKAN', implementation_type: 'ckan' },
  { id: 2, label: 'GeoNetwork (CSW)', implementation_type: 'csw' },
  { id: 4, label: 'ArcGIS (DCAT JSON)', implementation_type: 'dcat' },
];

export const SCHEDULERS: ReferenceItem[] = [
  { id: 1, label: 'Toutes les heures' },
  { id: 2, label: 'Tous les jours à 2 h' },
];

export function anIndexer(overrides: Partial<Indexer> = {}): Indexer {
  return {
    id: 7,
    type: 1,
    implementation_type: 'ckan',
    name: 'Catalogue CKAN de la CTG',
    description: null,
    url: 'https://data.example.fr/api/3/',
    command: 'harvest',
    scheduler: 2,
    organisation_filter: null,
    url_pattern: 'https://portail.example.fr/jeux/{identifier}',
    usergroup_id: 2,
    publish_datasets: true,
    default_permission_level: 'download',
    ...overrides,
  };
}

export function aLog(overrides: Partial<IndexerLog> = {}): IndexerLog {
  return {
    id: 1,
    date: '2026-03-02T10:00:00Z',
    level: 'info',
    message: 'Début du moissonnage.',
    task_id: 40,
    ...overrides,
  };
}

export function aGroup(overrides: Partial<UserGroup> = {}): UserGroup {
  return {
    id: 2,
    display_name: "Communauté d'Agglomération du Centre Littoral",
    name: 'cacl',
    description: null,
    usergroup_type: 'organisation',
    status: 2,
    thumbnail: null,
    members: [],
    members_count: 0,
    contacts: [],
    parents: [],
    children: [],
    creation_date: '2020-01-01T00:00:00Z',
    ...overrides,
  };
}

/** Signs a person in for the components that read the session: an account administrator of group 2. */
export function signInAsManager(queryClient: QueryClient) {
  queryClient.setQueryData(
    sessionQueryKey,
    sessionOf({
      id: 3,
      username: 'gestionnaire',
      usergroup_roles: [
        { role: 2, usergroup: { id: 2, display_name: "Communauté d'Agglomération du Centre Littoral" } },
        { role: 2, usergroup: { id: 12, display_name: 'Mobilité' } },
      ],
    }),
  );
}
