import type { Contact } from '../contacts';
import type { Dataset, DatasetContactRole } from '../datasets';
import type { Resource } from '../resources';
import type { Task } from '../tasks';

/** A dataset as GET datasets/{id}/ answers, for panel tests. */
export function aDataset(overrides: Partial<Dataset> = {}): Dataset {
  return {
    id: 5,
    display_name: 'Arrêts de bus',
    codename: 'arrets-de-bus',
    description: 'Les arrêts du réseau.',
    thumbnail: null,
    tags: ['transport'],
    categories: [],
    topics: [1],
    kinds: [1],
    recommended_usage: null,
    restrictions: [],
    usergroup: 2,
    usergroup_display_name: 'CACL',
    contact_roles: [],
    license: null,
    granularity: null,
    geographical_coverage: null,
    bounds: null,
    creation_date: null,
    last_review_date: null,
    publication_date: '2024-01-01',
    last_update_date: '2024-01-02',
    update_frequency: 1,
    vintage_year: null,
    constitution_mode: null,
    record_type: null,
    parent: null,
    children: [],
    default_permission_level: 'download',
    publish: true,
    main_resource: null,
    resource_annexes: [],
    annexes_count: 0,
    extras: {},
    detail_url: 'http://localhost:8181/publish/fr/data/datasets/5/',
    last_modified: '2024-01-02T10:00:00Z',
    ...overrides,
  };
}

export function aContact(overrides: Partial<Contact> = {}): Contact {
  return {
    id: 11,
    name: 'Service SIG',
    email: 'sig@cacl-guyane.fr',
    phone: '0594 00 00 00',
    position: 'Géomatique',
    usergroup: 2,
    role: null,
    ...overrides,
  };
}

export function anAttachment(overrides: Partial<DatasetContactRole> = {}): DatasetContactRole {
  return { id: 31, contact: aContact(), role: 1, ...overrides };
}

export function aResource(overrides: Partial<Resource> = {}): Resource {
  return {
    id: 41,
    display_name: 'Arrêts (CSV)',
    codename: 'arrets-csv',
    type: 1,
    usergroup_id: 2,
    dataformat_id: 1,
    description: null,
    last_update: '2024-03-05',
    scheduler_frequency: null,
    update_scenario: null,
    scenario_execution_frequency_id: null,
    hidden: false,
    geographic_layer_label: null,
    geographic_layer_name: null,
    column_x: null,
    column_y: null,
    crs: null,
    data_schema: null,
    href: null,
    rel: [],
    _processing: [],
    kind: 'file-upload',
    kind_id: 1,
    ...overrides,
  };
}

export function aTask(overrides: Partial<Task> = {}): Task {
  return {
    id: 77,
    status: 'SUCCESS',
    action: 'publish-dataset',
    object_class: 'dataset',
    object_id: 5,
    object_display: 'Arrêts de bus',
    target_class: null,
    target_id: null,
    target_display: null,
    timeline: [],
    warnings: [],
    errors: [],
    start_date: '2024-03-05T10:00:00Z',
    end_date: '2024-03-05T10:01:00Z',
    dataset_id: 5,
    ...overrides,
  };
}

export const ROLES = [
  { id: 1, label: 'Point de contact' },
  { id: 2, label: 'Producteur' },
];
