-- Changes you can see before saving, and undo after (issue 33).

-- What a dataset's metadata was after each save: the writable fields, by their API names (keywords
-- as names). An activity entry that saved the dataset points at the version it made, so the history
-- can show which fields changed (this version against the one before it) and restore any of them.
-- A dataset saved before this migration gets a first version, of how it was, on its next save.
create table dataset_version (
  id serial primary key,
  dataset_id integer not null references dataset (id) on delete cascade,
  created_at timestamptz not null default clock_timestamp(),
  snapshot jsonb not null
);
create index dataset_version_dataset on dataset_version (dataset_id, id);
alter table activity add column version_id integer references dataset_version (id) on delete set null;

-- A bulk metadata edit: who asked it, what it did, and whether it was undone. Each dataset it
-- changed keeps the fields it touched as they were before and as the batch left them, so an undo
-- restores only what nobody changed since.
create table bulk_edit (
  id serial primary key,
  user_id integer references app_user (id) on delete set null,
  created_at timestamptz not null default clock_timestamp(),
  operations jsonb not null,
  dataset_count integer not null,
  undone_at timestamptz,
  undone_by integer references app_user (id) on delete set null
);
create index bulk_edit_user on bulk_edit (user_id, id desc);
create table bulk_edit_dataset (
  bulk_edit_id integer not null references bulk_edit (id) on delete cascade,
  dataset_id integer not null references dataset (id) on delete cascade,
  before jsonb not null,
  after jsonb not null,
  primary key (bulk_edit_id, dataset_id)
);
create index bulk_edit_dataset_dataset on bulk_edit_dataset (dataset_id);
alter table activity add column bulk_edit_id integer references bulk_edit (id) on delete set null;
