-- Initial schema of the reference backend. Field names follow openapi/schemas where they meet.

create extension if not exists unaccent;
create extension if not exists pg_trgm;

-- unaccent() is only STABLE; this wrapper is IMMUTABLE so that it can back trigram indexes.
create or replace function f_unaccent(value text) returns text
  language sql immutable parallel safe strict
  as $$ select lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;

create table setting (
  key text primary key,
  value text not null
);

-- Every reference list of specification section 3, one row per entry: `list` names the list.
create table reference_item (
  list text not null,
  id integer not null,
  label text not null,
  primary key (list, id)
);

create table data_format (
  id serial primary key,
  label text not null,
  extension text not null,
  mime_type text not null,
  is_geographic boolean not null default false
);

create table municipality (
  insee text primary key,
  display_name text not null,
  departement text,
  geometry jsonb,
  -- 'demonstration' for the generated cells of French Guiana, 'imported' for real boundaries.
  geometry_source text
);
create index municipality_name_trgm on municipality using gin (f_unaccent(display_name) gin_trgm_ops);

create table jurisdiction (
  id serial primary key,
  display_name text not null,
  codename text not null unique
);
create index jurisdiction_name_trgm on jurisdiction using gin (f_unaccent(display_name) gin_trgm_ops);

create table jurisdiction_municipality (
  jurisdiction_id integer not null references jurisdiction (id) on delete cascade,
  insee text not null references municipality (insee),
  primary key (jurisdiction_id, insee)
);

create table app_user (
  id serial primary key,
  username text not null unique,
  password_hash text,
  first_name text not null default '',
  last_name text not null default '',
  email text not null default '',
  phone text,
  additional_id text,
  status integer not null default 2,
  registration_reason text,
  email_notification boolean not null default false,
  is_superuser boolean not null default false,
  date_joined timestamptz not null default now(),
  last_login timestamptz,
  terms_accepted_at timestamptz
);
create index app_user_search_trgm on app_user using gin (
  f_unaccent(first_name || ' ' || last_name || ' ' || username || ' ' || email) gin_trgm_ops
);

