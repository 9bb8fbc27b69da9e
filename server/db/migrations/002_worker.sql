-- The worker (issue 9): what it needs beside the tasks of 001.

-- Tasks of the seeded demonstration show every state and stand for work done elsewhere: the worker
-- neither runs nor recovers them.
alter table task add column demonstration boolean not null default false;

-- A resource-dataset link is published (its resource appears in the dataset's catalogue entry)
-- until its unpublish scenario runs.
alter table resource_dataset add column published boolean not null default true;

-- Scheduled executions and harvests: when they last ran and when they run next.
alter table scenario_execution_frequency add column last_run_at timestamptz;
alter table scenario_execution_frequency add column next_run_at timestamptz;
alter table remote_api_index add column last_run_at timestamptz;
alter table remote_api_index add column next_run_at timestamptz;

-- Geographic layers: the system the data was read in and the type of its geometries.
alter table geographic_layer add column crs text;
alter table geographic_layer add column geometry_type text;

-- The public catalogue: one entry per published dataset, rebuilt by the publication scenarios.
create table catalogue_entry (
  dataset_id integer primary key references dataset (id) on delete cascade,
  document jsonb not null,
  indexed_at timestamptz not null default now()
);

-- Datasets made by harvesting a remote catalogue, keyed by the remote record's identifier.
create table harvested_record (
  id serial primary key,
  indexer_id integer not null references remote_api_index (id) on delete cascade,
  remote_identifier text not null,
  dataset_id integer not null references dataset (id) on delete cascade,
  harvested_at timestamptz not null default now(),
  unique (indexer_id, remote_identifier)
);

create index task_status on task (status) where status in ('PENDING', 'STARTED');
create index processing_task on processing (task_id);