create table session (
  id text primary key,
  user_id integer not null references app_user (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);

-- Organisations, groups and spheres; the organisation columns are null for the other types.
create table usergroup (
  id serial primary key,
  name text not null,
  display_name text not null,
  description text,
  usergroup_type text not null check (usergroup_type in ('organisation', 'user-group', 'group-of-organisation')),
  status integer not null default 2,
  thumbnail text,
  creation_date timestamptz not null default now(),
  organisation_type integer,
  acronym text,
  siret text,
  website text,
  phone text,
  postal_address text,
  jurisdiction_id integer references jurisdiction (id),
  convention_signed boolean not null default false,
  convention_file text,
  partnership boolean not null default false
);
create index usergroup_name_trgm on usergroup using gin (
  f_unaccent(display_name || ' ' || name || ' ' || coalesce(acronym, '')) gin_trgm_ops
);

create table usergroup_link (
  parent_id integer not null references usergroup (id) on delete cascade,
  child_id integer not null references usergroup (id) on delete cascade,
  primary key (parent_id, child_id),
  check (parent_id <> child_id)
);

create table membership (
  id serial primary key,
  usergroup_id integer not null references usergroup (id) on delete cascade,
  user_id integer not null references app_user (id) on delete cascade,
  role integer check (role in (1, 2)),
  status integer not null default 2,
  date_joined timestamptz not null default now(),
  unique (usergroup_id, user_id)
);

create table contact (
  id serial primary key,
  name text not null,
  email text not null,
  phone text,
  position text,
  usergroup_id integer references usergroup (id) on delete cascade,
  role integer
);
create index contact_search_trgm on contact using gin (f_unaccent(name || ' ' || email) gin_trgm_ops);

create table tag (
  id serial primary key,
  name text not null unique
);
create index tag_name_trgm on tag using gin (f_unaccent(name) gin_trgm_ops);

create table dataset (
  id serial primary key,
  display_name text not null,
  description text not null,
  thumbnail text,
  categories integer[] not null default '{}',
  topics integer[] not null default '{}',
  kinds integer[] not null default '{}',
  recommended_usage text,
  restrictions integer[] not null default '{}',
  usergroup_id integer not null references usergroup (id),
  license integer,
  granularity integer,
  geographical_coverage text,
  creation_date date,
  last_review_date date,
  publication_date date not null,
  last_update_date date not null,
  update_frequency integer not null,
  vintage_year integer,
  constitution_mode text,
  record_type integer,
  parent_id integer references dataset (id) on delete set null,
  default_permission_level text not null default 'private',
  publish boolean,
  extras jsonb not null default '{}',
  last_modified timestamptz not null default now()
);
create index dataset_name_trgm on dataset using gin (f_unaccent(display_name) gin_trgm_ops);
create index dataset_usergroup on dataset (usergroup_id);

create table dataset_tag (
  dataset_id integer not null references dataset (id) on delete cascade,
  tag_id integer not null references tag (id),
  position integer not null,
  primary key (dataset_id, tag_id)
);

create table dataset_contact_role (
  id serial primary key,
  dataset_id integer not null references dataset (id) on delete cascade,
  contact_id integer not null references contact (id) on delete cascade,
  role integer not null
);

create table dataset_permission (
  dataset_id integer not null references dataset (id) on delete cascade,
  usergroup_id integer not null references usergroup (id) on delete cascade,
  level text not null check (level in ('none', 'search', 'consultation', 'download')),
  primary key (dataset_id, usergroup_id)
);

create table activity (
  id serial primary key,
  dataset_id integer not null references dataset (id) on delete cascade,
  date timestamptz not null default now(),
  user_id integer references app_user (id) on delete set null,
  action text not null,
  description text not null
);
create index activity_dataset on activity (dataset_id, date desc);

create table resource (
  id serial primary key,
  display_name text not null,
  codename text not null default '',
  type integer not null default 1,
  dataformat_id integer references data_format (id),
  description text,
  last_update date,
  hidden boolean not null default false,
  geographic_layer_label text,
  geographic_layer_name text,
  column_x text,
  column_y text,
  crs text,
  data_schema jsonb,
  href text,
  kind text,
  kind_id integer,
  created_by integer references app_user (id) on delete set null,
  created_at timestamptz not null default now()
);

create table resource_dataset (
  id serial primary key,
  resource_id integer not null references resource (id) on delete cascade,
  dataset_id integer not null references dataset (id) on delete cascade,
  type integer not null check (type in (1, 2)),
  unique (resource_id, dataset_id)
);

-- Objects every scenario may run on, with their scenarios. `object_kind`: dataset,
-- resourcedataset, a resource kind slug, geographiclayer, style.
create table scenario (
  id serial primary key,
  object_kind text not null,
  codename text not null,
  action text not null check (action in ('create', 'update')),
  unique (object_kind, codename)
);

create table task (
  id serial primary key,
  status text not null default 'PENDING' check (status in ('PENDING', 'STARTED', 'SUCCESS', 'FAILURE')),
  action text not null,
  scenario_id integer references scenario (id) on delete set null,
  object_class text not null,
  object_id integer not null,
  object_display text not null,
  target_class text,
  target_id integer,
  target_display text,
  timeline jsonb not null default '[]',
  warnings jsonb not null default '[]',
  errors jsonb not null default '[]',
  kwargs jsonb not null default '{}',
  data jsonb not null default '{}',
  created_at timestamptz not null default now(),
  start_date timestamptz,
  end_date timestamptz,
  dataset_id integer references dataset (id) on delete set null,
  usergroup_id integer references usergroup (id) on delete set null,
  created_by integer references app_user (id) on delete set null
);
create index task_created on task (created_at desc);
create index task_object on task (object_class, object_id);

create table processing (
  id serial primary key,
  resource_id integer not null references resource (id) on delete cascade,
  state text not null check (state in ('PENDING', 'SUCCESS', 'FAILURE')),
  task_id integer references task (id) on delete set null,
  acknowledged boolean not null default false,
  created_at timestamptz not null default now()
);

create table geographic_layer (
  id serial primary key,
  resource_id integer not null references resource (id) on delete cascade,
  name text not null,
  label text not null,
  feature_count integer,
  bbox jsonb,
  created_at timestamptz not null default now()
);

create table style (
  id serial primary key,
  geographic_layer_id integer not null references geographic_layer (id) on delete cascade,
  name text not null,
  config jsonb,
  sld text
);

create table file_upload (
  id serial primary key,
  resource_id integer not null references resource (id) on delete cascade,
  dataformat_id integer references data_format (id),
  file_name text,
  stored_path text,
  size integer
);

-- file-download and href records share one shape.
create table linked_file (
  id serial primary key,
  kind text not null check (kind in ('file-download', 'href')),
  resource_id integer not null references resource (id) on delete cascade,
  dataformat_id integer references data_format (id),
  href text not null
);

create table ftp (
  id serial primary key,
  resource_id integer not null references resource (id) on delete cascade,
  dataformat_id integer references data_format (id),
  file_path text
);

create table ftp_access_request (
  id serial primary key,
  usergroup_id integer not null references usergroup (id) on delete cascade,
  user_id integer not null references app_user (id) on delete cascade,
  message text,
  status text not null default 'pending',
  date timestamptz not null default now()
);

create table datastore (
  id serial primary key,
  resource_id integer not null references resource (id) on delete cascade,
  database text not null,
  schema_name text not null,
  table_name text not null,
  dataformat_id integer references data_format (id)
);

create table geoserver_mirror (
  id serial primary key,
  resource_id integer not null references resource (id) on delete cascade,
  workspace text not null,
  layer text not null,
  layer_type text not null check (layer_type in ('layer', 'layergroup')),
  dataformat_id integer references data_format (id)
);

create table scenario_execution_frequency (
  id serial primary key,
  resource_id integer not null unique references resource (id) on delete cascade,
  scheduler integer not null,
  scenario_id integer not null references scenario (id)
);

create table remote_api_index_type (
  id serial primary key,
  label text not null,
  implementation_type text not null
);

create table remote_api_index (
  id serial primary key,
  type integer not null references remote_api_index_type (id),
  name text not null,
  description text,
  url text not null,
  command text not null,
  scheduler integer not null,
  organisation_filter text,
  url_pattern text,
  usergroup_id integer not null references usergroup (id) on delete cascade
);

create table indexer_log (
  id serial primary key,
  indexer_id integer not null references remote_api_index (id) on delete cascade,
  date timestamptz not null default now(),
  level text not null check (level in ('info', 'warning', 'error')),
  message text not null,
  task_id integer references task (id) on delete set null
);

-- A small database the "database table" resources can point at (datastore/databases/).
create schema datastore;
